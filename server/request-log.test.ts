import express, { type RequestHandler } from "express";
import pino from "pino";
import { afterEach, describe, expect, it } from "vitest";
import { collectedLines } from "../tests/support/collected-log";
import { serveForTest, type TestServer } from "../tests/support/test-server";
import { requestLog } from "./request-log";

describe("requestLog", () => {
  let server: TestServer | undefined;
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  /** The log in front of `handler`, behind one trusted proxy: the client is X-Forwarded-For's last entry. */
  async function serve(log: RequestHandler, handler: RequestHandler): Promise<string> {
    const app = express();
    app.set("trust proxy", 1);
    app.use(log, handler);
    server = await serveForTest(app);
    return server.url;
  }

  it("writes a line per finished request, as it arrived, with the client's address and no secret", async () => {
    const { lines, sink } = collectedLines();
    const url = await serve(requestLog(pino({ base: undefined }, sink)), (req, res) => {
      // A handler may rewrite req.url (Express does in mounted routers): the line keeps the original.
      const status = req.url.startsWith("/fails") ? 500 : req.method === "POST" ? 403 : 200;
      req.url = "/rewritten";
      res.writeHead(status).end("ok");
    });
    const credentials = {
      Authorization: "Bearer b3arer-t0ken",
      Cookie: "np_staff=c00kie-value",
      "X-Forwarded-For": "6.6.6.6, 203.0.113.9",
    };
    await fetch(`${url}/our-team?%73ecret=s3cr3t&page=2`, { headers: credentials });
    await fetch(`${url}/api/contact`, {
      method: "POST",
      body: "x",
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    await fetch(`${url}/fails?page=2&secret[]=s3cr3t`, { headers: { "X-Forwarded-For": "203.0.113.9" } });
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
      // The address the trusted proxy saw, never the one the client wrote.
      expect(line.clientIp).toBe("203.0.113.9");
      expect(typeof line.ms).toBe("number");
    }
    const text = JSON.stringify(lines);
    for (const secret of ["s3cr3t", "b3arer-t0ken", "c00kie-value"]) expect(text).not.toContain(secret);
  });

  it("names no client address on the forms' step reports, however the path is spelled", async () => {
    const { lines, sink } = collectedLines();
    const url = await serve(requestLog(pino({ base: undefined }, sink)), (_req, res) => {
      res.writeHead(204).end();
    });
    const headers = { "X-Forwarded-For": "198.51.100.77" };
    const spellings = ["/api/form-events", "/api/form-events/", "/API/Form-Events?x=1", "/api/form%2Devents"];
    for (const path of spellings) await fetch(`${url}${path}`, { method: "POST", body: "{}", headers });
    await fetch(`${url}/api/contact`, { method: "POST", body: "x", headers });
    await expect.poll(() => lines.length).toBe(spellings.length + 1);
    expect(lines.slice(0, -1).map((line) => "clientIp" in line)).toEqual(spellings.map(() => false));
    expect(JSON.stringify(lines.slice(0, -1))).not.toContain("198.51.100.77");
    expect(lines.at(-1)).toMatchObject({ path: "/api/contact", clientIp: "198.51.100.77" });
  });
});
