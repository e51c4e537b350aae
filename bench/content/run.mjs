// Load test of the content pages and endpoints with autocannon.
//
//   BUILD_DIR=build node bench/content/run.mjs            (after `npm run build`)
//
// Starts the production server from BUILD_DIR on a free port with the default local content
// source (or uses BENCH_URL if given), warms it up, then measures each path for DURATION seconds
// with CONNECTIONS connections, and writes bench/content/report.md.
import { spawnSync } from "node:child_process";
import { writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { startServer } from "../../tests/support/site-server.mjs";

const root = path.resolve(import.meta.dirname, "../..");
const duration = Number(process.env.DURATION ?? 10);
const connections = Number(process.env.CONNECTIONS ?? 50);
const paths = ["/blogs", "/api/strapi/northpeak-website-blogs"];

const loadBefore = os.loadavg()[0].toFixed(2);
const server = process.env.BENCH_URL
  ? { url: process.env.BENCH_URL, stop() {} }
  : await startServer({ buildDir: process.env.BUILD_DIR ?? "build", inheritEnv: true, stdio: "inherit" });
const rows = [];
try {
  for (const p of paths) {
    await autocannon({ url: server.url + p, connections: 10, duration: 2 }); // warm-up
    const result = await autocannon({ url: server.url + p, connections, duration });
    rows.push({
      path: p,
      rps: Math.round(result.requests.average),
      p50: result.latency.p50,
      p99: result.latency.p99,
      non2xx: result.non2xx,
      errors: result.errors,
      total: result.requests.total,
    });
    console.log(rows.at(-1));
  }
} finally {
  await server.stop();
}

const cpu = os.cpus()[0]?.model ?? "unknown CPU";
const report = `# Content pages and endpoints: load test

Command: \`BUILD_DIR=${process.env.BUILD_DIR ?? "build"} node bench/content/run.mjs\` (autocannon ${connections} connections, ${duration} s per path after a 2 s warm-up;
production server, \`CONTENT_SOURCE=local\`, in-memory content cache with the default 60 s TTL, compression on, no \`Accept-Encoding\` sent).

Machine: ${os.cpus().length} × ${cpu}, ${Math.round(os.totalmem() / 2 ** 30)} GiB RAM, Node ${process.version}, ${new Date().toISOString().slice(0, 10)}.
1-minute load average before the run: ${loadBefore} (the machine is shared with other test runs;
numbers taken under load are lower bounds).

| path | requests/s (avg) | p50 latency (ms) | p99 latency (ms) | requests | non-2xx | errors |
| --- | ---: | ---: | ---: | ---: | ---: | ---: |
${rows.map((r) => `| \`${r.path}\` | ${r.rps} | ${r.p50} | ${r.p99} | ${r.total} | ${r.non2xx} | ${r.errors} |`).join("\n")}

Notes: \`/blogs\` is rendered by React on every request (not prerendered); the JSON endpoint serialises
each cached list once and answers from memory with an ETag. Both read the content cache, so the
source (Markdown files or Strapi) is asked at most once per TTL.
`;
const reportFile = path.join(import.meta.dirname, "report.md");
await writeFile(reportFile, report);
// Keep the committed report in the repository's format (Biome aligns Markdown tables).
spawnSync(path.join(root, "node_modules/.bin/biome"), ["format", "--write", reportFile], { stdio: "ignore" });
console.log(report);
