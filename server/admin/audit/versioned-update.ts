import { and, eq, sql, type SQL } from "drizzle-orm";
import type { AnyPgColumn, PgTable, PgUpdateSetSource } from "drizzle-orm/pg-core";
import type { Database } from "../../db/database";
import type { ApiError } from "../../http/api-error";
import { recordAudit, type AuditActor } from "./audit-log";

/** The transaction a versioned change runs in, handed to what the change writes alongside it. */
export type Transaction = Parameters<Parameters<Database["transaction"]>[0]>[0];

/** A table whose records staff change under a version number: an id, the version and when it last changed. */
export type VersionedTable = PgTable & { id: AnyPgColumn; version: AnyPgColumn; updatedAt: AnyPgColumn };

type RowOf<T extends VersionedTable> = T["$inferSelect"] & { id: string; version: number };

export type VersionedUpdate<T extends VersionedTable> = {
  /** The record as it was read before the change. */
  current: RowOf<T>;
  /** The version the page (or the API client) showed; the change applies only while it is still current. */
  expectedVersion: number;
  /** The columns the change sets; the version goes up by one and `updated_at` becomes now. */
  set: PgUpdateSetSource<T>;
  /** What else must still hold when the row is written (the status the change started from). */
  stillHolds?: SQL;
  /**
   * What the change writes besides the row and the audit entry, in the same transaction and before the
   * entry (a timeline line, the stock, the outbox).
   */
  alongside?: (tx: Transaction, updated: RowOf<T>) => Promise<void>;
  audit: {
    staff: AuditActor;
    /** `entity.verb`, as the audit log names it. */
    action: string;
    entityType: string;
    /** The record as the audit log keeps it before and after (no secrets). */
    snapshot: (row: RowOf<T>) => Record<string, unknown>;
    /** Added to the entry's `after`: what the change said that the row does not keep (a reason). */
    details?: Record<string, unknown>;
  };
  /**
   * The 409 to answer when someone else changed the record first: called after the failed write, so it
   * can read the record as it is now and say who changed it.
   */
  conflict: () => Promise<ApiError>;
};

/**
 * Saves a change to a record that staff started from a given version: `update … where id = ? and version = ?`,
 * the version up by one, and an audit entry (before and after) in the same transaction, so the change and
 * its record are saved together or not at all. When the version has moved on (or `stillHolds` no longer
 * does) nothing is written and `conflict()` is thrown. Returns the row as saved.
 *
 * Check the version against the record as read before calling, to refuse a stale change before anything
 * else is checked; this is the check that holds when two changes race.
 */
export async function updateVersioned<T extends VersionedTable>(
  db: Database,
  table: T,
  change: VersionedUpdate<T>,
): Promise<RowOf<T>> {
  const { current, audit } = change;
  const saved = await db.transaction(async (tx) => {
    const [updated] = (await tx
      .update(table)
      .set({
        ...change.set,
        version: sql`${table.version} + 1`,
        updatedAt: sql`now()`,
      } as PgUpdateSetSource<T>)
      .where(and(eq(table.id, current.id), eq(table.version, change.expectedVersion), change.stillHolds))
      .returning()) as RowOf<T>[];
    if (!updated) return undefined;
    await change.alongside?.(tx, updated);
    await recordAudit(tx, {
      staff: audit.staff,
      action: audit.action,
      entityType: audit.entityType,
      entityId: current.id,
      before: audit.snapshot(current),
      after: { ...audit.snapshot(updated), ...audit.details },
    });
    return updated;
  });
  if (!saved) throw await change.conflict();
  return saved;
}
