import { z } from "zod";
import { MAX_ORDER_WAIT_MS, OUTBOX_POLL_MIN_MS, WEBHOOK_SECRET_MIN_LENGTH } from "../../common/limits";
import type { SiteConfig } from "../../content/site";
import { checkSmsEnvironment, resolveSmsConfig, smsEnvironment, type SmsConfig } from "../sms/sms-config";
import { commaSeparated, configSection, secret, unsetWhenEmpty, wholeNumber } from "./config-section";

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
  /** The SMS gateway (or text files) and the staff numbers that hear of each new order. */
  sms: SmsConfig;
};

const ORDER_WAIT_MESSAGE = `must be a whole number of milliseconds from 0 to ${MAX_ORDER_WAIT_MS}`;
const POLL_MESSAGE = `must be a whole number of milliseconds from ${OUTBOX_POLL_MIN_MS}`;

/**
 * New orders and contact requests, told to staff by email and to other tools by a signed webhook. The
 * sender and the recipients default to the company's own name and address (the site section's).
 */
export const notificationSettings = configSection({
  variables: {
    // Holds the mail account's password.
    SMTP_URL: secret(
      unsetWhenEmpty(
        z
          .string()
          .regex(/^smtps?:\/\/[^\s]+$/, "must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587")
          .refine((value) => URL.canParse(value) && new URL(value).hostname !== "", "must name a host"),
      ),
    ),
    MAIL_FROM: unsetWhenEmpty(
      z.string().refine((value) => parseMailbox(value) !== null, 'must be an address or "Name <address>"'),
    ),
    NOTIFY_EMAILS: z
      .string()
      .refine(
        (value) => commaSeparated(value).every((part) => emailAddress.safeParse(part).success),
        "must be email addresses separated by commas",
      )
      .optional(),
    // Chat and automation hooks carry their token in the address.
    NOTIFY_WEBHOOK_URL: secret(
      unsetWhenEmpty(z.url({ protocol: /^https?$/, message: "must be an http:// or https:// URL" })),
    ),
    NOTIFY_WEBHOOK_SECRET: secret(
      unsetWhenEmpty(
        z.string().min(WEBHOOK_SECRET_MIN_LENGTH, `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters`),
      ),
    ),
    NOTIFY_ORDER_WAIT_MS: wholeNumber(ORDER_WAIT_MESSAGE, { max: MAX_ORDER_WAIT_MS }).default(20_000),
    OUTBOX_POLL_MS: wholeNumber(POLL_MESSAGE, { min: OUTBOX_POLL_MIN_MS }).default(1_000),
    ...smsEnvironment,
    SMS_API_KEY: secret(smsEnvironment.SMS_API_KEY),
  },
  // A webhook without a secret could be forged by anyone who learns its address.
  check(values, context) {
    if (values.NOTIFY_WEBHOOK_URL && !values.NOTIFY_WEBHOOK_SECRET) {
      context.addIssue({
        code: "custom",
        path: ["NOTIFY_WEBHOOK_SECRET"],
        message: `must be set (${WEBHOOK_SECRET_MIN_LENGTH} characters or more) when NOTIFY_WEBHOOK_URL is set`,
      });
    }
    checkSmsEnvironment(values, context);
  },
  settings: (values, { site }: { site: SiteConfig }): { notifications: NotificationConfig } => {
    const notifyEmails =
      values.NOTIFY_EMAILS === undefined ? [site.email.address] : commaSeparated(values.NOTIFY_EMAILS);
    return {
      notifications: {
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
      },
    };
  },
});
