/**
 * The rolling-deploy drill: two instances of the production server on one PostgreSQL behind the
 * shipped front (deploy/render-front.sh), under a steady stream of page loads and leads with an
 * attachment, each instance stopped and started again as the next release in turn. The next release
 * brings a migration of its own, applied by the first new instance while the old one still serves.
 * An upload in flight to the instance being stopped is finished. Then the books: failed page loads
 * and lost leads must be 0.
 *
 *   npm run build
 *   DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/rolling-deploy/run.ts
 *
 * Needs nginx (Debian's nginx-light). Writes bench/rolling-deploy/results.md.
 */
import { type ChildProcess, execFile } from "node:child_process";
import { cp, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { postWaitingOutUnavailable } from "../../app/leads/form/send-lead";
import { newSubmissionId } from "../../app/leads/shared/contract";
import { encodeForm, leadFormData, solvedPayload, validContact } from "../../tests/support/lead-client";
import { exitOf, freePort, launchServer, repoRoot } from "../../tests/support/server-process";
import { startSmtpSink } from "../../tests/support/smtp-sink";
import { send } from "../../tests/support/front-checks";
import { startFront } from "../../tests/support/front-process";
import { type Outcome, ATTACHMENT, balance, leadsWhenUp, mailSettled } from "../faults/lead-stream";
import { benchEnv, buildDir, resetPostgres } from "../leads/bench-server";

const run = promisify(execFile);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error("DATABASE_URL is required (DATABASE_URL=$(.ci/postgres.sh))");
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Seconds of steady load between the steps of the deploy. */
const SETTLE_MS = Number(process.env.DRILL_SETTLE_MS ?? 6000);
const PAGE_WORKERS = 4;
const LEAD_WORKERS = 8;
const PAGES = ["/", "/our-team", "/Contact-us", "/blogs", "/news-list", "/PRIZM", "/api/captcha-config"];

type PageLoad = { path: string; status: number; ms: number };
type Instance = { name: string; port: number; child?: ChildProcess; output: () => string };

const work = await mkdtemp(path.join(tmpdir(), "northpeak-rolling-"));
await run("chmod", ["755", work]);
await resetPostgres(databaseUrl);
const smtp = await startSmtpSink();

/** The next release: the same build with one more migration (a table and an index nothing reads yet). */
async function nextReleaseMigrations(): Promise<string> {
  const dir = path.join(work, "next-release-drizzle");
  await cp(path.join(repoRoot, "drizzle"), dir, { recursive: true });
  const journalFile = path.join(dir, "meta", "_journal.json");
  const journal = JSON.parse(await readFile(journalFile, "utf8")) as {
    entries: { idx: number; version: string; when: number; tag: string; breakpoints: boolean }[];
  };
  const last = journal.entries.at(-1)!;
  const tag = `${String(last.idx + 1).padStart(4, "0")}_rolling_deploy_drill`;
  journal.entries.push({ ...last, idx: last.idx + 1, when: Date.now(), tag });
  await writeFile(journalFile, JSON.stringify(journal, null, 2));
  await writeFile(
    path.join(dir, `${tag}.sql`),
    "CREATE TABLE IF NOT EXISTS rolling_deploy_drill (id serial PRIMARY KEY, note text);\n--> statement-breakpoint\nCREATE INDEX IF NOT EXISTS lead_submissions_email_drill ON lead_submissions (email);\n",
  );
  return dir;
}

const [frontPort, portA, portB] = await Promise.all([freePort(), freePort(), freePort()]);
const front = `http://127.0.0.1:${frontPort}`;
const env = (migrations?: string): Record<string, string> => ({
  ...benchEnv(path.join(work, "data"), smtp.port, databaseUrl),
  PUBLIC_URL: front,
  TRUST_PROXY: "loopback",
  LOG_LEVEL: "warn",
  ...(migrations ? { MIGRATIONS_DIR: migrations } : {}),
});

async function start(instance: Instance, migrations?: string): Promise<number> {
  const began = Date.now();
  const { child, output } = await launchServer(env(migrations), buildDir, instance.port);
  instance.child = child;
  instance.output = output;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${instance.name} exited:\n${output()}`);
    if ((await send(`http://127.0.0.1:${instance.port}/readyz`).catch(() => ({ status: 0 }))).status === 200)
      return Date.now() - began;
    await sleep(100);
  }
}

async function stop(instance: Instance): Promise<{ ms: number; code: number | null }> {
  const began = Date.now();
  const exited = exitOf(instance.child!, 30_000);
  instance.child!.kill("SIGTERM");
  const code = await exited;
  return { ms: Date.now() - began, code };
}

async function migrationRows(): Promise<{ total: number; drill: number }> {
  const { default: pg } = await import("pg");
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const total = Number(
      (await client.query("select count(*) from drizzle.__drizzle_migrations")).rows[0].count,
    );
    const drill = await client.query("select to_regclass('public.rolling_deploy_drill') is not null as made");
    return { total, drill: drill.rows[0].made ? 1 : 0 };
  } finally {
    await client.end();
  }
}

