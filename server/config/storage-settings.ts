import path from "node:path";
import { z } from "zod";
import { booleanFlag, configSection, secret, unsetWhenEmpty, wholeNumber } from "./config-section";

const CACHE_MESSAGE = "must be a whole number of milliseconds (0 turns the cache off)";

/** Where the data lives: PostgreSQL or the embedded database's folder, Redis for shared counters. */
export const storageSettings = configSection({
  variables: {
    DATABASE_URL: secret(
      unsetWhenEmpty(z.string().regex(/^postgres(ql)?:\/\//, "must be a postgres:// URL")),
    ),
    DATA_DIR: z.string().min(1, "must not be empty").default("./data"),
    /** Where the POST rate-limit counters are shared when set (see server/cluster/rate-limit-store.ts). */
    REDIS_URL: secret(
      unsetWhenEmpty(z.string().regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")),
    ),
    SEED_WHEN_EMPTY: booleanFlag.default(true),
    CATALOGUE_CACHE_MS: wholeNumber(CACHE_MESSAGE).default(2_000),
  },
  settings: (values) => ({
    databaseUrl: values.DATABASE_URL,
    dataDir: path.resolve(values.DATA_DIR),
    redisUrl: values.REDIS_URL,
    seedWhenEmpty: values.SEED_WHEN_EMPTY,
    catalogueCacheMs: values.CATALOGUE_CACHE_MS,
  }),
});
