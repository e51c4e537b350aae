/**
 * Fault drills: a steady stream of leads through the production server while a part of
 * the system fails, then the books: answered, stored whole, e-mailed, lost (must be 0).
 *
 *   BUILD_DIR=build npm run build
 *   BUILD_DIR=build DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/faults/run.ts
 *
 * The PostgreSQL drills need DATABASE_URL and root (the restart goes through pg_ctlcluster;
 * PG_CLUSTER names the cluster, "15 main" by default). Writes bench/faults/results.md.
 */
import { execFileSync } from "node:child_process";
import { request } from "node:http";
import { writeFile } from "node:fs/promises";
import path from "node:path";
import { sampleContent, startFakeStrapi } from "../../tests/support/fake-strapi";
import { leadFormData, postLead, solveCaptcha, validContact } from "../../tests/support/lead-client";
import { pdfOfSize } from "../../tests/support/lead-fixtures";
import { exitOf, freePort, type RunningServer, startServer } from "../../tests/support/server-process";
import { type ReceivedMail, type SmtpSink, startSmtpSink } from "../../tests/support/smtp-sink";
import { benchEnv, buildDir, newDataDir, resetPostgres } from "../leads/bench-server";
import { type Books, balance, leadsWhenUp, mailSettled, type Outcome, streamLeads } from "./lead-stream";

const databaseUrl = process.env.DATABASE_URL;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

type DrillResult = { drill: string; database: string; books: Books; notes: string };

/** An SMTP sink whose messages survive being stopped and started again on the same port. */
async function restartableSmtp() {
  const port = await freePort();
  const received: ReceivedMail[] = [];
  let sink: SmtpSink | undefined = await startSmtpSink(port);
  const all = () => [...received, ...(sink?.messages ?? [])];
  return {
    port,
    all,
    async stop() {
      if (!sink) return;
      received.push(...sink.messages);
      await sink.close();
      sink = undefined;
    },
    async start() {
      sink ??= await startSmtpSink(port);
    },
  };
}

async function settle(url: string, outcomes: Outcome[], mail: () => ReceivedMail[]): Promise<Books> {
  const leads = await leadsWhenUp(url);
  await mailSettled(outcomes, leads, mail);
  return balance(outcomes, leads, mail());
}

const statusSummary = (outcomes: Outcome[]) => {
  const counts = new Map<string, number>();
  for (const { status } of outcomes) counts.set(String(status), (counts.get(String(status)) ?? 0) + 1);
  return [...counts].map(([status, n]) => `${n}× ${status}`).join(", ");
};

