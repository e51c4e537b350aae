import { describe, expect, it } from "vitest";
import { noAttribution } from "~/leads/shared/attribution";
import type { ClickIdParam } from "~/leads/shared/first-touch-wire";
import { leadNotification, visitorConfirmation } from "./templates.server";

const lead = {
  id: "6b0c1f9e-3f7a-4a53-9a53-0d3c8f0e2f11",
  form: "contact",
  name: 'Eve <script>alert("x")</script>',
  email: "eve@example.com",
  contact: "+1-781-555-0142",
  message: "<img src=x onerror=alert(1)>\nSecond line",
  product: ["PRIZM Rates", "Data & Technology"],
  opening: null,
  createdAt: "2026-01-02T03:04:05.000Z",
  attribution: {
    ...noAttribution,
    landingPage: "/PRIZM",
    formPage: "/Contact-us",
    referrerOrigin: "https://news.example",
    utmSource: "newsletter",
    utmMedium: "email",
    utmCampaign: 'q4 <launch> & "more"',
    clickIds: ["gclid", "fbclid"] as ClickIdParam[],
  },
};

const options = {
  from: "Website <web@northpeak.example>",
  to: "leads@northpeak.example",
  messageId: "<lead.x@northpeak>",
};

describe("lead notification", () => {
  const mail = leadNotification(
    lead,
    [{ filename: "rfp.pdf", contentType: "application/pdf", content: Buffer.from([1, 2]), size: 2 }],
    options,
  );

  it("replies to the visitor, attaches the files and keeps a stable Message-ID", () => {
    expect(mail.replyTo).toBe("eve@example.com");
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]?.filename).toBe("rfp.pdf");
    expect(mail.messageId).toBe("<lead.x@northpeak>");
    expect(mail.text).toContain("Second line");
  });

  // How a value is escaped (an apostrophe as &#39;, never &apos;): app/lib/html.test.ts.
  it("escapes every visitor value in the HTML part, quotes included", () => {
    expect(mail.html).toContain("Eve &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;");
    expect(mail.html).toContain("&lt;img src=x onerror=alert(1)&gt;");
    expect(mail.html).toContain("Data &amp; Technology");
    expect(mail.html).not.toMatch(/<script|<img/);
  });

  it("names the job opening of an application, and no opening for other leads", () => {
    const application = leadNotification({ ...lead, form: "job-apply", opening: "senior-dev" }, [], options);
    expect(application.text).toContain("Form: Job application\nOpening: senior-dev\n");
    expect(application.html).toContain('<tr><th align="left">Opening</th><td>senior-dev</td></tr>');
    for (const part of [mail.text, mail.html]) expect(part).not.toContain("Opening");
  });

  it("says where the lead came from, in the text part and escaped in the HTML part", () => {
    expect(mail.text).toContain(
      [
        "Where it came from:",
        "Landing page: /PRIZM",
        "Form page: /Contact-us",
        "Referrer: https://news.example",
        "utm_source: newsletter",
        "utm_medium: email",
        'utm_campaign: q4 <launch> & "more"',
        "Click ids: gclid, fbclid",
      ].join("\n"),
    );
    expect(mail.html).toContain("<h3>Where it came from</h3>");
    expect(mail.html).toContain(
      '<tr><th align="left">utm_campaign</th><td>q4 &lt;launch&gt; &amp; &quot;more&quot;</td></tr>',
    );
    expect(mail.html).not.toContain("<launch>");
  });

  // Which facts are known, and so listed: app/leads/shared/attribution-lines.test.ts.
  it("leaves out the whole section when nothing is known", () => {
    const unknown = leadNotification({ ...lead, attribution: noAttribution }, [], options);
    for (const part of [unknown.text, unknown.html]) expect(part).not.toContain("Where it came from");
  });
});

describe("visitor confirmation", () => {
  it("carries only fixed text: nothing the visitor wrote reaches the address they gave", () => {
    const confirm = (to: string, messageId: string) =>
      visitorConfirmation(to, { from: options.from, replyTo: options.to, messageId });
    const confirmation = confirm("victim@example.com", "<confirmation.x@northpeak>");
    expect(confirmation.to).toBe("victim@example.com");
    expect(confirmation.attachments).toEqual([]);
    const again = confirm("other@example.com", "<confirmation.y@northpeak>");
    // Where a lead came from is for the team: the visitor's mail says nothing of it.
    for (const part of [confirmation.subject, confirmation.text, confirmation.html])
      expect(part).not.toMatch(/came from|Landing page|utm_|Referrer|Click ids/);
    // The same words for every visitor: the message cannot depend on the submission.
    expect([again.subject, again.text, again.html]).toEqual([
      confirmation.subject,
      confirmation.text,
      confirmation.html,
    ]);
  });
});
