import express from "express";
import { describe, expect, it } from "vitest";
import { parseTrustProxy } from "../app/lib/trust-proxy.server";
import { clientAddressOf } from "./client-address";
import { serveForTest } from "../tests/support/test-server";

/**
 * The request log's address must be the one the rest of the application works with (`req.ip`, the
 * address rate limits count): both are asked of one Express app, for each trust setting and header.
 */
describe("clientAddressOf", () => {
  const settings = ["false", "true", "1", "2", "loopback", "10.0.0.0/8, 127.0.0.1", "192.0.2.1"];
  const forwardedFor = [
    undefined,
    "203.0.113.7",
    "198.51.100.1, 203.0.113.7",
    "198.51.100.1,10.1.2.3",
    " 198.51.100.1 , , 10.1.2.3 ",
    "garbage, 203.0.113.9",
  ];

  it.each(settings)("agrees with Express's req.ip under TRUST_PROXY=%s", async (setting) => {
    const parsed = parseTrustProxy(setting);
    if (!parsed.ok) throw new Error(parsed.message);
    const app = express();
    app.set("trust proxy", parsed.value);
    app.get("/", (req, res) => {
      res.json({ express: req.ip, ours: clientAddressOf(req, app.get("trust proxy fn")) });
    });
    const server = await serveForTest(app);
    try {
      for (const header of forwardedFor) {
        const response = await fetch(server.url, {
          headers: header === undefined ? {} : { "X-Forwarded-For": header },
        });
        const { express: expected, ours } = await response.json();
        expect(ours, `${setting} / ${header}`).toBe(expected);
      }
    } finally {
      await server.close();
    }
  });
});
