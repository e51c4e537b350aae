/**
 * Mail transport: SMTP through nodemailer when SMTP_URL is set (options such as ?requireTLS=false may
 * ride on the URL; smtp:// requires STARTTLS without one), otherwise each message is written as an .eml file under DATA_DIR/mail, so a
 * fresh machine needs nothing external to run.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazyModule } from "~/lib/lazy-module.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/lib/private-dir.server";
import type { MailMessage } from "./templates.server";

// Most instances send no mail for hours: nodemailer (about 3 MB of heap) is loaded at the first send.
const loadNodemailer = lazyModule("nodemailer", async () => (await import("nodemailer")).default);
type TransportOptions = Parameters<Awaited<ReturnType<typeof loadNodemailer>>["createTransport"]>[0];

export type MailTransport = {
  kind: "smtp" | "file";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

/** One nodemailer transporter, made at the first send and closed only if it was made. */
function lazyTransporter(options: TransportOptions) {
  let transporter: Transporter | undefined;
  return {
    /** A failed import fails this send (the outbox retries it) with an error naming nodemailer. */
    async get(): Promise<Transporter> {
      const nodemailer = await loadNodemailer();
      transporter ??= nodemailer.createTransport(options);
      return transporter;
    },
    close: () => transporter?.close(),
  };
}

/**
 * Over smtp:// a server that offers no STARTTLS (or anyone on the way who strips the offer) would get
 * the password and every lead in clear: TLS is required unless the URL opts out in so many words,
 * `?requireTLS=false`, or `?ignoreTLS=true` (never try TLS, as for a local test server). smtps:// is
 * TLS from its first byte.
 */
export function requiresStartTls(url: string): boolean {
  const { protocol, searchParams } = new URL(url);
  const optedOut = searchParams.get("requireTLS") === "false" || searchParams.get("ignoreTLS") === "true";
  return protocol === "smtp:" && !optedOut;
}

export function smtpTransport(url: string): MailTransport {
  const transporter = lazyTransporter({
    url,
    requireTLS: requiresStartTls(url),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  } as TransportOptions);
  return {
    kind: "smtp",
    async send(message) {
      await (await transporter.get()).sendMail(message);
    },
    close: transporter.close,
  };
}

export function fileTransport(dir: string): MailTransport {
  const transporter = lazyTransporter({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await (await transporter.get()).sendMail(message);
      // Each message is a lead, with the visitor's name, address and words: the server's user alone
      // reads them, whatever the umask of whoever started it.
      await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
      const target = path.join(dir, name);
      // Write then rename: a reader never sees half a message.
      await writeFile(`${target}.tmp`, info.message as Buffer, { mode: PRIVATE_FILE_MODE });
      await rename(`${target}.tmp`, target);
    },
    close: transporter.close,
  };
}

/** Where messages are written when no SMTP server is configured (retention deletes them there too). */
export const mailDropDir = (dataDir: string) => path.join(dataDir, "mail");

export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(mailDropDir(config.DATA_DIR));
}
