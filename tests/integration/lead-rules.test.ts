/** Each lead-form rule broken alone on the real server: its status, the variant's text on its field, nothing stored. */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ADMIN_TOKEN, type LeadPost, listLeads, postLead, validContact } from "../support/lead-client";
import { minimalPdf } from "../support/lead-fixtures";
import { type RunningServer, startServerWithFreshData, QUICK_CAPTCHA } from "../support/server-process";

const HIGHLIGHTED = "Please correct the highlighted fields and try again.";
const CAPTCHA_REQUIRED = "Please complete the reCAPTCHA";

const validApply = {
  name: "Sita Karki",
  email: "sita.karki@example.com",
  contact: "9779801234567",
  message: "Applying for the internship.",
};
const validDemo = { name: "Mina Sato", email: "mina.sato@example.com", contact: "819012345678" };

type Refusal = {
  post: LeadPost;
  status: number;
  message: string;
  /** The one field the refusal names, with its texts; none for a refusal of the request as a whole. */
  errors?: Record<string, string[]>;
};

/** A field refused by the form's schema: 400, the page-wide line, the text on that field alone. */
const fieldRefusal = (post: LeadPost, field: string, text: string): Refusal => ({
  post,
  status: 400,
  message: HIGHLIGHTED,
  errors: { [field]: [text] },
});

const contact = (fields: Record<string, string>, extra: Partial<LeadPost> = {}): LeadPost => ({
  form: "contact",
  fields: { ...validContact, ...fields },
  ...extra,
});
const apply = (fields: Record<string, string>, extra: Partial<LeadPost> = {}): LeadPost => ({
  form: "internship",
  fields: { ...validApply, ...fields },
  ...extra,
});
const demo = (product: string[], extra: Partial<LeadPost> = {}): LeadPost => ({
  form: "demo",
  fields: validDemo,
  product,
  ...extra,
});

const pdf = (name: string, field?: string) => ({ ...(field ? { field } : {}), name, bytes: minimalPdf() });

const refusals: [string, Refusal][] = [
  // The contact page's rules.
  ["contact: an empty name", fieldRefusal(contact({ name: " " }), "name", "Name is required")],
  ["contact: an empty e-mail", fieldRefusal(contact({ email: "" }), "email", "Email is required")],
  [
    "contact: a malformed e-mail",
    fieldRefusal(contact({ email: "priya@clinic" }), "email", "Invalid email address"),
  ],
  [
    "contact: a phone with spaces",
    fieldRefusal(contact({ contact: "781 555 0142" }), "contact", "Invalid phone number"),
  ],
  [
    "contact: a product that is not one of its checkboxes",
    fieldRefusal(contact({}, { product: ["cre"] }), "product", "Please choose from the listed products."),
  ],
  [
    "contact: no captcha",
    {
      post: contact({}, { captcha: null }),
      status: 400,
      message: CAPTCHA_REQUIRED,
      errors: { recaptcha: [CAPTCHA_REQUIRED] },
    },
  ],
  // The apply forms' rules.
  ["apply: an empty name", fieldRefusal(apply({ name: "" }), "name", "Please enter your name.")],
  ["apply: an empty e-mail", fieldRefusal(apply({ email: "" }), "email", "Please enter your email address.")],
  [
    "apply: a malformed e-mail",
    fieldRefusal(apply({ email: "sita@@example.com" }), "email", "Please enter your email address."),
  ],
  [
    "apply: a phone with a plus",
    fieldRefusal(apply({ contact: "+9779801234567" }), "contact", "Please enter a valid number."),
  ],
  [
    "apply: a phone with a hyphen",
    fieldRefusal(apply({ contact: "980-123-4567" }), "contact", "Please enter a valid number."),
  ],
  ["apply: an empty message", fieldRefusal(apply({ message: "  " }), "message", "Please enter a message.")],
  [
    "apply: no captcha",
    {
      post: apply({}, { captcha: null }),
      status: 400,
      message: CAPTCHA_REQUIRED,
      errors: { recaptcha: [CAPTCHA_REQUIRED] },
    },
  ],
  [
    "apply: two CV files",
    {
      post: apply({ cvUpload: "Yes" }, { files: [pdf("cv.pdf", "cv"), pdf("cv-2.pdf", "cv")] }),
      status: 413,
      message: "Please attach a single CV file.",
    },
  ],
  [
    "apply: a CV that is not a PDF, DOC or DOCX",
    {
      post: apply(
        { cvUpload: "Yes" },
        { files: [{ field: "cv", name: "cv.txt", bytes: new TextEncoder().encode("My CV") }] },
      ),
      status: 415,
      message: "Only PDF, DOC and DOCX files can be attached.",
      errors: { cv: ['"cv.txt" is not a PDF, DOC or DOCX file.'] },
    },
  ],
  [
    "apply: attachments sent as files, not as the CV",
    {
      post: apply({}, { files: [pdf("cv.pdf")] }),
      status: 400,
      message: "This form does not take attachments.",
      errors: { files: ["This form does not take attachments."] },
    },
  ],
  // The demo form's rules.
  ["demo: no product", fieldRefusal(demo([]), "product", "Please select a product.")],
  [
    "demo: a product of the contact page",
    fieldRefusal(demo(["PRIZM Rates"]), "product", "Please select a product."),
  ],
  [
    "demo: more products than its checkboxes could send",
    fieldRefusal(
      demo(Array.from({ length: 11 }, () => "cre")),
      "product",
      "Please choose from the listed products.",
    ),
  ],
  [
    "demo: a malformed e-mail",
    fieldRefusal(
      demo(["cre"], { fields: { ...validDemo, email: "mina.example.com" } }),
      "email",
      "Please enter your email address.",
    ),
  ],
  [
    "demo: a file",
    {
      post: demo(["tic"], { files: [pdf("deck.pdf")] }),
      status: 400,
      message: "This form does not take attachments.",
      errors: { files: ["This form does not take attachments."] },
    },
  ],
];

