/** The production server as the lead benchmarks run it: a fresh DATA_DIR (or PostgreSQL), a local SMTP sink. */
import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { ADMIN_TOKEN } from "../../tests/support/lead-client";
import { type RunningServer, startServer } from "../../tests/support/server-process";
import { type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink";

export const buildDir = process.env.BUILD_DIR ?? "build";

export type BenchServer = { server: RunningServer; smtp: SmtpSink; close(): Promise<void> };

/** Empties the PostgreSQL database: every table of the app goes with the schema, whatever migrations exist. */
export async function resetPostgres(databaseUrl: string): Promise<void> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query("drop schema if exists public cascade");
    await client.query("create schema public");
    await client.query("drop schema if exists drizzle cascade");
  } finally {
    await client.end();
  }
}

/** The environment of a benchmark server: cheap captchas, limits out of the way, quick mail retries. */
export function benchEnv(dataDir: string, smtpPort: number, databaseUrl?: string): Record<string, string> {
  return {
    DATA_DIR: dataDir,
    ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    SMTP_URL: `smtp://127.0.0.1:${smtpPort}/?ignoreTLS=true`,
    ADMIN_TOKEN,
    TRUST_PROXY: "true",
    ALTCHA_COST: "10",
    ALTCHA_MAX_COUNTER: "60",
    RATE_LIMIT_CONTACT_PER_HOUR: "100000",
    RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    // The runs store hundreds of megabytes of attachments from one client in minutes.
    ATTACHMENT_MB_PER_CLIENT_PER_HOUR: "1000000",
    ATTACHMENT_MB_PER_DAY: "10000000",
    MAIL_RETRY_MIN_MS: "200",
    MAIL_RETRY_MAX_MS: "2000",
  };
}

export const newDataDir = () => mkdtemp(path.join(tmpdir(), "northpeak-bench-"));

export async function startBenchServer(databaseUrl?: string): Promise<BenchServer> {
  const smtp = await startSmtpSink();
  const dataDir = await newDataDir();
  if (databaseUrl) await resetPostgres(databaseUrl);
  const server = await startServer(benchEnv(dataDir, smtp.port, databaseUrl), buildDir);
  return {
    server,
    smtp,
    async close() {
      await server.stop();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Resident set size of a process in bytes, from /proc (Linux). */
export async function rssOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const status = await readFile(`/proc/${pid}/status`, "utf8");
  const kb = /^VmRSS:\s+(\d+) kB/m.exec(status)?.[1];
  return Number(kb ?? 0) * 1024;
}

/**
 * CPU time a process has used so far, user and kernel, in milliseconds, from /proc (Linux). Wall time
 * on a shared two-core machine moves with the neighbours; the server's own CPU per lead does not.
 */
export async function cpuMsOf(pid: number): Promise<number> {
  const { readFile } = await import("node:fs/promises");
  const stat = await readFile(`/proc/${pid}/stat`, "utf8");
  // The fields after the command name (which may hold spaces) start at field 3; utime and stime are 14 and 15.
  const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS_PER_SECOND;
}

/** USER_HZ, 100 on every Linux this runs on. */
const CLOCK_TICKS_PER_SECOND = 100;

/** Waits until the SMTP sink has at least `count` messages, or two minutes have passed. */
export async function waitForMail(smtp: SmtpSink, count: number): Promise<number> {
  const deadline = Date.now() + 120_000;
  while (smtp.messages.length < count && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200));
  return smtp.messages.length;
}
