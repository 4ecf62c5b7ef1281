import type { Config } from "../../config";
import type { AccountService } from "./account-service";

type Output = { info: (line: string) => void; error: (line: string) => void };

const consoleOutput: Output = { info: (line) => console.log(line), error: (line) => console.error(line) };

/** Where people open the site: SITE_URL, or this machine on the port it listens on. */
export function siteOriginForLinks(config: Config): string {
  return config.siteUrl ?? `http://localhost:${config.port}`;
}

/**
 * At start-up: creates the owner named by ADMIN_EMAIL and ADMIN_PASSWORD when no account has that email (an
 * existing account is never touched), then, while no account exists at all, prints a one-time setup link.
 * Printed, not logged: it must be seen whatever LOG_LEVEL says, and it is not kept in any log store.
 */
export async function prepareFirstOwner(
  accounts: AccountService,
  config: Config,
  output: Output = consoleOutput,
): Promise<void> {
  if (config.adminEmail && config.adminPassword) {
    try {
      const { created, account } = await accounts.ensureOwner({
        email: config.adminEmail,
        name: "Owner",
        password: config.adminPassword,
      });
      output.info(
        created
          ? `Back office: created the owner account ${account.email} from ADMIN_EMAIL. Sign in at ${siteOriginForLinks(config)}/admin/login`
          : `Back office: an account with ADMIN_EMAIL (${account.email}) exists; it was left as it is.`,
      );
    } catch (error) {
      const fields = (error as { fields?: Record<string, string> }).fields;
      const reason = fields ? Object.values(fields).join(" ") : (error as Error).message;
      output.error(`Back office: no owner was created from ADMIN_EMAIL and ADMIN_PASSWORD: ${reason}`);
    }
  }
  const token = await accounts.createSetupToken();
  if (token) {
    output.info(
      [
        "Back office: no account exists yet. Open this link to create the first owner (it works once, for one hour):",
        `  ${siteOriginForLinks(config)}/admin/setup?token=${token}`,
      ].join("\n"),
    );
  }
}
