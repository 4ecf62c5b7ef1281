import { z } from "zod";
import { holdsCredentials, isSecret, type ConfigSection } from "./config/config-section";
import { courierSettings } from "./config/courier-settings";
import { firstOwnerSettings } from "./config/first-owner-settings";
import { httpSettings } from "./config/http-settings";
import { notificationSettings } from "./config/notification-settings";
import { runtimeSettings } from "./config/runtime-settings";
import { siteSettings } from "./config/site-settings";
import { storageSettings } from "./config/storage-settings";

export type { NotificationConfig, Mailbox } from "./config/notification-settings";

/**
 * The one place the server's environment is read. Each feature declares its variables in a section of its
 * own under config/ (the variables, their rules and defaults, and the typed settings made of them); they are
 * listed here, in the order their settings are built, since a section may take a default from an earlier
 * one. A new feature adds its file and one line to this list, and its variables to `.env.example` and the
 * README's table (a test checks both).
 */
const sections = [
  runtimeSettings,
  httpSettings,
  storageSettings,
  siteSettings,
  notificationSettings,
  courierSettings,
  firstOwnerSettings,
] as const;

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- any section, whatever its variables and settings
type AnySection = ConfigSection<any, object, any>;

/** Each section's settings added in turn; a section that needs settings of a later one is a type error. */
type Composed<Sections, Earlier> = Sections extends readonly [infer First, ...infer Rest]
  ? First extends ConfigSection<infer _Shape, infer Settings, infer Needs>
    ? Earlier extends Needs
      ? Composed<Rest, Earlier & Settings>
      : { "a section is listed before the sections it needs": Needs }
    : never
  : Earlier;

/** The typed settings every part of the server receives; nothing else reads `process.env`. */
export type Config = {
  [Key in keyof Composed<typeof sections, object>]: Composed<typeof sections, object>[Key];
};

function composeVariables(): Record<string, z.ZodType> {
  const variables: Record<string, z.ZodType> = {};
  for (const section of sections as readonly AnySection[]) {
    for (const [name, schema] of Object.entries(section.variables as Record<string, z.ZodType>)) {
      if (name in variables) throw new Error(`${name} is declared by two configuration sections`);
      variables[name] = schema;
    }
  }
  return variables;
}

const variables = composeVariables();

/** Every variable the server reads, for the documentation test and the tools that list them. */
export const configVariableNames: readonly string[] = Object.keys(variables);

/** One schema for every variable: a single parse reports the first bad one, whichever feature it belongs to. */
const environmentSchema = z.object(variables).superRefine((values, context) => {
  for (const section of sections as readonly AnySection[]) section.check?.(values, context);
});

/** Whether a variable's value must never be printed (see `secret` in config/config-section.ts). */
export function isSecretVariable(name: string): boolean {
  return isSecret(variables[name]);
}

export class ConfigError extends Error {}

/**
 * The line that stops the server: the variable, what it must be, and what it was, unless the value is a
 * secret (a password, a key, a URL that can carry credentials): then only its name is printed, since
 * start-up errors end up in terminals, CI logs and journald.
 */
function problemLine(issue: z.core.$ZodIssue, env: Record<string, string | undefined>): string {
  const name = String(issue.path[0]);
  const value = env[name];
  const shown =
    isSecretVariable(name) || holdsCredentials(value)
      ? "(its value is not shown: it may hold a password or key)"
      : `(got ${JSON.stringify(value)})`;
  return `Invalid configuration: ${name} ${issue.message} ${shown}`;
}

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
  const parsed = environmentSchema.safeParse(env);
  if (!parsed.success) throw new ConfigError(problemLine(parsed.error.issues[0], env));
  const settings: Record<string, unknown> = {};
  for (const section of sections as readonly AnySection[]) {
    const added = section.settings(parsed.data, settings);
    for (const key of Object.keys(added)) {
      if (key in settings) throw new Error(`Two configuration sections set ${key}`);
    }
    Object.assign(settings, added);
  }
  return settings as Config;
}