// Two instances of the running release, the front before them.
const a: Instance = { name: "A", port: portA, output: () => "" };
const b: Instance = { name: "B", port: portB, output: () => "" };
await start(a);
await start(b);
const before = await migrationRows();
const client = path.join(repoRoot, buildDir, "client");
await run("sh", [path.join(repoRoot, "deploy/publish-assets.sh"), client, path.join(work, "assets")]);
const nginx = await startFront(
  path.join(work, "front"),
  {
    LISTEN: `127.0.0.1:${frontPort}`,
    APP_UPSTREAMS: `127.0.0.1:${portA} 127.0.0.1:${portB}`,
    CLIENT_DIR: client,
    ASSETS_DIR: path.join(work, "assets"),
  },
  `${front}/healthz`,
);

// The load: pages from one address (reading is never limited), leads from eight (the front allows
// an address a post every two seconds), each lead sent as the site's form sends it, 503s waited out.
let running = true;
const pageLoads: PageLoad[] = [];
const outcomes: Outcome[] = [];
let retries = 0;
let leadNumber = 0;

async function pageWorker(offset: number) {
  for (let i = offset; running; i++) {
    const page = PAGES[i % PAGES.length]!;
    const began = performance.now();
    const status = await send(`${front}${page}`, { headers: { "Accept-Encoding": "br" } }).then(
      (answer) => answer.status,
      () => 0,
    );
    pageLoads.push({ path: page, status, ms: performance.now() - began });
  }
}

async function leadWorker(worker: number) {
  const from = `127.0.0.${20 + worker}`;
  while (running) {
    const email = `rolling-${leadNumber++}@example.com`;
    let status: number | "network" = "network";
    let retryAfter = false;
    try {
      const challenge = await send(`${front}/api/captcha`, { from });
      if (challenge.status !== 200) {
        status = challenge.status;
      } else {
        const captcha = await solvedPayload(JSON.parse(challenge.text));
        const form = leadFormData(
          {
            form: "contact",
            fields: { ...validContact, email, submission_id: newSubmissionId() },
            files: [{ name: "brief.pdf", bytes: ATTACHMENT }],
          },
          captcha,
        );
        const { bytes: body, contentType: type } = await encodeForm(form);
        // As the site's form sends it: a 503 with a short Retry-After waited out, the same submission again.
        const post = async () => {
          const answer = await send(`${front}/api/contact`, {
            method: "POST",
            from,
            body,
            headers: { "Content-Type": type, Origin: front },
          });
          const headers = new Headers();
          for (const [name, value] of Object.entries(answer.headers))
            if (typeof value === "string") headers.set(name, value);
          return new Response(answer.text, { status: answer.status, headers });
        };
        const answer = await postWaitingOutUnavailable(post, async (ms) => {
          retries++;
          await sleep(ms);
        });
        status = answer.status;
        retryAfter = answer.headers.has("retry-after");
      }
    } catch {
      status = "network";
    }
    outcomes.push({ email, status, retryAfter });
    await sleep(2200);
  }
}

/** A lead sent straight to an instance, half of it before SIGTERM and the rest after: it must be taken. */
async function uploadAcrossShutdown(
  instance: Instance,
): Promise<{ status: number; email: string; stopped: Promise<{ ms: number; code: number | null }> }> {
  const email = "in-flight-at-shutdown@example.com";
  const challenge = await send(`http://127.0.0.1:${instance.port}/api/captcha`);
  const form = leadFormData(
    {
      form: "contact",
      fields: { ...validContact, email },
      files: [{ name: "brief.pdf", bytes: ATTACHMENT }],
    },
    await solvedPayload(JSON.parse(challenge.text)),
  );
  const { bytes: body, contentType: type } = await encodeForm(form);
  const socket = connect({ host: "127.0.0.1", port: instance.port });
  await new Promise((resolve) => socket.once("connect", resolve));
  const answered = new Promise<number>((resolve) => {
    let text = "";
    socket.on("data", (chunk) => {
      text += chunk;
      const status = /^HTTP\/1\.1 (\d{3})/.exec(text)?.[1];
      if (status) resolve(Number(status));
    });
    socket.once("close", () => resolve(0));
  });
  socket.write(
    `POST /api/contact HTTP/1.1\r\nHost: 127.0.0.1:${instance.port}\r\nContent-Type: ${type}\r\nContent-Length: ${body.byteLength}\r\n\r\n`,
  );
  socket.write(body.subarray(0, body.byteLength >> 1));
  await sleep(300);
  const stopped = stop(instance);
  await sleep(1500);
  socket.write(body.subarray(body.byteLength >> 1));
  const status = await answered;
  socket.destroy();
  return { status, email, stopped };
}

const workers = [
  ...Array.from({ length: PAGE_WORKERS }, (_, i) => pageWorker(i)),
  ...Array.from({ length: LEAD_WORKERS }, (_, i) => leadWorker(i)),
];
const started = Date.now();
const timeline: string[] = [];
const mark = (what: string) => timeline.push(`${((Date.now() - started) / 1000).toFixed(1)} s: ${what}`);

