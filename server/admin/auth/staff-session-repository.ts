import { and, eq, lt, ne, or } from "drizzle-orm";
import type { Database } from "../../db/database";
import { staffAccounts, staffSessions, type StaffRole } from "../../db/schema";
import { hashSecretToken, newSecretToken } from "./session-token";
import {
  SESSION_ABSOLUTE_MS,
  SESSION_IDLE_MS,
  SESSION_LAST_SEEN_RESOLUTION_MS,
  USER_AGENT_MAX_LENGTH,
} from "../../../common/limits";

/** A live session and the member of staff it belongs to, as stored. */
export type StaffSession = {
  id: string;
  name: string;
  email: string;
  role: StaffRole;
  /** The token every state-changing request of this session must send back. */
  csrfToken: string;
  sessionId: string;
};

/** The signed-in member of staff, as the back office's pages and routes see them. */
export type SignedInStaff = StaffSession & {
  /** Where this request came from (through TRUST_PROXY): the audit log and password throttling record it. */
  clientAddress: string;
};

export type NewSession = { token: string; csrfToken: string; expiresAt: Date; sessionId: string };

export function createStaffSessionRepository(db: Database) {
  return {
    /** A new session with a fresh token; only the token's hash is stored. */
    async create(
      staffAccountId: string,
      userAgent: string | undefined,
      now = new Date(),
    ): Promise<NewSession> {
      const token = newSecretToken();
      const csrfToken = newSecretToken();
      const expiresAt = new Date(now.getTime() + SESSION_ABSOLUTE_MS);
      const [row] = await db
        .insert(staffSessions)
        .values({
          tokenHash: hashSecretToken(token),
          staffAccountId,
          csrfToken,
          createdAt: now,
          lastSeenAt: now,
          expiresAt,
          userAgent: userAgent?.slice(0, USER_AGENT_MAX_LENGTH),
        })
        .returning({ id: staffSessions.id });
      return { token, csrfToken, expiresAt, sessionId: row.id };
    },

    /**
     * The staff member a session token belongs to, while the session is neither idle too long nor past its
     * limit and the account is enabled; an expired session is deleted on the way.
     */
    async find(token: string, now = new Date()): Promise<StaffSession | undefined> {
      const [row] = await db
        .select({
          sessionId: staffSessions.id,
          csrfToken: staffSessions.csrfToken,
          lastSeenAt: staffSessions.lastSeenAt,
          expiresAt: staffSessions.expiresAt,
          id: staffAccounts.id,
          name: staffAccounts.name,
          email: staffAccounts.email,
          role: staffAccounts.role,
          disabledAt: staffAccounts.disabledAt,
        })
        .from(staffSessions)
        .innerJoin(staffAccounts, eq(staffAccounts.id, staffSessions.staffAccountId))
        .where(eq(staffSessions.tokenHash, hashSecretToken(token)))
        .limit(1);
      if (!row) return undefined;
      const idle = now.getTime() - row.lastSeenAt.getTime() >= SESSION_IDLE_MS;
      if (idle || row.expiresAt <= now || row.disabledAt) {
        await db.delete(staffSessions).where(eq(staffSessions.id, row.sessionId));
        return undefined;
      }
      if (now.getTime() - row.lastSeenAt.getTime() >= SESSION_LAST_SEEN_RESOLUTION_MS) {
        await db.update(staffSessions).set({ lastSeenAt: now }).where(eq(staffSessions.id, row.sessionId));
      }
      return {
        id: row.id,
        name: row.name,
        email: row.email,
        role: row.role,
        csrfToken: row.csrfToken,
        sessionId: row.sessionId,
      };
    },

    async delete(sessionId: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.id, sessionId));
    },

    async deleteByToken(token: string): Promise<void> {
      await db.delete(staffSessions).where(eq(staffSessions.tokenHash, hashSecretToken(token)));
    },

    /** Drops sessions that can no longer be used, so the table does not grow without bound. */
    async deleteExpired(now = new Date()) {
      await db
        .delete(staffSessions)
        .where(
          or(
            lt(staffSessions.expiresAt, now),
            lt(staffSessions.lastSeenAt, new Date(now.getTime() - SESSION_IDLE_MS)),
          ),
        );
    },
  };
}

/**
 * Ends every session of an account except the one given (the member's own, when they change their own
 * password); runs inside the transaction of the change that calls for it.
 */
export async function endSessionsOfAccount(
  executor: Pick<Database, "delete">,
  staffAccountId: string,
  keepSessionId?: string,
): Promise<void> {
  const ofAccount = eq(staffSessions.staffAccountId, staffAccountId);
  await executor
    .delete(staffSessions)
    .where(keepSessionId ? and(ofAccount, ne(staffSessions.id, keepSessionId)) : ofAccount);
}

export type StaffSessionRepository = ReturnType<typeof createStaffSessionRepository>;
