import { spawn, spawnSync } from "node:child_process";
import { chmodSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createServer, type ServerResponse } from "node:http";
import { type AddressInfo, connect, type Socket } from "node:net";
import { cpus, tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { parseEnv } from "../../app/env.server";
import { UPLOAD_LIMITS } from "../../app/settings/upload-limits";
import { hstsValue } from "../../app/http/hsts.server";
import { ANSWERED_METHODS } from "../../app/http/methods.server";
import { selfSignedCertificate } from "../support/front-process";
import { type Answer, sendUnchecked } from "../support/front-checks";
import { freePort, repoRoot } from "../support/server-process";

/** deploy/render-front.sh: every setting becomes only its directive, and the result passes `nginx -t`. */

const work = mkdtempSync(path.join(tmpdir(), "northpeak-render-"));
afterAll(() => rmSync(work, { recursive: true, force: true }));
/** A release's browser files as the script checks them: the home page and the hashed assets' folder. */
function clientFolder(name: string): string {
  const dir = path.join(work, name);
  mkdirSync(path.join(dir, "assets"), { recursive: true });
  writeFileSync(path.join(dir, "index.html"), "<!doctype html>");
  return dir;
}
const base = { CLIENT_DIR: clientFolder("client"), RUN_DIR: work };
/** The settings that turn TLS on, with a certificate made once for the whole file. */
const certificate = selfSignedCertificate(work, "localhost");
const tls = { TLS_CERT: certificate.cert, TLS_KEY: certificate.key };

/** The script run with `settings`, after `shell` (say, a lower open-file limit) in the same shell. */
function render(settings: Record<string, string>, cwd = work, shell = "") {
  const run = spawnSync(
    "sh",
    ["-c", `${shell}\nexec sh "$0"`, path.join(repoRoot, "deploy/render-front.sh")],
    {
      cwd,
      env: { PATH: process.env.PATH ?? "", ...base, ...settings },
      encoding: "utf8",
    },
  );
  return { status: run.status, config: run.stdout, error: run.stderr.trim() };
}

/** The numbers of a directive wherever it stands, in order ("keepalive_timeout 15s" gives 15). */
const numbersOf = (config: string, directive: string) =>
  [...config.matchAll(new RegExp(`^\\s*${directive} (\\d+)`, "gm"))].map((match) => Number(match[1]));

describe("deploy/render-front.sh", () => {
  // A row for each check; settings that share one (folder, networks, flag) share its rows.
  it.each([
    [{ APP_UPSTREAMS: "a;b:1" }, "APP_UPSTREAMS: 'a;b:1' is not host:port"],
    [{ APP_UPSTREAMS: "," }, "APP_UPSTREAMS: name at least one app instance"],
    [{ INTERNAL_ALLOW: "all" }, "INTERNAL_ALLOW: 'all' names every address"],
    [{ INTERNAL_ALLOW: "10.0.0.0/8 } server {" }, "INTERNAL_ALLOW: '}' is not an IP address or CIDR"],
    [{ TRUSTED_PROXIES: "::/0" }, "TRUSTED_PROXIES: '::/0' names every address"],
    [{ LISTEN: "0.0.0.0:80;x" }, "LISTEN: '0.0.0.0:80;x' is not address:port"],
    [{ CLIENT_DIR: "relative/client" }, "CLIENT_DIR: 'relative/client' must be an absolute path"],
    [
      { CLIENT_DIR: "/srv/northpeak/curent/build/client" },
      "CLIENT_DIR: '/srv/northpeak/curent/build/client' has no index.html",
    ],
    [
      { ASSETS_DIR: "/srv/northpeak/shared-not-published" },
      "ASSETS_DIR: '/srv/northpeak/shared-not-published' has no assets/ folder; run deploy/publish-assets.sh",
    ],
    [{ RUN_DIR: "/tmp/a b" }, "RUN_DIR: '/tmp/a b' has characters nginx would misread"],
    [{ ALLOW_INDEXING: "maybe" }, "ALLOW_INDEXING: 'maybe' is not true or false"],
    [{ TLS_CERT: "/etc/cert.pem" }, "TLS_CERT and TLS_KEY go together"],
    [{ HSTS_MAX_AGE: "1y" }, "HSTS_MAX_AGE: '1y' is not a number of seconds"],
    [{ HSTS_MAX_AGE: "999999999" }, "HSTS_MAX_AGE: '999999999' is more than ten years"],
    [{ HSTS_PRELOAD: "true" }, "HSTS_PRELOAD: needs HSTS_INCLUDE_SUBDOMAINS=true"],
    [
      { HSTS_PRELOAD: "true", HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE: "31535999" },
      "HSTS_PRELOAD: needs HSTS_MAX_AGE of at least 31536000",
    ],
  ])("refuses %j with a message naming the setting, and writes nothing", (settings, message) => {
    const { status, config, error } = render(settings);
    expect(status).toBe(2);
    expect(config).toBe("");
    expect(error).toContain(`render-front: ${message}`);
  });

  it("takes lists of instances and listen addresses, IPv6 and unix sockets, and never globs a list", () => {
    // A file whose name an unquoted [::1]:3000 would match as a pattern.
    writeFileSync(path.join(work, "1:3000"), "");
    const { status, config } = render({
      APP_UPSTREAMS: "[::1]:3000, app:3000 unix:/run/northpeak.sock",
      LISTEN: "0.0.0.0:8080 [::]:8080",
      INTERNAL_ALLOW: "none",
    });
    expect(status).toBe(0);
    expect(config).toContain("    server [::1]:3000 max_fails=2 fail_timeout=3s;\n");
    expect(config).toContain("    server app:3000 ");
    expect(config).toContain("    server unix:/run/northpeak.sock ");
    expect(config).toContain("    listen 0.0.0.0:8080;\n    listen [::]:8080;\n");
    expect(config).not.toMatch(/^\s*allow /m);
  });

  it("sends HSTS for the host alone unless subdomains and preload are asked for, as the app does", () => {
    const policies = (settings: Record<string, string>) => [
      ...new Set(render(settings).config.match(/(?<=add_header Strict-Transport-Security ")[^"]*/g)),
    ];
    expect(policies({})).toEqual([]);
    const variants: Record<string, string>[] = [
      {},
      { HSTS_INCLUDE_SUBDOMAINS: "true", HSTS_MAX_AGE: "600" },
      { HSTS_INCLUDE_SUBDOMAINS: "yes", HSTS_PRELOAD: "1" },
    ];
    for (const settings of variants) {
      const source = { PUBLIC_URL: "https://www.northpeak.example", ...settings };
      expect(policies({ ...tls, ...settings })).toEqual([hstsValue(parseEnv(source))]);
    }
  });

  it("keeps the logs and the page cache in the run folder, or in LOG_DIR and CACHE_DIR", () => {
    const where = (config: string) => ({
      access: /^\s*access_log (\S+)/m.exec(config)?.[1],
      error: /^error_log (\S+)/m.exec(config)?.[1],
      cache: /^\s*proxy_cache_path (\S+)/m.exec(config)?.[1],
    });
    expect(where(render({}).config)).toEqual({
      access: `${work}/access.log`,
      error: `${work}/error.log`,
      cache: `${work}/page-cache`,
    });
    const onDisk = render({ LOG_DIR: "/var/log/front", CACHE_DIR: "/var/cache/front" });
    expect(where(onDisk.config)).toEqual({
      access: "/var/log/front/access.log",
      error: "/var/log/front/error.log",
      cache: "/var/cache/front/page-cache",
    });
    // A container's log is what it writes to standard output and error.
    expect(where(render({ LOG_DIR: "-" }).config)).toMatchObject({ access: "/dev/stdout", error: "stderr" });
  });

  it("lets a page's first visitors wait at most 100 ms for its first answer, not nginx's 500 ms poll", () => {
    const { config } = render({});
    expect(config).toMatch(/^\s*proxy_cache_lock on;$/m);
    const timeout = /^\s*proxy_cache_lock_timeout (\d+)ms;$/m.exec(config)?.[1];
    expect(Number(timeout)).toBeGreaterThan(0);
    expect(Number(timeout)).toBeLessThanOrEqual(100);
  });

  it("accepts any lead the app accepts (its body limit is above the app's)", () => {
    const { config } = render({});
    const megabytes = Number(/client_max_body_size (\d+)m;/.exec(config)?.[1]);
    expect(megabytes * 1024 * 1024).toBeGreaterThanOrEqual(UPLOAD_LIMITS.maxRequestBytes);
  });

  it("calls the same methods unknown as the app does (501), the others refused as a file's (405)", () => {
    const { config } = render({});
    const known = /map \$request_method \$method_refusal \{\s*~\^\(([A-Z|]+)\)\$ @read_only;/.exec(
      config,
    )?.[1];
    expect(known?.split("|").sort()).toEqual([...ANSWERED_METHODS].sort());
  });

  it("gives each worker the open files its connections need, and keeps idle connections briefly", () => {
    const { config } = render({});
    const [connections] = numbersOf(config, "worker_connections");
    const [openFiles] = numbersOf(config, "worker_rlimit_nofile");
    const keptFiles = Number(/^\s*open_file_cache max=(\d+)/m.exec(config)?.[1]);
    expect(connections).toBeGreaterThan(0);
    // A socket per connection, a temporary file per body or answer, and the files kept open.
    expect(openFiles).toBeGreaterThanOrEqual(2 * connections! + keptFiles!);
    const [keepAlive] = numbersOf(config, "keepalive_timeout");
    expect(keepAlive).toBeGreaterThanOrEqual(10);
    expect(keepAlive).toBeLessThanOrEqual(15);
    expect(config).toMatch(/^\s*reset_timedout_connection on;$/m);
  });

  it("writes nginx's own warnings (its limits at start, connections reused), requests' lines only when critical", () => {
    const { config } = render({});
    const levels = [...config.matchAll(/^(\s*)error_log \S+ (\w+);$/gm)].map((match) => ({
      context: match[1] === "" ? "main" : "http",
      level: match[2],
    }));
    // A request's error line ends with its request line, query (and a preview link's secret) included.
    expect(levels).toEqual([
      { context: "main", level: "warn" },
      { context: "http", level: "crit" },
    ]);
  });

  it("warns when the hard open-file limit is below what the workers need, and renders all the same", () => {
    const needed = numbersOf(render({}).config, "worker_rlimit_nofile")[0]!;
    const low = render({}, work, "ulimit -n 1024");
    expect(low.status).toBe(0);
    expect(low.config).toContain("worker_rlimit_nofile");
    expect(low.error).toContain(
      `render-front: warning: the open-file limit is 1024 (ulimit -Hn), below the ${needed} the front's workers need`,
    );
    // A low soft limit alone is no trouble: nginx raises it to worker_rlimit_nofile itself.
    const hard = spawnSync("sh", ["-c", "ulimit -H -n"], { encoding: "utf8" }).stdout.trim();
    if (hard === "unlimited" || Number(hard) >= needed) {
      const enough = render({}, work, `ulimit -S -n 1024; ulimit -H -n ${needed}`);
      expect(enough).toMatchObject({ status: 0, error: "" });
    }
  });

  it.skipIf(!existsSync("/usr/sbin/nginx"))(
    "renders configurations nginx accepts, with and without TLS",
    () => {
      mkdirSync(path.join(work, "cache"), { recursive: true });
      // The fronts that run in these tests aside: compose.yaml's, and TLS on two addresses.
      const variants: Record<string, string>[] = [
        // As compose.yaml runs it: logs to the container's output, the cache on a volume of its own.
        {
          LOG_DIR: "-",
          CACHE_DIR: path.join(work, "cache"),
          INTERNAL_ALLOW: "none",
          LISTEN: "0.0.0.0:8080 [::]:8080",
        },
        {
          ...tls,
          TLS_LISTEN: "127.0.0.1:8443 [::1]:8443",
          ACME_WEBROOT: "/var/www/acme",
          ALLOW_INDEXING: "false",
        },
      ];
      for (const settings of variants) {
        const { status, config } = render(settings);
        expect(status).toBe(0);
        const file = path.join(work, "nginx.conf");
        writeFileSync(file, config);
        // Standard output a file (nginx opens /dev/stdout by name, which a socket is not).
        const check = spawnSync("sh", ["-c", 'exec nginx -t -q -c "$0" >/dev/null', file], {
          encoding: "utf8",
        });
        expect(check.status, check.stderr).toBe(0);
      }
    },
  );
});

/** The front on a free port serving a release's files, started after `shell`; its output collected. */
async function frontServing(settings: Record<string, string>, shell = "") {
  const port = await freePort();
  const runDir = mkdtempSync(path.join(work, "run-"));
  // As root, nginx's workers run as an unprivileged user: the folders must be open to them.
  for (const dir of [work, runDir]) chmodSync(dir, 0o755);
  const client = clientFolder(`client-${port}`);
  writeFileSync(path.join(client, "assets", "entry-abc123.js"), "export {};\n");
  const { status, config, error } = render({
    ...settings,
    RUN_DIR: runDir,
    LISTEN: `127.0.0.1:${port}`,
    CLIENT_DIR: client,
  });
  expect(status, error).toBe(0);
  const file = path.join(runDir, "nginx.conf");
  writeFileSync(file, config);
  // Its output through a pipe, as a container engine collects it (Node's own stdio is a socket,
  // which nginx cannot open as /dev/stdout).
  const nginx = spawn("sh", ["-c", `${shell}\nnginx -e stderr -c "$0" 2>&1 | cat`, file], {
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  nginx.stdout.on("data", (chunk) => (output += chunk));
  nginx.stderr.on("data", (chunk) => (output += chunk));
  const fetchFile = (name: string): Promise<number> =>
    fetch(`http://127.0.0.1:${port}/assets/${name}`).then((answer) => answer.status);
  const stop = () => spawnSync("nginx", ["-s", "quit", "-c", file]);
  try {
    // vi.waitFor, not expect.poll: the fronts start in a beforeAll, outside any test.
    await vi.waitFor(async () => expect(await fetchFile("entry-abc123.js")).toBe(200), {
      timeout: 10_000,
      interval: 100,
    });
  } catch (error) {
    stop();
    throw new Error(`the front did not serve its files:\n${output}`, { cause: error });
  }
  return {
    port,
    runDir,
    fetchFile,
    url: (pathname: string) => `http://127.0.0.1:${port}${pathname}`,
    output: () => output,
    stop,
  };
}

type RunningFront = Awaited<ReturnType<typeof frontServing>>;

/** A stand-in app of two instances that answer at once, but hold paths under /held/ until released. */
async function appStandIn() {
  const waiting: ServerResponse[] = [];
  const instances = [1, 2].map(() =>
    createServer((request, response) => {
      request.resume();
      request.on("end", () => {
        response.setHeader("Cache-Control", "no-store");
        if (request.url?.startsWith("/held/")) waiting.push(response);
        // An answer of its own on one path, as the app's for blog pages while the content source is down.
        else if (request.url === "/unavailable-path") response.writeHead(503).end("down for now");
        else response.end("fine");
      });
    }),
  );
  for (const instance of instances) {
    await new Promise<void>((resolve) => instance.listen(0, "127.0.0.1", resolve));
  }
  return {
    upstream: instances.map((instance) => `127.0.0.1:${(instance.address() as AddressInfo).port}`).join(" "),
    held: () => waiting.length,
    release: () => {
      for (const response of waiting.splice(0)) response.end("fine");
    },
    close: () => {
      for (const instance of instances) {
        instance.closeAllConnections();
        instance.close();
      }
    },
  };
}
/** A promise's outcome, readable while it is pending (undefined). */
function settled<T>(promise: Promise<T>): () => T | undefined {
  let value: T | undefined;
  void promise.then((result) => (value = result));
  return () => value;
}

/** A lead upload's head alone over a raw socket: 100 Continue once nginx lets the body in, or a refusal. */
function heldUpload(port: number, from: string) {
  const socket = connect({ host: "127.0.0.1", port, localAddress: from });
  let received = "";
  let closed = false;
  socket.on("data", (chunk: Buffer) => (received += chunk.toString("latin1")));
  socket.on("error", () => {});
  socket.on("close", () => (closed = true));
  const declared = 100_000;
  const sent = "--x\r\n";
  socket.write(
    [
      "POST /api/contact HTTP/1.1",
      `Host: 127.0.0.1:${port}`,
      "Content-Type: multipart/form-data; boundary=x",
      `Content-Length: ${declared}`,
      "Expect: 100-continue",
      "",
      sent,
    ].join("\r\n"),
  );
  /** The status lines received, 100 Continue included. */
  const statuses = () => [...received.matchAll(/^HTTP\/1\.1 (\d{3})/gm)].map((match) => Number(match[1]));
  return {
    socket,
    statuses,
    received: () => received,
    closed: () => closed,
    /** The first status nginx sends: 100 (the body is let in) or a refusal. */
    first: async () => {
      await expect.poll(() => statuses().length, { timeout: 10_000 }).toBeGreaterThan(0);
      return statuses()[0];
    },
    /** The rest of the declared body, at once. */
    finish: () => socket.write("a".repeat(declared - sent.length)),
  };
}

describe.skipIf(!existsSync("/usr/sbin/nginx"))("the front, running", () => {
  let app: Awaited<ReturnType<typeof appStandIn>>;
  /** Before the stand-in, behind a balancer it trusts (127.0.0.1) whose X-Forwarded-For names the
   * client, its logs to standard output; started with systemd's 1,024 open files (no LimitNOFILE=). */
  let front: RunningFront;
  /** A staging front (ALLOW_INDEXING=false, as the app's) that logs to LOG_DIR, every instance down. */
  let staging: RunningFront;
  let logDir: string;
  beforeAll(async () => {
    app = await appStandIn();
    front = await frontServing(
      { APP_UPSTREAMS: app.upstream, TRUSTED_PROXIES: "127.0.0.1", LOG_DIR: "-" },
      "ulimit -S -n 1024",
    );
    logDir = mkdtempSync(path.join(work, "logs-"));
    // The workers reopen the logs too, as nginx's unprivileged user (systemd makes LogsDirectory 0755).
    chmodSync(logDir, 0o755);
    staging = await frontServing({
      ALLOW_INDEXING: "false",
      LOG_DIR: logDir,
      APP_UPSTREAMS: `127.0.0.1:${await freePort()}`,
    });
  });
  afterAll(() => {
    front?.stop();
    staging?.stop();
    app?.release();
    app?.close();
  });

  it("a staging front says noindex on what it serves from disk, which Node never sees", async () => {
    const robots = async (served: RunningFront) =>
      (await fetch(served.url("/assets/entry-abc123.js"))).headers.get("x-robots-tag");
    expect(await robots(staging)).toBe("noindex, nofollow");
    expect(await robots(front)).toBeNull();
  });

  it("logs to standard output with LOG_DIR=-, where a container engine collects them", async () => {
    await front.fetchFile("marker-to-stdout.js");
    await expect
      .poll(front.output, { timeout: 5_000 })
      .toContain('"GET /assets/marker-to-stdout.js HTTP/1.1" 404');
  });

  it.skipIf(!existsSync("/usr/sbin/logrotate"))(
    "rotates its logs with deploy/northpeak-front.logrotate: nginx writes on in a fresh file",
    async () => {
      await staging.fetchFile("before-rotation.js");
      const accessLog = path.join(logDir, "access.log");
      await expect
        .poll(() => readFileSync(accessLog, "utf8"), { timeout: 5_000 })
        .toContain("before-rotation");
      // The shipped file with its folders pointed at this front's.
      const shipped = readFileSync(path.join(repoRoot, "deploy/northpeak-front.logrotate"), "utf8");
      const config = path.join(work, "front.logrotate");
      writeFileSync(
        config,
        shipped
          .replaceAll("/var/log/northpeak-front", logDir)
          .replaceAll("/run/northpeak-front", staging.runDir),
      );
      const state = path.join(work, "logrotate.state");
      const rotate = spawnSync("logrotate", ["--force", "--state", state, config], { encoding: "utf8" });
      expect(rotate.status, rotate.stderr).toBe(0);
      // nginx takes the signal on its own time: a request answered just before goes to the old file.
      await expect
        .poll(
          async () => {
            await staging.fetchFile("after-rotation.js");
            return existsSync(accessLog) ? readFileSync(accessLog, "utf8") : "";
          },
          { timeout: 10_000 },
        )
        .toContain("after-rotation");
      expect(readFileSync(accessLog, "utf8")).not.toContain("before-rotation");
      expect(readFileSync(`${accessLog}.1`, "utf8")).toContain("before-rotation");
    },
  );

  it("answers a new visitor while one address holds more idle connections than systemd's 1,024 files a worker", async () => {
    // More than every worker (one a CPU) could hold with 1,024 files, as a unit without LimitNOFILE= has.
    const count = cpus().length * 1024 + 300;
    const idle: Socket[] = [];
    let closedByFront = 0;
    try {
      for (let i = 0; i < count; i++) {
        const socket = connect({ host: "127.0.0.1", port: front.port, localAddress: "127.0.0.20" });
        socket.on("error", () => {});
        socket.on("close", () => closedByFront++);
        idle.push(socket);
      }
      await Promise.all(
        idle.map(
          (socket) =>
            new Promise((resolve) => (socket.connecting ? socket.once("connect", resolve) : resolve(0))),
        ),
      );
      // A worker out of files waits for idle connections to time out; a fresh connection checks it serves anyway.
      const { status } = await sendUnchecked(front.url("/assets/entry-abc123.js"), { from: "127.0.0.21" });
      expect({ status, closedByFront }).toEqual({ status: 200, closedByFront: 0 });
      expect(front.output()).not.toContain("Too many open files");
    } finally {
      for (const socket of idle) socket.destroy();
    }
  });

  it("lets one client have at most 128 requests in progress, reading included; another client is served", async () => {
    const from = "127.0.0.30";
    try {
      const held = Array.from({ length: 128 }, (_, i) => sendUnchecked(front.url(`/held/${i}`), { from }));
      await expect.poll(app.held, { timeout: 20_000 }).toBe(128);
      const beyond = sendUnchecked(front.url("/held/beyond"), { from }).then((answer) => answer.status);
      const file = sendUnchecked(front.url("/assets/entry-abc123.js"), { from }).then(
        (answer) => answer.status,
      );
      const beyondStatus = settled(beyond);
      const fileStatus = settled(file);
      expect((await sendUnchecked(front.url("/assets/entry-abc123.js"), { from: "127.0.0.31" })).status).toBe(
        200,
      );
      // Refused at once, or else passed on like the others (then answered only once they are).
      await expect
        .poll(() => (beyondStatus() !== undefined && fileStatus() !== undefined) || app.held() > 128, {
          timeout: 10_000,
        })
        .toBe(true);
      app.release();
      expect({ beyond: await beyond, file: await file }).toEqual({ beyond: 429, file: 429 });
      expect((await Promise.all(held)).map((answer) => answer.status)).toEqual(Array(128).fill(200));
    } finally {
      app.release();
    }
  });

  // Bodies at once are counted by the same client key ($write_client), their limit below.
  it("counts an IPv6 client by its /64 and an IPv4 one by its address, as Node does; a refused client still reads", async () => {
    let refusal: Answer | undefined;
    const refusedPosts = async (clients: string[]) => {
      let refused = 0;
      for (const client of clients) {
        const answer = await sendUnchecked(front.url("/no-such-form"), {
          method: "POST",
          from: "127.0.0.1",
          body: "x=1",
          headers: { "Content-Type": "application/x-www-form-urlencoded", "X-Forwarded-For": client },
        });
        if (answer.status === 429) {
          refused++;
          refusal = answer;
        }
      }
      return refused;
    };
    // 40 posts: the front lets 20 at once through, then one in 2 s.
    const forty = (client: (i: number) => string) => Array.from({ length: 40 }, (_, i) => client(i + 1));
    const refused = {
      oneNetwork: await refusedPosts(forty((i) => `2001:db8:64:1::${i.toString(16)}`)),
      networks: await refusedPosts(forty((i) => `2001:db8:65:${i.toString(16)}::1`)),
      addresses: await refusedPosts(forty((i) => `198.51.100.${i}`)),
      // An IPv4-mapped IPv6 address is that IPv4 address.
      mapped: await refusedPosts(forty((i) => (i % 2 ? "203.0.113.9" : "::ffff:203.0.113.9"))),
    };
    expect(refused, JSON.stringify(refused)).toMatchObject({ networks: 0, addresses: 0 });
    expect(refused.oneNetwork, JSON.stringify(refused)).toBeGreaterThanOrEqual(5);
    expect(refused.mapped, JSON.stringify(refused)).toBeGreaterThanOrEqual(5);
    expect(refusal?.headers["retry-after"]).toBe("60");
    expect(refusal?.text).toContain("Too many requests from your address");
    const reading = await sendUnchecked(front.url("/our-team"), {
      headers: { "X-Forwarded-For": "203.0.113.9" },
    });
    expect(reading.status).toBe(200);
  });

  it("takes four bodies at once from a client and ends the connection of a fifth: it takes no more of it, nor another request", async () => {
    const uploads: ReturnType<typeof heldUpload>[] = [];
    try {
      const first: (number | undefined)[] = [];
      // Each begun once the one before is answered.
      for (let i = 0; i < 5; i++) {
        uploads.push(heldUpload(front.port, "127.0.0.40"));
        first.push(await uploads[i]!.first());
      }
      expect(first).toEqual([100, 100, 100, 100, 429]);
      const refused = uploads[4]!;
      expect(refused.received()).toMatch(/\r\nConnection: close\r\n/i);
      // The sender goes on: the rest of its body, then another request on the same connection.
      refused.finish();
      refused.socket.write(`GET /assets/entry-abc123.js HTTP/1.1\r\nHost: 127.0.0.1:${front.port}\r\n\r\n`);
      // Closed, or else the second request answered on the connection kept.
      await expect
        .poll(() => refused.closed() || refused.statuses().length > 1, { timeout: 20_000 })
        .toBe(true);
      expect({ statuses: refused.statuses(), closed: refused.closed() }).toEqual({
        statuses: [429],
        closed: true,
      });
    } finally {
      for (const upload of uploads) upload.socket.destroy();
    }
  });

  it("an instance's own 503 on one path is its answer: it is not set aside, nor the site with it", async () => {
    for (let i = 0; i < 8; i++) {
      expect((await sendUnchecked(front.url("/unavailable-path"))).text).toBe("down for now");
    }
    for (let i = 0; i < 8; i++) expect((await sendUnchecked(front.url(`/page-${i}`))).status).toBe(200);
  });

  it("with no instance to answer, a post gets 503 with a short Retry-After, and its connection ended", async () => {
    // As a browser asks: the connection kept for the next request.
    const answer = await sendUnchecked(staging.url("/api/contact"), {
      method: "POST",
      body: "x=1",
      headers: { Connection: "keep-alive", "Content-Type": "application/x-www-form-urlencoded" },
    });
    expect(answer.status).toBe(503);
    // Short enough for the site's form, which waits it out and sends again by itself.
    expect(answer.headers["retry-after"]).toBe("3");
    expect(answer.headers["cache-control"]).toBe("no-store");
    expect(answer.headers.connection).toBe("close");
    expect((await sendUnchecked(staging.url("/our-team"))).status).toBe(503);
  });
});
