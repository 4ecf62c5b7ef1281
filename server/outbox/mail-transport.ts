import fs from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type Mail from "nodemailer/lib/mailer";
import { SMTP_TIMEOUTS } from "../../common/limits";

export type MailDelivery = { accepted: string[]; rejected: string[]; savedTo?: string };

export type MailTransport = {
  send: (mail: Mail.Options) => Promise<MailDelivery>;
  close: () => void;
};

/** A mail server that answers with a 5xx code refused the message for good; retrying would not change that. */
export class PermanentMailError extends Error {}

/**
 * Sends through the SMTP server of `smtpUrl`, or, without one, writes each email as an .eml file under
 * `mailDir` so a newcomer can open what would have been sent.
 */
export function createMailTransport(options: {
  smtpUrl: string | undefined;
  mailDir: string;
  onSaved?: (file: string) => void;
}): MailTransport {
  if (!options.smtpUrl) return createFileTransport(options.mailDir, options.onSaved);
  const transporter = nodemailer.createTransport({
    url: options.smtpUrl,
    // A silent server must not hold a job past its lease: give up on the attempt and retry later.
    connectionTimeout: SMTP_TIMEOUTS.connectionMs,
    greetingTimeout: SMTP_TIMEOUTS.greetingMs,
    socketTimeout: SMTP_TIMEOUTS.socketMs,
  } as nodemailer.TransportOptions);
  return {
    async send(mail) {
      try {
        const info = await transporter.sendMail(mail);
        return { accepted: info.accepted.map(String), rejected: info.rejected.map(String) };
      } catch (error) {
        const code = (error as { responseCode?: number }).responseCode;
        if (code !== undefined && code >= 500 && code < 600) {
          throw new PermanentMailError(`The mail server refused the email: ${(error as Error).message}`);
        }
        throw error;
      }
    },
    close: () => transporter.close(),
  };
}

function createFileTransport(mailDir: string, onSaved?: (file: string) => void): MailTransport {
  const transporter = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    async send(mail) {
      const info = await transporter.sendMail(mail);
      await fs.mkdir(mailDir, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${String(info.messageId).replace(/[^\w.-]+/g, "_")}.eml`;
      const file = path.join(mailDir, name);
      await fs.writeFile(file, info.message as Buffer);
      onSaved?.(file);
      const recipients = [mail.to].flat().filter(Boolean).map(String);
      return { accepted: recipients, rejected: [], savedTo: file };
    },
    close: () => {},
  };
}
