import { describe, expect, it } from "vitest";
import { z } from "zod";
import { formSchemaMessages } from "~/site/form-schema-text";
import { leadForms } from "./contract";
import { applyAndDemoMessages, contactPageMessages } from "~/site/form-text";
import { EMAIL_PATTERN, leadFieldShape, leadSchema } from "./schema";

function errorsOf(result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) {
  const errors: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const key = String(issue.path[0]);
    errors[key] = [...(errors[key] ?? []), issue.message];
  }
  return errors;
}

const validA = {
  name: "Asha Gurung",
  email: "asha@example.com",
  contact: "+1-781-555-0142",
  message: "Hello",
};
const validB = { name: "Kenji Sato", email: "kenji@example.co.jp", contact: "9779801234567", message: "Hi" };
const isValidEmail = (email: string) => leadSchema("contact").safeParse({ ...validA, email }).success;

const A = contactPageMessages;
const B = applyAndDemoMessages;
const unlisted = formSchemaMessages.unlistedProduct;
const many = (product: string) => Array.from({ length: 11 }, () => product);

describe("leadSchema's refusals, in the texts of each form's variant", () => {
  it.each([
    [
      "contact",
      { name: "   ", email: "", contact: "", message: "" },
      { name: [A.nameRequired], email: [A.emailRequired] },
    ],
    ["internship", {}, { name: [B.nameRequired], email: [B.emailRequired], message: [B.messageRequired] }],
    ["contact", { ...validA, product: many("PRIZM Rates") }, { product: [unlisted] }],
    ["contact", { ...validA, product: ["<img src=x onerror=alert(1)>"] }, { product: [unlisted] }],
    // A line break and a mail header, as an injection sends them.
    [
      "contact",
      { ...validA, contact: "123\r\nBcc: victim@evil.example" },
      { contact: ["Invalid phone number"] },
    ],
    [
      "contact",
      { ...validA, email: "eve@example.com\r\nBcc: victim@evil.example" },
      { email: [A.emailInvalid] },
    ],
    ["internship", { ...validB, email: "kenji.example.com" }, { email: [B.emailInvalid] }],
    ["job-apply", { ...validB, contact: "980-123-4567" }, { contact: ["Please enter a valid number."] }],
    ["demo", { ...validB, message: "" }, { product: ["Please select a product."] }],
  ] as const)("%s refuses %j with %j", (id, input, errors) => {
    expect(errorsOf(leadSchema(id).safeParse(input))).toEqual(errors);
  });

  it("uses 'Message is required' when a contact-page form requires the message", () => {
    const required = z.object(leadFieldShape({ ...leadForms.contact, messageRequired: true }));
    expect(errorsOf(required.safeParse({ ...validA, message: " " }))).toEqual({
      message: ["Message is required"],
    });
  });
});

describe("leadSchema's accepted values", () => {
  it("trims text and keeps the contact page's products", () => {
    const result = leadSchema("contact").safeParse({
      ...validA,
      name: "  Asha Gurung ",
      product: ["PRIZM Rates"],
    });
    expect(result.data).toEqual({ ...validA, product: ["PRIZM Rates"] });
    expect(
      leadSchema("contact").safeParse({ ...validA, product: ["PRIZM Networks", "Data & Technology"] })
        .success,
    ).toBe(true);
  });

  it.each([
    ["contact", ["+977-1-4411223", "7815550142", "+81-3-5555-0100"]],
    ["job-apply", ["01234", undefined]],
  ] as const)("%s takes the phones %j", (id, phones) => {
    for (const contact of phones) expect(leadSchema(id).safeParse({ ...validB, contact }).success).toBe(true);
  });

  it("needs no message on the contact page or the demo form, and keeps a product sent twice once", () => {
    expect(leadSchema("contact").safeParse({ name: "A", email: "a@b.io" }).data).toEqual({
      name: "A",
      email: "a@b.io",
      product: [],
    });
    const demo = leadSchema("demo").safeParse({
      name: "K",
      email: "k@x.jp",
      product: ["cre", "Services", "cre"],
    });
    expect(demo.data).toEqual({ name: "K", email: "k@x.jp", product: ["cre", "Services"] });
  });

  it("ignores fields the form does not show", () => {
    const result = leadSchema("internship").safeParse({ ...validB, product: ["cre"], extra: "x" });
    expect(result.data).toEqual(validB);
  });
});

