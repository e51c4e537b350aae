import { createServer, type Server } from "node:http";
import { Writable } from "node:stream";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { requestLog, withoutSecrets } from "./request-log";

describe("request log", () => {
  it("keeps credentials in a query string out of the log and the rest of the URL in it", () => {
    expect(withoutSecrets("/api/preview?secret=abc123&type=blog&id=doc1")).toBe(
      "/api/preview?secret=***&type=blog&id=doc1",
    );
    expect(withoutSecrets("/x?type=news&Token=t0k")).toBe("/x?type=news&Token=***");
    expect(withoutSecrets("/blogs?page=2")).toBe("/blogs?page=2");
  });
});

describe("requestLog", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it("writes a line per finished request, as it arrived, and none for the probes", async () => {
    const lines: Array<Record<string, unknown>> = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(JSON.parse(String(chunk)));
        done();
      },
    });
    const log = requestLog(pino({ base: undefined }, sink));
    server = createServer((req, res) => {
      log(req, res);
      // A handler may rewrite req.url (Express does in mounted routers): the line keeps the original.
      req.url = "/rewritten";
      res.writeHead(req.method === "POST" ? 403 : 200).end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no TCP port");
    const url = `http://127.0.0.1:${address.port}`;
    await fetch(`${url}/our-team?secret=s3cr3t`);
    await fetch(`${url}/api/contact`, { method: "POST", body: "x" });
    await fetch(`${url}/healthz`);
    await fetch(`${url}/readyz`);
    await expect.poll(() => lines.length).toBe(2);
    expect(lines).toEqual([
      expect.objectContaining({ msg: "request", method: "GET", path: "/our-team?secret=***", status: 200 }),
      expect.objectContaining({ msg: "request", method: "POST", path: "/api/contact", status: 403 }),
    ]);
    expect(typeof lines[0]?.ms).toBe("number");
  });
});
