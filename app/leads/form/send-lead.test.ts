import { text } from "node:stream/consumers";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { serveForTest, type TestServer } from "../../../tests/support/test-server";
import { buildLeadBody, sendLead } from "./send-lead";
import { leadForms } from "~/leads/shared/contract";

/** A real HTTP server that records what arrives and answers as the test sets `answer` and `next`. */
let server: TestServer;
let endpoint: string;
/** The bodies posted, as text. */
const received: string[] = [];
type Answer = { status: number; body: string; type?: string; headers?: Record<string, string> };
let answer: Answer = { status: 200, body: '{"message":"ok"}' };
/** Answers given once each, in order, before `answer`. */
const next: Answer[] = [];

beforeAll(async () => {
  server = await serveForTest(async (request, response) => {
    received.push(await text(request));
    const given = next.shift() ?? answer;
    response.writeHead(given.status, { "Content-Type": given.type ?? "application/json", ...given.headers });
    response.end(given.body);
  });
  endpoint = `${server.url}/api/contact`;
});
afterAll(() => server.close());

/** The submission id a posted multipart body carries. */
const submissionIdOf = (body: string) => /name="submission_id"\r\n\r\n([^\r]+)/.exec(body)?.[1];

const pdf = new File(["%PDF-1.4\n%%EOF\n"], "rfp.pdf", { type: "application/pdf" });

/** The fields a form posts without JavaScript; its file input is empty, as picked files move to the list. */
function formFields(entries: [string, string][]): FormData {
  const form = new FormData();
  for (const [name, value] of entries) form.append(name, value);
  form.append("files", new File([], ""));
  return form;
}
const contactForm = formFields([
  ["form", "contact"],
  ["name", "Asha"],
  ["email", "asha@example.com"],
  ["product", "PRIZM Rates"],
  ["product", "Data & Technology"],
  ["recaptcha", "payload"],
  ["company_website", ""],
]);
/** The form's page, with no first touch kept. */
const onPage = { formPage: "/Contact-us" };

describe("buildLeadBody (the form's own fields, the listed files, the attribution)", () => {
  it("contact: the form's text fields, product as a JSON list, the listed files only", () => {
    const body = buildLeadBody(
      leadForms.contact,
      { form: contactForm, files: [pdf, pdf], attribution: onPage },
      "id-1",
    );
    expect(body.get("form")).toBe("contact");
    expect(body.get("name")).toBe("Asha");
    expect(body.get("product")).toBe('["PRIZM Rates","Data & Technology"]');
    expect(body.getAll("files").map((file) => (file as File).name)).toEqual(["rfp.pdf", "rfp.pdf"]);
    expect(body.has("cv")).toBe(false);
    expect(body.get("recaptcha")).toBe("payload");
    expect(body.get("company_website")).toBe("");
    expect(body.get("submission_id")).toBe("id-1");
  });

  it("apply form: the file goes as cv, with the form's cvUpload=Yes and opening; no product; no cvUpload without a file", () => {
    const form = formFields([
      ["form", "internship"],
      ["opening", "internship-2026"],
      ["cvUpload", "Yes"],
    ]);
    const body = buildLeadBody(leadForms.internship, { form, files: [pdf], attribution: onPage });
    expect((body.get("cv") as File).name).toBe("rfp.pdf");
    expect(body.get("cvUpload")).toBe("Yes");
    expect(body.getAll("opening")).toEqual(["internship-2026"]);
    expect(body.has("product")).toBe(false);
    expect(body.has("files")).toBe(false);
    const without = buildLeadBody(leadForms.internship, { form, files: [], attribution: onPage });
    expect(without.has("cv")).toBe(false);
    expect(without.has("cvUpload")).toBe(false);
  });

  it("sends the visit's first touch as kept and the form's page; neither when it has none", () => {
    const firstTouch = '{"landing_page":"/PRIZM","utm_source":"newsletter"}';
    const attribution = { firstTouch, formPage: "/Contact-us" };
    const body = buildLeadBody(leadForms.contact, { form: contactForm, files: [], attribution });
    expect(body.get("attribution")).toBe(firstTouch);
    expect(body.get("page")).toBe("/Contact-us");
    const untouched = buildLeadBody(leadForms.contact, { form: contactForm, files: [], attribution: onPage });
    expect(untouched.has("attribution")).toBe(false);
    expect(untouched.get("page")).toBe("/Contact-us");
  });
});

