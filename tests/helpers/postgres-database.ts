// @ts-expect-error plain JavaScript helper shared with the several-instances benchmark
import { createPostgresDatabase as create } from "../../scripts/postgres-database.mjs";

/** A fresh, empty database on the PostgreSQL server at `serverUrl`, dropped again by `drop`. */
export const createPostgresDatabase: (
  serverUrl: string,
  prefix: string,
) => Promise<{ url: string; drop: () => Promise<void> }> = create;
