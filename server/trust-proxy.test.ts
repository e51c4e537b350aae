import express from "express";
import { afterEach, describe, expect, it } from "vitest";
import { parseEnv } from "../app/env.server";
import { serveForTest, type TestServer } from "../tests/support/test-server";

/**
 * server/site-app.ts hands TRUST_PROXY to Express as parsed; these requests come from 127.0.0.1 (the
 * stand-in for one nginx) and show which X-Forwarded-For entry Express then takes as the client.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
});

async function clientIpSeen(trustProxy: string, forwardedFor: string): Promise<string> {
  const app = express();
  app.set("trust proxy", parseEnv({ TRUST_PROXY: trustProxy }).TRUST_PROXY);
  app.get("/", (req, res) => {
    res.send(req.ip);
  });
  const server = await serveForTest(app);
  servers.push(server);
  const response = await fetch(server.url, { headers: { "X-Forwarded-For": forwardedFor } });
  return response.text();
}

// The client wrote "6.6.6.6"; nginx appended the address it saw, 203.0.113.7.
const FORGED = "6.6.6.6, 203.0.113.7";

describe("TRUST_PROXY behind one trusted hop", () => {
  it.each([
    // The right-most untrusted entry, not the forged left-most one.
    ["loopback", FORGED, "203.0.113.7"],
    // A trusted list skips every proxy it names.
    ["loopback, 10.0.0.0/8", "6.6.6.6, 203.0.113.7, 10.1.2.3", "203.0.113.7"],
    // False: X-Forwarded-For is ignored.
    ["false", FORGED, "127.0.0.1"],
    // true believes the left-most entry, which the client can forge (docs/configuration.md).
    ["true", FORGED, "6.6.6.6"],
  ])("TRUST_PROXY=%s, X-Forwarded-For: %s is client %s", async (value, forwardedFor, client) => {
    expect(await clientIpSeen(value, forwardedFor)).toBe(client);
  });
});
