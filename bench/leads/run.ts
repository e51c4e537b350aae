/**
 * Lead pipeline benchmark: submissions per second with a 1 MB PDF attachment through the
 * real server, on PGlite and (when DATABASE_URL is set) PostgreSQL, and the number of leads lost:
 * answered 200 but not stored, or stored but never e-mailed. Must be 0.
 *
 *   BUILD_DIR=build npm run build
 *   BUILD_DIR=build DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/leads/run.ts [count] [concurrency]
 *
 * Writes the tables at the top of bench/leads/results.md (what follows its hand-written marker is kept).
 * LEADS_BENCH_ONLY=postgres runs PostgreSQL alone; LEADS_BENCH_RANDOM=1 fills the attachment (after
 * its PDF header) with random bytes instead of spaces, like a real PDF's compressed streams, which
 * PostgreSQL cannot compress any further. Either only prints.
 */
import { execFileSync } from "node:child_process";
import { randomFillSync } from "node:crypto";
import { readFile, writeFile } from "node:fs/promises";
import http from "node:http";
import path from "node:path";
import { pdfOfSize } from "../../tests/support/lead-fixtures";
import { leadFormData, listLeads, solveCaptcha, validContact } from "../../tests/support/lead-client";
import { buildDir, cpuMsOf, startBenchServer, waitForMail } from "./bench-server";
import { type UploadMemory, uploadMemory } from "./upload-memory";

/** In results.md, everything from this line on is written by hand and kept across runs. */
const HAND_WRITTEN_MARKER = "<!-- Written by hand from here on: bench/leads/run.ts keeps it. -->";

type EncodedForm = { contentType: string; bytes: Buffer };

/** A form's multipart body as fetch would send it, with its boundary. */
async function encodeForm(form: FormData): Promise<EncodedForm> {
  const encoded = new Response(form);
  const contentType = encoded.headers.get("content-type");
  if (!contentType) throw new Error("a multipart body without its content type");
  return { contentType, bytes: Buffer.from(await encoded.arrayBuffer()) };
}

/** POSTs an encoded form on a kept-alive connection; resolves with the status once the answer is read. */
function post(url: string, body: EncodedForm, agent: http.Agent, headers: Record<string, string>) {
  return new Promise<number>((resolve, reject) => {
    const request = http.request(
      url,
      {
        method: "POST",
        agent,
        headers: { ...headers, "Content-Type": body.contentType, "Content-Length": body.bytes.length },
      },
      (response) => {
        response.resume();
        response.on("end", () => resolve(response.statusCode ?? 0));
        response.on("error", reject);
      },
    );
    request.on("error", reject);
    request.end(body.bytes);
  });
}

const count = Number(process.argv[2] ?? 200);
const concurrency = Number(process.argv[3] ?? 8);
const attachment = pdfOfSize(1024 * 1024);
if (process.env.LEADS_BENCH_RANDOM) randomFillSync(attachment, 1024);

type Result = {
  backend: string;
  accepted: number;
  refused: number;
  seconds: number;
  perSecond: number;
  /** The server process's CPU (all its threads, user and kernel) over the timed part, per accepted lead. */
  serverCpuMsPerLead: number;
  /** The same from the start of the clock until the last lead's e-mail has been received. */
  serverCpuMsPerLeadWithMail: number;
  p50: number;
  p95: number;
  stored: number;
  mailed: number;
  lost: number;
  memory: UploadMemory;
};

async function run(backend: string, databaseUrl?: string): Promise<Result> {
  const { server, smtp, close } = await startBenchServer(databaseUrl);
  try {
    await listLeads(server.url); // the database is open before the clock starts
    const memory = await uploadMemory(server);
    // Every request body is made before the clock starts: the captcha solved and the multipart
    // bytes encoded (by undici, as a fetch would send them). The clock then measures the server
    // taking in leads, not this client encoding 1 MB forms on the same two cores.
    const bodies: EncodedForm[] = [];
    for (let i = 0; i < count; i++) {
      const form = leadFormData(
        {
          form: "contact",
          fields: { ...validContact, email: `bench-${i}@example.com` },
          files: [{ name: `rate-file-${i}.pdf`, bytes: attachment }],
        },
        await solveCaptcha(server.url),
      );
      bodies.push(await encodeForm(form));
    }
    const agent = new http.Agent({ keepAlive: true, maxSockets: concurrency });
    const latencies: number[] = [];
    let accepted = 0;
    let refused = 0;
    let next = 0;
    const serverPid = server.child.pid ?? 0;
    const cpuBefore = await cpuMsOf(serverPid);
    const started = performance.now();
    const worker = async () => {
      while (next < count) {
        const i = next++;
        const body = bodies[i];
        if (!body) break;
        const t = performance.now();
        const status = await post(`${server.url}/api/contact`, body, agent, {
          "X-Forwarded-For": `198.51.100.${i % 250}`,
        });
        latencies.push(performance.now() - t);
        if (status === 200) accepted++;
        else refused++;
      }
    };
    await Promise.all(Array.from({ length: concurrency }, worker)).finally(() => agent.destroy());
    const seconds = (performance.now() - started) / 1000;
    const serverCpuMs = (await cpuMsOf(serverPid)) - cpuBefore;
    const leads = await listLeads(server.url);
    const stored = leads.filter(
      (l) => l.email?.startsWith("bench-") && l.attachments[0]?.size === attachment.length,
    );
    const mailed = (await waitForMail(smtp, stored.length + memory.stored)) - memory.stored;
    const serverCpuMsWithMail = (await cpuMsOf(serverPid)) - cpuBefore;
    latencies.sort((a, b) => a - b);
    return {
      backend,
      accepted,
      refused,
      seconds,
      perSecond: accepted / seconds,
      serverCpuMsPerLead: serverCpuMs / Math.max(1, accepted),
      serverCpuMsPerLeadWithMail: serverCpuMsWithMail / Math.max(1, accepted),
      p50: latencies[Math.floor(latencies.length * 0.5)] ?? 0,
      p95: latencies[Math.floor(latencies.length * 0.95)] ?? 0,
      stored: stored.length,
      mailed,
      lost: Math.max(0, accepted - stored.length) + Math.max(0, stored.length - mailed) + memory.lost,
      memory,
    };
  } finally {
    await close();
  }
}

