/** A real SMTP server on 127.0.0.1 (smtp-server) that keeps every message it accepts, raw. */
import { SMTPServer } from "smtp-server";

export type ReceivedMail = { from: string; to: string[]; raw: string };

export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

export async function startSmtpSink(port = 0) {
  const messages: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    size: 60 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        messages.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString("utf8"),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once("error", reject);
    server.listen(port, "127.0.0.1", () => resolve());
  });
  const address = server.server.address() as { port: number };
  return {
    port: address.port,
    messages,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
    /** The first message whose raw text contains `text`, once it arrived (rejects after the timeout). */
    async mailWith(text: string, timeoutMs = 20_000): Promise<ReceivedMail> {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const mail = messages.find((m) => m.raw.includes(text));
        if (mail) return mail;
        if (Date.now() > deadline) throw new Error(`no e-mail with ${text}`);
        await new Promise((r) => setTimeout(r, 50));
      }
    },
  };
}

/** The raw message with line breaks removed, so wrapped base64 can be searched for a file's bytes. */
export function unfolded(raw: string): string {
  return raw.replace(/\r?\n/g, "");
}
