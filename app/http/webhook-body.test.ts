import { describe, expect, it } from "vitest";
import { readWebhookNote, WEBHOOK_BODY_LIMIT } from "./webhook-body.server";

const post = (body: BodyInit | null, headers: Record<string, string> = {}) =>
  new Request("http://localhost/api/revalidate", { method: "POST", body, headers });

/** The refusal's status, Connection header and message. */
async function refusal(request: Request) {
  const answer = await readWebhookNote(request);
  if (!(answer instanceof Response)) throw new Error("not refused");
  const { message } = (await answer.json()) as { message: string };
  return { status: answer.status, connection: answer.headers.get("Connection"), message };
}

describe("a webhook body", () => {
  it("may be empty", async () => {
    expect(await readWebhookNote(post(null))).toEqual({});
    expect(await readWebhookNote(post(""))).toEqual({});
  });

  it("gives Strapi's event and model for the log, cut short", async () => {
    const body = JSON.stringify({
      event: "entry.publish",
      model: "northpeak-website-blog",
      entry: { id: 3 },
    });
    expect(await readWebhookNote(post(body))).toEqual({
      event: "entry.publish",
      model: "northpeak-website-blog",
    });
    expect(await readWebhookNote(post(JSON.stringify({ event: "x".repeat(500) })))).toEqual({
      event: "x".repeat(100),
    });
    expect(await readWebhookNote(post("[1, 2]"))).toEqual({});
  });

  it("is refused as 400 when it is not JSON", async () => {
    expect(await refusal(post("event=publish"))).toEqual({
      status: 400,
      connection: null,
      message: "The body must be empty or JSON (a CMS webhook).",
    });
  });

  // Read up to the limit, declared or streamed: capped-body.test.ts.
  it("is refused as 413 beyond the limit, closing the connection", async () => {
    const declared = post("{}", { "content-length": String(WEBHOOK_BODY_LIMIT + 1) });
    expect(await refusal(declared)).toMatchObject({ status: 413, connection: "close" });
  });
});
