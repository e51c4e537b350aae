/**
 * A proxy trust that a client reaching the port directly could walk around (trusting hops while
 * listening on every interface) is said at start-up, in the server's log; trusting the proxy by
 * address is not. So is a server behind a proxy that does not know its public address (PUBLIC_URL),
 * which would refuse every lead a visitor sends.
 */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../support/server-process";

const WARNING = "believes X-Forwarded-For from any address";

describe("the start-up warning about TRUST_PROXY", () => {
  let dataDir: string;
  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-trust-"));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  /** Starts the server with these settings, stops it, and gives the warn-level lines of its log. */
  async function startUpLog(settings: Record<string, string>): Promise<{ level: number; msg: string }[]> {
    const server = await startServer({ DATA_DIR: dataDir, ...settings });
    await server.stop();
    return server
      .output()
      .split("\n")
      .filter((line) => line.startsWith("{"))
      .map((line) => JSON.parse(line) as { level: number; msg: string });
  }

  it("TRUST_PROXY=1 with HOST=0.0.0.0: a warning that tells the operator what to set", async () => {
    const log = await startUpLog({ HOST: "0.0.0.0", TRUST_PROXY: "1" });
    const warning = log.find((line) => line.msg.includes(WARNING));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toContain("HOST=0.0.0.0 lets clients reach this port directly");
    expect(warning?.msg).toContain("Bind HOST to 127.0.0.1");
    expect(warning?.msg).toContain("TRUST_PROXY=loopback or a CIDR");
  }, 120_000);

  it("TRUST_PROXY=loopback with HOST=0.0.0.0: no warning", async () => {
    const log = await startUpLog({ HOST: "0.0.0.0", TRUST_PROXY: "loopback" });
    expect(log.filter((line) => line.msg.includes(WARNING))).toEqual([]);
  }, 120_000);

  it("behind a proxy without PUBLIC_URL: a warning naming the one address posts are taken from", async () => {
    const log = await startUpLog({ HOST: "127.0.0.1", TRUST_PROXY: "loopback", PUBLIC_URL: "" });
    const warning = log.find((line) => line.msg.includes("PUBLIC_URL is not set"));
    expect(warning?.level).toBe(40);
    expect(warning?.msg).toMatch(/takes form posts only from pages opened at http:\/\/localhost:\d+/);
    const named = await startUpLog({
      HOST: "127.0.0.1",
      TRUST_PROXY: "loopback",
      PUBLIC_URL: "https://www.example.com",
    });
    expect(named.filter((line) => line.msg.includes("PUBLIC_URL is not set"))).toEqual([]);
  }, 120_000);
});
