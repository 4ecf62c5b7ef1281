import { z } from "zod";
import type { SiteConfig } from "../../content/site";
import { checkSmsEnvironment, resolveSmsConfig, smsEnvironment, type SmsConfig } from "../sms/sms-config";

/** Where an order's emails may go at the latest after its last line: the wait must leave room for a send. */
export const MAX_ORDER_WAIT_MS = 90_000;

const emailAddress = z.email();

/** `Name <address>` or a bare address; the display name may not carry characters that could end a header. */
const MAILBOX_PATTERN = /^\s*(?:"?([^"<>\r\n]*?)"?\s*<([^<>\s]+)>|([^<>\s]+))\s*$/;

export type Mailbox = { name: string; address: string };

export function parseMailbox(value: string): Mailbox | null {
  const match = MAILBOX_PATTERN.exec(value);
  if (!match) return null;
  const address = match[2] ?? match[3];
  if (!emailAddress.safeParse(address).success) return null;
  return { name: (match[1] ?? "").trim(), address };
}

const wholeMilliseconds = (message: string, max?: number) => {
  const number = z.coerce.number({ message }).int(message).min(0, message);
  return max === undefined ? number : number.max(max, message);
};

/** The notification variables; spread into the server's environment schema so one parse reports them all. */
export const notificationEnvironment = {
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587")
    .refine((value) => URL.canParse(value) && new URL(value).hostname !== "", "must name a host")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  MAIL_FROM: z
    .string()
    .refine((value) => parseMailbox(value) !== null, 'must be an address or "Name <address>"')
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NOTIFY_EMAILS: z
    .string()
    .refine(
      (value) =>
        value
          .split(",")
          .map((part) => part.trim())
          .filter(Boolean)
          .every((part) => emailAddress.safeParse(part).success),
      "must be email addresses separated by commas",
    )
    .optional(),
  NOTIFY_WEBHOOK_URL: z
    .url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NOTIFY_WEBHOOK_SECRET: z
    .string()
    .min(16, "must be at least 16 characters")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  NOTIFY_ORDER_WAIT_MS: wholeMilliseconds(
    `must be a whole number of milliseconds from 0 to ${MAX_ORDER_WAIT_MS}`,
    MAX_ORDER_WAIT_MS,
  ).default(20_000),
  OUTBOX_POLL_MS: wholeMilliseconds("must be a whole number of milliseconds from 50", undefined)
    .min(50, "must be a whole number of milliseconds from 50")
    .default(1_000),
  ...smsEnvironment,
};

type NotificationEnvironment = Parameters<typeof checkSmsEnvironment>[0] & {
  NOTIFY_WEBHOOK_URL?: string;
  NOTIFY_WEBHOOK_SECRET?: string;
};

/** A webhook without a secret could be forged by anyone who learns its address. */
export function checkNotificationEnvironment(values: NotificationEnvironment, context: z.RefinementCtx) {
  if (values.NOTIFY_WEBHOOK_URL && !values.NOTIFY_WEBHOOK_SECRET) {
    context.addIssue({
      code: "custom",
      path: ["NOTIFY_WEBHOOK_SECRET"],
      message: "must be set (16 characters or more) when NOTIFY_WEBHOOK_URL is set",
    });
  }
  checkSmsEnvironment(values, context);
}

export type NotificationConfig = {
  /** Unset: every email is written as an .eml file under DATA_DIR/mail/ instead of being sent. */
  smtpUrl: string | undefined;
  from: Mailbox;
  /** Who hears of each new order and contact request. */
  notifyEmails: string[];
  webhookUrl: string | undefined;
  webhookSecret: string | undefined;
  /** An order's emails wait until no line has arrived for this long. */
  orderWaitMs: number;
  /** How often an idle worker looks for due jobs. */
  pollMs: number;
  sms: SmsConfig;
};

export function resolveNotificationConfig(
  values: {
    SMTP_URL?: string;
    MAIL_FROM?: string;
    NOTIFY_EMAILS?: string;
    NOTIFY_WEBHOOK_URL?: string;
    NOTIFY_WEBHOOK_SECRET?: string;
    NOTIFY_ORDER_WAIT_MS: number;
    OUTBOX_POLL_MS: number;
  } & Parameters<typeof resolveSmsConfig>[0],
  site: SiteConfig,
): NotificationConfig {
  const notifyEmails =
    values.NOTIFY_EMAILS === undefined
      ? [site.email.address]
      : values.NOTIFY_EMAILS.split(",")
          .map((part) => part.trim())
          .filter(Boolean);
  return {
    smtpUrl: values.SMTP_URL,
    from: (values.MAIL_FROM && parseMailbox(values.MAIL_FROM)) || {
      name: site.name,
      address: site.email.address,
    },
    notifyEmails: [...new Set(notifyEmails.map((address) => address.toLowerCase()))],
    webhookUrl: values.NOTIFY_WEBHOOK_URL,
    webhookSecret: values.NOTIFY_WEBHOOK_SECRET,
    orderWaitMs: values.NOTIFY_ORDER_WAIT_MS,
    pollMs: values.OUTBOX_POLL_MS,
    sms: resolveSmsConfig(values),
  };
}