describe("sendLead over HTTP", () => {
  const payload = { form: contactForm, files: [pdf], attribution: onPage };

  it("the contact page shows the server's message", async () => {
    answer = { status: 429, body: '{"message":"Too many messages from your network."}' };
    expect((await sendLead(leadForms.contact, payload, { endpoint })).message).toBe(
      "Too many messages from your network.",
    );
  });

  // Without a message in JSON (an empty body, a proxy's page), the contact page shows the status text.
  it("only 200 is success: another 2xx is a failure ('Server responded with status 204')", async () => {
    answer = { status: 204, body: "" };
    const a = await sendLead(leadForms.contact, payload, { endpoint });
    expect(a).toEqual({ ok: false, message: "Server responded with status 204" });
    answer = { status: 201, body: '{"message":"created"}' };
    const b = await sendLead(leadForms.demo, payload, { endpoint });
    expect(b).toEqual({ ok: false, message: "Oops! Message not delivered. Please try again." });
  });

  it("a network failure: the contact page shows the error's own message, the apply-and-demo rules its fixed text", async () => {
    const closed = "http://127.0.0.1:9/api/contact";
    const a = await sendLead(leadForms.contact, payload, { endpoint: closed });
    expect(a.ok).toBe(false);
    expect(a.message).toBe("fetch failed");
    const b = await sendLead(leadForms.internship, payload, { endpoint: closed });
    expect(b.message).toBe("Oops! Message not delivered. Please try again.");
  });
});

describe("sendLead waits out a short 503 (an instance restarting) and sends again", () => {
  const busy = (retryAfter: string): Answer => ({
    status: 503,
    body: "The site is being updated.",
    type: "text/plain",
    headers: { "Retry-After": retryAfter },
  });
  const payload = { form: contactForm, files: [pdf], attribution: onPage };

  it("sends the whole submission again after the wait asked for, up to twice", async () => {
    answer = { status: 200, body: '{"message":"ok"}' };
    next.push(busy("5"), busy("0"));
    received.length = 0;
    const waits: number[] = [];
    const outcome = await sendLead(leadForms.contact, payload, {
      endpoint,
      wait: async (ms) => void waits.push(ms),
    });
    expect(outcome.ok).toBe(true);
    expect(waits).toEqual([5000, 1000]);
    expect(received).toHaveLength(3);
    // Each attempt carries the file and the captcha again, under one submission id.
    for (const body of received) expect(body).toContain("%PDF-1.4");
    const ids = received.map(submissionIdOf);
    expect(ids[0]).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(new Set(ids).size).toBe(1);
    // The next send is a submission of its own.
    received.length = 0;
    await sendLead(leadForms.contact, payload, { endpoint });
    expect(submissionIdOf(received[0]!)).not.toBe(ids[0]);
  });

  it("gives up after two retries, and never waits on a long or missing Retry-After", async () => {
    answer = busy("2");
    received.length = 0;
    const waits: number[] = [];
    const wait = async (ms: number) => void waits.push(ms);
    const outcome = await sendLead(leadForms.contact, payload, { endpoint, wait });
    expect(outcome.message).toBe("Server responded with status 503");
    expect(received).toHaveLength(3);
    expect(waits).toEqual([2000, 2000]);

    for (const retryAfter of ["60", "", "soon"]) {
      answer = busy(retryAfter);
      received.length = 0;
      waits.length = 0;
      expect(await sendLead(leadForms.contact, payload, { endpoint, wait })).toMatchObject({ ok: false });
      expect(received, `Retry-After: ${retryAfter}`).toHaveLength(1);
      expect(waits).toEqual([]);
    }
    answer = { status: 200, body: '{"message":"ok"}' };
  });
});
