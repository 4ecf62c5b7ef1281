import path from "node:path";
import { z } from "zod";
import { resolveSiteConfig, type SiteConfig } from "../content/site";

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
  DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
  BUILD_DIR: z.string().min(1, "must not be empty").default("build"),
  PUBLIC_API_BASE: z.string().regex(/\/$/, "must end with a slash, like /api/").default("/api/"),
  LOG_LEVEL: z.enum(["fatal", "error", "warn", "info", "debug", "trace", "silent"]).default("info"),
  RATE_LIMIT_MAX: z.coerce
    .number({ message: "must be a whole number of requests per minute (0 turns limits off)" })
    .int("must be a whole number of requests per minute (0 turns limits off)")
    .min(0, "must be a whole number of requests per minute (0 turns limits off)")
    .default(30),
  TRUST_PROXY: booleanFlag.default(false),
  CATALOGUE_CACHE_MS: z.coerce
    .number({ message: "must be a whole number of milliseconds (0 turns the cache off)" })
    .int("must be a whole number of milliseconds (0 turns the cache off)")
    .min(0, "must be a whole number of milliseconds (0 turns the cache off)")
    .default(2_000),
  SITE_URL: z.url({ message: "must be an absolute URL like https://example.com" }).optional(),
  SEED_WHEN_EMPTY: booleanFlag.default(true),
});

export type Config = {
  env: "production" | "development" | "test";
  port: number;
  host: string;
  databaseUrl: string | undefined;
  dataDir: string;
  buildDir: string;
  publicApiBase: string;
  logLevel: string;
  rateLimitMax: number;
  trustProxy: boolean;
  catalogueCacheMs: number;
  siteUrl: string | undefined;
  seedWhenEmpty: boolean;
  site: SiteConfig;
};

export class ConfigError extends Error {}

/** Reads the environment once; a bad value becomes one line that names the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const parsed = environmentSchema.safeParse(env);
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
    dataDir: path.resolve(values.DATA_DIR),
    buildDir: path.resolve(values.BUILD_DIR),
    publicApiBase: values.PUBLIC_API_BASE,
    logLevel: values.LOG_LEVEL,
    rateLimitMax: values.RATE_LIMIT_MAX,
    trustProxy: values.TRUST_PROXY,
    catalogueCacheMs: values.CATALOGUE_CACHE_MS,
    siteUrl: values.SITE_URL?.replace(/\/$/, ""),
    seedWhenEmpty: values.SEED_WHEN_EMPTY,
    site: resolveSiteConfig(env),
  };
}