// LEADS_BENCH_ONLY=postgres skips PGlite: quicker when a change concerns the PostgreSQL path alone.
const only = process.env.LEADS_BENCH_ONLY;
if (only !== undefined && only !== "postgres") throw new Error("LEADS_BENCH_ONLY takes one value: postgres");
if (only && !process.env.DATABASE_URL) throw new Error("LEADS_BENCH_ONLY=postgres needs DATABASE_URL");
const results: Result[] = [];
if (only !== "postgres") results.push(await run("PGlite"));
if (process.env.DATABASE_URL) results.push(await run("PostgreSQL 15", process.env.DATABASE_URL));

const rows = results.map(
  (r) =>
    `| ${r.backend} | ${r.accepted} | ${r.refused} | ${r.seconds.toFixed(1)} | ${r.perSecond.toFixed(1)} | ${r.serverCpuMsPerLead.toFixed(1)} / ${r.serverCpuMsPerLeadWithMail.toFixed(1)} | ${r.p50.toFixed(0)} | ${r.p95.toFixed(0)} | ${r.stored} | ${r.mailed} | **${r.lost}** |`,
);
const answers = (statuses: Record<string, number>) =>
  Object.entries(statuses)
    .map(([status, n]) => `${n}× ${status}`)
    .join(", ");
const memoryRows = results.map(
  ({ backend, memory: m }) =>
    `| ${backend} | ${m.idleMb.toFixed(0)} | ${answers(m.wrong.statuses)} | ${m.wrong.peakGrowthMb.toFixed(0)} | ${answers(m.right.statuses)} | ${m.right.peakGrowthMb.toFixed(0)} | ${m.stored - 1} | **${m.lost}** |`,
);
const report = `# Lead pipeline benchmark

${count} submissions of the contact form, each with a 1 MB PDF attachment, ${concurrency} at a time,
through the production server (POST /api/contact: multipart parse, signature check, captcha,
one transaction with the bytes in the database), e-mailed by the outbox worker to a local SMTP server.
Every request body (captcha solved, multipart encoded) is made before the clock starts and sent on
kept-alive connections, so the clock measures the server, not the client encoding forms beside it.
"Server CPU" is the server process's user and kernel time (all its threads) divided by the leads:
over the timed part ("intake", with the few e-mails sent meanwhile), and until the last e-mail has
been received ("with e-mail"). It is what the server itself spends on a lead, beside a rate that
also measures the neighbours on this shared machine. "Lost" = answered 200 but not stored, plus stored but not e-mailed: it must be 0.

Command: \`BUILD_DIR=${buildDir} DATABASE_URL=$(.ci/postgres.sh) node --import tsx bench/leads/run.ts ${count} ${concurrency}\`
Machine: ${(await import("node:os")).cpus().length} CPUs, Node ${process.version}, run ${new Date().toISOString()}.

| database | 200 | refused | seconds | submissions/s | server CPU ms per lead: intake / with e-mail | p50 ms | p95 ms | stored | e-mailed | lost |
| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |
${rows.join("\n")}

## Upload memory

Before the run above, on the same fresh server: 20 uploads of 24.5 MB (three PDFs of 10, 10 and
4.5 MB) sent at once with a wrong captcha, then 20 with a right one. The server's RSS is sampled
every 20 ms; "peak growth" is the highest sample minus the idle RSS (goal: under 150 MB). Uploads
beyond \`UPLOAD_MEMORY_BUDGET_MB\` (64) are answered 503 with Retry-After before their bodies are read.

| database | idle RSS MB | wrong captcha: answers | peak growth MB | right captcha: answers | peak growth MB | stored | lost |
| --- | --- | --- | --- | --- | --- | --- | --- |
${memoryRows.join("\n")}
`;
console.log(report);
// A run of one database alone, or on other bytes than the committed tables', is for trying a change:
// it is printed, not written.
if (!only && !process.env.LEADS_BENCH_RANDOM) {
  const resultsFile = path.join(import.meta.dirname, "results.md");
  const previous = await readFile(resultsFile, "utf8").catch(() => "");
  const marker = previous.indexOf(HAND_WRITTEN_MARKER);
  if (previous && marker < 0)
    throw new Error(`${resultsFile} has lost its line ${HAND_WRITTEN_MARKER}: nothing written`);
  const handWritten = marker >= 0 ? previous.slice(marker) : `${HAND_WRITTEN_MARKER}\n`;
  await writeFile(resultsFile, `${report}\n${handWritten}`);
  // The repository's formatter lays out the tables, so the committed file passes `npm run lint`.
  execFileSync(path.resolve("node_modules/.bin/biome"), ["format", "--write", resultsFile], {
    stdio: "ignore",
  });
}
const lost = results.reduce((sum, r) => sum + r.lost, 0);
process.exit(lost === 0 ? 0 : 1);
