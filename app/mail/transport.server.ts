/**
 * Mail transport: SMTP through nodemailer when SMTP_URL is set (options such as ?ignoreTLS=true may
 * ride on the URL), otherwise each message is written as an .eml file under DATA_DIR/mail, so a
 * fresh machine needs nothing external to run.
 */
import { mkdir, rename, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { MailMessage } from "./templates";

export type MailTransport = {
  kind: "smtp" | "file";
  send(message: MailMessage): Promise<void>;
  close(): void;
};

export function smtpTransport(url: string): MailTransport {
  const transporter = nodemailer.createTransport({
    url,
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  } as Parameters<typeof nodemailer.createTransport>[0]);
  return {
    kind: "smtp",
    async send(message) {
      await transporter.sendMail(message);
    },
    close: () => transporter.close(),
  };
}

export function fileTransport(dir: string): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "file",
    async send(message) {
      const info = await transporter.sendMail(message);
      await mkdir(dir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${message.messageId.replace(/[^A-Za-z0-9.-]/g, "_")}.eml`;
      const target = path.join(dir, name);
      // Write then rename: a reader never sees half a message.
      await writeFile(`${target}.tmp`, info.message as Buffer);
      await rename(`${target}.tmp`, target);
    },
    close: () => transporter.close(),
  };
}

export function createMailTransport(config: { SMTP_URL?: string; DATA_DIR: string }): MailTransport {
  return config.SMTP_URL ? smtpTransport(config.SMTP_URL) : fileTransport(path.join(config.DATA_DIR, "mail"));
}
