/**
 * A method nginx refuses itself, before any request reaches Node, is answered the way Node answers
 * it: TRACE (which nginx refuses for every address) and any method no address takes get Node's 501
 * and its words; a method other than GET and HEAD on a file nginx serves from disk gets 405 with
 * Allow. Node's own refusals pass through the front as Node sent them.
 */
import { chmod, mkdtemp, rm } from "node:fs/promises";
import type { ChildProcess } from "node:child_process";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serverAnswers } from "../../app/site/server-answers";
import { send } from "../support/front-checks";
import { startFront } from "../support/front-process";
import { freePort, type RunningServer, startServerWithFreshData } from "./server-process";

const buildDir = process.env.INTEGRATION_BUILD_DIR;

describe.skipIf(!buildDir)("methods the front refuses itself", () => {
  let app: RunningServer | undefined;
  let nginx: ChildProcess | undefined;
  let runDir: string | undefined;
  let front = "";

  beforeAll(async () => {
    runDir = await mkdtemp(path.join(tmpdir(), "northpeak-front-methods-"));
    // As root, nginx's workers drop to an unprivileged user, which must reach the run folder.
    await chmod(runDir, 0o755);
    const port = await freePort();
    front = `http://127.0.0.1:${port}`;
    app = await startServerWithFreshData("front-methods", { PUBLIC_URL: front, TRUST_PROXY: "loopback" });
    const clientDir = path.resolve(buildDir ?? "", "client");
    nginx = await startFront(
      path.join(runDir, "front"),
      { LISTEN: `127.0.0.1:${port}`, APP_UPSTREAMS: new URL(app.url).host, CLIENT_DIR: clientDir },
      `${front}/healthz`,
    );
  }, 120_000);

  afterAll(async () => {
    nginx?.kill("SIGQUIT");
    await app?.stop();
    if (runDir) await rm(runDir, { recursive: true, force: true });
  });

  it.each([
    ["TRACE", "/"],
    ["TRACE", "/favicon.ico"],
    ["TRACE", "/api/captcha"],
    ["PROPFIND", "/favicon.ico"],
    // Passed to Node, which answers alike.
    ["PROPFIND", "/our-team"],
  ])("%s %s: 501, no-store and Node's words", async (method, address) => {
    const answer = await send(`${front}${address}`, { method });
    expect(answer.status).toBe(501);
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toContain("text/plain");
    expect(answer.headers.allow).toBeUndefined();
    expect(answer.text).toBe(serverAnswers.unknownMethod);
  });

  it.each([
    ["POST", "/favicon.ico"],
    ["PUT", "/favicon.svg"],
    ["DELETE", "/icon-192.png"],
    ["OPTIONS", "/favicon.ico"],
  ])("%s %s, a file nginx serves from disk: 405, Allow: GET, HEAD", async (method, address) => {
    const answer = await send(`${front}${address}`, { method, headers: { Origin: front } });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe("GET, HEAD");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers["content-type"]).toContain("text/plain");
    expect(answer.text).toBe(serverAnswers.readOnlyAddress);
  });

  it.each([
    ["PUT", "/Contact-us", "GET, HEAD, POST", "text/html"],
    ["POST", "/our-team", "GET, HEAD", "text/html"],
    ["POST", "/sitemap.xml", "GET, HEAD", "application/json"],
    ["PUT", "/api/contact", "POST", "application/json"],
  ])("%s %s, refused by Node: Node's own 405 (Allow: %s, %s)", async (method, address, allow, type) => {
    const answer = await send(`${front}${address}`, {
      method,
      headers: { Origin: front, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe(allow);
    expect(answer.headers["content-type"]).toContain(type);
  });
});
