/**
 * A steady stream of leads for the fault drills, and the books that say whether any was lost.
 * Every lead has its own address (drill-<name>-<n>@example.com) and a small PDF, so the staff list
 * and the SMTP sink can be matched against what the server answered.
 */
import type { StaffLead } from "../../app/leads/staff/lead-access.server";
import { pdfOfSize } from "../../tests/support/lead-fixtures";
import { leadFormData, listLeads, solvedPayload, validContact } from "../../tests/support/lead-client";
import type { ReceivedMail } from "../../tests/support/smtp-sink";

/** The file every drill lead carries; `balance` counts a lead whole when its stored file has this size. */
export const ATTACHMENT = pdfOfSize(20 * 1024);

export type Outcome = { email: string; status: number | "network"; retryAfter: boolean };

export type LeadStream = {
  outcomes: Outcome[];
  /** Stops sending and resolves once the last request has been answered. */
  stop(): Promise<void>;
};

/** One lead every `intervalMs`, to the servers in turn, each with a freshly solved captcha from its server. */
export function streamLeads(
  drill: string,
  servers: () => string[],
  intervalMs = 250,
  ip?: (n: number) => string,
): LeadStream {
  const outcomes: Outcome[] = [];
  let running = true;
  let n = 0;
  const send = async (i: number) => {
    const list = servers();
    const url = list[i % list.length]!;
    const email = `drill-${drill}-${i}@example.com`;
    try {
      // The visitor's browser asks for a challenge first; an outage may already answer there.
      const challenge = await fetch(`${url}/api/captcha`);
      if (!challenge.ok) {
        await challenge.arrayBuffer();
        outcomes.push({ email, status: challenge.status, retryAfter: challenge.headers.has("retry-after") });
        return;
      }
      const captcha = await solvedPayload(await challenge.json());
      const response = await fetch(`${url}/api/contact`, {
        method: "POST",
        body: leadFormData(
          {
            form: "contact",
            fields: { ...validContact, email },
            files: [{ name: `drill-${i}.pdf`, bytes: ATTACHMENT }],
          },
          captcha,
        ),
        headers: { "X-Forwarded-For": ip ? ip(i) : `198.51.100.${(i % 250) + 1}` },
      });
      await response.arrayBuffer();
      outcomes.push({ email, status: response.status, retryAfter: response.headers.has("retry-after") });
    } catch {
      // Refused connection, reset, or a captcha that could not be fetched: the visitor saw an error.
      outcomes.push({ email, status: "network", retryAfter: false });
    }
  };
  const inFlight = new Set<Promise<void>>();
  const loop = (async () => {
    while (running) {
      const request = send(n++);
      inFlight.add(request);
      void request.finally(() => inFlight.delete(request));
      await new Promise((r) => setTimeout(r, intervalMs));
    }
  })();
  return {
    outcomes,
    async stop() {
      running = false;
      await loop;
      await Promise.all(inFlight);
    },
  };
}

export type Books = {
  sent: number;
  accepted: number;
  /** 503 or 429 with Retry-After: the visitor was told to try again; nothing may be stored. */
  deferred: number;
  /** Any other answer, or no answer at all. */
  failed: number;
  stored: number;
  /** Stored whole: the lead row and its attachment with the size that was sent. */
  storedWhole: number;
  /** Stored although the visitor was not told it was accepted. */
  storedUnanswered: number;
  mailed: number;
  /** Leads e-mailed more than once. */
  mailedTwice: number;
  /** Accepted but not stored whole, or stored but not e-mailed. Must be 0. */
  lost: number;
};

/** Squares what the server answered with what it stored and what it e-mailed. */
export function balance(outcomes: Outcome[], leads: StaffLead[], mail: ReceivedMail[]): Books {
  const accepted = outcomes.filter((o) => o.status === 200).map((o) => o.email);
  const deferred = outcomes.filter((o) => (o.status === 503 || o.status === 429) && o.retryAfter).length;
  const emails = new Set(outcomes.map((o) => o.email));
  const stored = leads.filter((lead) => lead.email && emails.has(lead.email));
  const whole = new Set(
    stored
      .filter((lead) => lead.attachments.length === 1 && lead.attachments[0]?.size === ATTACHMENT.length)
      .map((lead) => lead.email),
  );
  const mailCount = new Map<string, number>();
  for (const message of mail) {
    const email = /^Reply-To: (\S+)/m.exec(message.raw)?.[1];
    if (email && emails.has(email)) mailCount.set(email, (mailCount.get(email) ?? 0) + 1);
  }
  const acceptedSet = new Set(accepted);
  const lost =
    accepted.filter((email) => !whole.has(email)).length +
    [...whole].filter((email) => !mailCount.has(email ?? "")).length;
  return {
    sent: outcomes.length,
    accepted: accepted.length,
    deferred,
    failed: outcomes.length - accepted.length - deferred,
    stored: stored.length,
    storedWhole: whole.size,
    storedUnanswered: stored.filter((lead) => !acceptedSet.has(lead.email ?? "")).length,
    mailed: mailCount.size,
    mailedTwice: [...mailCount.values()].filter((count) => count > 1).length,
    lost,
  };
}

/** The staff list once the server answers again (it may be coming back from an outage). */
export async function leadsWhenUp(url: string, timeoutMs = 60_000): Promise<StaffLead[]> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    try {
      return await listLeads(url);
    } catch (error) {
      if (Date.now() > deadline) throw error;
      await new Promise((r) => setTimeout(r, 500));
    }
  }
}

/** Waits until every lead stored whole has been e-mailed, or the timeout passes. */
export async function mailSettled(
  outcomes: Outcome[],
  leads: StaffLead[],
  mail: () => ReceivedMail[],
  timeoutMs = 90_000,
) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const books = balance(outcomes, leads, mail());
    if (books.mailed >= books.storedWhole) return;
    await new Promise((r) => setTimeout(r, 250));
  }
}
