import { describe, expect, it } from "vitest";
import { failureMessage, leadMessages, messagesA, messagesB, serverStatusMessage } from "./messages";

describe("lead messages (spec §8)", () => {
  it("has the exact success texts of both readings", () => {
    expect(leadMessages("A").success).toBe("Message sent successfully! We'll get back to you soon.");
    expect(leadMessages("B").success).toBe("Message sent! We will get back to you shortly.");
  });

  it("has the captcha text", () => {
    expect(messagesA.captchaRequired).toBe("Please complete the reCAPTCHA");
    expect(messagesB.captchaRequired).toBe("Please complete the reCAPTCHA");
  });

  it("formats the non-200 status text", () => {
    expect(serverStatusMessage(503)).toBe("Server responded with status 503");
  });

  it("reading A: server message, else the error's own message, else the generic text", () => {
    expect(failureMessage("A", { serverMessage: "Too many requests", errorMessage: "x" })).toBe(
      "Too many requests",
    );
    expect(failureMessage("A", { serverMessage: "", errorMessage: "Server responded with status 500" })).toBe(
      "Server responded with status 500",
    );
    expect(failureMessage("A", {})).toBe("There was an error submitting the form");
  });

  it("reading B never reads the server's text", () => {
    expect(failureMessage("B", { serverMessage: "Too many requests" })).toBe(
      "Oops! Message not delivered. Please try again.",
    );
    expect(messagesB.failure).toBe("Oops! Message not delivered. Please try again.");
  });
});
