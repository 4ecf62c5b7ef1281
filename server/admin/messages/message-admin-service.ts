import { and, asc, desc, eq, isNull, or, sql, type SQL } from "drizzle-orm";
import { z } from "zod";
import type { MessageFilters } from "../../../common/message-filters";
import { listPagination } from "../../../common/list-pagination";
import type { MessageDetail, MessageList, MessageListRow } from "../../../common/message-views";
import { formatDhakaDateTime } from "../../../common/dhaka-time";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES } from "../../../common/order-workflow";
import type { Database } from "../../db/database";
import { auditLog, messages } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { recordAudit } from "../audit/audit-log";
import { findRowById } from "../audit/find-row";
import { updateVersioned } from "../audit/versioned-update";
import { escapeLike } from "../orders/order-search";
import { parseOrThrow, type StaffActor } from "../orders/order-admin-service";
import { MESSAGES_PER_PAGE, MESSAGE_EXCERPT_LENGTH, STAFF_NOTE_MAX_LENGTH } from "../../../common/limits";

const version = z.coerce
  .number({ error: "version is required" })
  .int()
  .min(1, { error: "version is required" });

export const messageStatusSchema = z.object({
  status: z.enum(MESSAGE_STATUS_VALUES, { error: "Choose New, Contacted or Closed" }),
  version,
});

export const messageNotesSchema = z.object({
  version,
  notes: z
    .string({ error: "Notes are required" })
    .trim()
    .max(STAFF_NOTE_MAX_LENGTH, { error: `Notes must be at most ${STAFF_NOTE_MAX_LENGTH} characters` })
    .refine((value) => !value.includes("\u0000"), { error: "Notes hold a character that cannot be stored" }),
});

type MessageRow = typeof messages.$inferSelect;

const snapshot = (row: MessageRow) => ({
  status: row.status,
  notes: row.notes,
  readAt: row.readAt?.toISOString() ?? null,
  version: row.version,
});

/** How the message page describes an audit entry: what changed, from what to what. */
function summarise(action: string, before: unknown, after: unknown): string {
  const was = (before ?? {}) as Partial<ReturnType<typeof snapshot>>;
  const now = (after ?? {}) as Partial<ReturnType<typeof snapshot>>;
  if (action === "message.status_changed" && was.status && now.status) {
    return `Status ${MESSAGE_STATUS_LABELS[was.status]} → ${MESSAGE_STATUS_LABELS[now.status]}`;
  }
  if (action === "message.notes_updated") return "Updated the internal notes";
  if (action === "message.opened") return "Opened the message";
  return action;
}

function searchCondition(query: string): SQL {
  const pattern = `%${escapeLike(query.toLowerCase())}%`;
  return or(
    sql`lower(${messages.name}) like ${pattern}`,
    sql`${messages.phone} like ${pattern}`,
    sql`lower(coalesce(${messages.email}, '')) like ${pattern}`,
    sql`lower(${messages.message}) like ${pattern}`,
  )!;
}

