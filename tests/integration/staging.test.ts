import type { ChildProcess } from "node:child_process";
import { existsSync } from "node:fs";
import { chmod, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkedFetch } from "../support/checked-fetch";
import { send } from "../support/front-checks";
import { startFront } from "../support/front-process";
import { freePort, launchServer, type RunningServer } from "../support/server-process";

/** A staging host (ALLOW_INDEXING=false): every kind of answer says noindex (robots.txt's words: its route's test). */

const buildDir = process.env.INTEGRATION_BUILD_DIR;
/** With the build and nginx, the staging server is a host switched to staging behind the shipped front. */
const withFront = Boolean(buildDir) && existsSync("/usr/sbin/nginx");

let staging: RunningServer;
let runDir: string;
let nginx: ChildProcess | undefined;
let front = "";
/** The front's answer's X-Robots-Tag for a page it kept while the host still allowed indexing. */
let keptBeforeSwitch = "";

/** A page made once (/, the 404 page), which carries its own headers, and two answers of the middleware
 * every other one passes (files and the API too). */
const PATHS: [string, number][] = [
  ["/", 200],
  ["/no-such-page-anywhere", 404],
  ["/healthz", 200],
  ["/blogs", 200],
];

const robotsOf = async (page: string) =>
  String((await send(`${front}${page}`)).headers["x-robots-tag"] ?? "none");

beforeAll(async () => {
  runDir = await mkdtemp(path.join(tmpdir(), "northpeak-staging-"));
  await chmod(runDir, 0o755);
  const appPort = await freePort();
  const settings = { DATA_DIR: path.join(runDir, "data") };
  if (withFront) {
    const frontPort = await freePort();
    front = `http://127.0.0.1:${frontPort}`;
    Object.assign(settings, { PUBLIC_URL: front, TRUST_PROXY: "loopback" });
    const allowed = await launchServer(settings, undefined, appPort);
    try {
      await allowed.ready();
      nginx = await startFront(
        path.join(runDir, "front"),
        {
          LISTEN: `127.0.0.1:${frontPort}`,
          APP_UPSTREAMS: `127.0.0.1:${appPort}`,
          CLIENT_DIR: path.resolve(buildDir ?? "", "client"),
        },
        `${front}/healthz`,
      );
      keptBeforeSwitch = await robotsOf("/our-team");
      expect((await send(`${front}/our-team`)).headers["x-front-cache"]).toBe("HIT");
    } finally {
      await allowed.stop();
    }
  }
  staging = await launchServer({ ...settings, ALLOW_INDEXING: "false" }, undefined, appPort);
  await staging.ready();
  // The development server compiles each route on its first request, which can take longer than a
  // test's time limit on a small machine; the tests below then measure the answers, not the compiler.
  for (const [pathname] of PATHS) await checkedFetch(`${staging.url}${pathname}`);
}, 180_000);

afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await staging?.stop();
  if (runDir) await rm(runDir, { recursive: true, force: true });
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

  // A page whose bytes stay the same while its headers change reaches visitors with the new headers.
  it.runIf(withFront)("says noindex on the pages the front kept before the switch", async () => {
    expect(keptBeforeSwitch).toBe("none");
    await expect.poll(() => robotsOf("/our-team"), { timeout: 10_000 }).toBe("noindex, nofollow");
  });
});
