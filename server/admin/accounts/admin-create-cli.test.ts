import { spawn, type ChildProcess } from "node:child_process";
import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { openDatabase } from "../../db/database";
import { staffAccounts } from "../../db/schema";
import { projectRoot } from "../../project-root";
import { HOLDER_FILE } from "./data-directory-holder";

const CLI = path.join(projectRoot, "server", "admin", "accounts", "admin-create-cli.ts");
const TSX = path.join(projectRoot, "node_modules", ".bin", "tsx");
const PASSWORD = "a long owner passphrase";

type Run = { code: number | null; stdout: string; stderr: string };

/** Runs `npm run admin:create -- …` as a person would (through tsx), with its own environment and stdin. */
function adminCreate(args: string[], env: Record<string, string>, stdin = ""): Promise<Run> {
  return new Promise((resolve, reject) => {
    const child = spawn(TSX, [CLI, ...args], {
      cwd: projectRoot,
      env: {
        PATH: process.env.PATH ?? "",
        HOME: process.env.HOME ?? "",
        NODE_ENV: "test",
        LOG_LEVEL: "silent",
        ...env,
      },
      stdio: ["pipe", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
    child.stdin.end(stdin);
  });
}

describe("npm run admin:create on PGlite", () => {
  let dataDir: string;
  let sleeper: ChildProcess | undefined;

  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "nakshi-admin-create-"));
  });
  afterAll(() => {
    sleeper?.kill();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it("refuses clearly, before asking anything or opening the files, while the server holds the data directory", async () => {
    // A live Node process stands in for the running server.
    sleeper = spawn(process.execPath, ["-e", "setTimeout(() => {}, 120000)"], { stdio: "ignore" });
    fs.writeFileSync(
      path.join(dataDir, HOLDER_FILE),
      JSON.stringify({ pid: sleeper.pid, startedAt: "2026-11-25T09:00:00.000Z" }),
    );
    const run = await adminCreate(["--email", "owner@example.test", "--name", "Owner"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain(`The server is running (process ${sleeper.pid}`);
    expect(run.stderr).toContain("Stop the server first");
    expect(run.stderr).toContain("Nothing was created.");
    expect(fs.readdirSync(dataDir)).toEqual([HOLDER_FILE]);
    sleeper.kill();
    sleeper = undefined;
    fs.rmSync(path.join(dataDir, HOLDER_FILE));
  }, 120_000);

  it("creates an owner with ADMIN_PASSWORD, reads the password from stdin otherwise, and never changes an existing account", async () => {
    const created = await adminCreate(["--email", "Farhana@Example.test", "--name", "Farhana Rahman"], {
      DATA_DIR: dataDir,
      ADMIN_PASSWORD: PASSWORD,
    });
    expect(created.stderr).toBe("");
    expect(created.code).toBe(0);
    expect(created.stdout).toContain("Created the owner account farhana@example.test (Farhana Rahman)");
    expect(created.stdout).toContain("/admin/login");
    expect(created.stdout).not.toContain(PASSWORD);

    const again = await adminCreate(
      ["--email", "farhana@example.test", "--name", "Someone Else"],
      { DATA_DIR: dataDir },
      "another long passphrase\n",
    );
    expect(again.code).toBe(1);
    expect(again.stderr).toContain("already exists; it was left as it is");

    const weak = await adminCreate(
      ["--email", "weak@example.test", "--name", "Weak"],
      { DATA_DIR: dataDir },
      "password\n",
    );
    expect(weak.code).toBe(1);
    expect(weak.stderr).toContain("Use at least 12 characters.");
    const guessable = await adminCreate(
      ["--email", "weak@example.test", "--name", "Weak"],
      { DATA_DIR: dataDir },
      "passwordpassword\n",
    );
    expect(guessable.code).toBe(1);
    expect(guessable.stderr).toContain("No account was created: This password is too easy to guess.");
    expect(guessable.stderr).toContain("Avoid repeated words and characters.");

    const database = await openDatabase({ dataDir });
    try {
      const rows = await database.db.select().from(staffAccounts);
      expect(rows.map(({ email, name, role }) => ({ email, name, role }))).toEqual([
        { email: "farhana@example.test", name: "Farhana Rahman", role: "owner" },
      ]);
      // The server's holder file is gone once the command has finished.
      expect(fs.existsSync(path.join(dataDir, HOLDER_FILE))).toBe(false);
    } finally {
      await database.close();
    }
  }, 300_000);

  it("explains its usage when an argument is missing", async () => {
    const run = await adminCreate(["--email", "owner@example.test"], { DATA_DIR: dataDir });
    expect(run.code).toBe(2);
    expect(run.stderr).toContain("Usage: npm run admin:create -- --email EMAIL --name");
  }, 120_000);
});

describe.skipIf(!databaseKinds().includes("postgres"))("npm run admin:create on PostgreSQL", () => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase("postgres");
  }, 120_000);
  afterAll(async () => {
    await database?.destroy();
  });

  it("creates the owner in the DATABASE_URL database, whatever a data directory holds", async () => {
    const run = await adminCreate(
      ["--email", "owner@example.test", "--name", "Owner"],
      { DATABASE_URL: database.url!, DATA_DIR: "/nonexistent-data-dir" },
      `${PASSWORD}\n`,
    );
    expect(run.stderr).toBe("");
    expect(run.code).toBe(0);
    expect(run.stdout).toContain("in the PostgreSQL database");
    const [row] = await database.db
      .select()
      .from(staffAccounts)
      .where(eq(staffAccounts.email, "owner@example.test"));
    expect(row.role).toBe("owner");
  }, 120_000);
});
