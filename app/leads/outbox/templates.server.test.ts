import { describe, expect, it } from "vitest";
import { escapeHtml, headerSafe, leadNotification, visitorConfirmation } from "./templates.server";

const lead = {
  id: "6b0c1f9e-3f7a-4a53-9a53-0d3c8f0e2f11",
  formId: "contact",
  name: 'Eve <script>alert("x")</script>',
  email: "eve@example.com",
  contact: "+1-781-555-0142",
  message: "<img src=x onerror=alert(1)>\nSecond line",
  product: ["PRIZM Rates", "Data & Technology"],
  createdAt: new Date("2026-01-02T03:04:05Z"),
};

describe("lead notification", () => {
  const mail = leadNotification(
    lead,
    [{ filename: "rfp.pdf", contentType: "application/pdf", content: Buffer.from([1, 2]), size: 2 }],
    {
      from: "Website <web@northpeak.example>",
      to: "leads@northpeak.example",
      messageId: "<lead.x@northpeak>",
    },
  );

  it("escapes every visitor value in the HTML part", () => {
    expect(mail.html).not.toContain("<script>");
    expect(mail.html).not.toContain("<img");
    expect(mail.html).toContain("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("Data &amp; Technology");
  });

  it("replies to the visitor, attaches the files and keeps a stable Message-ID", () => {
    expect(mail.replyTo).toBe("eve@example.com");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe("rfp.pdf");
    expect(mail.messageId).toBe("<lead.x@northpeak>");
    expect(mail.text).toContain("Second line");
  });

  it("keeps headers on one line", () => {
    expect(headerSafe("a\r\nBcc: x@example.com")).toBe("a Bcc: x@example.com");
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(escapeHtml(`'&'`)).toBe("&#39;&amp;&#39;");
  });
});

describe("visitor confirmation", () => {
  it("carries only fixed text: nothing the visitor wrote reaches the address they gave", () => {
    const confirmation = visitorConfirmation("victim@example.com", {
      from: "Website <web@northpeak.example>",
      replyTo: "leads@northpeak.example",
      messageId: "<confirmation.x@northpeak>",
    });
    expect(confirmation.to).toBe("victim@example.com");
    expect(confirmation.attachments).toEqual([]);
    const again = visitorConfirmation("other@example.com", {
      from: "Website <web@northpeak.example>",
      replyTo: "leads@northpeak.example",
      messageId: "<confirmation.y@northpeak>",
    });
    // The same words for every visitor: the message cannot depend on the submission.
    expect([again.subject, again.text, again.html]).toEqual([
      confirmation.subject,
      confirmation.text,
      confirmation.html,
    ]);
  });
});
