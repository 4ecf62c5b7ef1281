import readline from "node:readline";
import { parseArgs } from "node:util";
import { ConfigError, loadConfig, type Config } from "../../config";
import { openDatabase } from "../../db/database";
import { createAccountService } from "./account-service";
import { dataDirectoryHolder, holdDataDirectory } from "./data-directory-holder";
import { createStaffAccountRepository } from "./staff-account-repository";
import { createSignInThrottle } from "./sign-in-throttle";
import { createStaffSessionRepository } from "../auth/staff-session-repository";
import { siteOriginForLinks } from "./first-owner";
import { PASSWORD_MIN_LENGTH } from "../../../common/limits";

/**
 * `npm run admin:create -- --email EMAIL --name NAME`: creates an owner account. The password comes from
 * ADMIN_PASSWORD, or is asked on the terminal (not shown while typed), or is the first line of stdin when it
 * is not a terminal. An account that already has the email is never changed.
 */
const USAGE = `Usage: npm run admin:create -- --email EMAIL --name "NAME"

Creates a back-office owner account. The password is taken from ADMIN_PASSWORD, or asked for here.
It needs at least ${PASSWORD_MIN_LENGTH} characters and must be hard to guess: a few unrelated words make a strong one;
a common password, a pattern, your name or email, or the company's name does not.`;

export const EXIT_OK = 0;
export const EXIT_FAILED = 1;
export const EXIT_USAGE = 2;

function fail(message: string, code = EXIT_FAILED): never {
  console.error(message);
  process.exit(code);
}

/** Reads one line from the terminal without echoing it; from a pipe, reads the first line as it is. */
function askPassword(prompt: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const terminal = Boolean(process.stdin.isTTY);
    const rl = readline.createInterface({ input: process.stdin, output: process.stdout, terminal });
    if (terminal) {
      process.stdout.write(prompt);
      // Nothing typed is echoed: readline writes through this, and only the prompt is let out.
      (rl as unknown as { _writeToOutput: (text: string) => void })._writeToOutput = () => {};
    }
    let answered = false;
    rl.once("line", (line) => {
      answered = true;
      if (terminal) process.stdout.write("\n");
      rl.close();
      resolve(line);
    });
    rl.once("close", () => {
      if (!answered) reject(new Error("No password was given."));
    });
  });
}

async function passwordFromUser(config: Config): Promise<string> {
  if (config.adminPassword) return config.adminPassword;
  if (!process.stdin.isTTY) return askPassword("");
  const first = await askPassword(`Password (${PASSWORD_MIN_LENGTH}+ characters, not shown): `);
  const second = await askPassword("The same password again: ");
  if (first !== second) fail("The two passwords are not the same. Nothing was created.");
  return first;
}

function refuseWhileServerHoldsData(config: Config) {
  if (config.databaseUrl) return;
  const holder = dataDirectoryHolder(config.dataDir);
  if (!holder) return;
  fail(
    [
      `The server is running (process ${holder.pid}, started ${holder.startedAt}) and holds the embedded`,
      `database in ${config.dataDir}. Two programs must not open it at once.`,
      "Stop the server first (Ctrl+C where npm start runs), run this command again, then start the server.",
      "Or, while it runs: sign in as an owner and add the account at /admin/staff.",
      "Nothing was created.",
    ].join("\n"),
  );
}

async function main() {
  let values: { email?: string; name?: string; help?: boolean };
  try {
    ({ values } = parseArgs({
      options: {
        email: { type: "string" },
        name: { type: "string" },
        help: { type: "boolean", short: "h" },
      },
      strict: true,
    }));
  } catch (error) {
    fail(`${(error as Error).message}\n\n${USAGE}`, EXIT_USAGE);
  }
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (!values.email || !values.name) fail(USAGE, EXIT_USAGE);

  let config: Config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) fail(error.message);
    throw error;
  }
  // Checked before asking for a password, so nobody types one for nothing.
  refuseWhileServerHoldsData(config);
  const password = await passwordFromUser(config).catch((error: Error) => fail(error.message));
  refuseWhileServerHoldsData(config);

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  if (database.kind === "pglite") holdDataDirectory(config.dataDir);
  try {
    const accounts = createAccountService({
      db: database.db,
      accounts: createStaffAccountRepository(database.db),
      sessions: createStaffSessionRepository(database.db),
      throttle: createSignInThrottle(database.db),
      companyName: config.site.name,
    });
    const { created, account } = await accounts.ensureOwner({
      email: values.email,
      name: values.name,
      password,
    });
    if (!created) {
      process.exitCode = EXIT_FAILED;
      console.error(
        `An account with the email ${account.email} already exists; it was left as it is. Nothing was created.`,
      );
      return;
    }
    console.log(
      `Created the owner account ${account.email} (${account.name}) in the ${database.kind === "pglite" ? `embedded database in ${config.dataDir}` : "PostgreSQL database"}.`,
    );
    console.log(`Sign in at ${siteOriginForLinks(config)}/admin/login`);
  } catch (error) {
    const fields = (error as { fields?: Record<string, string> }).fields;
    if (!fields) throw error;
    process.exitCode = EXIT_FAILED;
    console.error(`No account was created: ${Object.values(fields).join(" ")}`);
  } finally {
    await database.close();
  }
}

await main();
