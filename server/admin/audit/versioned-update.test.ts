import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertMessage, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { auditLog, messages } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import type { StaffActor } from "./audit-log";
import { updateVersioned } from "./versioned-update";

type MessageRow = typeof messages.$inferSelect;

const snapshot = (row: MessageRow) => ({ status: row.status, notes: row.notes, version: row.version });
const stale = () => new ApiError(409, "changed_meanwhile", "Changed meanwhile");

describe.each(databaseKinds())("a versioned change with its audit entry on %s", (kind) => {
  let database: TestDatabase;
  let staff: StaffActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    staff = await insertStaff(database.db, "Rahim Uddin", "192.0.2.44");
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(auditLog);
    await database.db.delete(messages);
  });

  const stored = async (id: string) =>
    (await database.db.select().from(messages).where(eq(messages.id, id)))[0] as MessageRow;
  const entries = (id: string) => database.db.select().from(auditLog).where(eq(auditLog.entityId, id));

  it("saves the change one version up, runs what goes alongside it and records before and after", async () => {
    const current = await insertMessage(database.db);
    const alongside: string[] = [];
    const saved = await updateVersioned(database.db, messages, {
      current,
      expectedVersion: 1,
      set: { status: "contacted" },
      alongside: async (tx, updated) => {
        // In the same transaction: it sees the row as changed.
        const [seen] = await tx.select().from(messages).where(eq(messages.id, updated.id));
        alongside.push(`${seen?.status} v${seen?.version}`);
      },
      audit: {
        staff,
        action: "message.status_changed",
        entityType: "message",
        snapshot,
        details: { reason: "Called back" },
      },
      conflict: async () => stale(),
    });

    expect(saved).toMatchObject({ id: current.id, status: "contacted", version: 2 });
    expect(saved.updatedAt.getTime()).toBeGreaterThanOrEqual(current.updatedAt.getTime());
    expect(await stored(current.id)).toMatchObject({ status: "contacted", version: 2 });
    expect(alongside).toEqual(["contacted v2"]);
    expect(await entries(current.id)).toEqual([
      expect.objectContaining({
        staffAccountId: staff.id,
        actorName: "Rahim Uddin",
        action: "message.status_changed",
        entityType: "message",
        entityId: current.id,
        before: { status: "new", notes: "", version: 1 },
        after: { status: "contacted", notes: "", version: 2, reason: "Called back" },
        clientAddress: "192.0.2.44",
      }),
    ]);
  });

  it("changes nothing and answers the conflict when the version has moved on", async () => {
    const current = await insertMessage(database.db);
    await database.db.update(messages).set({ notes: "A colleague's note", version: 2 });
    let asked = 0;
    const attempt = updateVersioned(database.db, messages, {
      current,
      expectedVersion: 1,
      set: { status: "closed" },
      alongside: async () => {
        throw new Error("must not run for a stale change");
      },
      audit: { staff, action: "message.status_changed", entityType: "message", snapshot },
      conflict: async () => {
        asked += 1;
        return stale();
      },
    });

    await expect(attempt).rejects.toMatchObject({ statusCode: 409, code: "changed_meanwhile" });
    expect(asked).toBe(1);
    expect(await stored(current.id)).toMatchObject({
      status: "new",
      notes: "A colleague's note",
      version: 2,
    });
    expect(await entries(current.id)).toEqual([]);
  });

  it("changes nothing when what must still hold no longer does", async () => {
    const current = await insertMessage(database.db);
    await database.db.update(messages).set({ status: "closed" });
    const attempt = updateVersioned(database.db, messages, {
      current,
      expectedVersion: 1,
      set: { notes: "Follow up on Sunday" },
      stillHolds: eq(messages.status, "new"),
      audit: { staff, action: "message.notes_updated", entityType: "message", snapshot },
      conflict: async () => stale(),
    });

    await expect(attempt).rejects.toMatchObject({ statusCode: 409 });
    expect(await stored(current.id)).toMatchObject({ status: "closed", notes: "", version: 1 });
    expect(await entries(current.id)).toEqual([]);
  });

  it("saves neither the change nor the entry when what goes alongside it fails", async () => {
    const current = await insertMessage(database.db);
    const attempt = updateVersioned(database.db, messages, {
      current,
      expectedVersion: 1,
      set: { notes: "Half a change" },
      alongside: async () => {
        throw new Error("The timeline could not be written");
      },
      audit: { staff, action: "message.notes_updated", entityType: "message", snapshot },
      conflict: async () => stale(),
    });

    await expect(attempt).rejects.toThrow("The timeline could not be written");
    expect(await stored(current.id)).toMatchObject({ notes: "", version: 1 });
    expect(await entries(current.id)).toEqual([]);
  });

  it("lets only one of two changes from the same version through", async () => {
    const current = await insertMessage(database.db);
    const change = (notes: string) =>
      updateVersioned(database.db, messages, {
        current,
        expectedVersion: 1,
        set: { notes },
        audit: { staff, action: "message.notes_updated", entityType: "message", snapshot },
        conflict: async () => stale(),
      });

    const outcomes = await Promise.allSettled([change("First"), change("Second")]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(["fulfilled", "rejected"]);
    const winner = outcomes.find(
      (outcome) => outcome.status === "fulfilled",
    ) as PromiseFulfilledResult<MessageRow>;
    expect(await stored(current.id)).toMatchObject({ notes: winner.value.notes, version: 2 });
    expect(await entries(current.id)).toHaveLength(1);
  });
});
