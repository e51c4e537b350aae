import { createServer, type Server } from "node:http";
import { afterEach, describe, expect, it } from "vitest";
import { frontDoor } from "./front-door";
import { makeStaticPage, staticPageSender } from "./static-page";

const page = makeStaticPage("<p>fixed</p>", { contentType: "text/html; charset=utf-8" });

let server: Server | undefined;
afterEach(async () => {
  await new Promise((resolve) => server?.close(resolve));
  server = undefined;
});

/** A front door whose fixed response lives at /fixed; everything else reaches `next`, which says so. */
async function serve() {
  const seen: string[] = [];
  const asked: string[] = [];
  const listener = frontDoor({
    observers: [(req) => seen.push(`${req.method} ${req.url}`)],
    fixedResponse: (pathname) => {
      asked.push(pathname);
      return pathname === "/fixed" ? page : undefined;
    },
    send: staticPageSender([["X-Content-Type-Options", "nosniff"]]),
    next: (_req, res) => res.writeHead(299).end("next"),
  });
  server = createServer(listener);
  await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
  const address = server.address();
  if (!address || typeof address === "string") throw new Error("no TCP port");
  return { url: `http://127.0.0.1:${address.port}`, seen, asked };
}

describe("frontDoor", () => {
  it("answers a fixed response itself, with the query ignored, and observes every request", async () => {
    const { url, seen } = await serve();
    const fixed = await fetch(`${url}/fixed?utm_source=x`);
    expect(fixed.status).toBe(200);
    expect(await fixed.text()).toBe("<p>fixed</p>");
    expect(fixed.headers.get("x-content-type-options")).toBe("nosniff");
    const head = await fetch(`${url}/fixed`, { method: "HEAD" });
    expect(head.status).toBe(200);
    expect(await head.text()).toBe("");
    expect((await fetch(`${url}/other`)).status).toBe(299);
    expect(seen).toEqual(["GET /fixed?utm_source=x", "HEAD /fixed", "GET /other"]);
  });

  it("passes on writes and paths that do not decode without asking for a fixed response", async () => {
    const { url, asked } = await serve();
    expect((await fetch(`${url}/fixed`, { method: "POST", body: "x" })).status).toBe(299);
    expect((await fetch(`${url}/%E0%A4%A`)).status).toBe(299);
    expect(asked).toEqual([]);
  });
});
