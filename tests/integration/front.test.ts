import { NO_SCRIPT_TOKEN_FIELD } from "../../app/leads/shared/contract";
import { type ChildProcess, execFile } from "node:child_process";
import { chmod, mkdir, mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { connect, type Socket } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, encodedLead } from "../support/lead-client";
import { freePort, type RunningServer, startServer, QUICK_CAPTCHA } from "../support/server-process";
import { type Answer, send, sendUnchecked, staffSignIn } from "../support/front-checks";
import { selfSignedCertificate, startFront } from "../support/front-process";
import { serverAnswers } from "../../app/site/api-answers.server";

const PREVIEW_SECRET = "front-preview-secret-2b8d41f7c09e";
const rawGet = (url: string, headers: Record<string, string> = {}) => sendUnchecked(url, { headers });
/** A GET as a browser sends it, brotli accepted, with any other headers given. */
const brGet = (url: string, headers: Record<string, string> = {}) =>
  rawGet(url, { "accept-encoding": "br", ...headers });

/** The shipped nginx front before the production server; clients at 127.0.0.x: .1 public, .2 monitoring, .3 TLS. */

const buildDir = process.env.INTEGRATION_BUILD_DIR ?? "";
const run = promisify(execFile);
const PUBLIC = "127.0.0.1";
const MONITOR = "127.0.0.2";
const TERMINATOR = "127.0.0.3";
const METRICS_TOKEN = "front-metrics-token-0123456789abcdefghij";
const TERMINATED_SITE = "https://www.northpeak.test";

let app: RunningServer;
let runDir: string;
let front: string;
let secureFront: string;
let plainOfSecure: string;
const fronts: ChildProcess[] = [];

async function startFrontOf(name: string, settings: Record<string, string>, probe: string): Promise<void> {
  fronts.push(await startFront(path.join(runDir, name), settings, probe));
}

beforeAll(async () => {
  if (!buildDir) return;
  runDir = await mkdtemp(path.join(tmpdir(), "northpeak-front-"));
  // As root, nginx's workers drop to an unprivileged user, which must reach the run folder.
  await chmod(runDir, 0o755);
  const [port, tlsPort, redirectPort, deadPort] = await Promise.all([1, 2, 3, 4].map(() => freePort()));
  front = `http://127.0.0.1:${port}`;
  secureFront = `https://127.0.0.1:${tlsPort}`;
  plainOfSecure = `http://127.0.0.1:${redirectPort}`;
  app = await startServer(
    {
      PUBLIC_URL: front,
      // The other names the site is reached under here: behind the terminator, and the TLS front.
      ALLOWED_ORIGINS: `${TERMINATED_SITE},${secureFront}`,
      TRUST_PROXY: "loopback",
      RATE_LIMIT_CONTACT_PER_HOUR: "2",
      ...QUICK_CAPTCHA,
      ADMIN_TOKEN,
      METRICS_TOKEN,
      PREVIEW_SECRET,
      // Two uploads at once: what a slow sender could hold if the front passed bodies on as they came.
      UPLOAD_CONCURRENCY: "2",
      DATA_DIR: path.join(runDir, "data"),
    },
    buildDir,
  );
  // The release's hashed files go to the kept-assets folder, as a deploy does.
  const assetsDir = path.join(runDir, "shared");
  await run("sh", ["deploy/publish-assets.sh", path.join(buildDir, "client"), assetsDir]);
  const common = {
    // An instance that is down first: every request of these tests must still be answered by the other.
    APP_UPSTREAMS: `127.0.0.1:${deadPort}, ${new URL(app.url).host}`,
    CLIENT_DIR: path.resolve(buildDir, "client"),
    ASSETS_DIR: assetsDir,
    INTERNAL_ALLOW: MONITOR,
    TRUSTED_PROXIES: TERMINATOR,
  };
  await startFrontOf("plain", { ...common, LISTEN: `127.0.0.1:${port}` }, `${front}/healthz`);

  const tlsDir = path.join(runDir, "tls");
  await mkdir(tlsDir);
  const { cert, key } = selfSignedCertificate(tlsDir);
  await mkdir(path.join(tlsDir, "acme", ".well-known", "acme-challenge"), { recursive: true, mode: 0o755 });
  await writeFile(path.join(tlsDir, "acme", ".well-known", "acme-challenge", "t0ken"), "t0ken.thumbprint");
  await chmod(tlsDir, 0o755);
  await startFrontOf(
    "secure",
    {
      ...common,
      LISTEN: `127.0.0.1:${redirectPort}`,
      TLS_LISTEN: `127.0.0.1:${tlsPort}`,
      TLS_CERT: cert,
      TLS_KEY: key,
      ACME_WEBROOT: path.join(tlsDir, "acme"),
    },
    `${secureFront}/healthz`,
  );
}, 120_000);

