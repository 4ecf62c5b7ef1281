import { and, count, eq, gte, lt, min } from "drizzle-orm";
import type { Database } from "../../db/database";
import { signInFailures } from "../../db/schema";
import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from "../../../common/limits";

/**
 * Counts failed sign-ins in the database, so every instance of the server shares the same counts. A refused
 * attempt is not counted: the window closes 15 minutes after the failures that opened it.
 */
export function createSignInThrottle(db: Database) {
  async function blockedUntil(
    column: typeof signInFailures.email | typeof signInFailures.clientKey,
    value: string,
    limit: number,
    since: Date,
  ): Promise<number | undefined> {
    const [row] = await db
      .select({ failures: count(), oldest: min(signInFailures.createdAt) })
      .from(signInFailures)
      .where(and(eq(column, value), gte(signInFailures.createdAt, since)));
    if (row.failures < limit || !row.oldest) return undefined;
    if (row.failures === limit) return row.oldest.getTime() + SIGN_IN_THROTTLE_WINDOW_MS;
    // More failures than the limit (instances racing): wait until enough of them have aged out.
    const [nth] = await db
      .select({ at: signInFailures.createdAt })
      .from(signInFailures)
      .where(and(eq(column, value), gte(signInFailures.createdAt, since)))
      .orderBy(signInFailures.createdAt)
      .offset(row.failures - limit)
      .limit(1);
    return nth.at.getTime() + SIGN_IN_THROTTLE_WINDOW_MS;
  }

  return {
    /** How long until this email and client may try again, in milliseconds; 0 when they may now. */
    async retryAfterMs(email: string, clientKey: string, now = new Date()): Promise<number> {
      const since = new Date(now.getTime() - SIGN_IN_THROTTLE_WINDOW_MS);
      const [byAccount, byClient] = await Promise.all([
        blockedUntil(signInFailures.email, email, SIGN_IN_FAILURES_PER_ACCOUNT, since),
        blockedUntil(signInFailures.clientKey, clientKey, SIGN_IN_FAILURES_PER_CLIENT, since),
      ]);
      const until = Math.max(byAccount ?? 0, byClient ?? 0);
      return Math.max(0, until - now.getTime());
    },

    /**
     * Forgets an account's failed sign-ins: after an owner set a new password for it, its holder signs in at
     * once instead of waiting out failures made with the forgotten one. Those failures then no longer count
     * towards their clients' limit either (at most five per client, the account's own limit).
     */
    async forgetAccountFailures(email: string, tx: Pick<Database, "delete"> = db): Promise<void> {
      await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    },

    async recordFailure(email: string, clientKey: string, now = new Date()): Promise<void> {
      await db.insert(signInFailures).values({ email, clientKey, createdAt: now });
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_THROTTLE_WINDOW_MS)));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
