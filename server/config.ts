import path from "node:path";
import { z } from "zod";
import { resolveSiteConfig, type SiteConfig } from "../content/site";
import { isValidHostHeader } from "./http/site-origin";
import { parseTrustProxy, type TrustProxy } from "./http/trust-proxy";
import {
  checkNotificationEnvironment,
  notificationEnvironment,
  resolveNotificationConfig,
  type NotificationConfig,
} from "./outbox/notification-config";

const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

const environmentSchema = z.object({
  NODE_ENV: z.enum(["production", "development", "test"]).default("production"),
  PORT: z.coerce
    .number({ message: "must be an integer from 1 to 65535" })
    .int("must be an integer from 1 to 65535")
    .min(0, "must be an integer from 1 to 65535")
    .max(65535, "must be an integer from 1 to 65535")
    .default(3000),
  HOST: z.string().min(1, "must not be empty").default("0.0.0.0"),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  BUILD_DIR: z.string().min(1, "must not be empty").default("build"),
  PUBLIC_API_BASE: z.string().regex(/\/$/, "must end with a slash, like /api/").default("/api/"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_MAX: z.coerce
    .number({ message: "must be a whole number of requests per minute (0 turns limits off)" })
    .int("must be a whole number of requests per minute (0 turns limits off)")
    .min(0, "must be a whole number of requests per minute (0 turns limits off)")
    .default(30),
  TRUST_PROXY: z
    .string()
    .default("false")
    .transform((raw, context) => {
      const parsed = parseTrustProxy(raw);
      if ("value" in parsed) return parsed.value;
      context.addIssue({ code: "custom", message: parsed.error });
      return z.NEVER;
    }),
  PAGE_RATE_LIMIT_MAX: z.coerce
    .number({ message: "must be a whole number of page requests per minute (0 turns the limit off)" })
    .int("must be a whole number of page requests per minute (0 turns the limit off)")
    .min(0, "must be a whole number of page requests per minute (0 turns the limit off)")
    .default(300),
  CATALOGUE_CACHE_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds (0 turns the cache off)" })
    .int("must be a whole number of milliseconds (0 turns the cache off)")
    .min(0, "must be a whole number of milliseconds (0 turns the cache off)")
    .default(2_000),
  SITE_URL: z
    .url({ message: "must be an absolute URL like https://example.com" })
    .refine((url) => /^https?:\/\/[^/?#]+\/?$/i.test(url), "must be an origin only, like https://example.com")
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ALLOWED_HOSTS: z
    .string()
    .default("")
    .transform((raw) =>
      raw
        .split(",")
        .map((host) => host.trim().toLowerCase())
        .filter(Boolean),
    )
    .refine(
      (hosts) => hosts.every((host) => isValidHostHeader(host)),
      "must be host names, like shop.example.com,localhost:3000",
    ),
  SEED_WHEN_EMPTY: booleanFlag.default(true),
  ADMIN_EMAIL: z
    .email({ message: "must be an email address" })
    .optional()
    .or(z.literal("").transform(() => undefined)),
  ADMIN_PASSWORD: z
    .string()
    .optional()
    .transform((value) => value || undefined),
  ...notificationEnvironment,
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  /** Where the POST rate-limit counters are shared when set (see server/cluster/rate-limit-store.ts). */
  redisUrl: string | undefined;
  dataDir: string;
  buildDir: string;
  publicApiBase: string;
  logLevel: string;
  rateLimitMax: number;
  trustProxy: TrustProxy;
  pageRateLimitMax: number;
  catalogueCacheMs: number;
  siteUrl: string | undefined;
  allowedHosts: string[];
  seedWhenEmpty: boolean;
  /** The first owner created at start-up when no account has this email (see server/admin/accounts). */
  adminEmail?: string;
  adminPassword?: string;
  site: SiteConfig;
  notifications: NotificationConfig;
};

export class ConfigError extends Error {}

/**
 * The configuration the web server runs with: `loadConfig`'s, and in production with PostgreSQL (several
 * instances behind a load balancer) a SITE_URL, so every instance names the same origin in canonical URLs,
 * the sitemap and robots.txt, and no request's Host can choose it. The command-line tools need no origin.
 */
export function loadServerConfig(env: Record<string, string | undefined> = process.env): Config {
  const config = loadConfig(env);
  if (config.env === "production" && config.databaseUrl && !config.siteUrl) {
    throw new ConfigError(
      "Invalid configuration: SITE_URL is required in production with DATABASE_URL: set it to the site's public origin, like https://www.example.com",
    );
  }
  return config;
}

/** Reads the environment once; a bad value becomes one line that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.superRefine(checkNotificationEnvironment).safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const name = String(issue.path[0]);
    throw new ConfigError(
      `Invalid configuration: ${name} ${issue.message} (got ${JSON.stringify(env[name])})`,
    );
  }
  const values = parsed.data;
  return {
    env: values.NODE_ENV,
    port: values.PORT,
    host: values.HOST,
    databaseUrl: values.DATABASE_URL,
    redisUrl: values.REDIS_URL,
    dataDir: path.resolve(values.DATA_DIR),
    buildDir: path.resolve(values.BUILD_DIR),
    publicApiBase: values.PUBLIC_API_BASE,
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    trustProxy: values.TRUST_PROXY,
    pageRateLimitMax: values.PAGE_RATE_LIMIT_MAX,
    catalogueCacheMs: values.CATALOGUE_CACHE_MS,
    siteUrl: values.SITE_URL?.replace(/\/$/, ""),
    allowedHosts: values.ALLOWED_HOSTS,
    seedWhenEmpty: values.SEED_WHEN_EMPTY,
    adminEmail: values.ADMIN_EMAIL,
    adminPassword: values.ADMIN_PASSWORD,
    site: resolveSiteConfig(env),
    notifications: resolveNotificationConfig(values, resolveSiteConfig(env)),
  };
}
