import type { Database } from "../../db/database";
import { auditLog } from "../../db/schema";

/**
 * A signed-in member of staff as the audit log records them: who, and the address their request came from
 * (a SignedInStaff is one).
 */
export type StaffActor = { id: string; name: string; clientAddress: string };

/** Who made a change: a signed-in member of staff, or the system itself (start-up, the command line). */
export type AuditActor = StaffActor | null;

export type AuditEntry = {
  staff: AuditActor;
  /** What happened, as `entity.verb`: `order.confirmed`, `staff_account.disabled`, `session.signed_in` … */
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
  /**
   * Someone who is not signed in (a failed sign-in): the name recorded and their address. Without it, an
   * entry with no staff is the system's, from no address.
   */
  visitor?: { clientAddress: string };
};

/** The transaction of the change (or the database, for a change that is a single statement). */
export type AuditExecutor = Pick<Database, "insert">;

export const SYSTEM_ACTOR_NAME = "System";
/** The actor of an entry made by someone not signed in: a failed or throttled sign-in. */
export const VISITOR_ACTOR_NAME = "Visitor";

/**
 * Writes one entry of the audit log. Call it with the transaction that makes the change, so the entry and
 * the change are saved together or not at all. Never pass secrets (password hashes, tokens) in before/after.
 */
export async function recordAudit(executor: AuditExecutor, entry: AuditEntry): Promise<void> {
  const { staff, visitor } = entry;
  await executor.insert(auditLog).values({
    staffAccountId: staff?.id ?? null,
    actorName: staff?.name ?? (visitor ? VISITOR_ACTOR_NAME : SYSTEM_ACTOR_NAME),
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
    clientAddress: staff?.clientAddress ?? visitor?.clientAddress ?? null,
  });
}