await sleep(SETTLE_MS);
mark("A (this release) asked to stop, an upload to it half sent");
const inFlight = await uploadAcrossShutdown(a);
const stoppedA = await inFlight.stopped;
mark(`A stopped after ${stoppedA.ms} ms (exit ${stoppedA.code}); the upload answered ${inFlight.status}`);
const startA = await start(a, await nextReleaseMigrations());
const afterA = await migrationRows();
mark(
  `A (next release) ready in ${startA} ms; migrations ${before.total} → ${afterA.total}, B (this release) serving`,
);
await sleep(SETTLE_MS);
mark("B (this release) asked to stop");
const stoppedB = await stop(b);
mark(`B stopped after ${stoppedB.ms} ms (exit ${stoppedB.code})`);
const startB = await start(b, path.join(work, "next-release-drizzle"));
const afterB = await migrationRows();
mark(`B (next release) ready in ${startB} ms; migrations ${afterB.total}`);
await sleep(SETTLE_MS);
running = false;
await Promise.all(workers);
mark("load stopped");

outcomes.push({ email: inFlight.email, status: inFlight.status, retryAfter: false });
const leads = await leadsWhenUp(`http://127.0.0.1:${a.port}`);
await mailSettled(outcomes, leads, () => smtp.messages);
const books = balance(outcomes, leads, smtp.messages);
const duplicates = leads.length - new Set(leads.map((lead) => lead.email)).size;

nginx.kill("SIGQUIT");
await Promise.all([stop(a), stop(b)]);
await smtp.close();
const upstreamLines = (await readFile(path.join(work, "front", "access.log"), "utf8")).split("\n");
await rm(work, { recursive: true, force: true });

const failedPages = pageLoads.filter((load) => load.status !== 200);
const sorted = pageLoads.map((load) => load.ms).sort((x, y) => x - y);
const quantile = (q: number) =>
  sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]?.toFixed(1);
const leadStatuses = new Map<string, number>();
for (const { status } of outcomes)
  leadStatuses.set(String(status), (leadStatuses.get(String(status)) ?? 0) + 1);
const retriedBy = upstreamLines.filter((line) => /upstream=\S+, /.test(line)).length;

const report = `# Rolling-deploy drill

Two instances of the production server on one PostgreSQL behind the shipped front
(\`deploy/render-front.sh\`, both instances in \`APP_UPSTREAMS\`), under a steady load: ${PAGE_WORKERS} clients
loading pages one after another (${PAGES.join(", ")}), ${LEAD_WORKERS} clients at their own addresses each
sending a lead with a ${ATTACHMENT.byteLength}-byte PDF every ~2 s as the site's form does (solved captcha,
multipart post, a 503 with a short Retry-After waited out and sent again). Each instance is stopped
(SIGTERM) and started again as the next release in turn; the next release carries one more migration.
An upload to A sent half before its SIGTERM and half after must be taken.

Command: \`DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/rolling-deploy/run.ts\` (after \`npm run build\`)
Machine: 2 CPUs, Node ${process.version}, run ${new Date().toISOString()}.

## Result

| what | count |
| --- | --- |
| page loads | ${pageLoads.length} |
| **failed page loads** (not 200) | **${failedPages.length}**${
  failedPages.length
    ? ` (${failedPages
        .map((load) => `${load.path} ${load.status}`)
        .slice(0, 5)
        .join(", ")})`
    : ""
} |
| page load time p50 / p99 / max | ${quantile(0.5)} / ${quantile(0.99)} / ${sorted.at(-1)?.toFixed(1)} ms |
| leads sent | ${books.sent} (${[...leadStatuses].map(([status, n]) => `${n}× ${status}`).join(", ")}) |
| of them sent again after a 503 | ${retries} retries |
| stored whole | ${books.storedWhole} |
| e-mailed | ${books.mailed} (twice: ${books.mailedTwice}) |
| stored twice | ${duplicates} |
| **lost** (answered 200 but not stored whole and e-mailed) | **${books.lost}** |
| refused in the end (not 200 after the form's retries) | ${books.sent - books.accepted} |
| requests the front passed to the other instance | ${retriedBy} |
| migrations before / after A / after B | ${before.total} / ${afterA.total} / ${afterB.total} (the drill's table ${afterA.drill ? "made" : "missing"} once, while B ran the release before) |
| upload in flight at A's SIGTERM | ${inFlight.status}, ${leads.some((lead) => lead.email === inFlight.email) ? "stored" : "NOT stored"} |
| A drained in / next release ready in | ${stoppedA.ms} ms / ${startA} ms |
| B drained in / next release ready in | ${stoppedB.ms} ms / ${startB} ms |

## Timeline

${timeline.map((line) => `- ${line}`).join("\n")}
`;
const resultsFile = path.join(repoRoot, "bench", "rolling-deploy", "results.md");
await writeFile(resultsFile, report);
// Tables aligned as the project's formatter writes them, so the committed file passes the lint.
await run(path.join(repoRoot, "node_modules", ".bin", "biome"), ["format", "--write", resultsFile]);
console.log(report);
process.exit(failedPages.length === 0 && books.lost === 0 && duplicates === 0 ? 0 : 1);
