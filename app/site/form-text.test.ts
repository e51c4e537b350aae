import { describe, expect, it } from "vitest";
import { failureMessage, leadMessages } from "~/leads/shared/variant-messages";
import { applyAndDemoMessages, contactPageMessages, serverStatusMessage } from "./form-text";

describe("lead messages", () => {
  it("has the exact success texts of both readings", () => {
    expect(leadMessages("contact-page").success).toBe(
      "Message sent successfully! We'll get back to you soon.",
    );
    expect(leadMessages("apply-and-demo").success).toBe("Message sent! We will get back to you shortly.");
  });

  it("has the captcha text", () => {
    expect(contactPageMessages.captchaRequired).toBe("Please complete the reCAPTCHA");
    expect(applyAndDemoMessages.captchaRequired).toBe("Please complete the reCAPTCHA");
  });

  it("formats the non-200 status text", () => {
    expect(serverStatusMessage(503)).toBe("Server responded with status 503");
  });

  it("the contact page rules: server message, else the error's own message, else the generic text", () => {
    expect(failureMessage("contact-page", { serverMessage: "Too many requests", errorMessage: "x" })).toBe(
      "Too many requests",
    );
    expect(
      failureMessage("contact-page", { serverMessage: "", errorMessage: "Server responded with status 500" }),
    ).toBe("Server responded with status 500");
    expect(failureMessage("contact-page", {})).toBe("There was an error submitting the form");
  });

  it("the apply-and-demo rules never read the server's text", () => {
    expect(failureMessage("apply-and-demo", { serverMessage: "Too many requests" })).toBe(
      "Oops! Message not delivered. Please try again.",
    );
    expect(applyAndDemoMessages.failure).toBe("Oops! Message not delivered. Please try again.");
  });
});