/** SMTP refuses connections for 60 s while leads keep coming; every one must be mailed once it is back. */
async function smtpDown(): Promise<DrillResult> {
  const smtp = await restartableSmtp();
  const server = await startServer(benchEnv(await newDataDir(), smtp.port), buildDir);
  try {
    const stream = streamLeads("smtp", () => [server.url]);
    await sleep(5_000);
    await smtp.stop();
    await sleep(60_000);
    await smtp.start();
    await sleep(5_000);
    await stream.stop();
    const books = await settle(server.url, stream.outcomes, smtp.all);
    return { drill: "SMTP down for 60 s", database: "PGlite", books, notes: statusSummary(stream.outcomes) };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

/** PostgreSQL stops for 15 s and starts again under a stream; while it is down the answer is 503 + Retry-After. */
async function postgresRestart(url: string): Promise<DrillResult> {
  const [version, name] = (process.env.PG_CLUSTER ?? "15 main").split(" ");
  const smtp = await restartableSmtp();
  await resetPostgres(url);
  const server = await startServer(benchEnv(await newDataDir(), smtp.port, url), buildDir);
  try {
    const stream = streamLeads("pg", () => [server.url]);
    await sleep(5_000);
    execFileSync("pg_ctlcluster", [version!, name!, "stop", "-m", "fast"], { stdio: "ignore" });
    await sleep(15_000);
    execFileSync("pg_ctlcluster", [version!, name!, "start"], { stdio: "ignore" });
    await sleep(10_000);
    await stream.stop();
    const books = await settle(server.url, stream.outcomes, smtp.all);
    return {
      drill: "PostgreSQL stopped 15 s, restarted",
      database: "PostgreSQL",
      books,
      notes: statusSummary(stream.outcomes),
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

/** The content source goes away for 20 s: pages keep answering and leads keep flowing. */
async function strapiDown(): Promise<DrillResult> {
  const smtp = await restartableSmtp();
  const strapiPort = await freePort();
  const content = { version: "v4" as const, ...sampleContent(), port: strapiPort };
  let strapi = await startFakeStrapi(content);
  const server = await startServer(
    {
      ...benchEnv(await newDataDir(), smtp.port),
      CONTENT_SOURCE: "strapi",
      STRAPI_URL: strapi.url,
      STRAPI_TIMEOUT_MS: "1000",
    },
    buildDir,
  );
  try {
    await fetch(`${server.url}/blogs`); // the content is cached before the outage
    const stream = streamLeads("strapi", () => [server.url]);
    await sleep(3_000);
    await strapi.close();
    const pages = new Map<string, number>();
    const outageEnds = Date.now() + 20_000;
    while (Date.now() < outageEnds) {
      for (const page of ["/blogs", "/news-list", "/blogs/1/x"]) {
        const status = await fetch(`${server.url}${page}`).then(
          (r) => r.status,
          () => 0,
        );
        const key = `${page} ${status}`;
        pages.set(key, (pages.get(key) ?? 0) + 1);
      }
      await sleep(500);
    }
    strapi = await startFakeStrapi(content);
    await sleep(3_000);
    await stream.stop();
    const books = await settle(server.url, stream.outcomes, smtp.all);
    const pageSummary = [...pages].map(([key, n]) => `${key}: ${n}×`).join("; ");
    return {
      drill: "Strapi down for 20 s",
      database: "PGlite",
      books,
      notes: `pages during the outage: ${pageSummary}`,
    };
  } finally {
    await server.stop();
    await strapi.close();
    await smtp.stop();
  }
}

/** Starts a 3 MB upload and sends only its first megabyte, so the server is killed in the middle of it. */
function halfUpload(url: string, captcha: string): Promise<void> {
  const form = leadFormData(
    {
      form: "contact",
      fields: { ...validContact, email: "drill-kill-half@example.com" },
      files: [{ name: "half.pdf", bytes: pdfOfSize(3 * 1024 * 1024) }],
    },
    captcha,
  );
  const encoded = new Response(form);
  return encoded.arrayBuffer().then(
    (body) =>
      new Promise<void>((resolve) => {
        const target = new URL(`${url}/api/contact`);
        const req = request(
          {
            host: target.hostname,
            port: target.port,
            path: target.pathname,
            method: "POST",
            headers: {
              "Content-Type": encoded.headers.get("content-type") ?? "",
              "Content-Length": body.byteLength,
            },
          },
          () => resolve(),
        );
        req.on("error", () => resolve());
        req.write(Buffer.from(body, 0, 1024 * 1024), () => resolve());
      }),
  );
}

/** kill -9 while an upload is half sent and leads are in flight; after a restart on the same data, nothing accepted is missing. */
async function killMidUpload(): Promise<DrillResult> {
  const smtp = await restartableSmtp();
  const dataDir = await newDataDir();
  let server: RunningServer = await startServer(benchEnv(dataDir, smtp.port), buildDir);
  try {
    const stream = streamLeads("kill", () => [server.url], 150);
    await sleep(5_000);
    await halfUpload(server.url, await solveCaptcha(server.url));
    server.child.kill("SIGKILL");
    await exitOf(server.child);
    await stream.stop();
    server = await startServer(benchEnv(dataDir, smtp.port), buildDir);
    const books = await settle(server.url, stream.outcomes, smtp.all);
    const half = (await leadsWhenUp(server.url)).filter(
      (lead) => lead.email === "drill-kill-half@example.com",
    );
    return {
      drill: "kill -9 mid-upload, restart",
      database: "PGlite",
      books,
      notes: `${statusSummary(stream.outcomes)}; the half-sent upload stored: ${half.length}`,
    };
  } finally {
    await server.stop();
    await smtp.stop();
  }
}

/** Two instances on one PostgreSQL: one shared rate limit, a captcha used on one is refused on the other, each lead mailed once. */
async function twoInstances(url: string): Promise<DrillResult> {
  const smtp = await restartableSmtp();
  await resetPostgres(url);
  const env = { ...benchEnv(await newDataDir(), smtp.port, url), RATE_LIMIT_CONTACT_PER_HOUR: "10" };
  const a = await startServer(env, buildDir);
  const b = await startServer({ ...env, DATA_DIR: await newDataDir() }, buildDir);
  try {
    // Every lead from one address, alternating between the instances: the limit of 10 holds across both.
    const stream = streamLeads(
      "two",
      () => [a.url, b.url],
      150,
      () => "203.0.113.77",
    );
    await sleep(5_000);
    await stream.stop();
    const captcha = await solveCaptcha(a.url);
    const replayed = { fields: { email: "drill-two-replay@example.com" }, captcha };
    const first = await postLead({ url: a.url, ip: "203.0.113.78" }, replayed);
    const replay = await postLead({ url: b.url, ip: "203.0.113.79" }, replayed);
    const books = await settle(a.url, stream.outcomes, smtp.all);
    return {
      drill: "two instances, one PostgreSQL",
      database: "PostgreSQL",
      books,
      notes: `${statusSummary(stream.outcomes)} (limit 10 per hour per address, shared); a captcha used on A (${first.status}) replayed on B: ${replay.status}`,
    };
  } finally {
    await a.stop();
    await b.stop();
    await smtp.stop();
  }
}

const results: DrillResult[] = [await smtpDown(), await strapiDown(), await killMidUpload()];
if (databaseUrl) results.push(await postgresRestart(databaseUrl), await twoInstances(databaseUrl));

const row = ({ drill, database, books: k, notes }: DrillResult) =>
  `| ${drill} | ${database} | ${k.sent} | ${k.accepted} | ${k.deferred} | ${k.failed} | ${k.storedWhole} | ${k.storedUnanswered} | ${k.mailed} | ${k.mailedTwice} | **${k.lost}** | ${notes} |`;
const report = `# Fault drills

A lead every 250 ms (150 ms in the kill and two-instance drills), each with a 20 KB PDF and its own
solved captcha, through the production server while one part fails. "Deferred" = 503 or 429 with
Retry-After (the visitor is told to try again; nothing may be stored). "Lost" = answered 200 but not
stored whole, or stored but never e-mailed: it must be 0. "Unanswered" = stored without the visitor
having seen a 200 (a duplicate risk if they resend, never a loss).

Command: \`BUILD_DIR=${buildDir} DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/faults/run.ts\`
Machine: ${(await import("node:os")).cpus().length} CPUs, Node ${process.version}, run ${new Date().toISOString()}.

| drill | database | sent | 200 | deferred | failed | stored whole | unanswered | e-mailed | e-mailed twice | lost | notes |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${results.map(row).join("\n")}
`;
const resultsFile = path.join(import.meta.dirname, "results.md");
await writeFile(resultsFile, report);
// The repository's formatter lays out the table, so the committed file passes `npm run lint`.
execFileSync(path.resolve("node_modules/.bin/biome"), ["format", "--write", resultsFile], {
  stdio: "ignore",
});
console.log(report);
const lost = results.reduce((sum, r) => sum + r.books.lost + r.books.mailedTwice, 0);
process.exit(lost === 0 ? 0 : 1);
