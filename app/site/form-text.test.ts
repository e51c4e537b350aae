import { describe, expect, it } from "vitest";
import { failureMessage, leadMessages } from "~/leads/shared/variant-messages";

describe("lead messages", () => {
  it("has the exact success texts of both readings", () => {
    expect(leadMessages("contact-page").success).toBe(
      "Message sent successfully! We'll get back to you soon.",
    );
    expect(leadMessages("apply-and-demo").success).toBe("Message sent! We will get back to you shortly.");
  });

  // The captcha's text: app/leads/shared/schema.test.ts. The server's message, else the error's own
  // or the status text, and the apply-and-demo rules' fixed text: app/leads/form/send-lead.test.ts.
  it("the contact page rules' generic text, when neither the server nor the error says anything", () => {
    expect(failureMessage("contact-page", {})).toBe("There was an error submitting the form");
  });
});
