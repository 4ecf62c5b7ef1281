import { and, count, eq, gte, lt, min, sql } from "drizzle-orm";
import type { Database } from "../../db/database";
import { signInFailures } from "../../db/schema";
import {
  SIGN_IN_FAILURES_PER_ACCOUNT,
  SIGN_IN_FAILURES_PER_CLIENT,
  SIGN_IN_THROTTLE_WINDOW_MS,
} from "../../../common/limits";

/** The two kinds of advisory lock an attempt takes, so an email and a client address never share one. */
const ACCOUNT_LOCK_CLASS = 727_101;
const CLIENT_LOCK_CLASS = 727_102;

type Executor = Pick<Database, "select">;

/** Which limit refused an attempt: the account's (one email) or the client's (one address). */
export type ThrottleLimit = "account" | "client";

export type AttemptDecision =
  { allowed: true; attemptId: string } | { allowed: false; retryAfterMs: number; limitedBy: ThrottleLimit };

async function blockedUntil(
  executor: Executor,
  column: typeof signInFailures.email | typeof signInFailures.clientKey,
  value: string,
  limit: number,
  since: Date,
): Promise<number | undefined> {
  const [row] = await executor
    .select({ failures: count(), oldest: min(signInFailures.createdAt) })
    .from(signInFailures)
    .where(and(eq(column, value), gte(signInFailures.createdAt, since)));
  if (row.failures < limit || !row.oldest) return undefined;
  if (row.failures === limit) return row.oldest.getTime() + SIGN_IN_THROTTLE_WINDOW_MS;
  // More failures than the limit (counted before this lock existed): wait until enough have aged out.
  const [nth] = await executor
    .select({ at: signInFailures.createdAt })
    .from(signInFailures)
    .where(and(eq(column, value), gte(signInFailures.createdAt, since)))
    .orderBy(signInFailures.createdAt)
    .offset(row.failures - limit)
    .limit(1);
  return nth.at.getTime() + SIGN_IN_THROTTLE_WINDOW_MS;
}

/** How long until this email and client may guess again, and which limit holds them; 0 when they may now. */
async function waitOf(
  executor: Executor,
  email: string,
  clientKey: string,
  now: Date,
): Promise<{ retryAfterMs: number; limitedBy: ThrottleLimit }> {
  const since = new Date(now.getTime() - SIGN_IN_THROTTLE_WINDOW_MS);
  const byAccount =
    (await blockedUntil(executor, signInFailures.email, email, SIGN_IN_FAILURES_PER_ACCOUNT, since)) ?? 0;
  const byClient =
    (await blockedUntil(executor, signInFailures.clientKey, clientKey, SIGN_IN_FAILURES_PER_CLIENT, since)) ??
    0;
  const until = Math.max(byAccount, byClient);
  return {
    retryAfterMs: Math.max(0, until - now.getTime()),
    limitedBy: byAccount >= byClient ? "account" : "client",
  };
}

/**
 * Counts password guesses (sign-ins, and the current password at Your account) in the database, so every
 * instance of the server shares the same counts. A guess is counted before its password is verified: under
 * an advisory lock on its email and one on its client address, the attempt is refused when a limit is
 * reached, or written down as a failure; a guess that proves right is then taken back. So parallel guesses
 * cannot all pass the check before any of them is recorded: at most 5 per account are ever verified in a
 * window. A refused attempt is not counted: the window closes 15 minutes after the failures that opened it.
 */
export function createSignInThrottle(db: Database) {
  return {
    /**
     * Takes a place for one guess, or says how long to wait. Locks are always taken account first, then
     * client, so two attempts never wait for each other in a circle.
     */
    async beginAttempt(email: string, clientKey: string, now = new Date()): Promise<AttemptDecision> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${ACCOUNT_LOCK_CLASS}, hashtext(${email}))`);
        await tx.execute(sql`select pg_advisory_xact_lock(${CLIENT_LOCK_CLASS}, hashtext(${clientKey}))`);
        const wait = await waitOf(tx, email, clientKey, now);
        if (wait.retryAfterMs > 0) return { allowed: false, ...wait };
        const [attempt] = await tx
          .insert(signInFailures)
          .values({ email, clientKey, createdAt: now })
          .returning({ id: signInFailures.id });
        return { allowed: true, attemptId: attempt.id };
      });
    },

    /** The guess was right: it no longer counts against the account or the client. */
    async attemptSucceeded(attemptId: string): Promise<void> {
      await db.delete(signInFailures).where(eq(signInFailures.id, attemptId));
    },

    /** The guess was wrong: it stays counted; failures older than the window are swept on the way. */
    async attemptFailed(now = new Date()): Promise<void> {
      await db
        .delete(signInFailures)
        .where(lt(signInFailures.createdAt, new Date(now.getTime() - SIGN_IN_THROTTLE_WINDOW_MS)));
    },

    /** How long until this email and client may guess again, in milliseconds; 0 when they may now. */
    async retryAfterMs(email: string, clientKey: string, now = new Date()): Promise<number> {
      return (await waitOf(db, email, clientKey, now)).retryAfterMs;
    },

    /**
     * Forgets an account's failed sign-ins: after an owner set a new password for it, its holder signs in at
     * once instead of waiting out failures made with the forgotten one. Those failures then no longer count
     * towards their clients' limit either (at most five per client, the account's own limit).
     */
    async forgetAccountFailures(email: string, tx: Pick<Database, "delete"> = db): Promise<void> {
      await tx.delete(signInFailures).where(eq(signInFailures.email, email));
    },
  };
}

export type SignInThrottle = ReturnType<typeof createSignInThrottle>;
