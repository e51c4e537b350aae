/**
 * Upload memory: 20 parallel uploads of about 25 MB (the per-request limit) with a wrong
 * captcha, then 20 with a right one, while the server's RSS is sampled every 20 ms. The server admits
 * what its memory budget holds and answers the rest 503 with Retry-After; the peak growth over idle
 * is the number that matters (goal < 150 MB). A right-captcha upload that got 200 must be stored.
 */
import { minimalPdf, pdfOfSize } from "../../tests/support/lead-fixtures";
import { leadFormData, listLeads, solveCaptcha, validContact } from "../../tests/support/lead-client";
import type { RunningServer } from "../../tests/support/server-process";
import { rssOf } from "./bench-server";

const PARALLEL = 20;
const MB = 1024 * 1024;
// 10 + 10 + 4.5 MB: just under the 25 MB a request may carry, in three files of at most 10 MB.
const FILES = [pdfOfSize(10 * MB), pdfOfSize(10 * MB), pdfOfSize(4.5 * MB)];

export type PhaseResult = { statuses: Record<string, number>; peakGrowthMb: number };
export type UploadMemory = {
  idleMb: number;
  wrong: PhaseResult;
  right: PhaseResult;
  /** Leads this part stored (its warm-up lead included): each must be mailed. */
  stored: number;
  /** Answered 200 but not stored. */
  lost: number;
};

/** A wrong answer with the shape of a real one: the server must read the body to refuse it. */
function wrongCaptcha(): string {
  const fake = {
    challenge: { algorithm: "PBKDF2/SHA-256", challenge: "0".repeat(64), salt: "x", signature: "0" },
    solution: { number: 1 },
  };
  return Buffer.from(JSON.stringify(fake)).toString("base64");
}

async function phase(
  server: RunningServer,
  idle: number,
  captchas: string[],
  tag: string,
): Promise<PhaseResult> {
  const pid = server.child.pid ?? 0;
  let peak = idle;
  const sampler = setInterval(() => {
    rssOf(pid).then(
      (rss) => {
        peak = Math.max(peak, rss);
      },
      () => {},
    );
  }, 20);
  const statuses: Record<string, number> = {};
  await Promise.all(
    captchas.map(async (captcha, i) => {
      const form = leadFormData(
        {
          form: "contact",
          fields: { ...validContact, email: `${tag}-${i}@example.com` },
          files: FILES.map((bytes, n) => ({ name: `${tag}-${i}-${n}.pdf`, bytes })),
        },
        captcha,
      );
      try {
        const response = await fetch(`${server.url}/api/contact`, {
          method: "POST",
          body: form,
          headers: { "X-Forwarded-For": `203.0.113.${i + 1}` },
        });
        await response.arrayBuffer();
        statuses[response.status] = (statuses[response.status] ?? 0) + 1;
      } catch {
        // The server may close a refused upload's connection before the client has sent it all.
        statuses.closed = (statuses.closed ?? 0) + 1;
      }
    }),
  );
  await new Promise((r) => setTimeout(r, 500));
  clearInterval(sampler);
  return { statuses, peakGrowthMb: (peak - idle) / MB };
}

export async function uploadMemory(server: RunningServer): Promise<UploadMemory> {
  // Warm the path once with a small lead, then let the process settle before the idle sample.
  await fetch(`${server.url}/api/contact`, {
    method: "POST",
    body: leadFormData(
      { form: "contact", fields: validContact, files: [{ name: "warm.pdf", bytes: minimalPdf() }] },
      await solveCaptcha(server.url),
    ),
  });
  await new Promise((r) => setTimeout(r, 2000));
  const idle = await rssOf(server.child.pid ?? 0);
  const wrong = await phase(server, idle, Array.from({ length: PARALLEL }, wrongCaptcha), "wrong");
  const captchas: string[] = [];
  for (let i = 0; i < PARALLEL; i++) captchas.push(await solveCaptcha(server.url));
  const right = await phase(server, idle, captchas, "right");
  const leads = await listLeads(server.url);
  const big = leads.filter(
    (lead) => lead.email?.startsWith("right-") && lead.attachments.length === FILES.length,
  );
  return {
    idleMb: idle / MB,
    wrong,
    right,
    stored: big.length + 1,
    lost: Math.max(0, (right.statuses["200"] ?? 0) - big.length),
  };
}
