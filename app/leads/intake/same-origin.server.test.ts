import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { collectedLines } from "../../../tests/support/collected-log";
import { parseEnv } from "~/env.server";
import { createLogger } from "~/lib/logger.server";
import { serveForTest, type TestServer } from "../../../tests/support/test-server";
import { sameOriginWrites } from "./same-origin.server";

describe("sameOriginWrites", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** A site whose PUBLIC_URL is not the address these requests reach it at (127.0.0.1:port). */
  async function misnamedSite() {
    const { lines, sink } = collectedLines();
    const app = express();
    app.use(sameOriginWrites(parseEnv({ PUBLIC_URL: "https://www.example.com" }), createLogger(sink)));
    app.post("/api/contact", (_req, res) => {
      res.status(201).json({ stored: true });
    });
    server = await serveForTest(app);
    const url = server.url;
    /** A lead post to the site as a browser on `origin` sends it. */
    const postFrom = (origin: string) =>
      fetch(`${url}/api/contact`, { method: "POST", headers: { Origin: origin } });
    return { url, lines, postFrom };
  }

  it("refuses a post from the site's own host that PUBLIC_URL does not name, and logs it as an error naming the setting", async () => {
    const { url, lines, postFrom } = await misnamedSite();
    const response = await postFrom(url);
    expect(response.status).toBe(403);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({ level: 50, origin: url, publicUrl: "https://www.example.com" });
    expect(String(lines[0]?.msg)).toContain("set PUBLIC_URL (or ALLOWED_ORIGINS)");
  });

  it("refuses another site's post as before, a note and not an error", async () => {
    const { lines, postFrom } = await misnamedSite();
    const response = await postFrom("https://evil.example");
    expect(response.status).toBe(403);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      origin: "https://evil.example",
      msg: "cross-site write refused",
    });
  });

  it("lets the named site's own post through", async () => {
    const { lines, postFrom } = await misnamedSite();
    const response = await postFrom("https://www.example.com");
    expect(response.status).toBe(201);
    expect(lines).toEqual([]);
  });
});
