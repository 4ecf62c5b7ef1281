import { and, eq, gt, isNull } from "drizzle-orm";
import type { z } from "zod";
import type { Database } from "../../db/database";
import { setupTokens, staffAccounts, type StaffRole } from "../../db/schema";
import { ApiError, badRequest, notFound } from "../../http/api-error";
import { recordAudit, type AuditActor } from "../audit/audit-log";
import { unauthorized } from "../auth/admin-guard";
import { hashSecretToken, newSecretToken } from "../auth/session-token";
import {
  endSessionsOfAccount,
  type NewSession,
  type SignedInStaff,
  type StaffSessionRepository,
} from "../auth/staff-session-repository";
import {
  accountMessages,
  accountStatusSchema,
  newAccountSchema,
  passwordChangeSchema,
  passwordResetSchema,
  setupSchema,
  signInSchema,
} from "./account-schemas";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password-hashing";
import { newPasswordProblem, type PasswordOwner } from "./password-policy";
import type { SignInThrottle, ThrottleLimit } from "./sign-in-throttle";
import {
  normaliseEmail,
  toAccountView,
  type StaffAccount,
  type StaffAccountRepository,
  type StaffAccountView,
} from "./staff-account-repository";
import { SECRET_TOKEN_MAX_LENGTH, SETUP_TOKEN_LIFETIME_MS } from "../../../common/limits";

export const SIGN_IN_FAILED_MESSAGE = "Email or password is incorrect.";

export const invalidCredentials = () => new ApiError(401, "invalid_credentials", SIGN_IN_FAILED_MESSAGE);
export const ownersOnly = () => new ApiError(403, "forbidden", "Only an owner can manage staff accounts.");

