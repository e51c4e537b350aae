import { mkdtemp, readdir, readFile, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { type SmtpSink, startSmtpSink } from "../../../tests/support/smtp-sink";
import { fileTransport, requiresStartTls, smtpTransport } from "./transport.server";

const message = {
  from: "site@northpeak.example",
  to: "sales@northpeak.example",
  subject: "New lead",
  text: "Hello",
  html: "<p>Hello</p>",
  messageId: "<lead-1@northpeak.example>",
  attachments: [],
};

describe("fileTransport (nodemailer loaded at the first send)", () => {
  let dir: string | undefined;
  afterEach(async () => {
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it("closes without having sent anything", () => {
    expect(() => fileTransport("/nonexistent").close()).not.toThrow();
  });

  it("writes each message as one .eml file, the same transporter for every send", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const transport = fileTransport(dir);
    await transport.send(message);
    await transport.send({ ...message, messageId: "<lead-2@northpeak.example>" });
    transport.close();
    const names = (await readdir(dir)).sort();
    expect(names).toHaveLength(2);
    expect(names.every((name) => name.endsWith(".eml"))).toBe(true);
    const eml = await readFile(path.join(dir, names[0]!), "utf8");
    expect(eml).toContain("Subject: New lead");
    expect(eml).toContain("Message-ID: <lead-");
  });

  it("keeps the mail drop to the server's user: folder 0700, messages 0600, even under umask 022", async () => {
    dir = await mkdtemp(path.join(tmpdir(), "mail-"));
    const drop = path.join(dir, "mail");
    const umask = process.umask(0o022);
    try {
      const transport = fileTransport(drop);
      await transport.send(message);
      transport.close();
    } finally {
      process.umask(umask);
    }
    expect((await stat(drop)).mode & 0o777).toBe(0o700);
    const [name] = await readdir(drop);
    expect((await stat(path.join(drop, name!))).mode & 0o777).toBe(0o600);
  });
});

describe("smtpTransport and TLS", () => {
  it("requires STARTTLS over smtp:// unless the URL opts out in so many words", () => {
    expect(requiresStartTls("smtp://user:pw@mail.example:587")).toBe(true);
    expect(requiresStartTls("smtp://mail.example:587/?requireTLS=false")).toBe(false);
    expect(requiresStartTls("smtp://127.0.0.1:2525/?ignoreTLS=true")).toBe(false);
    expect(requiresStartTls("smtp://mail.example:587/?ignoreTLS=false")).toBe(true);
    // TLS from the first byte: nothing to upgrade.
    expect(requiresStartTls("smtps://mail.example:465")).toBe(false);
  });

  describe("against a real SMTP server that offers no STARTTLS", () => {
    let sink: SmtpSink;
    afterEach(() => sink?.close());

    it("sends nothing in clear without an opt-out, and delivers with ?ignoreTLS=true", async () => {
      sink = await startSmtpSink();
      const strict = smtpTransport(`smtp://127.0.0.1:${sink.port}/`);
      await expect(strict.send(message)).rejects.toThrow();
      strict.close();
      expect(sink.messages).toHaveLength(0);
      const optedOut = smtpTransport(`smtp://127.0.0.1:${sink.port}/?ignoreTLS=true`);
      await optedOut.send(message);
      optedOut.close();
      expect(sink.messages).toHaveLength(1);
    });
  });
});
