import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { send } from "../support/front-checks";
import { startFront } from "../support/front-process";
import { freePort, launchServer, type RunningServer, startServer } from "../support/server-process";

/** A staging host (ALLOW_INDEXING=false): every kind of answer says noindex, and robots.txt turns crawlers away. */

let staging: RunningServer;

const PATHS: [string, number][] = [
  ["/", 200],
  ["/healthz", 200],
  ["/robots.txt", 200],
  ["/no-such-page-anywhere", 404],
  ["/api/strapi/northpeak-website-blogs", 200],
  ["/favicon.svg", 200],
  ["/blogs", 200],
];

beforeAll(async () => {
  staging = await startServer({ ALLOW_INDEXING: "false", DATA_DIR: "data/it-staging" });
  // The development server compiles each route on its first request, which can take longer than a
  // test's time limit on a small machine; the tests below then measure the answers, not the compiler.
  for (const [pathname] of PATHS) await checkedFetch(`${staging.url}${pathname}`);
}, 180_000);

afterAll(async () => {
  await staging?.stop();
});

describe("ALLOW_INDEXING=false", () => {
  it.each(PATHS)("sends X-Robots-Tag: noindex, nofollow on %s (%i)", async (pathname, status) => {
    const response = await checkedFetch(`${staging.url}${pathname}`);
    expect(response.status).toBe(status);
    expect(response.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("sends it on a fixed page's 304 too", async () => {
    const etag = (await fetch(`${staging.url}/`)).headers.get("etag");
    if (!etag) return; // the development server renders per request and sends no ETag
    const again = await fetch(`${staging.url}/`, { headers: { "If-None-Match": etag } });
    expect(again.status).toBe(304);
    expect(again.headers.get("x-robots-tag")).toBe("noindex, nofollow");
  });

  it("serves a robots.txt that disallows the whole site", async () => {
    const lines = (await (await fetch(`${staging.url}/robots.txt`)).text()).split("\n");
    expect(lines.slice(0, 2)).toEqual(["User-agent: *", "Disallow: /"]);
    expect(lines).not.toContain("Allow: /");
  });
});

const buildDir = process.env.INTEGRATION_BUILD_DIR;

/** A page whose bytes stay the same while its headers change reaches visitors with the new headers via the front. */
describe.skipIf(!buildDir || !existsSync("/usr/sbin/nginx"))(
  "a host switched to staging behind the front",
  () => {
    let runDir: string;
    let app: RunningServer | undefined;
    let nginx: ChildProcess | undefined;

    afterAll(async () => {
      nginx?.kill("SIGQUIT");
      await app?.stop();
      if (runDir) await rm(runDir, { recursive: true, force: true });
    });

    it("says noindex on the pages the front kept before the switch", async () => {
      runDir = await mkdtemp(path.join(tmpdir(), "northpeak-staging-front-"));
      await chmod(runDir, 0o755);
      const [appPort, frontPort] = await Promise.all([freePort(), freePort()]);
      const front = `http://127.0.0.1:${frontPort}`;
      const settings = { DATA_DIR: path.join(runDir, "data"), PUBLIC_URL: front, TRUST_PROXY: "loopback" };
      app = await launchServer(settings, undefined, appPort);
      await app.ready();
      nginx = await startFront(
        path.join(runDir, "front"),
        {
          LISTEN: `127.0.0.1:${frontPort}`,
          APP_UPSTREAMS: `127.0.0.1:${appPort}`,
          CLIENT_DIR: path.resolve(buildDir ?? "", "client"),
        },
        `${front}/healthz`,
      );
      const robots = async () => (await send(`${front}/our-team`)).headers["x-robots-tag"] ?? "none";
      expect(await robots()).toBe("none");
      expect((await send(`${front}/our-team`)).headers["x-front-cache"]).toBe("HIT");

      await app.stop();
      app = await launchServer({ ...settings, ALLOW_INDEXING: "false" }, undefined, appPort);
      await app.ready();
      await expect.poll(robots, { timeout: 10_000 }).toBe("noindex, nofollow");
    });
  },
);
