/** Methods nginx refuses itself are answered as Node answers them (501, or 405 for a file); Node's pass through. */
import { chmod, mkdir, mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAnswers } from "../../app/site/api-answers.server";
import { type Answer, send } from "../support/front-checks";
import { selfSignedCertificate, startFront } from "../support/front-process";
import { freePort, type RunningServer, startServerWithFreshData } from "../support/server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;

describe.skipIf(!buildDir)("methods the front refuses itself", () => {
  let app: RunningServer | undefined;
  const fronts: ChildProcess[] = [];
  let runDir: string | undefined;
  let front = "";
  /** A second front with TLS on: its plain-HTTP server, which only redirects (and answers a certificate challenge). */
  let plain = "";
  let secure = "";
  let hashedScript = "";
  const CHALLENGE = "/.well-known/acme-challenge/token-1";

  beforeAll(async () => {
    runDir = await mkdtemp(path.join(tmpdir(), "northpeak-front-methods-"));
    // As root, nginx's workers drop to an unprivileged user, which must reach the run folder.
    await chmod(runDir, 0o755);
    const [port, plainPort, securePort] = await Promise.all([freePort(), freePort(), freePort()]);
    front = `http://127.0.0.1:${port}`;
    plain = `http://127.0.0.1:${plainPort}`;
    secure = `https://127.0.0.1:${securePort}`;
    app = await startServerWithFreshData("front-methods", { PUBLIC_URL: front, TRUST_PROXY: "loopback" });
    const clientDir = path.resolve(buildDir ?? "", "client");
    const script = (await readdir(path.join(clientDir, "assets"))).find((name) => name.endsWith(".js"));
    hashedScript = `/assets/${script}`;
    const common = { APP_UPSTREAMS: new URL(app.url).host, CLIENT_DIR: clientDir };
    fronts.push(
      await startFront(
        path.join(runDir, "front"),
        { ...common, LISTEN: `127.0.0.1:${port}` },
        `${front}/healthz`,
      ),
    );
    const acme = path.join(runDir, "acme");
    await mkdir(path.dirname(path.join(acme, CHALLENGE)), { recursive: true, mode: 0o755 });
    await writeFile(path.join(acme, CHALLENGE), "token-1.key", { mode: 0o644 });
    const { cert, key } = selfSignedCertificate(runDir);
    const tls = { TLS_CERT: cert, TLS_KEY: key, TLS_LISTEN: `127.0.0.1:${securePort}`, ACME_WEBROOT: acme };
    fronts.push(
      await startFront(
        path.join(runDir, "tls-front"),
        { ...common, ...tls, LISTEN: `127.0.0.1:${plainPort}` },
        `${plain}${CHALLENGE}`,
      ),
    );
  }, 120_000);

  afterAll(async () => {
    for (const nginx of fronts) nginx.kill("SIGQUIT");
    await app?.stop();
    if (runDir) await rm(runDir, { recursive: true, force: true });
  });

  it.each([
    ["TRACE", "/"],
    ["PROPFIND", "/favicon.ico"],
  ])("%s %s: 501, no-store and Node's words", async (method, address) => {
    const answer = await send(`${front}${address}`, { method });
    expect(answer.status).toBe(501);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toContain("text/plain");
    expect(answer.headers.allow).toBeUndefined();
    expect(answer.text).toBe(serverAnswers.unknownMethod);
  });

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
    ["OPTIONS", "/favicon.ico"],
    ["TRACE", "/favicon.ico"],
  ])("%s %s: Node refuses a file it serves from disk as the front does", async (method, file) => {
    const address = file === "hashed script" ? hashedScript : file;
    const options = { method, headers: { Origin: front }, body: method === "POST" ? "x" : undefined };
    const [fromNode, fromFront] = [
      await send(`${app?.url}${address}`, options),
      await send(`${front}${address}`, options),
    ];
    expect(refusalOf(fromNode)).toEqual(refusalOf(fromFront));
    expect(fromFront.status).toBe(method === "TRACE" ? 501 : 405);
  });

  it.each([
    ["TRACE", "/"],
    ["TRACE", CHALLENGE],
    ["PROPFIND", "/our-team"],
    ["PROPFIND", CHALLENGE],
  ])(
    "%s %s over plain http, which only redirects: 501 and Node's words, as over https",
    async (method, address) => {
      const answer = await send(`${plain}${address}`, { method });
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
      const answer = await send(`${plain}/our-team?x=1`, { method });
      expect(answer.status, method).toBe(301);
      expect(answer.headers.location, method).toBe(`${secure}/our-team?x=1`);
    }
    const challenge = await send(`${plain}${CHALLENGE}`);
    expect(challenge.status).toBe(200);
    expect(challenge.text).toBe("token-1.key");
    const write = await send(`${plain}${CHALLENGE}`, { method: "POST", body: "x" });
    expect(write.status).toBe(405);
    expect(write.headers.allow).toBe("GET, HEAD");
    expect(write.headers["strict-transport-security"]).toBeUndefined();
    expect(write.text).toBe(serverAnswers.readOnlyAddress);
  });
});
