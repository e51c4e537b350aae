import { sql } from "drizzle-orm";
import { afterEach, describe, expect, it, vi } from "vitest";
import { rowsOf } from "~/db/client.server";
import { appRegistry } from "~/ops/metrics.server";
import { leadAnswers, serverAnswers } from "~/site/api-answers.server";
import { memoryDatabase } from "../../../tests/support/memory-database";
import { MemoryRateLimiter } from "~/ops/memory-rate-limit.server";
import { FORM_EVENT_MAX_BYTES, type FormEventIntake, formEventResponse } from "./form-event-intake.server";
import { countFormStep } from "./funnel.server";

const copy = serverAnswers.formEvents;
const database = memoryDatabase();

const SITE = "http://site.test";

/** The endpoint as the server runs it, on the test's database (and clock, where a test fakes it). */
function intake(limit = 100, cap = 1000): FormEventIntake {
  return {
    origins: new Set([SITE]),
    limit: new MemoryRateLimiter({ limit, windowMs: 60_000, maxKeys: 100 }),
    cap: new MemoryRateLimiter({ limit: cap, windowMs: 60_000, maxKeys: 100 }),
    count: (form, step) => countFormStep(form, step, database()),
  };
}

const post = (
  body: BodyInit | null,
  type: string | null = "text/plain;charset=UTF-8",
  init: RequestInit = {},
) =>
  new Request(`${SITE}/api/form-events`, {
    method: "POST",
    body,
    headers: { Origin: SITE, ...(type ? { "Content-Type": type } : {}) },
    ...init,
  });

async function counted(form: string, step: string): Promise<number> {
  const [row] = rowsOf<{ n: number }>(
    await database().execute(
      sql`select coalesce(sum(count), 0)::int as n from form_funnel_counts where form_id = ${form} and step = ${step}`,
    ),
  );
  return Number(row?.n ?? 0);
}

async function metric(form: string, step: string): Promise<number> {
  const text = await appRegistry.metrics();
  const line = text
    .split("\n")
    .find((l) => l.startsWith(`form_funnel_events_total{form="${form}",step="${step}"}`));
  return line ? Number(line.split(" ").at(-1)) : 0;
}

describe("POST /api/form-events", () => {
  afterEach(() => vi.useRealTimers());
  it("counts a view sent by sendBeacon (text/plain) and a start sent by fetch (JSON): 204, in the table and /metrics", async () => {
    const endpoint = intake();
    const beacon = await formEventResponse(
      post('{"form":"contact","step":"view"}'),
      "198.51.100.1",
      endpoint,
    );
    expect(beacon.status).toBe(204);
    expect(beacon.headers.get("cache-control")).toBe("no-store");
    const json = await formEventResponse(
      post(JSON.stringify({ form: "job-apply", step: "start" }), "application/json"),
      "198.51.100.1",
      endpoint,
    );
    expect(json.status).toBe(204);
    expect(await counted("contact", "view")).toBe(1);
    expect(await counted("job-apply", "start")).toBe(1);
    expect(await metric("contact", "view")).toBe(1);
    expect(await metric("job-apply", "start")).toBe(1);
  });

  it("refuses bad input with a clear JSON message and counts nothing", async () => {
    const endpoint = intake();
    const notOurs: Record<string, string>[] = [{}, { Origin: `${SITE}.evil.example` }];
    const cases: [Request, number, string][] = [
      [new Request("http://site.test/api/form-events"), 405, copy.methodNotAllowed],
      [
        post('{"form":"contact","step":"view"}', "application/x-www-form-urlencoded"),
        415,
        copy.unsupportedType,
      ],
      // A body of no type at all (a string body would be given text/plain).
      [post(new Blob(['{"form":"contact","step":"view"}']), null), 415, copy.unsupportedType],
      [
        post(`{"form":"contact","step":"view","pad":"${"x".repeat(200)}"}`),
        413,
        copy.tooLarge(FORM_EVENT_MAX_BYTES),
      ],
      // Only a report naming our own site in Origin counts: none or a look-alike is 403.
      ...notOurs.map((headers): [Request, number, string] => [
        post('{"form":"contact","step":"view"}', null, {
          headers: { "Content-Type": "text/plain", ...headers },
        }),
        403,
        leadAnswers.crossSite,
      ]),
      [post("not json"), 400, copy.invalid],
      [post('{"form":"newsletter","step":"view"}'), 400, copy.invalid],
      [post('{"form":"contact","step":"sent"}'), 400, copy.invalid],
      [post('{"form":"contact","step":"view","visitor":"abc"}'), 400, copy.invalid],
    ];
    for (const [request, status, message] of cases) {
      const response = await formEventResponse(request, "198.51.100.2", endpoint);
      expect(response.status, message).toBe(status);
      expect(await response.json()).toEqual({ message });
    }
    expect(await counted("contact", "sent")).toBe(0);
    expect(await counted("newsletter", "view")).toBe(0);
    expect(await counted("contact", "view")).toBe(1); // the first test's only
  });

  it("limits each client address in memory (429 with Retry-After), others still counted, until the window ends", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 1_000_000 });
    const endpoint = intake(3);
    const send = (ip: string) => formEventResponse(post('{"form":"demo","step":"start"}'), ip, endpoint);
    for (let i = 0; i < 3; i++) expect((await send("203.0.113.9")).status).toBe(204);
    vi.setSystemTime(Date.now() + 15_000);
    const refused = await send("203.0.113.9");
    expect(refused.status).toBe(429);
    expect(refused.headers.get("retry-after")).toBe("45");
    expect(await refused.json()).toEqual({ message: copy.tooMany });
    // An IPv6 client counts per /64: another address of the same network is the same client.
    for (let i = 0; i < 3; i++) expect((await send(`2001:db8:1:2::${i + 1}`)).status).toBe(204);
    expect((await send("2001:db8:1:2::ffff")).status).toBe(429);
    expect((await send("203.0.113.10")).status).toBe(204);
    expect(await counted("demo", "start")).toBe(7);
    vi.setSystemTime(Date.now() + 45_000);
    expect((await send("203.0.113.9")).status).toBe(204);
    // No address reached the database.
    const stored = rowsOf(await database().execute(sql`select * from form_funnel_counts`));
    expect(JSON.stringify(stored)).not.toMatch(/203\.0\.113|2001:db8/);
  });

  it("counts each form's step at most `cap` times a minute however many addresses report it", async () => {
    vi.useFakeTimers({ toFake: ["Date"], now: 5_000_000 });
    // Each client may send 2; a routed /48 makes up a new /64 for every report.
    const endpoint = intake(2, 5);
    const send = (ip: string, step = "view") =>
      formEventResponse(post(`{"form":"demo","step":"${step}"}`), ip, endpoint);
    for (let i = 0; i < 50; i++) {
      const answer = await send(`2001:db8:48:${i.toString(16)}::1`);
      // Not counted, and not told so: the beacon never reads the answer.
      expect(answer.status).toBe(204);
    }
    expect(await counted("demo", "view")).toBe(5);
    expect(await metric("demo", "view")).toBe(5);
    // Another step of the form has its own cap.
    const startsBefore = await counted("demo", "start");
    expect((await send("2001:db8:48:ffff::1", "start")).status).toBe(204);
    expect(await counted("demo", "start")).toBe(startsBefore + 1);
    vi.setSystemTime(Date.now() + 60_000);
    expect((await send("2001:db8:49::1")).status).toBe(204);
    expect(await counted("demo", "view")).toBe(6);
  });
});
