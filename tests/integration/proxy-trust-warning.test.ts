/** The proxy-trust and PUBLIC_URL start-up warnings reach the log (which settings warn is unit-tested). */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startServer } from "../support/server-process";

// A production server's warnings: a development server takes posts from where it is opened.
describe.skipIf(!process.env.INTEGRATION_BUILD_DIR)(
  "the start-up warnings about TRUST_PROXY and PUBLIC_URL",
  () => {
    let dataDir: string;
    beforeAll(async () => {
      dataDir = await mkdtemp(path.join(tmpdir(), "northpeak-trust-"));
    });
    afterAll(() => rm(dataDir, { recursive: true, force: true }));

    it("TRUST_PROXY=1 with HOST=0.0.0.0 and no PUBLIC_URL: a warning for each, telling the operator what to set", async () => {
      const server = await startServer({
        DATA_DIR: dataDir,
        HOST: "0.0.0.0",
        TRUST_PROXY: "1",
        PUBLIC_URL: "",
      });
      await server.stop();
      const log = server
        .output()
        .split("\n")
        .filter((line) => line.startsWith("{"))
        .map((line) => JSON.parse(line) as { level: number; msg: string });

      const trust = log.find((line) => line.msg.includes("believes X-Forwarded-For from any address"));
      expect(trust?.level).toBe(40);
      expect(trust?.msg).toContain("HOST=0.0.0.0 lets clients reach this port directly");
      expect(trust?.msg).toContain("Bind HOST to 127.0.0.1");
      expect(trust?.msg).toContain("TRUST_PROXY=loopback or a CIDR");

      const address = log.find((line) => line.msg.includes("PUBLIC_URL is not set"));
      expect(address?.level).toBe(40);
      expect(address?.msg).toMatch(/takes form posts only from pages opened at http:\/\/localhost:\d+/);
    }, 120_000);
  },
);
