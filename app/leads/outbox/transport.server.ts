/**
 * Mail transport: SMTP via nodemailer when SMTP_URL is set, otherwise .eml files under DATA_DIR/mail,
 * so a new machine needs no mail server.
 */
import { mkdir } from "node:fs/promises";
import path from "node:path";
import type { Transporter } from "nodemailer";
import { lazyModule } from "~/lib/lazy-module.server";
import { PRIVATE_DIR_MODE, PRIVATE_FILE_MODE } from "~/lib/private-dir.server";
import { writeAtomically } from "~/lib/write-atomically.server";
import type { MailMessage } from "./templates.server";

// Loaded at the first send: most instances send no mail for hours (bench/memory.md).
const loadNodemailer = lazyModule("nodemailer", async () => (await import("nodemailer")).default);
type TransportOptions = Parameters<Awaited<ReturnType<typeof loadNodemailer>>["createTransport"]>[0];

/** One nodemailer transporter, created at the first send; `keep` does what the transport leaves undone. */
function lazyTransport(
  kind: "smtp" | "file",
  options: TransportOptions,
  keep?: (sent: { message?: unknown }, message: MailMessage) => Promise<void>,
) {
  let transporter: Transporter | undefined;
  return {
    kind,
    async send(message: MailMessage): Promise<void> {
      const nodemailer = await loadNodemailer();
      transporter ??= nodemailer.createTransport(options);
      const sent = await transporter.sendMail(message);
      await keep?.(sent, message);
    },
    close: () => transporter?.close(),
  };
}

export type MailTransport = ReturnType<typeof lazyTransport>;

/**
 * Over smtp:// STARTTLS is required, or a stripped STARTTLS offer would expose the password and every
 * lead; opt out explicitly with `?requireTLS=false` or `?ignoreTLS=true`.
 */
export function requiresStartTls(url: string): boolean {
  const { protocol, searchParams } = new URL(url);
  const optedOut = searchParams.get("requireTLS") === "false" || searchParams.get("ignoreTLS") === "true";
  return protocol === "smtp:" && !optedOut;
}

export function smtpTransport(url: string): MailTransport {
  return lazyTransport("smtp", {
    url,
    requireTLS: requiresStartTls(url),
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  } as TransportOptions);
}

export function fileTransport(dir: string): MailTransport {
  const options = { streamTransport: true, buffer: true, newline: "unix" } as const;
  return lazyTransport("file", options, async (sent, message) => {
    // Messages hold visitors' personal data: private to the server user, whatever the umask.
    await mkdir(dir, { recursive: true, mode: PRIVATE_DIR_MODE });
    const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
    await writeAtomically(path.join(dir, name), sent.message as Buffer, PRIVATE_FILE_MODE);
  });
}

export const mailDropDir = (dataDir: string) => path.join(dataDir, "mail");

export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(mailDropDir(config.DATA_DIR));
}