/** The API's and the page's words for a throttled sign-in, with the minutes left rounded up. */
export function tooManyAttempts(retryAfterMs: number): ApiError & { retryAfterSeconds: number } {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const error = new ApiError(
    429,
    "too_many_attempts",
    `Too many attempts, try again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  );
  return Object.assign(error, { retryAfterSeconds: Math.ceil(retryAfterMs / 1000) });
}

/**
 * A password-change attempt that hit the limit: the session it came from has been ended, so a stolen
 * session cannot go on guessing. The answer clears the cookie and sends the page to sign-in.
 */
export function signedOutAfterTooManyAttempts(
  retryAfterMs: number,
): ApiError & { retryAfterSeconds: number; signedOut: true } {
  const minutes = Math.max(1, Math.ceil(retryAfterMs / 60_000));
  const error = new ApiError(
    429,
    "too_many_attempts",
    `Too many wrong passwords. You have been signed out; sign in again in ${minutes} ${minutes === 1 ? "minute" : "minutes"}.`,
  );
  return Object.assign(error, {
    retryAfterSeconds: Math.ceil(retryAfterMs / 1000),
    signedOut: true as const,
  });
}

/** How long one throttle's refusals are written to the audit log once, not once per request. */
export const THROTTLED_AUDIT_EVERY_MS = 60_000;
const THROTTLED_AUDIT_KEYS_KEPT = 10_000;

export type SignInRequest = { clientKey: string; userAgent?: string };
export type SignedIn = { session: NewSession; staff: StaffAccountView };

type Dependencies = {
  db: Database;
  accounts: StaffAccountRepository;
  sessions: StaffSessionRepository;
  throttle: SignInThrottle;
  /** The company's name: a new password must not be made of it (nor of the account's name or email). */
  companyName: string;
};

/** Parses input with a schema or throws a 400 whose fields carry each first message. */
function parse<T extends z.ZodType>(schema: T, input: unknown): z.output<T> {
  const parsed = schema.safeParse(input);
  if (parsed.success) return parsed.data;
  const fields: Record<string, string> = {};
  for (const issue of parsed.error.issues) {
    const field = String(issue.path[0] ?? "form");
    fields[field] ??= issue.message;
  }
  throw badRequest("Some fields need attention.", fields);
}

/** Refuses a new password that is too short, too long or too easy to guess for this account, beside its field. */
async function passwordProblem(field: string, password: string, owner: PasswordOwner) {
  const problem = await newPasswordProblem(password, owner);
  if (problem) throw badRequest("Some fields need attention.", { [field]: problem });
}

const actorOf = (staff: Pick<SignedInStaff, "id" | "name" | "clientAddress">): AuditActor => ({
  id: staff.id,
  name: staff.name,
  clientAddress: staff.clientAddress,
});

/** Staff accounts, sign-in and the first owner: everything the back office knows about who may use it. */
export function createAccountService({ db, accounts, sessions, throttle, companyName }: Dependencies) {
  function requireOwner(actor: SignedInStaff) {
    if (actor.role !== "owner") throw ownersOnly();
  }

  /** Whether a setup link may be used now. */
  async function setupTokenUsable(token: string, now = new Date()): Promise<boolean> {
    if (!token || token.length > SECRET_TOKEN_MAX_LENGTH || (await accounts.count()) > 0) return false;
    const [row] = await db
      .select({ tokenHash: setupTokens.tokenHash })
      .from(setupTokens)
      .where(
        and(
          eq(setupTokens.tokenHash, hashSecretToken(token)),
          isNull(setupTokens.usedAt),
          gt(setupTokens.expiresAt, now),
        ),
      );
    return row !== undefined;
  }

  /** When each throttle's refusals were last written down: a flood of refused requests is one entry a minute. */
  const throttledRecordedAt = new Map<string, number>();

  /** Writes a refused attempt to the audit log, once a minute per throttled account or client. */
  async function recordThrottled(
    refusal: { retryAfterMs: number; limitedBy: ThrottleLimit },
    entry: { action: string; email: string; visitor?: { clientAddress: string }; staff?: AuditActor },
  ) {
    const clientAddress = entry.staff?.clientAddress ?? entry.visitor?.clientAddress ?? "";
    const key = `${entry.action} ${refusal.limitedBy} ${refusal.limitedBy === "account" ? entry.email : clientAddress}`;
    const now = Date.now();
    if ((throttledRecordedAt.get(key) ?? 0) > now - THROTTLED_AUDIT_EVERY_MS) return;
    if (throttledRecordedAt.size >= THROTTLED_AUDIT_KEYS_KEPT) throttledRecordedAt.clear();
    throttledRecordedAt.set(key, now);
    const account = await accounts.findByEmail(entry.email);
    await recordAudit(db, {
      staff: entry.staff ?? null,
      visitor: entry.visitor,
      action: entry.action,
      entityType: "staff_account",
      entityId: account?.id ?? null,
      after: {
        email: entry.email,
        limitedBy: refusal.limitedBy,
        retryAfterSeconds: Math.ceil(refusal.retryAfterMs / 1000),
      },
    });
  }

  /** Too many wrong current passwords: this session ends here, and the answer says so. */
  async function signOutThrottled(actor: SignedInStaff, retryAfterMs: number): Promise<never> {
    await sessions.delete(actor.sessionId);
    await recordThrottled(
      { retryAfterMs, limitedBy: "account" },
      { action: "staff_account.password_change_throttled", email: actor.email, staff: actorOf(actor) },
    );
    throw signedOutAfterTooManyAttempts(retryAfterMs);
  }

  async function insertAccount(
    tx: Pick<Database, "insert">,
    actor: AuditActor,
    values: { email: string; name: string; role: StaffRole; password: string },
    action: string,
  ): Promise<StaffAccount> {
    const passwordHash = await hashPassword(values.password);
    const [created] = await tx
      .insert(staffAccounts)
      .values({ email: values.email, name: values.name, role: values.role, passwordHash })
      .onConflictDoNothing({ target: staffAccounts.email })
      .returning();
    if (!created) throw badRequest("Some fields need attention.", { email: accountMessages.emailTaken });
    await recordAudit(tx, {
      staff: actor,
      action,
      entityType: "staff_account",
      entityId: created.id,
      after: toAccountView(created),
    });
    return created;
  }

  return {
    /**
     * Checks an email and password and opens a session. Wrong password, unknown email and disabled account
     * fail alike, after the same argon2 work; the attempt is counted before the password is verified, and a
     * throttled client or account is refused before any check. Each failure and refusal is in the audit log.
     */
    async signIn(input: unknown, request: SignInRequest): Promise<SignedIn> {
      const { email: typed, password } = parse(signInSchema, input);
      const email = normaliseEmail(typed);
      const visitor = { clientAddress: request.clientKey };
      const attempt = await throttle.beginAttempt(email, request.clientKey);
      if (!attempt.allowed) {
        await recordThrottled(attempt, { action: "session.sign_in_throttled", email, visitor });
        throw tooManyAttempts(attempt.retryAfterMs);
      }

      const account = await accounts.findByEmail(email);
      const matches = await verifyPassword(account?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!account || !matches || account.disabledAt) {
        await throttle.attemptFailed();
        await recordAudit(db, {
          staff: null,
          visitor,
          action: "session.sign_in_failed",
          entityType: "staff_account",
          entityId: account?.id ?? null,
          after: { email },
        });
        throw invalidCredentials();
      }
      await throttle.attemptSucceeded(attempt.attemptId);
      const session = await sessions.create(account.id, request.userAgent);
      await recordAudit(db, {
        staff: { id: account.id, name: account.name, clientAddress: request.clientKey },
        action: "session.signed_in",
        entityType: "staff_account",
        entityId: account.id,
      });
      return { session, staff: toAccountView(account) };
    },

    async signOut(staff: SignedInStaff): Promise<void> {
      await sessions.delete(staff.sessionId);
      await recordAudit(db, {
        staff: actorOf(staff),
        action: "session.signed_out",
        entityType: "staff_account",
        entityId: staff.id,
      });
    },

    async listAccounts(actor: SignedInStaff): Promise<StaffAccountView[]> {
      requireOwner(actor);
      return (await accounts.list()).map(toAccountView);
    },

    async addAccount(actor: SignedInStaff, input: unknown): Promise<StaffAccountView> {
      requireOwner(actor);
      const values = parse(newAccountSchema, input);
      await passwordProblem("password", values.password, { ...values, companyName });
      const created = await db.transaction((tx) =>
        insertAccount(tx, actorOf(actor), values, "staff_account.created"),
      );
      return toAccountView(created);
    },

    /** Disables or re-enables an account; disabling ends its sessions. An owner cannot disable themself. */
    async setDisabled(actor: SignedInStaff, accountId: string, input: unknown): Promise<StaffAccountView> {
      requireOwner(actor);
      const { disabled } = parse(accountStatusSchema, input);
      return db.transaction(async (tx) => {
        const before = await accounts.findById(accountId, tx);
        if (!before) throw notFound("No staff account with this id.");
        // The stored id, not the one typed: a UUID in capitals names the same account.
        if (disabled && before.id === actor.id) {
          throw new ApiError(409, "conflict", "You cannot disable your own account.");
        }
        if ((before.disabledAt !== null) === disabled) return toAccountView(before);
        const [after] = await tx
          .update(staffAccounts)
          .set({ disabledAt: disabled ? new Date() : null, updatedAt: new Date() })
          .where(eq(staffAccounts.id, accountId))
          .returning();
        if (disabled) await endSessionsOfAccount(tx, accountId);
        await recordAudit(tx, {
          staff: actorOf(actor),
          action: disabled ? "staff_account.disabled" : "staff_account.enabled",
          entityType: "staff_account",
          entityId: accountId,
          before: toAccountView(before),
          after: toAccountView(after),
        });
        return toAccountView(after);
      });
    },

    /**
     * Changes the signed-in member's own password; their other sessions end, this one stays. The current
     * password is a guess like a sign-in: counted before it is verified, against the same limits, and once
     * the account's limit is reached this session is signed out.
     */
    async changePassword(actor: SignedInStaff, input: unknown): Promise<void> {
      const { currentPassword, newPassword } = parse(passwordChangeSchema, input);
      const account = await accounts.findById(actor.id);
      if (!account) throw unauthorized();
      const attempt = await throttle.beginAttempt(account.email, actor.clientAddress);
      if (!attempt.allowed) return signOutThrottled(actor, attempt.retryAfterMs);
      if (!(await verifyPassword(account.passwordHash, currentPassword))) {
        await throttle.attemptFailed();
        await recordAudit(db, {
          staff: actorOf(actor),
          action: "staff_account.current_password_wrong",
          entityType: "staff_account",
          entityId: actor.id,
        });
        const retryAfterMs = await throttle.retryAfterMs(account.email, actor.clientAddress);
        if (retryAfterMs > 0) await signOutThrottled(actor, retryAfterMs);
        throw badRequest("Some fields need attention.", {
          currentPassword: accountMessages.currentPasswordWrong,
        });
      }
      await throttle.attemptSucceeded(attempt.attemptId);
      await passwordProblem("newPassword", newPassword, { ...account, companyName });
      if (newPassword === currentPassword) {
        throw badRequest("Some fields need attention.", { newPassword: accountMessages.sameAsCurrent });
      }
      const passwordHash = await hashPassword(newPassword);
      await db.transaction(async (tx) => {
        const now = new Date();
        await tx
          .update(staffAccounts)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(staffAccounts.id, actor.id));
        await endSessionsOfAccount(tx, actor.id, actor.sessionId);
        await recordAudit(tx, {
          staff: actorOf(actor),
          action: "staff_account.password_changed",
          entityType: "staff_account",
          entityId: actor.id,
        });
      });
    },

    /**
     * An owner sets a new password for another account whose holder forgot theirs, to hand over in person:
     * every session of that account ends, its failed sign-ins are forgotten, and the
     * audit log records who did it (never the password). Owners
     * change their own password with the current one, at Your account.
     */
    async resetPassword(actor: SignedInStaff, accountId: string, input: unknown): Promise<StaffAccountView> {
      requireOwner(actor);
      const { newPassword } = parse(passwordResetSchema, input);
      const account = await accounts.findById(accountId);
      if (!account) throw notFound("No staff account with this id.");
      // The stored id, not the one typed: a UUID in capitals names the same account.
      if (account.id === actor.id) throw new ApiError(409, "conflict", accountMessages.ownPasswordHere);
      await passwordProblem("newPassword", newPassword, { ...account, companyName });
      const passwordHash = await hashPassword(newPassword);
      return db.transaction(async (tx) => {
        const now = new Date();
        const [after] = await tx
          .update(staffAccounts)
          .set({ passwordHash, passwordChangedAt: now, updatedAt: now })
          .where(eq(staffAccounts.id, accountId))
          .returning();
        if (!after) throw notFound("No staff account with this id.");
        await endSessionsOfAccount(tx, accountId);
        await throttle.forgetAccountFailures(after.email, tx);
        await recordAudit(tx, {
          staff: actorOf(actor),
          action: "staff_account.password_reset",
          entityType: "staff_account",
          entityId: accountId,
        });
        return toAccountView(after);
      });
    },

    async hasAccounts(): Promise<boolean> {
      return (await accounts.count()) > 0;
    },

    /**
     * A one-time link token for creating the first owner, valid for an hour; undefined once any account
     * exists. Only its hash is stored, and a new one replaces any earlier unused one.
     */
    async createSetupToken(now = new Date()): Promise<string | undefined> {
      if ((await accounts.count()) > 0) return undefined;
      const token = newSecretToken();
      await db.transaction(async (tx) => {
        await tx.delete(setupTokens).where(isNull(setupTokens.usedAt));
        await tx.insert(setupTokens).values({
          tokenHash: hashSecretToken(token),
          expiresAt: new Date(now.getTime() + SETUP_TOKEN_LIFETIME_MS),
        });
      });
      return token;
    },

    /** Whether a setup link may be used now (for the setup page, before the form is filled in). */
    setupTokenUsable,

    /** Creates the first owner through the one-time link and signs them in; the token is spent by the owner it created. */
    async setupFirstOwner(input: unknown, request: SignInRequest): Promise<SignedIn> {
      const values = parse(setupSchema, input);
      // A link that no longer works is said so before any password is judged (that costs the server time).
      if (!(await setupTokenUsable(values.token))) throw setupLinkInvalid();
      await passwordProblem("password", values.password, { ...values, companyName });
      const created = await db.transaction(async (tx) => {
        const [spent] = await tx
          .update(setupTokens)
          .set({ usedAt: new Date() })
          .where(
            and(
              eq(setupTokens.tokenHash, hashSecretToken(values.token)),
              isNull(setupTokens.usedAt),
              gt(setupTokens.expiresAt, new Date()),
            ),
          )
          .returning({ tokenHash: setupTokens.tokenHash });
        if (!spent || (await accounts.count(tx)) > 0) throw setupLinkInvalid();
        return insertAccount(tx, null, { ...values, role: "owner" }, "staff_account.created_by_setup_link");
      });
      const session = await sessions.create(created.id, request.userAgent);
      return { session, staff: toAccountView(created) };
    },

    /**
     * Creates an owner with this email and password unless an account with the email exists: an existing
     * account is never changed this way. Used at start-up (ADMIN_EMAIL) and by `npm run admin:create`.
     */
    async ensureOwner(input: {
      email: string;
      name: string;
      password: string;
    }): Promise<{ created: boolean; account: StaffAccountView }> {
      const values = parse(newAccountSchema, { ...input, role: "owner" });
      const existing = await accounts.findByEmail(values.email);
      if (existing) return { created: false, account: toAccountView(existing) };
      await passwordProblem("password", values.password, { ...values, companyName });
      const created = await db.transaction((tx) =>
        insertAccount(tx, null, values, "staff_account.created_as_owner"),
      );
      return { created: true, account: toAccountView(created) };
    },
  };
}

export const setupLinkInvalid = () =>
  new ApiError(
    410,
    "setup_link_invalid",
    "This setup link has been used or has expired. Restart the server for a new one, or create the owner with npm run admin:create.",
  );

export type AccountService = ReturnType<typeof createAccountService>;
