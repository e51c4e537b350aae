import { createServer, type Server } from "node:http";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { collectedLines } from "../tests/support/collected-log";
import { requestLog } from "./request-log";

describe("requestLog", () => {
  let server: Server | undefined;
  afterEach(async () => {
    await new Promise((resolve) => server?.close(resolve));
    server = undefined;
  });

  it("writes a line per finished request, as it arrived, with the client's address and no secret", async () => {
    const { lines, sink } = collectedLines();
    const log = requestLog(pino({ base: undefined }, sink), (req) => `client-of-${req.socket.remotePort}`);
    server = createServer((req, res) => {
      log(req, res);
      // A handler may rewrite req.url (Express does in mounted routers): the line keeps the original.
      const status = req.url?.startsWith("/fails") ? 500 : req.method === "POST" ? 403 : 200;
      req.url = "/rewritten";
      res.writeHead(status).end("ok");
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no TCP port");
    const url = `http://127.0.0.1:${address.port}`;
    const credentials = { Authorization: "Bearer b3arer-t0ken", Cookie: "np_staff=c00kie-value" };
    await fetch(`${url}/our-team?%73ecret=s3cr3t&page=2`, { headers: credentials });
    await fetch(`${url}/api/contact`, { method: "POST", body: "x" });
    await fetch(`${url}/fails?page=2&secret[]=s3cr3t`);
    await fetch(`${url}/healthz`);
    await fetch(`${url}/readyz`);
    await expect.poll(() => lines.length).toBe(3);
    expect(lines).toEqual([
      expect.objectContaining({
        msg: "request",
        method: "GET",
        path: "/our-team?secret=***&page=2",
        status: 200,
      }),
      expect.objectContaining({ msg: "request", method: "POST", path: "/api/contact", status: 403 }),
      // A failed answer: not even the harmless part of the query.
      expect.objectContaining({ method: "GET", path: "/fails?(query not logged)", status: 500 }),
    ]);
    for (const line of lines) {
      expect(line.clientIp).toMatch(/^client-of-\d+$/);
      expect(typeof line.ms).toBe("number");
    }
    const text = JSON.stringify(lines);
    for (const secret of ["s3cr3t", "b3arer-t0ken", "c00kie-value"]) expect(text).not.toContain(secret);
  });

  it("names no client address on the forms' step reports, however the path is spelled", async () => {
    const { lines, sink } = collectedLines();
    const log = requestLog(pino({ base: undefined }, sink), () => "198.51.100.77");
    server = createServer((req, res) => {
      log(req, res);
      res.writeHead(204).end();
    });
    await new Promise<void>((resolve) => server?.listen(0, "127.0.0.1", resolve));
    const address = server.address();
    if (!address || typeof address === "string") throw new Error("no TCP port");
    const url = `http://127.0.0.1:${address.port}`;
    const spellings = ["/api/form-events", "/api/form-events/", "/API/Form-Events?x=1", "/api/form%2Devents"];
    for (const path of spellings) await fetch(`${url}${path}`, { method: "POST", body: "{}" });
    await fetch(`${url}/api/contact`, { method: "POST", body: "x" });
    await expect.poll(() => lines.length).toBe(spellings.length + 1);
    expect(lines.slice(0, -1).map((line) => "clientIp" in line)).toEqual(spellings.map(() => false));
    expect(JSON.stringify(lines.slice(0, -1))).not.toContain("198.51.100.77");
    expect(lines.at(-1)).toMatchObject({ path: "/api/contact", clientIp: "198.51.100.77" });
  });
});
