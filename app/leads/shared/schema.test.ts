import { describe, expect, it } from "vitest";
import { formSchemaMessages } from "~/site/form-schema-text";
import { leadForms } from "./contract";
import { applyAndDemoMessages, contactPageMessages } from "~/site/form-text";
import { EMAIL_PATTERN, isValidEmail, leadSchema, leadSchemaFor } from "./schema";

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

describe("leadSchema, the contact page rules (contact)", () => {
  const schema = leadSchema("contact");

  it("accepts a complete submission and trims text", () => {
    const result = schema.safeParse({ ...validA, name: "  Asha Gurung ", product: ["PRIZM Rates"] });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ ...validA, product: ["PRIZM Rates"] });
  });

  it("reports every required-field message when the form is empty", () => {
    expect(errorsOf(schema.safeParse({}))).toEqual({
      name: [contactPageMessages.nameRequired],
      email: [contactPageMessages.emailRequired],
    });
    expect(errorsOf(schema.safeParse({ name: "   ", email: "", contact: "", message: "" }))).toEqual({
      name: ["Name is required"],
      email: ["Email is required"],
    });
  });

  it("rejects a malformed e-mail with 'Invalid email address'", () => {
    expect(errorsOf(schema.safeParse({ ...validA, email: "asha@" }))).toEqual({
      email: ["Invalid email address"],
    });
  });

  it("allows digits, plus and hyphen in the phone and nothing else", () => {
    for (const contact of ["+977-1-4411223", "7815550142", "+81-3-5555-0100"]) {
      expect(schema.safeParse({ ...validA, contact }).success).toBe(true);
    }
    for (const contact of ["781 555 0142", "(781)5550142", "call me", "+1.781"]) {
      expect(errorsOf(schema.safeParse({ ...validA, contact }))).toEqual({
        contact: ["Invalid phone number"],
      });
    }
  });

  it("does not require a message on the contact page and has no product rule", () => {
    const result = schema.safeParse({ name: "A", email: "a@b.io" });
    expect(result.success).toBe(true);
    expect(result.data).toEqual({ name: "A", email: "a@b.io", product: [] });
  });

  it("accepts only the four product names of the contact page rules", () => {
    expect(schema.safeParse({ ...validA, product: ["PRIZM Networks", "Data & Technology"] }).success).toBe(
      true,
    );
    expect(schema.safeParse({ ...validA, product: ["cre"] }).success).toBe(false);
  });

  it("answers a product that is not one of its checkboxes with the site's text for it", () => {
    expect(errorsOf(schema.safeParse({ ...validA, product: ["PRIZM Rates", "cre"] }))).toEqual({
      product: [formSchemaMessages.unlistedProduct],
    });
    expect(formSchemaMessages.unlistedProduct).toBe("Please choose from the listed products.");
  });

  it("keeps a product sent twice once, and refuses more than the checkboxes could send in the site's words", () => {
    const twice = schema.safeParse({ ...validA, product: ["PRIZM Rates", "PRIZM Rates", "PRIZM Shopping"] });
    expect(twice.data?.product).toEqual(["PRIZM Rates", "PRIZM Shopping"]);
    const many = Array.from({ length: 11 }, () => "PRIZM Rates");
    expect(errorsOf(schema.safeParse({ ...validA, product: many }))).toEqual({
      product: [formSchemaMessages.unlistedProduct],
    });
    const demo = leadSchema("demo");
    expect(demo.safeParse({ ...validB, product: ["cre", "cre"] }).data?.product).toEqual(["cre"]);
    expect(errorsOf(demo.safeParse({ ...validB, product: Array.from({ length: 11 }, () => "cre") }))).toEqual(
      {
        product: [formSchemaMessages.unlistedProduct],
      },
    );
  });

  it("uses 'Message is required' when a reading-A form requires the message", () => {
    const required = leadSchemaFor({ ...leadForms.contact, messageRequired: true });
    expect(errorsOf(required.safeParse({ ...validA, message: " " }))).toEqual({
      message: ["Message is required"],
    });
  });
});

describe("leadSchema, the apply-and-demo rules (apply forms, demo)", () => {
  it("reports the reading-B messages on an empty apply form", () => {
    expect(errorsOf(leadSchema("internship").safeParse({}))).toEqual({
      name: [applyAndDemoMessages.nameRequired],
      email: [applyAndDemoMessages.emailRequired],
      message: [applyAndDemoMessages.messageRequired],
    });
    expect(errorsOf(leadSchema("job-apply").safeParse({ name: "", email: "", message: "" }))).toEqual({
      name: ["Please enter your name."],
      email: ["Please enter your email address."],
      message: ["Please enter a message."],
    });
  });

  it("rejects a malformed e-mail with the reading-B e-mail text", () => {
    expect(errorsOf(leadSchema("internship").safeParse({ ...validB, email: "kenji.example.com" }))).toEqual({
      email: ["Please enter your email address."],
    });
  });

  it("allows digits only in the phone", () => {
    const schema = leadSchema("job-apply");
    expect(schema.safeParse({ ...validB, contact: "01234" }).success).toBe(true);
    expect(schema.safeParse({ ...validB, contact: undefined }).success).toBe(true);
    for (const contact of ["+9779801234567", "980-123-4567", "98O1"]) {
      expect(errorsOf(schema.safeParse({ ...validB, contact }))).toEqual({
        contact: ["Please enter a valid number."],
      });
    }
  });

  it("requires at least one product on the demo form and keeps its message optional", () => {
    const schema = leadSchema("demo");
    expect(errorsOf(schema.safeParse({ ...validB, message: "" }))).toEqual({
      product: ["Please select a product."],
    });
    expect(errorsOf(schema.safeParse({ ...validB, product: [] }))).toEqual({
      product: ["Please select a product."],
    });
    const ok = schema.safeParse({ name: "K", email: "k@x.jp", product: ["cre", "Services"] });
    expect(ok.success).toBe(true);
    expect(ok.data).toEqual({ name: "K", email: "k@x.jp", product: ["cre", "Services"] });
    expect(schema.safeParse({ ...validB, product: ["PRIZM Rates"] }).success).toBe(false);
  });

  it("ignores fields the form does not show", () => {
    const result = leadSchema("internship").safeParse({ ...validB, product: ["cre"], extra: "x" });
    expect(result.data).toEqual(validB);
  });

  it("neither requires nor keeps a name or e-mail the form hides", () => {
    const schema = leadSchemaFor({ ...leadForms.internship, showName: false, showEmail: false });
    const result = schema.safeParse({ message: "Hi", name: "", email: "not an address" });
    expect(errorsOf(result)).toEqual({});
    expect(result.data).toEqual({ message: "Hi" });
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
  it.each([
    "asha@example.com",
    "first.last+leads@mail.northpeak.io",
    "o'brien@example.org",
    "x_y-z@sub-domain.example.co.jp",
  ])("accepts %s", (email) => expect(isValidEmail(email)).toBe(true));

  it.each([
    "",
    "plainaddress",
    "@example.com",
    "asha@",
    "asha@example",
    "asha@@example.com",
    "as ha@example.com",
    ".asha@example.com",
    "asha.@example.com",
    "as..ha@example.com",
    "asha@example..com",
    "asha@.example.com",
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
