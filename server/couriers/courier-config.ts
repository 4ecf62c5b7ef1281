import { z } from "zod";
import { SecretValue } from "./secret-value";

/**
 * The couriers' part of the environment. Each courier is all or nothing: with none of its variables it is
 * simply not offered; with some but not all, start-up stops with a line naming the first one missing. A
 * courier's base URL has a default, so it does not count towards "some".
 *
 * The server's configuration module spreads `courierEnvironment` into its schema, adds
 * `checkCourierEnvironment` to its refinements and calls `resolveCourierConfig` with the parsed values.
 * Values of `COURIER_SECRET_VARIABLES` must never be echoed in its error line.
 */
export const STEADFAST_DEFAULT_BASE_URL = "https://portal.packzy.com/api/v1";
export const PATHAO_DEFAULT_BASE_URL = "https://api-hermes.pathao.com";
/** Pathao's sandbox, for trying the integration with Pathao's published test credentials. */
export const PATHAO_SANDBOX_BASE_URL = "https://courier-api-sandbox.pathao.com";
/**
 * The value Pathao's merchant panel requires in the `X-Pathao-Merchant-Webhook-Integration-Secret` answer
 * header before it accepts a webhook address. It is published in the panel and is the same for every
 * merchant, so it proves nothing about a caller; PATHAO_WEBHOOK_INTEGRATION_SECRET overrides it should
 * Pathao's panel ever show another.
 */
export const PATHAO_PUBLISHED_INTEGRATION_SECRET = "f3992ecc-59da-4cbe-a049-a13da2018d51";

/** Webhook secrets are ours to choose: long enough that nobody guesses them. */
const WEBHOOK_SECRET_MIN_LENGTH = 16;

const STEADFAST_REQUIRED = ["STEADFAST_API_KEY", "STEADFAST_SECRET_KEY", "STEADFAST_WEBHOOK_TOKEN"] as const;
const PATHAO_REQUIRED = [
  "PATHAO_CLIENT_ID",
  "PATHAO_CLIENT_SECRET",
  "PATHAO_USERNAME",
  "PATHAO_PASSWORD",
  "PATHAO_STORE_ID",
  "PATHAO_WEBHOOK_SECRET",
] as const;

/** Variables whose values are credentials: an error line names them but never shows what they hold. */
export const COURIER_SECRET_VARIABLES: ReadonlySet<string> = new Set([
  "STEADFAST_API_KEY",
  "STEADFAST_SECRET_KEY",
  "STEADFAST_WEBHOOK_TOKEN",
  "PATHAO_CLIENT_SECRET",
  "PATHAO_PASSWORD",
  "PATHAO_WEBHOOK_SECRET",
]);

const LOOPBACK_HOSTS = new Set(["localhost", "127.0.0.1", "[::1]"]);

/** An https address; plain http only on this machine (the test fakes), since the keys travel in headers. */
const baseUrl = (fallback: string) =>
  z
    .string()
    .trim()
    .default(fallback)
    .transform((value) => value || fallback)
    .refine((value) => {
      if (!URL.canParse(value)) return false;
      const url = new URL(value);
      if (url.username || url.password || url.search || url.hash) return false;
      return url.protocol === "https:" || (url.protocol === "http:" && LOOPBACK_HOSTS.has(url.hostname));
    }, "must be an https:// address without user, query or fragment (http:// only for localhost)")
    .transform((value) => value.replace(/\/+$/, ""));

/** Present or absent; blank counts as absent, so an emptied line in a .env file switches a courier off. */
const optionalText = z
  .string()
  .trim()
  .optional()
  .transform((value) => value || undefined);

const webhookSecret = optionalText.refine(
  (value) => value === undefined || value.length >= WEBHOOK_SECRET_MIN_LENGTH,
  `must be at least ${WEBHOOK_SECRET_MIN_LENGTH} characters (choose a long random value)`,
);

