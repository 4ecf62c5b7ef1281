import { z } from "zod";
import { normaliseMobileNumber } from "./phone-number";

/**
 * The SMS settings: which gateway (none: every SMS is written as a file under DATA_DIR/sms/), its key and
 * sender id, where it answers, and the staff numbers that hear of each new order. The shape is spread into
 * the server's environment schema so one parse reports every bad variable.
 */
export const SMS_PROVIDERS = ["bulksmsbd", "sslwireless"] as const;
export type SmsProviderName = (typeof SMS_PROVIDERS)[number];

/** Where each gateway answers unless SMS_BASE_URL says otherwise (SSL Wireless gives some accounts their own). */
export const DEFAULT_SMS_BASE_URLS: Readonly<Record<SmsProviderName, string>> = {
  bulksmsbd: "https://bulksmsbd.net",
  sslwireless: "https://smsplus.sslwireless.com",
};

/** A blank line in an .env file leaves the variable unset. */
const unlessBlank = <T extends z.ZodType>(schema: T) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    schema.optional(),
  );

const numbersMessage =
  "must be Bangladeshi mobile numbers (01XXXXXXXXX, 8801XXXXXXXXX or +8801XXXXXXXXX) separated by commas";

const splitList = (value: string) =>
  value
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);

export const smsEnvironment = {
  SMS_PROVIDER: unlessBlank(
    z.enum(SMS_PROVIDERS, {
      message: `must be one of ${SMS_PROVIDERS.join(", ")} (or unset to write files)`,
    }),
  ),
  // Accepted as given, never checked for a format: a refusal here would print the key in the error line.
  SMS_API_KEY: z
    .string()
    .optional()
    .transform((value) => value?.trim() || undefined),
  SMS_SENDER_ID: unlessBlank(
    z
      .string()
      .trim()
      .regex(
        /^[A-Za-z0-9 ._-]{1,20}$/,
        "must be the approved sender id: 1 to 20 letters, digits, spaces, dots or dashes",
      ),
  ),
  SMS_BASE_URL: unlessBlank(
    z
      .url({
        protocol: /^https?$/,
        message: "must be an http:// or https:// URL, like https://bulksmsbd.net",
      })
      .refine((value) => !/[?#]/.test(value), "must not carry a query or a fragment"),
  ),
  NOTIFY_SMS: z
    .string()
    .refine((value) => splitList(value).every((part) => normaliseMobileNumber(part) !== null), numbersMessage)
    .optional(),
};

type SmsEnvironment = {
  SMS_PROVIDER?: SmsProviderName;
  SMS_API_KEY?: string;
  SMS_SENDER_ID?: string;
  SMS_BASE_URL?: string;
  NOTIFY_SMS?: string;
};

/** A gateway without its key or sender id would refuse every SMS: say so at start-up instead. */
export function checkSmsEnvironment(values: SmsEnvironment, context: z.RefinementCtx) {
  if (!values.SMS_PROVIDER) return;
  for (const name of ["SMS_API_KEY", "SMS_SENDER_ID"] as const) {
    if (!values[name]) {
      context.addIssue({ code: "custom", path: [name], message: `must be set when SMS_PROVIDER is set` });
    }
  }
}

export type SmsGatewayConfig = {
  provider: SmsProviderName;
  apiKey: string;
  senderId: string;
  /** Without a trailing slash; the adapter adds the gateway's documented path. */
  baseUrl: string;
};

export type SmsConfig = {
  /** Unset: every SMS is written as a file under DATA_DIR/sms/ instead of being sent. */
  gateway: SmsGatewayConfig | undefined;
  /** Who hears of each new order by SMS, normalised to 8801XXXXXXXXX. */
  notifyNumbers: string[];
};

export function resolveSmsConfig(values: SmsEnvironment): SmsConfig {
  const notifyNumbers = splitList(values.NOTIFY_SMS ?? "").map((part) => normaliseMobileNumber(part)!);
  const provider = values.SMS_PROVIDER;
  return {
    gateway:
      provider && values.SMS_API_KEY && values.SMS_SENDER_ID
        ? {
            provider,
            apiKey: values.SMS_API_KEY,
            senderId: values.SMS_SENDER_ID,
            baseUrl: (values.SMS_BASE_URL ?? DEFAULT_SMS_BASE_URLS[provider]).replace(/\/+$/, ""),
          }
        : undefined,
    notifyNumbers: [...new Set(notifyNumbers)],
  };
}
