import {
  COURIER_BALANCE_CACHE_MS,
  COURIER_BALANCE_RETRY_MS,
  COURIER_BALANCE_TIMEOUT_MS,
} from "../../common/limits";
import type { SteadfastBalance } from "../../common/reconcile";
import type { SteadfastSettings } from "./courier-config";
import { CourierRefusedError, CourierUnavailableError } from "./courier-errors";
import { createSteadfastClient, type SteadfastClient } from "./steadfast/steadfast-client";

type Log = { warn: (details: Record<string, unknown>, message: string) => void };

export type SteadfastBalanceOptions = {
  /** Steadfast's settings; null when it is not connected (no balance is shown then). */
  settings: SteadfastSettings | null;
  /** The client to ask; by default one made from the settings with COURIER_BALANCE_TIMEOUT_MS. */
  client?: Pick<SteadfastClient, "balance">;
  timeoutMs?: number;
  log?: Log;
  now?: () => number;
};

/** Why the balance could not be read, in the words the Reconcile page shows. Never the courier's raw answer. */
function reasonOf(error: unknown, timeoutMs: number): string {
  if (error instanceof CourierRefusedError) {
    return error.reason === "unauthorised" || error.reason === "forbidden"
      ? "Steadfast refused the shop's API keys (STEADFAST_API_KEY and STEADFAST_SECRET_KEY)."
      : "Steadfast refused the question.";
  }
  if (error instanceof CourierUnavailableError) {
    if (error.reason === "timeout") return `Steadfast did not answer within ${timeoutMs / 1000} seconds.`;
    if (error.reason === "rate_limited") return "Steadfast asked the shop to wait before asking again.";
    if (error.reason === "network") return "Steadfast could not be reached.";
    return "Steadfast did not answer properly.";
  }
  return "Steadfast did not answer properly.";
}

/**
 * Steadfast's balance for the Reconcile page: asked on the server with a short deadline, kept in memory for
 * COURIER_BALANCE_CACHE_MS (a failure for COURIER_BALANCE_RETRY_MS, refused keys for the full time), one
 * question at a time however many pages ask. `read` never throws and never waits longer than the deadline, so
 * the page shows either way.
 */
export function createSteadfastBalanceReader(options: SteadfastBalanceOptions) {
  const timeoutMs = options.timeoutMs ?? COURIER_BALANCE_TIMEOUT_MS;
  const now = options.now ?? Date.now;
  const client =
    options.client ??
    (options.settings ? createSteadfastClient({ settings: options.settings, timeoutMs }) : null);
  let kept: { balance: SteadfastBalance; until: number } | null = null;
  let asking: Promise<SteadfastBalance> | null = null;

  async function ask(steadfast: Pick<SteadfastClient, "balance">): Promise<SteadfastBalance> {
    const readAt = new Date(now()).toISOString();
    try {
      const taka = await steadfast.balance();
      kept = { balance: { state: "read", taka, readAt }, until: now() + COURIER_BALANCE_CACHE_MS };
    } catch (error) {
      const refused = error instanceof CourierRefusedError;
      options.log?.warn(
        { courier: "steadfast", reason: error instanceof Error ? error.message : String(error) },
        "Steadfast's balance could not be read",
      );
      kept = {
        balance: { state: "unreadable", reason: reasonOf(error, timeoutMs), readAt },
        until: now() + (refused ? COURIER_BALANCE_CACHE_MS : COURIER_BALANCE_RETRY_MS),
      };
    }
    return kept.balance;
  }

  return {
    /** Null when Steadfast is not connected. */
    async read(): Promise<SteadfastBalance | null> {
      if (!options.settings || !client) return null;
      if (kept && kept.until > now()) return kept.balance;
      asking ??= ask(client).finally(() => {
        asking = null;
      });
      return asking;
    },
  };
}

export type SteadfastBalanceReader = ReturnType<typeof createSteadfastBalanceReader>;