export const courierEnvironment = {
  STEADFAST_API_KEY: optionalText,
  STEADFAST_SECRET_KEY: optionalText,
  STEADFAST_BASE_URL: baseUrl(STEADFAST_DEFAULT_BASE_URL),
  STEADFAST_WEBHOOK_TOKEN: webhookSecret,
  PATHAO_CLIENT_ID: optionalText,
  PATHAO_CLIENT_SECRET: optionalText,
  PATHAO_USERNAME: optionalText,
  PATHAO_PASSWORD: optionalText,
  PATHAO_STORE_ID: optionalText.refine(
    (value) => value === undefined || /^[1-9]\d{0,14}$/.test(value),
    "must be the store's number from Pathao's merchant panel, like 130820",
  ),
  PATHAO_BASE_URL: baseUrl(PATHAO_DEFAULT_BASE_URL),
  PATHAO_WEBHOOK_SECRET: webhookSecret,
  PATHAO_WEBHOOK_INTEGRATION_SECRET: optionalText,
};

type CourierEnvironmentValues = {
  [Name in keyof typeof courierEnvironment]: z.output<(typeof courierEnvironment)[Name]>;
};

function checkAllOrNothing(
  values: Partial<Record<string, unknown>>,
  names: readonly string[],
  courier: string,
  context: z.RefinementCtx,
) {
  const present = names.filter((name) => values[name] !== undefined);
  if (present.length === 0 || present.length === names.length) return;
  const missing = names.find((name) => values[name] === undefined)!;
  context.addIssue({
    code: "custom",
    path: [missing],
    message: `must be set too: ${courier} needs all of ${names.join(", ")} (${present.join(", ")} ${
      present.length === 1 ? "is" : "are"
    } set), or none of them to switch ${courier} off`,
  });
}

/** A refinement for the server's environment schema: a courier's variables come all together or not at all. */
export function checkCourierEnvironment(values: Partial<Record<string, unknown>>, context: z.RefinementCtx) {
  checkAllOrNothing(values, STEADFAST_REQUIRED, "Steadfast", context);
  checkAllOrNothing(values, PATHAO_REQUIRED, "Pathao", context);
}

export type SteadfastSettings = {
  baseUrl: string;
  apiKey: SecretValue;
  secretKey: SecretValue;
  /** The Bearer token typed into Steadfast's webhook settings; Steadfast sends it with every call. */
  webhookToken: SecretValue;
};

export type PathaoSettings = {
  baseUrl: string;
  clientId: string;
  clientSecret: SecretValue;
  username: string;
  password: SecretValue;
  storeId: number;
  /** The secret typed into Pathao's webhook settings; Pathao sends it back as `X-PATHAO-Signature`. */
  webhookSecret: SecretValue;
  /** The value of the handshake header Pathao's panel asks for (see PATHAO_PUBLISHED_INTEGRATION_SECRET). */
  integrationSecret: string;
};

/** The couriers staff can book with; a null one is not offered anywhere. */
export type CourierConfig = {
  steadfast: SteadfastSettings | null;
  pathao: PathaoSettings | null;
};

/** Turns parsed, checked values into the couriers' settings; secrets are wrapped so no log can print them. */
export function resolveCourierConfig(values: CourierEnvironmentValues): CourierConfig {
  const steadfast =
    values.STEADFAST_API_KEY && values.STEADFAST_SECRET_KEY && values.STEADFAST_WEBHOOK_TOKEN
      ? {
          baseUrl: values.STEADFAST_BASE_URL,
          apiKey: new SecretValue(values.STEADFAST_API_KEY),
          secretKey: new SecretValue(values.STEADFAST_SECRET_KEY),
          webhookToken: new SecretValue(values.STEADFAST_WEBHOOK_TOKEN),
        }
      : null;
  const pathao =
    values.PATHAO_CLIENT_ID &&
    values.PATHAO_CLIENT_SECRET &&
    values.PATHAO_USERNAME &&
    values.PATHAO_PASSWORD &&
    values.PATHAO_STORE_ID &&
    values.PATHAO_WEBHOOK_SECRET
      ? {
          baseUrl: values.PATHAO_BASE_URL,
          clientId: values.PATHAO_CLIENT_ID,
          clientSecret: new SecretValue(values.PATHAO_CLIENT_SECRET),
          username: values.PATHAO_USERNAME,
          password: new SecretValue(values.PATHAO_PASSWORD),
          storeId: Number(values.PATHAO_STORE_ID),
          webhookSecret: new SecretValue(values.PATHAO_WEBHOOK_SECRET),
          integrationSecret: values.PATHAO_WEBHOOK_INTEGRATION_SECRET ?? PATHAO_PUBLISHED_INTEGRATION_SECRET,
        }
      : null;
  return { steadfast, pathao };
}
