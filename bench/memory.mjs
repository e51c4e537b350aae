// Server memory: starts the compiled server, waits for /readyz, and prints
// its RSS idle after start-up and after 2,000 requests over a mix of routes, with the V8 heap, the
// external memory (PGlite's WebAssembly memory is in it) and the process's largest mappings.
//
// Usage: BUILD_DIR=build npm run build && node bench/memory.mjs
//   BUILD_DIR     the build to start (default build)
//   DATABASE_URL  PostgreSQL instead of the embedded database (the schema is left as it is)
//   DATA_DIR      the server's data folder (default: a new temporary one, removed afterwards)
//   REQUESTS      how many requests (default 2000), CONCURRENCY (default 16), PORT (default: a free one)
//   NODE_ARGS     the server's node flags (default: those of `npm run serve` in package.json)
//   The server is started as `npm run serve` starts it (tests/support/site-server.mjs), with the
//   variables that script sets (MALLOC_ARENA_MAX); one given here wins.
import { execFileSync } from "node:child_process";
import { randomBytes } from "node:crypto";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { launchServer } from "../tests/support/site-server.mjs";

const buildDir = process.env.BUILD_DIR ?? "build";
const requests = Number(process.env.REQUESTS ?? 2000);
const concurrency = Number(process.env.CONCURRENCY ?? 16);
const ownDataDir = !process.env.DATA_DIR;
const dataDir = process.env.DATA_DIR ?? mkdtempSync(path.join(tmpdir(), "northpeak-memory-"));
const metricsToken = randomBytes(24).toString("hex");

const server = await launchServer({
  buildDir,
  port: process.env.PORT ? Number(process.env.PORT) : undefined,
  nodeArgs: process.env.NODE_ARGS?.split(" ").filter(Boolean),
  inheritEnv: true,
  env: {
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    METRICS_TOKEN: metricsToken,
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
  },
});
const base = server.url;
process.on("exit", () => server.child.kill("SIGKILL"));

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (bytes) => Math.round(bytes / 1048576);

/** RSS from /proc, and the server's own account of its heap and external memory from /metrics. */
async function snapshot(label) {
  const status = readFileSync(`/proc/${server.child.pid}/status`, "utf8");
  const kb = (field) => Number(status.match(new RegExp(`${field}:\\s+(\\d+)`))?.[1] ?? 0);
  const text = await (
    await fetch(`${base}/metrics`, { headers: { authorization: `Bearer ${metricsToken}` } })
  ).text();
  const metric = (name) => Number(text.match(new RegExp(`^${name}(?:\\{[^}]*\\})? (\\S+)`, "m"))?.[1] ?? 0);
  const row = {
    rss: Math.round(kb("VmRSS") / 1024),
    rssAnon: Math.round(kb("RssAnon") / 1024),
    rssFile: Math.round(kb("RssFile") / 1024),
    heapUsed: mb(metric("nodejs_heap_size_used_bytes")),
    heapTotal: mb(metric("nodejs_heap_size_total_bytes")),
    external: mb(metric("nodejs_external_memory_bytes")),
  };
  console.log(
    `${label.padEnd(26)} ${Object.entries(row)
      .map(([k, v]) => `${k} ${v} MB`)
      .join(", ")}`,
  );
  return row;
}

/**
 * The process's largest mappings by resident size (anonymous ones are the V8 heap, code, WebAssembly
 * memory, malloc), and glibc's per-thread malloc arenas: each is a 64 MB reservation, a readable part
 * followed by an inaccessible rest, that the threads compressing, hashing and collecting garbage fill.
 */
function largestMappings(count = 8) {
  const maps = [];
  let current;
  for (const line of readFileSync(`/proc/${server.child.pid}/smaps`, "utf8").split("\n")) {
    const head = line.match(/^([0-9a-f]+)-([0-9a-f]+) (\S+) \S+ \S+ \S+\s*(.*)$/);
    if (head) {
      const start = Number.parseInt(head[1], 16);
      const end = Number.parseInt(head[2], 16);
      current = { start, end, size: mb(end - start), perms: head[3], name: head[4] || "[anon]", rssKb: 0 };
      maps.push(current);
    } else if (line.startsWith("Rss:") && current) {
      current.rssKb = Number(line.split(/\s+/)[1]);
    }
  }
  const arenas = maps.filter((m, i) => {
    const rest = maps[i + 1];
    return (
      m.name === "[anon]" &&
      m.perms === "rw-p" &&
      rest?.name === "[anon]" &&
      rest.perms === "---p" &&
      rest.start === m.end &&
      rest.end - m.start === 64 * 1048576
    );
  });
  const arenaKb = arenas.reduce((sum, m) => sum + m.rssKb, 0);
  maps.sort((a, b) => b.rssKb - a.rssKb);
  console.log(
    `  largest mappings (resident/size MB): ${maps
      .slice(0, count)
      .map((m) => `${Math.round(m.rssKb / 1024)}/${m.size} ${m.name}`)
      .join("; ")}`,
  );
  console.log(`  malloc thread arenas: ${Math.round(arenaKb / 1024)} MB resident in ${arenas.length}`);
}

/** The mix: prerendered and cached pages, content pages and JSON, a 404, feeds, assets, health. */
function mix() {
  const assets = readdirSync(path.join(buildDir, "client/assets")).filter((name) =>
    /\.(?:js|css)$/.test(name),
  );
  return [
    "/",
    "/blogs",
    "/news-list",
    "/our-services",
    "/careers",
    "/Contact-us",
    "/insights",
    "/api/strapi/northpeak-website-blogs",
    "/api/strapiNews/northpeak-website-news",
    "/blogs/rss.xml",
    "/sitemap.xml",
    "/robots.txt",
    "/healthz",
    "/readyz",
    "/api/captcha",
    "/no/such/page",
    ...assets.slice(0, 4).map((asset) => `/assets/${asset}`),
  ];
}

async function load(paths, total) {
  let next = 0;
  const statuses = new Map();
  async function worker() {
    while (next < total) {
      const url = base + paths[next++ % paths.length];
      const response = await fetch(url, { headers: { "accept-encoding": "gzip, br" } });
      await response.arrayBuffer();
      statuses.set(response.status, (statuses.get(response.status) ?? 0) + 1);
    }
  }
  await Promise.all(Array.from({ length: concurrency }, worker));
  return [...statuses].map(([status, n]) => `${status}×${n}`).join(" ");
}

try {
  const started = Date.now();
  await server.ready({ probe: "/readyz", timeoutMs: 300_000 });
  const serverNode = execFileSync(server.child.spawnfile, ["--version"], { encoding: "utf8" }).trim();
  console.log(
    `${process.env.DATABASE_URL ? "PostgreSQL" : "PGlite"}, ready after ${Date.now() - started} ms; node ${serverNode} ${server.child.spawnargs.slice(1, -1).join(" ")}`,
  );
  await sleep(3000);
  await snapshot("idle after start-up");
  largestMappings();
  const paths = mix();
  const t0 = Date.now();
  const statuses = await load(paths, requests);
  console.log(
    `${requests} requests over ${paths.length} URLs, ${concurrency} at a time, in ${Date.now() - t0} ms: ${statuses}`,
  );
  await snapshot("right after the load");
  await sleep(5000);
  await snapshot("5 s later");
  largestMappings();
} catch (error) {
  console.error(server.output());
  throw error;
} finally {
  await server.stop();
  if (ownDataDir) rmSync(dataDir, { recursive: true, force: true });
}