describe("length limits of the text fields", () => {
  const at = (length: number) => "x".repeat(length);

  it.each([
    ["contact", validA, "Too long: at most 200 characters", "Too long: at most 5000 characters"],
    [
      "internship",
      validB,
      "Please keep this to 200 characters or fewer.",
      "Please keep this to 5000 characters or fewer.",
    ],
  ] as const)(
    "%s: a name or message at its limit passes, one character over is too long",
    (id, valid, name, message) => {
      const schema = leadSchema(id);
      expect(schema.safeParse({ ...valid, name: at(200), message: at(5000) }).success).toBe(true);
      expect(errorsOf(schema.safeParse({ ...valid, name: at(201), message: at(5001) }))).toEqual({
        name: [name],
        message: [message],
      });
    },
  );

  it("a phone number of 30 characters passes, 31 is not a valid number", () => {
    const schema = leadSchema("contact");
    expect(schema.safeParse({ ...validA, contact: "1".repeat(30) }).success).toBe(true);
    expect(errorsOf(schema.safeParse({ ...validA, contact: "1".repeat(31) }))).toEqual({
      contact: ["Invalid phone number"],
    });
  });
});

describe("e-mail pattern", () => {
  it.each(["first.last+leads@mail.northpeak.io", "o'brien@example.org", "x_y-z@sub-domain.example.co.jp"])(
    "accepts %s",
    (email) => expect(isValidEmail(email)).toBe(true),
  );

  it.each([
    "plainaddress",
    "@example.com",
    "asha@",
    "asha@example",
    "as ha@example.com",
    ".asha@example.com",
    "as..ha@example.com",
    "asha@example..com",
    "asha@example.c",
    "asha@example.com.",
  ])("rejects %j", (email) => expect(isValidEmail(email)).toBe(false));

  it("rejects addresses longer than 254 characters", () => {
    expect(isValidEmail(`${"a".repeat(250)}@ex.io`)).toBe(false);
  });

  it("handles 100 KB adversarial inputs (the pattern itself, without the length cap)", () => {
    const n = 100_000;
    const inputs = [
      "a".repeat(n),
      `${"a".repeat(n)}@`,
      `a@${"a".repeat(n)}`,
      `a@${"a.".repeat(n / 2)}`,
      `a@${"a.".repeat(n / 2)}1`,
      `${"a.".repeat(n / 2)}@`,
      `${"a".repeat(n)}@a.a!`,
      `a@${"-".repeat(n)}.c`,
      "a@b.".repeat(n / 4),
    ];
    for (const input of inputs) expect(EMAIL_PATTERN.test(input)).toBe(false);
    expect(EMAIL_PATTERN.test(`${"a".repeat(n)}@example.com`)).toBe(true);
    expect(isValidEmail(`${"a".repeat(n)}@example.com`)).toBe(false);
  });
});

describe("captcha option (browser)", () => {
  it("blocks with 'Please complete the reCAPTCHA' until a payload is present", () => {
    for (const id of ["contact", "demo", "internship", "job-apply"] as const) {
      const schema = leadSchema(id, { captcha: true });
      const base = { ...validB, product: id === "contact" ? [] : ["cre"] };
      expect(errorsOf(schema.safeParse(base)).recaptcha).toEqual(["Please complete the reCAPTCHA"]);
      expect(
        errorsOf(schema.safeParse({ ...base, recaptcha: "eyJjaGFsbGVuZ2UiOnt9fQ==" })).recaptcha,
      ).toBeUndefined();
    }
    expect(errorsOf(leadSchema("contact").safeParse(validA)).recaptcha).toBeUndefined();
  });
});

describe("the job opening an application names", () => {
  const { malformed, notAnApplication } = formSchemaMessages.opening;

  it.each(["internship", "job-apply"] as const)("%s keeps a well-formed key, and takes none", (id) => {
    const key = `Senior_dev-${"x".repeat(53)}`; // 64 characters, the longest key
    expect(leadSchema(id).safeParse({ ...validB, opening: key }).data).toEqual({ ...validB, opening: key });
    expect(leadSchema(id).safeParse({ ...validB, opening: "" }).data).toEqual(validB);
    expect(leadSchema(id).safeParse(validB).data).toEqual(validB);
  });

  // Which keys are well formed: app/leads/shared/contract.test.ts.
  it.each([
    ["markup", "<img src=x onerror=alert(1)>"],
    ["a line break and a header", "intern\r\nBcc: victim@evil.example"],
    ["two keys", ["a", "b"]],
  ])("an application refuses %s as malformed", (_, opening) => {
    expect(errorsOf(leadSchema("job-apply").safeParse({ ...validB, opening }))).toEqual({
      opening: [malformed],
    });
  });

  it.each([
    ["contact", validA],
    ["demo", { ...validB, product: ["cre"] }],
  ] as const)("the %s form refuses any opening, and takes none", (id, valid) => {
    expect(errorsOf(leadSchema(id).safeParse({ ...valid, opening: "senior-dev" }))).toEqual({
      opening: [notAnApplication],
    });
    expect(leadSchema(id).safeParse({ ...valid, opening: "" }).success).toBe(true);
  });
});
