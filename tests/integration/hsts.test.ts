import { afterEach, describe, expect, it } from "vitest";
import { exitOf, launchServer, type RunningServer, startServer } from "../support/server-process";
import { checkedFetch } from "../support/checked-fetch";

/**
 * HSTS from the real server with an https PUBLIC_URL: this host alone by default, on the pages the
 * front door answers from memory and on those Express renders; subdomains and preload only when the
 * operator sets them, and an inconsistent combination stops start-up.
 */

const HTTPS = { PUBLIC_URL: "https://www.northpeak.example" };
let server: RunningServer | undefined;
afterEach(async () => {
  await server?.stop();
  server = undefined;
});

async function policiesOf(url: string): Promise<(string | null)[]> {
  const paths = ["/", "/our-team", "/no-such-page", "/blogs", "/api/captcha"];
  return Promise.all(
    paths.map(async (path) => (await checkedFetch(`${url}${path}`)).headers.get("strict-transport-security")),
  );
}

describe("HSTS", () => {
  it("binds this host alone by default", async () => {
    server = await startServer({ ...HTTPS, DATA_DIR: "data/it-hsts" });
    expect(new Set(await policiesOf(server.url))).toEqual(new Set(["max-age=63072000"]));
  }, 90_000);

  it("adds subdomains and preload when the operator asks for them", async () => {
    server = await startServer({
      ...HTTPS,
      DATA_DIR: "data/it-hsts",
      HSTS_INCLUDE_SUBDOMAINS: "true",
      HSTS_PRELOAD: "true",
    });
    expect(new Set(await policiesOf(server.url))).toEqual(
      new Set(["max-age=63072000; includeSubDomains; preload"]),
    );
  }, 90_000);

  it("refuses to start with preload but not subdomains, saying why", async () => {
    const server = await launchServer({ ...HTTPS, DATA_DIR: "data/it-hsts", HSTS_PRELOAD: "true" });
    expect(await exitOf(server.child)).toBe(1);
    expect(server.output()).toContain(
      "Invalid environment variable HSTS_PRELOAD: needs HSTS_INCLUDE_SUBDOMAINS=true",
    );
  }, 90_000);
});