export function createMessageAdminService(db: Database) {
  const findRow = (messageId: string): Promise<MessageRow> =>
    findRowById(db, messages, messageId, "Message not found");

  async function conflictFor(current: MessageRow): Promise<ApiError> {
    const [last] = await db
      .select({ actorName: auditLog.actorName, createdAt: auditLog.createdAt })
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "message"), eq(auditLog.entityId, current.id)))
      .orderBy(desc(auditLog.createdAt))
      .limit(1);
    const by = last ? ` by ${last.actorName} at ${formatDhakaDateTime(last.createdAt)}` : "";
    return new ApiError(
      409,
      "changed_meanwhile",
      `This message was changed${by} while you had it open (it is now ${MESSAGE_STATUS_LABELS[current.status]}). ` +
        "Nothing was saved: look at it again and repeat your change if it still applies.",
    );
  }

  async function get(messageId: string): Promise<MessageDetail> {
    const row = await findRow(messageId);
    const history = await db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.entityType, "message"), eq(auditLog.entityId, row.id)))
      .orderBy(asc(auditLog.createdAt), asc(auditLog.id));
    return {
      id: row.id,
      language: row.language,
      name: row.name,
      email: row.email,
      phone: row.phone,
      address: row.address,
      message: row.message,
      receivedAt: row.createdAt.toISOString(),
      readAt: row.readAt?.toISOString() ?? null,
      status: row.status,
      notes: row.notes,
      version: row.version,
      history: history.map((entry) => ({
        id: entry.id,
        actorName: entry.actorName,
        at: entry.createdAt.toISOString(),
        action: entry.action,
        summary: summarise(entry.action, entry.before, entry.after),
      })),
    };
  }

  /** Saves a change that names the version it started from; a stale version changes nothing (409). */
  async function change(
    messageId: string,
    expectedVersion: number,
    staff: StaffActor,
    action: string,
    values: Partial<Pick<MessageRow, "status" | "notes">>,
  ): Promise<MessageDetail> {
    const current = await findRow(messageId);
    if (current.version !== expectedVersion) throw await conflictFor(current);
    if (Object.entries(values).every(([key, value]) => current[key as keyof MessageRow] === value)) {
      return get(messageId);
    }
    await updateVersioned(db, messages, {
      current,
      expectedVersion,
      set: values,
      audit: { staff, action, entityType: "message", snapshot },
      conflict: async () => conflictFor(await findRow(messageId)),
    });
    return get(messageId);
  }

  return {
    /** One page of contact requests, newest first; unread ones flagged. */
    async list(filters: MessageFilters): Promise<MessageList> {
      const conditions: SQL[] = [];
      if (filters.status) conditions.push(eq(messages.status, filters.status));
      if (filters.q) conditions.push(searchCondition(filters.q));
      const where = conditions.length ? and(...conditions) : undefined;
      const [rows, [counted]] = await Promise.all([
        db
          .select({
            id: messages.id,
            name: messages.name,
            phone: messages.phone,
            email: messages.email,
            excerpt: sql<string>`left(${messages.message}, ${MESSAGE_EXCERPT_LENGTH})`,
            createdAt: messages.createdAt,
            status: messages.status,
            readAt: messages.readAt,
          })
          .from(messages)
          .where(where)
          .orderBy(desc(messages.createdAt), desc(messages.id))
          .limit(MESSAGES_PER_PAGE)
          .offset((filters.page - 1) * MESSAGES_PER_PAGE),
        db
          .select({ count: sql<number>`count(*)::int` })
          .from(messages)
          .where(where),
      ]);
      const totalItems = counted?.count ?? 0;
      return {
        messages: rows.map(({ createdAt, readAt, ...row }) => ({
          ...row,
          receivedAt: createdAt.toISOString(),
          unread: readAt === null,
        })) satisfies MessageListRow[],
        filters,
        pagination: listPagination(filters.page, MESSAGES_PER_PAGE, totalItems),
      };
    },

    get,

    /**
     * The message as staff open it: the first opening marks it read (recorded in the audit log, so "who saw
     * it first" is known); opening it again changes nothing.
     */
    async open(messageId: string, staff: StaffActor): Promise<MessageDetail> {
      const current = await findRow(messageId);
      if (current.readAt === null) {
        await db.transaction(async (tx) => {
          const [updated] = await tx
            .update(messages)
            .set({ readAt: sql`now()` })
            .where(and(eq(messages.id, current.id), isNull(messages.readAt)))
            .returning();
          if (!updated) return;
          await recordAudit(tx, {
            staff,
            action: "message.opened",
            entityType: "message",
            entityId: current.id,
            before: snapshot(current),
            after: snapshot(updated),
          });
        });
      }
      return get(messageId);
    },

    async setStatus(messageId: string, input: unknown, staff: StaffActor) {
      const { status, version: expected } = parseOrThrow(messageStatusSchema, input);
      return change(messageId, expected, staff, "message.status_changed", { status });
    },

    async updateNotes(messageId: string, input: unknown, staff: StaffActor) {
      const { notes, version: expected } = parseOrThrow(messageNotesSchema, input);
      return change(messageId, expected, staff, "message.notes_updated", { notes });
    },
  };
}

export type MessageAdminService = ReturnType<typeof createMessageAdminService>;
