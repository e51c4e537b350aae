/**
 * Export memory: N leads (each with a 2 KB message) written straight into a new embedded database,
 * then the staff JSON and CSV exports read whole (each from a fresh server) while the server's RSS is sampled every 20 ms.
 * The peak growth over the idle server is the number that matters: it must not grow with N.
 *
 *   node --import tsx bench/leads/export-memory.ts [leads] [buildDir]
 */
import path from "node:path";
import { rm } from "node:fs/promises";
import { ADMIN_TOKEN } from "../../tests/support/lead-client";
import { startServer } from "../../tests/support/server-process";
import { newDataDir, rssOf } from "./bench-server";

const leads = Number(process.argv[2] ?? 20_000);
const buildDir = process.argv[3] ?? "build";
const MB = 1024 * 1024;

async function seed(dataDir: string): Promise<void> {
  const { PGlite } = await import("@electric-sql/pglite");
  const database = await PGlite.create(path.join(dataDir, "db"));
  try {
    await database.exec(`
      insert into lead_submissions (id, form_id, variant, name, email, message, captcha_provider, created_at)
      select gen_random_uuid(), 'contact', 'contact-page', 'Visitor ' || n, 'visitor' || n || '@example.com',
        repeat('A message of some length. ', 80), 'altcha', now() - n * interval '1 second'
      from generate_series(1, ${leads}) as n`);
  } finally {
    await database.close();
  }
}

async function exportPeak(url: string, pid: number, format: string) {
  // The database is opened and warm (its first open costs hundreds of MB): idle means idle.
  for (let i = 0; i < 3; i++) await fetch(`${url}/readyz`);
  const idle = await rssOf(pid);
  let peak = idle;
  const sampler = setInterval(async () => {
    peak = Math.max(peak, await rssOf(pid));
  }, 20);
  const response = await fetch(`${url}/api/leads?format=${format}`, {
    headers: { Authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const bytes = (await response.arrayBuffer()).byteLength;
  clearInterval(sampler);
  peak = Math.max(peak, await rssOf(pid));
  const mb = (value: number) => Math.round(value / MB);
  return {
    format,
    status: response.status,
    bodyMb: mb(bytes),
    idleMb: mb(idle),
    peakMb: mb(peak),
    peakGrowthMb: mb(peak - idle),
  };
}

const dataDir = await newDataDir();
try {
  const settings = { DATA_DIR: dataDir, ADMIN_TOKEN };
  const first = await startServer(settings, buildDir);
  await first.stop();
  await seed(dataDir);
  // Each format on a server of its own: memory a first export took is not handed back at once.
  for (const format of ["json", "csv"]) {
    const server = await startServer(settings, buildDir);
    try {
      const peak = await exportPeak(server.url, server.child.pid ?? 0, format);
      console.log(JSON.stringify({ leads, buildDir, ...peak }));
    } finally {
      await server.stop();
    }
  }
} finally {
  await rm(dataDir, { recursive: true, force: true });
}
