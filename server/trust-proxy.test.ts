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
  it.each(["1", "127.0.0.1", "loopback", "127.0.0.0/8"])(
    "TRUST_PROXY=%s takes the right-most untrusted entry, not the forged left-most one",
    async (value) => {
      expect(await clientIpSeen(value, FORGED)).toBe("203.0.113.7");
    },
  );

  it("a trusted list skips every proxy it names", async () => {
    expect(await clientIpSeen("loopback, 10.0.0.0/8", "6.6.6.6, 203.0.113.7, 10.1.2.3")).toBe("203.0.113.7");
  });

  it.each(["linklocal", "uniquelocal"])(
    "TRUST_PROXY=%s is a range Express knows; the loopback hop is not in it, so X-Forwarded-For is ignored",
    async (value) => {
      expect(await clientIpSeen(value, FORGED)).toBe("127.0.0.1");
    },
  );

  it("the named ranges together trust the loopback hop", async () => {
    expect(await clientIpSeen("loopback, linklocal, uniquelocal", FORGED)).toBe("203.0.113.7");
  });

  it("false ignores X-Forwarded-For", async () => {
    expect(await clientIpSeen("false", FORGED)).toBe("127.0.0.1");
  });

  it("true believes the left-most entry, which the client can forge (docs/configuration.md: only when the proxy overwrites it)", async () => {
    expect(await clientIpSeen("true", FORGED)).toBe("6.6.6.6");
  });
});
