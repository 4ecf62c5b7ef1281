import { z } from "zod";

/**
 * One feature's part of the configuration: the environment variables it reads, each with its rule, default
 * and message, and the typed settings it hands to the rest of the code. `server/config.ts` composes every
 * section into one schema, parsed once; a feature never reads `process.env` itself.
 */
export type ConfigSection<
  Shape extends z.ZodRawShape,
  Settings extends object,
  Needs extends object = object,
> = {
  /** The variables, by name: each schema reads the raw string (or its absence) and says what is wrong. */
  variables: Shape;
  /** Rules between this section's variables, reported like any other bad value (set the path). */
  check?: (values: z.output<z.ZodObject<Shape>>, context: z.RefinementCtx) => void;
  /**
   * The settings this section adds to `Config`. `earlier` holds the settings of the sections composed before
   * this one, for defaults taken from them (an email's sender defaults to the company's name and address).
   */
  settings: (values: z.output<z.ZodObject<Shape>>, earlier: Needs) => Settings;
};

/** Keeps the variables' schemas as written, so the section's values and settings are typed from them. */
export function configSection<
  Shape extends z.ZodRawShape,
  Settings extends object,
  Needs extends object = object,
>(section: ConfigSection<Shape, Settings, Needs>): ConfigSection<Shape, Settings, Needs> {
  return section;
}

const secretSchemas = new WeakSet<z.ZodType>();

/**
 * Marks a variable whose value must never be printed, not even in the start-up error that refuses it:
 * passwords, keys, tokens, and URLs that can carry credentials (a database, SMTP or webhook address).
 */
export function secret<Schema extends z.ZodType>(schema: Schema): Schema {
  secretSchemas.add(schema);
  return schema;
}

export function isSecret(schema: z.ZodType | undefined): boolean {
  return schema !== undefined && secretSchemas.has(schema);
}

/** `scheme://user:password@host`: a value that carries credentials is not printed, whatever its variable. */
export function holdsCredentials(value: string | undefined): boolean {
  return value !== undefined && /^[a-z][a-z0-9+.-]*:\/\/[^/?#\s]*@/i.test(value.trim());
}

/** Unset and empty are the same: an empty line in an environment file keeps the default. */
export function unsetWhenEmpty<Schema extends z.ZodType<unknown, string>>(schema: Schema) {
  return schema.optional().or(z.literal("").transform(() => undefined));
}

/** `true`/`1` or `false`/`0` (empty: the default). */
export const booleanFlag = z
  .enum(["true", "false", "1", "0", ""], { message: "must be true or false" })
  .transform((value) => value === "true" || value === "1");

/** A whole number within bounds, with one message for every way of missing it. */
export function wholeNumber(message: string, { min = 0, max }: { min?: number; max?: number } = {}) {
  const number = z.coerce.number({ message }).int(message).min(min, message);
  return max === undefined ? number : number.max(max, message);
}

/** A comma-separated list, trimmed, without empty entries. */
export function commaSeparated(raw: string): string[] {
  return raw
    .split(",")
    .map((part) => part.trim())
    .filter(Boolean);
}
