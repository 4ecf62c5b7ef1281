import { randomBytes } from "node:crypto";
import pg from "pg";

/** Runs one statement (create or drop a database) on its own connection to the server at `serverUrl`. */
async function runAdminStatement(serverUrl, statement) {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * A fresh, empty database on the PostgreSQL server at `serverUrl`, dropped again by `drop`: for the test suites
 * and the several-instances benchmark.
 * @param {string} serverUrl
 * @param {string} prefix
 * @returns {Promise<{ url: string; drop: () => Promise<void> }>}
 */
export async function createPostgresDatabase(serverUrl, prefix) {
  const name = `${prefix}_${randomBytes(8).toString("hex")}`;
  await runAdminStatement(serverUrl, `create database ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => runAdminStatement(serverUrl, `drop database if exists ${name} with (force)`),
  };
}