describe("the lead forms' rules on the server", () => {
  let server: RunningServer;
  let ipCounter = 0;
  const nextIp = () => `198.51.100.${++ipCounter}`;
  const storedCount = async () => (await listLeads(server.url)).length;

  beforeAll(async () => {
    server = await startServerWithFreshData("lead-rules", {
      ADMIN_TOKEN,
      TRUST_PROXY: "1",
      ...QUICK_CAPTCHA,
      RATE_LIMIT_CAPTCHA_PER_MINUTE: "10000",
    });
  }, 120_000);

  afterAll(async () => {
    await server?.stop();
  });

  it.each(refusals)("refuses %s, and stores nothing", async (_label, refusal) => {
    const before = await storedCount();
    const result = await postLead(server.url, { ...refusal.post, ip: nextIp() });
    expect(result.status).toBe(refusal.status);
    expect(result.body).toEqual({
      message: refusal.message,
      ...(refusal.errors ? { errors: refusal.errors } : {}),
    });
    expect(await storedCount()).toBe(before);
  });

  it("stores a contact lead without a message, and a demo request without one", async () => {
    const { message: _message, ...withoutMessage } = validContact;
    const contactLead = await postLead(server.url, { form: "contact", fields: withoutMessage, ip: nextIp() });
    expect(contactLead).toMatchObject({
      status: 200,
      body: { message: "Message sent successfully! We'll get back to you soon." },
    });
    const demoLead = await postLead(server.url, { ...demo(["cre"]), ip: nextIp() });
    expect(demoLead).toMatchObject({
      status: 200,
      body: { message: "Message sent! We will get back to you shortly." },
    });
    const leads = await listLeads(server.url);
    const messageOf = (email: string) => leads.find((lead) => lead.email === email)?.message;
    expect(messageOf(validContact.email)).toBeNull();
    expect(messageOf(validDemo.email)).toBeNull();
  });

  it("stores a product sent twice once", async () => {
    const email = "twice@example.com";
    const sent = await postLead(server.url, {
      ...demo(["tic", "cre", "tic"], { fields: { ...validDemo, email } }),
      ip: nextIp(),
    });
    expect(sent.status).toBe(200);
    const stored = (await listLeads(server.url)).find((lead) => lead.email === email);
    expect(stored?.product).toEqual(["tic", "cre"]);
  });
});
