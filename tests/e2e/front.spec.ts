import { type ChildProcess, spawn } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { leadFormData, solveCaptcha, validContact } from "../integration/lead-client";
import { freePort, type RunningServer, startServer } from "../integration/server-process";
import { rawGet } from "./raw-http";

/**
 * deploy/nginx.conf.template in front of the production server, with Debian's nginx (installed by
 * `npm test` when missing): pages as Node sends them, assets from disk, a form post with the client
 * address the rate limit sees, and a 404.
 */

const buildDir = process.env.BUILD_DIR ?? "build";
const template = path.resolve("deploy/nginx.conf.template");

/** The template with its four placeholders filled, as `envsubst` with their names does. */
async function fillTemplate(values: Record<string, string>): Promise<string> {
  let text = await readFile(template, "utf8");
  for (const [name, value] of Object.entries(values)) text = text.replaceAll(`\${${name}}`, value);
  expect(text, "every placeholder is filled").not.toMatch(/\$\{[A-Z_]+\}/);
  return text;
}

let app: RunningServer;
let nginx: ChildProcess;
let runDir: string;
let front: string;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  runDir = await mkdtemp(path.join(tmpdir(), "northpeak-front-"));
  app = await startServer(
    {
      TRUST_PROXY: "1",
      RATE_LIMIT_CONTACT_PER_HOUR: "2",
      ALTCHA_COST: "10",
      ALTCHA_MAX_COUNTER: "60",
      DATA_DIR: path.join(runDir, "data"),
    },
    buildDir,
  );
  const port = await freePort();
  front = `http://127.0.0.1:${port}`;
  const config = await fillTemplate({
    LISTEN: `127.0.0.1:${port}`,
    APP_UPSTREAM: new URL(app.url).host,
    CLIENT_DIR: path.resolve(buildDir, "client"),
    RUN_DIR: runDir,
  });
  await writeFile(path.join(runDir, "nginx.conf"), config);
  // As root, nginx's workers drop to an unprivileged user, which must reach the run folder.
  await import("node:fs/promises").then((fs) => fs.chmod(runDir, 0o755));
  nginx = spawn("nginx", ["-c", path.join(runDir, "nginx.conf")], {
    stdio: ["ignore", "inherit", "inherit"],
  });
  await expect
    .poll(
      async () => {
        try {
          return (await fetch(`${front}/healthz`)).status;
        } catch {
          return 0;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(200);
});

test.afterAll(async () => {
  nginx?.kill("SIGQUIT");
  await app?.stop();
  if (runDir) await rm(runDir, { recursive: true, force: true });
});

const PAGE_HEADERS = [
  "content-security-policy",
  "etag",
  "cache-control",
  "content-type",
  "content-encoding",
  "vary",
];

test.describe("the nginx front", () => {
  for (const path of ["/", "/our-team", "/blogs"]) {
    test(`${path}: the bytes and headers Node sends, then kept and served by nginx`, async () => {
      const fromNode = await rawGet(`${app.url}${path}`, { "accept-encoding": "br" });
      const first = await rawGet(`${front}${path}`, { "accept-encoding": "br" });
      const second = await rawGet(`${front}${path}`, { "accept-encoding": "br" });
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.body.equals(fromNode.body), path).toBe(true);
        for (const name of PAGE_HEADERS) expect(response.headers[name], name).toEqual(fromNode.headers[name]);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(second.headers["x-front-cache"]).toBe("HIT");
    });
  }

  test("a kept page goes back to Node after a second, so a publish shows at once", async () => {
    const kept = await rawGet(`${front}/culture-values`, { "accept-encoding": "br" });
    expect(kept.status).toBe(200);
    // nginx reads Node's one-second freshness for itself and passes nothing of it on.
    expect(kept.headers["x-accel-expires"]).toBeUndefined();
    await expect
      .poll(
        async () =>
          (await rawGet(`${front}/culture-values`, { "accept-encoding": "br" })).headers["x-front-cache"],
        {
          timeout: 10_000,
          intervals: [250],
        },
      )
      .toMatch(/^(EXPIRED|STALE|UPDATING|REVALIDATED)$/);
  });

  // nginx's own type table names scripts application/javascript; both are scripts to a browser.
  for (const [kind, extension, type] of [
    ["script", "js", /^(text|application)\/javascript\b/],
    ["font", "woff2", /^font\/woff2$/],
  ] as const) {
    test(`a hashed ${kind} comes from disk, immutable, with its type`, async () => {
      const html = (await rawGet(`${front}/`, { "accept-encoding": "identity" })).body.toString();
      const asset = new RegExp(`(/assets/[\\w.-]+\\.${extension})"`).exec(html)?.[1];
      expect(asset).toBeTruthy();
      const response = await rawGet(`${front}${asset}`);
      expect(response.status).toBe(200);
      expect(response.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(response.headers["content-type"]).toMatch(type);
      expect(
        response.body.equals((await rawGet(`${app.url}${asset}`, { "accept-encoding": "identity" })).body),
      ).toBe(true);
    });
  }

  test("an unknown URL gets Node's 404 page", async () => {
    const response = await rawGet(`${front}/no/such/page`, { "accept-encoding": "identity" });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("Go to homepage");
  });

  test("a form post goes through; the rate limit counts the real client, not a forged X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (const forged of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const response = await fetch(`${front}/api/contact`, {
        method: "POST",
        headers: { "X-Forwarded-For": forged },
        body: leadFormData({ form: "contact", fields: validContact }, await solveCaptcha(front)),
      });
      statuses.push(response.status);
    }
    // The limit is 2 an hour: each post claimed a new address, yet all three came from this one.
    expect(statuses).toEqual([200, 200, 429]);
  });

  test("form pages and API answers are never kept by the front", async () => {
    const first = await rawGet(`${front}/Contact-us`);
    const second = await rawGet(`${front}/Contact-us`);
    expect(first.headers["cache-control"]).toBe("private, no-store");
    expect(second.headers["x-front-cache"]).not.toBe("HIT");
    expect(first.body.equals(second.body)).toBe(false);
  });
});