afterAll(async () => {
  for (const nginx of fronts) nginx.kill("SIGQUIT");
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

/** A lead with an attachment through the front's /api/contact, as the site's own form posts it. */
async function postLeadWithFile(from: string) {
  const { bytes, contentType } = await encodedLead(front, {
    files: [{ name: "brief.pdf", bytes: Buffer.from("%PDF-1.4\n%%EOF\n"), type: "application/pdf" }],
  });
  return send(`${front}/api/contact`, {
    method: "POST",
    from,
    body: bytes,
    headers: { "Content-Type": contentType, Origin: front },
  });
}

describe.skipIf(!buildDir)("the nginx front", () => {
  // A prerendered page and one rendered once per content version.
  for (const path of ["/", "/blogs"]) {
    it(`${path}: the bytes and headers Node sends, then kept and served by nginx`, async () => {
      const fromNode = await brGet(`${app.url}${path}`);
      const first = await brGet(`${front}${path}`);
      const second = await brGet(`${front}${path}`);
      for (const response of [first, second]) {
        expect(response.status).toBe(200);
        expect(response.body.equals(fromNode.body), path).toBe(true);
        for (const name of PAGE_HEADERS) expect(response.headers[name], name).toEqual(fromNode.headers[name]);
        expect(response.headers["x-content-type-options"]).toBe("nosniff");
      }
      expect(second.headers["x-front-cache"]).toBe("HIT");
    });
  }

  // A prerendered form page, and an opening's page with its apply form, rendered per request.
  for (const path of ["/Contact-us", "/careers/internship"]) {
    it(`${path} is never kept, by the front or any shared cache: each visitor gets a fresh no-script question`, async () => {
      const token = (html: string) =>
        new RegExp(`name="${NO_SCRIPT_TOKEN_FIELD}" value="([^"]+)"`).exec(html)?.[1];
      const first = await rawGet(`${front}${path}`);
      const second = await rawGet(`${front}${path}`);
      expect(first.status).toBe(200);
      expect(first.headers["cache-control"]).toBe("private, no-store");
      expect(second.headers["x-front-cache"]).not.toBe("HIT");
      expect(token(first.text)).toBeTruthy();
      expect(token(first.text)).not.toBe(token(second.text));
    });
  }

  it("a junk preview cookie gets the kept page; one of the signed shape goes to Node", async () => {
    const withPreview = (cookie: string) => brGet(`${front}/our-team`, { cookie: `np_preview=${cookie}` });
    await brGet(`${front}/our-team`);
    const kept = await brGet(`${front}/our-team`);
    expect(kept.headers["x-front-cache"]).toBe("HIT");
    for (const junk of ["1", "yes", `4102444800.${"A".repeat(43)}`, `MA%3D%3D.${"a".repeat(43)}`]) {
      const answer = await withPreview(junk);
      expect(answer.headers["x-front-cache"], junk).toBe("HIT");
      expect(answer.body.equals(kept.body), junk).toBe(true);
    }
    // Forged, but nginx cannot tell: Node checks it and answers the public page.
    const signedShape = await withPreview(`NDEwMjQ0NDgwMA%3D%3D.${"A".repeat(41)}%2B%2F`);
    expect(signedShape.headers["x-front-cache"]).toBe("BYPASS");
    expect(signedShape.body.equals(kept.body)).toBe(true);
    // One the preview route signed: nginx steps around its cache, and Node serves the editor's preview.
    const started = await rawGet(`${front}/api/preview?secret=${PREVIEW_SECRET}&type=person&id=7`);
    const signed = started.headers["set-cookie"]?.[0]?.split(";")[0] ?? "";
    const preview = await brGet(`${front}/our-team`, { cookie: signed });
    expect(preview.headers["x-front-cache"]).toBe("BYPASS");
    expect(preview.headers["cache-control"]).toBe("private, no-store");
  });

  it("a kept page goes back to Node after a second, so a publish shows at once", async () => {
    const cultureValues = () => brGet(`${front}/culture-values`);
    const kept = await cultureValues();
    expect(kept.status).toBe(200);
    // nginx reads Node's one-second freshness for itself and passes nothing of it on.
    expect(kept.headers["x-accel-expires"]).toBeUndefined();
    await expect
      .poll(async () => (await cultureValues()).headers["x-front-cache"], { timeout: 10_000, interval: 250 })
      .toMatch(/^(EXPIRED|STALE|UPDATING|REVALIDATED)$/);
  });

  // nginx's own type table names scripts application/javascript; both are scripts to a browser.
  for (const [kind, extension, type] of [
    ["script", "js", /^(text|application)\/javascript\b/],
    ["font", "woff2", /^font\/woff2$/],
  ] as const) {
    it(`a hashed ${kind} comes from disk, immutable, with its type`, async () => {
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

  it("an unknown URL gets Node's 404 page", async () => {
    const response = await rawGet(`${front}/no/such/page`, { "accept-encoding": "identity" });
    expect(response.status).toBe(404);
    expect(response.body.toString()).toContain("Go to homepage");
  });

  it("a form post goes through; the rate limit counts the real client, not a forged X-Forwarded-For", async () => {
    const statuses: number[] = [];
    for (const forged of ["198.51.100.1", "198.51.100.2", "198.51.100.3"]) {
      const { bytes, contentType } = await encodedLead(front);
      const response = await send(`${front}/api/contact`, {
        method: "POST",
        from: "127.0.0.6",
        headers: { "Content-Type": contentType, "X-Forwarded-For": forged },
        body: bytes,
      });
      statuses.push(response.status);
    }
    // The limit is 2 an hour: each post claimed a new address, yet all three came from this one.
    expect(statuses).toEqual([200, 200, 429]);
  });

  it("behind a TLS terminator it trusts, the visitor's https site and address are what Node sees", async () => {
    const terminated = {
      Host: "www.northpeak.test",
      "X-Forwarded-Proto": "https",
      "X-Forwarded-For": "203.0.113.7",
    };
    expect(
      await staffSignIn(front, ADMIN_TOKEN, { from: TERMINATOR, site: TERMINATED_SITE, headers: terminated }),
    ).toMatchObject({
      signIn: 303,
      page: 200,
      signedIn: true,
    });
    // The same headers from anyone else are ignored: their https claim does not match their Origin.
    const forged = await staffSignIn(front, ADMIN_TOKEN, {
      from: PUBLIC,
      site: TERMINATED_SITE,
      headers: terminated,
    });
    expect(forged.signedIn).toBe(false);
  });

  it("/readyz and /metrics answer the internal network only, however the path is written", async () => {
    const bearer = { Authorization: `Bearer ${METRICS_TOKEN}` };
    for (const path of ["/readyz", "/metrics", "/READYZ", "//metrics/", "/%72eadyz"]) {
      expect((await send(`${front}${path}`, { from: PUBLIC, headers: bearer })).status, path).toBe(403);
      expect((await send(`${front}${path}`, { from: TERMINATOR, headers: bearer })).status, path).toBe(403);
    }
    expect((await send(`${front}/readyz`, { from: MONITOR })).status).toBe(200);
    const metrics = await send(`${front}/metrics`, { from: MONITOR, headers: bearer });
    expect(metrics.status).toBe(200);
    expect(metrics.text).toContain("http_requests_total");
  });

  it("form-step beacons have their own budget: an address's beacons never use up its lead posts", async () => {
    const from = "127.0.0.14";
    // More beacons than the posts' burst allows (20), as many visitors behind one office would send.
    for (let i = 0; i < 25; i++) {
      const beacon = await send(`${front}/api/form-events`, {
        method: "POST",
        from,
        body: '{"form":"contact","step":"view"}',
        headers: { "Content-Type": "text/plain" },
      });
      expect(beacon.status).not.toBe(429);
    }
    const post = await send(`${front}/no-such-form`, {
      method: "POST",
      from,
      body: "x=1",
      headers: { "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(post.status).not.toBe(429);
  });

  it("four slow senders, as many as one address may have, hold none of Node's upload slots", async () => {
    const port = Number(new URL(front).port);
    const held: Socket[] = [];
    try {
      for (let i = 0; i < 4; i++) {
        const socket = connect({ host: "127.0.0.1", port, localAddress: "127.0.0.5" });
        await new Promise((resolve) => socket.once("connect", resolve));
        held.push(socket);
        socket.write(
          "POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 100000\r\n\r\n--x\r\n",
        );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      // Node takes two uploads at once here; four stalled bodies in nginx hold none of them.
      const lead = await postLeadWithFile("127.0.0.7");
      expect(lead.status, lead.text).toBe(200);
    } finally {
      for (const socket of held) socket.destroy();
    }
  });

  it("no log line has a query string: the access log and the error log of a failed upstream", async () => {
    const marker = "front-log-secret-5e3c7a";
    // The dead instance makes nginx log a connect error for some of these requests.
    for (let i = 0; i < 4; i++) await send(`${front}/api/preview?secret=${marker}&slug=/our-team`);
    const accessLog = path.join(runDir, "plain", "access.log");
    await expect
      .poll(async () => (await readFile(accessLog, "utf8")).includes("/api/preview"), { timeout: 5_000 })
      .toBe(true);
    expect(await readFile(accessLog, "utf8")).not.toContain(marker);
    expect(await readFile(path.join(runDir, "plain", "error.log"), "utf8")).not.toContain(marker);
  });
});

describe.skipIf(!buildDir)("the nginx front with its own TLS", () => {
  it("pages and assets over https; what nginx serves itself carries HSTS", async () => {
    const page = await send(`${secureFront}/`, { headers: { "Accept-Encoding": "identity" } });
    expect(page.status).toBe(200);
    // The front's policy, in place of any Node sent.
    expect(page.headers["strict-transport-security"]).toBe("max-age=63072000");
    const asset = /(\/assets\/[\w.-]+\.js)"/.exec(page.text)?.[1];
    const file = await send(`${secureFront}${asset}`);
    expect(file.status).toBe(200);
    expect(file.headers["strict-transport-security"]).toBe("max-age=63072000");
  });

  it("the staff sign-in works over https with a secure session cookie", async () => {
    expect(await staffSignIn(secureFront, ADMIN_TOKEN, { from: "127.0.0.10" })).toMatchObject({
      signIn: 303,
      page: 200,
      signedIn: true,
    });
  });
});

describe.skipIf(!buildDir)("methods the front refuses itself, answered as Node answers them", () => {
  const CHALLENGE = "/.well-known/acme-challenge/t0ken";
  const hashedScript = async () =>
    `/assets/${(await readdir(path.join(buildDir, "client", "assets"))).find((name) => name.endsWith(".js"))}`;

  it("passes Node's own 405 as Node sent it", async () => {
    const answer = await send(`${front}/Contact-us`, {
      method: "PUT",
      headers: { Origin: front, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD, POST");
    expect(answer.headers["content-type"]).toContain("text/html");
  });

  /** What a client can tell of a refusal: a header the two add of their own (CSP, HSTS) aside. */
  const refusalOf = (answer: Answer) => ({
    status: answer.status,
    allow: answer.headers.allow,
    cacheControl: answer.headers["cache-control"],
    type: answer.headers["content-type"]?.split(";")[0],
    text: answer.text,
  });

  it.each([
    ["POST", "/favicon.ico"],
    ["DELETE", "hashed script"],
    ["TRACE", "/favicon.ico"],
  ])("%s %s: Node refuses a file it serves from disk as the front does", async (method, file) => {
    const address = file === "hashed script" ? await hashedScript() : file;
    const options = { method, headers: { Origin: front }, body: method === "POST" ? "x" : undefined };
    const [fromNode, fromFront] = [
      await send(`${app.url}${address}`, options),
      await send(`${front}${address}`, options),
    ];
    expect(refusalOf(fromNode)).toEqual(refusalOf(fromFront));
    expect(fromFront.status).toBe(method === "TRACE" ? 501 : 405);
  });

  it.each([
    ["TRACE", "/"],
    ["PROPFIND", CHALLENGE],
  ])(
    "%s %s over plain http, which only redirects: 501 and Node's words, as over https",
    async (method, address) => {
      const answer = await send(`${plainOfSecure}${address}`, { method });
      expect(answer.status).toBe(501);
      expect(answer.headers["cache-control"]).toBe("no-store");
      expect(answer.headers["content-type"]).toContain("text/plain");
      expect(answer.headers.allow).toBeUndefined();
      expect(answer.headers.location).toBeUndefined();
      expect(answer.headers["strict-transport-security"]).toBeUndefined();
      expect(answer.text).toBe(serverAnswers.unknownMethod);
    },
  );

  it("still redirects reads and answers the certificate challenge over plain http, whose file takes only reads", async () => {
    for (const method of ["GET", "HEAD"]) {
      const answer = await send(`${plainOfSecure}/our-team?x=1`, { method });
      expect(answer.status, method).toBe(301);
      expect(answer.headers.location, method).toBe(`${secureFront}/our-team?x=1`);
    }
    const challenge = await send(`${plainOfSecure}${CHALLENGE}`);
    expect(challenge.status).toBe(200);
    expect(challenge.text).toBe("t0ken.thumbprint");
    const write = await send(`${plainOfSecure}${CHALLENGE}`, { method: "POST", body: "x" });
    expect(write.status).toBe(405);
    expect(write.headers.allow).toBe("GET, HEAD");
    expect(write.headers["strict-transport-security"]).toBeUndefined();
    expect(write.text).toBe(serverAnswers.readOnlyAddress);
  });
});
