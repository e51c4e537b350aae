import { describe, expect, it } from "vitest";
import { parseEnv } from "~/env.server";
import { robotsTxt } from "./robots[.]txt";

const PUBLIC_URL = "https://www.northpeak.example";

describe("robotsTxt", () => {
  it("lets crawlers in, keeps them off the API and names the sitemap by default", () => {
    expect(robotsTxt(parseEnv({ PUBLIC_URL }))).toBe(
      `User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });

  it("turns every crawler away from the whole site with ALLOW_INDEXING=false", () => {
    expect(robotsTxt(parseEnv({ PUBLIC_URL, ALLOW_INDEXING: "false" }))).toBe(
      `User-agent: *\nDisallow: /\n\nSitemap: ${PUBLIC_URL}/sitemap.xml\n`,
    );
  });
});
