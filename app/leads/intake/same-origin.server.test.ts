import { request as httpRequest } from "node:http";
import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { collectedLines } from "../../../tests/support/collected-log";
import { parseEnv } from "~/env.server";
import { createLogger } from "~/lib/logger.server";
import { serveForTest, type TestServer } from "../../../tests/support/test-server";
import { allowedOrigins, isOwnHostOrigin, refusedOrigin, sameOriginWrites } from "./same-origin.server";

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

  /** A post whose Host and Origin both name `host`, as a client may forge them. */
  function postWithHost(url: string, host: string) {
    return new Promise<number>((resolve, reject) => {
      const outgoing = httpRequest(`${url}/api/contact`, {
        method: "POST",
        headers: { Host: host, Origin: `http://${host}` },
      });
      outgoing.on("response", (answer) => {
        answer.resume();
        resolve(answer.statusCode ?? 0);
      });
      outgoing.on("error", reject);
      outgoing.end();
    });
  }

  it("refuses a post from the site's own host that PUBLIC_URL does not name, and warns naming the setting", async () => {
    const { url, lines, postFrom } = await misnamedSite();
    const response = await postFrom(url);
    expect(response.status).toBe(403);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines[0]).toMatchObject({ level: 30, origin: url, msg: "cross-site write refused" });
    expect(lines[1]).toMatchObject({ level: 40, publicUrl: "https://www.example.com" });
    expect(String(lines[1]?.msg)).toContain("check that PUBLIC_URL is the address visitors use");
  });

  it("never suggests an address a client sent: a forged Host with a matching Origin is no error and names neither", async () => {
    const { url, lines } = await misnamedSite();
    expect(await postWithHost(url, "attacker.example")).toBe(403);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines.filter((line) => Number(line.level) >= 50)).toEqual([]);
    const hint = lines.find((line) => line.level === 40);
    expect(JSON.stringify(hint)).not.toContain("attacker.example");
    expect(String(hint?.msg)).not.toContain("ALLOWED_ORIGINS");
  });

  it("lets the named site's own post through, and refuses another site's with a note, not an error", async () => {
    const { lines, postFrom } = await misnamedSite();
    expect((await postFrom("https://www.example.com")).status).toBe(201);
    expect(lines).toEqual([]);
    expect((await postFrom("https://evil.example")).status).toBe(403);
    await expect.poll(() => lines.length).toBe(1);
    expect(lines[0]).toMatchObject({
      level: 30,
      origin: "https://evil.example",
      msg: "cross-site write refused",
    });
  });
});

const site = allowedOrigins("https://www.northpeak.example", ["https://partners.northpeak.example/"]);

const refused = (headers: { origin?: string; referer?: string }, allowed = site) =>
  refusedOrigin(headers, allowed);

describe("refusedOrigin", () => {
  it("lets requests without Origin or Referer through (curl, server-side clients)", () => {
    expect(refused({})).toBeUndefined();
  });

  it("accepts the public site and the listed origins", () => {
    expect(refused({ origin: "https://www.northpeak.example" })).toBeUndefined();
    expect(refused({ origin: "https://partners.northpeak.example" })).toBeUndefined();
    expect(refused({ referer: "https://www.northpeak.example/Contact-us?form=contact" })).toBeUndefined();
  });

  it("refuses another site, a look-alike host, another scheme or port, and the opaque null origin", () => {
    expect(refused({ origin: "https://evil.example" })).toBe("https://evil.example");
    expect(refused({ origin: "http://www.northpeak.example" })).toBeDefined();
    expect(refused({ origin: "https://www.northpeak.example:8443" })).toBeDefined();
    expect(refused({ origin: "https://www.northpeak.example.evil.example" })).toBeDefined();
    expect(refused({ origin: "null" })).toBe("null");
  });

  it("judges by Origin when both are sent, and by Referer only without Origin", () => {
    expect(refused({ origin: "https://evil.example", referer: "https://www.northpeak.example/" })).toBe(
      "https://evil.example",
    );
    expect(refused({ referer: "https://evil.example/page" })).toBe("https://evil.example");
    expect(refused({ referer: "not a url" })).toBe("invalid");
  });

  it("treats the loopback names of a local site as one site, and only on its port", () => {
    const local = allowedOrigins("http://localhost:3000");
    expect(refused({ origin: "http://127.0.0.1:3000" }, local)).toBeUndefined();
    expect(refused({ origin: "http://[::1]:3000" }, local)).toBeUndefined();
    expect(refused({ origin: "http://127.0.0.1:4000" }, local)).toBeDefined();
    expect(refused({ origin: "http://127.0.0.1:3000" }, site)).toBeDefined();
  });
});

describe("isOwnHostOrigin: the host the request was sent to, port included, whatever the case of Host", () => {
  it.each([
    ["http://203.0.113.9:3000", "203.0.113.9:3000", true],
    ["https://shop.example", "Shop.Example", true],
    ["http://203.0.113.9:3000", "203.0.113.9", false],
    ["https://evil.example", "www.example.com", false],
    ["null", "www.example.com", false],
    ["https://www.example.com", undefined, false],
  ])("%s sent to %s: %s", (origin, host, own) => {
    expect(isOwnHostOrigin(origin, host)).toBe(own);
  });
});
