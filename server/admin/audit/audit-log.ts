import type { Database } from "../../db/database";
import { auditLog } from "../../db/schema";

/** Who made a change: a signed-in member of staff, or the system itself (start-up, the command line). */
export type AuditActor = { id: string; name: string } | null;

export type AuditEntry = {
  staff: AuditActor;
  /** What happened, as `entity.verb`: `order.confirmed`, `staff_account.disabled`, `session.signed_in` … */
  action: string;
  entityType: string;
  entityId?: string | null;
  before?: unknown;
  after?: unknown;
};

/** The transaction of the change (or the database, for a change that is a single statement). */
export type AuditExecutor = Pick<Database, "insert">;

export const SYSTEM_ACTOR_NAME = "System";

/**
 * Writes one entry of the audit log. Call it with the transaction that makes the change, so the entry and
 * the change are saved together or not at all. Never pass secrets (password hashes, tokens) in before/after.
 */
export async function recordAudit(executor: AuditExecutor, entry: AuditEntry): Promise<void> {
  await executor.insert(auditLog).values({
    staffAccountId: entry.staff?.id ?? null,
    actorName: entry.staff?.name ?? SYSTEM_ACTOR_NAME,
    action: entry.action,
    entityType: entry.entityType,
    entityId: entry.entityId ?? null,
    before: entry.before ?? null,
    after: entry.after ?? null,
  });
}
