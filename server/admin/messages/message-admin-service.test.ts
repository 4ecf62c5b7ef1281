import type { StaffActor } from "../audit/audit-log";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { insertMessage, insertStaff } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { auditLog, messages } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { parseMessageFilters } from "../../../common/message-filters";
import { createMessageAdminService, type MessageAdminService } from "./message-admin-service";

describe.each(databaseKinds())("contact requests desk on %s", (kind) => {
  let database: TestDatabase;
  let service: MessageAdminService;
  let staff: StaffActor;
  let colleague: StaffActor;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    service = createMessageAdminService(database.db);
    staff = await insertStaff(database.db, "Rahim Uddin");
    colleague = await insertStaff(database.db, "Nusrat Jahan");
  });
  afterAll(async () => {
    await database?.destroy();
  });
  beforeEach(async () => {
    await database.db.delete(messages);
  });

  it("lists newest first with unread ones flagged, filters by status and searches", async () => {
    const base = Date.parse("2026-11-20T04:00:00Z");
    await insertMessage(database.db, { name: "Oldest", createdAt: new Date(base), readAt: new Date(base) });
    await insertMessage(database.db, {
      name: "Middle",
      status: "contacted",
      message: "Looking for a kitchen makeover in Banani",
      createdAt: new Date(base + 1000),
    });
    await insertMessage(database.db, {
      name: "Newest",
      phone: "01999888777",
      createdAt: new Date(base + 2000),
    });

    const all = await service.list(parseMessageFilters({}));
    expect(all.messages.map((row) => [row.name, row.unread])).toEqual([
      ["Newest", true],
      ["Middle", true],
      ["Oldest", false],
    ]);
    expect(all.pagination).toEqual({ page: 1, perPage: 25, totalItems: 3, totalPages: 1 });
    expect(
      (await service.list(parseMessageFilters({ status: "contacted" }))).messages.map((m) => m.name),
    ).toEqual(["Middle"]);
    expect((await service.list(parseMessageFilters({ q: "KITCHEN" }))).messages.map((m) => m.name)).toEqual([
      "Middle",
    ]);
    expect((await service.list(parseMessageFilters({ q: "888" }))).messages.map((m) => m.name)).toEqual([
      "Newest",
    ]);
    expect((await service.list(parseMessageFilters({ status: "archived", page: "x" }))).filters).toEqual({
      page: 1,
    });
  });

  it("opening marks it read once, audited; status and notes changes are audited with before and after", async () => {
    const message = await insertMessage(database.db);
    const opened = await service.open(message.id, staff);
    expect(opened.readAt).not.toBeNull();
    await service.open(message.id, colleague);

    const contacted = await service.setStatus(message.id, { status: "contacted", version: 1 }, staff);
    expect(contacted).toMatchObject({ status: "contacted", version: 2 });
    const noted = await service.updateNotes(
      message.id,
      { notes: "Visit booked for Sunday", version: 2 },
      colleague,
    );
    expect(noted).toMatchObject({ notes: "Visit booked for Sunday", version: 3 });

    expect(noted.history.map((entry) => [entry.actorName, entry.summary])).toEqual([
      ["Rahim Uddin", "Opened the message"],
      ["Rahim Uddin", "Status New → Contacted"],
      ["Nusrat Jahan", "Updated the internal notes"],
    ]);
    const entries = await database.db.select().from(auditLog).where(eq(auditLog.entityId, message.id));
    expect(entries.find((entry) => entry.action === "message.status_changed")).toMatchObject({
      staffAccountId: staff.id,
      entityType: "message",
      before: expect.objectContaining({ status: "new" }),
      after: expect.objectContaining({ status: "contacted" }),
    });
  });

  it("a change made on an old version is refused and nothing is overwritten", async () => {
    const message = await insertMessage(database.db);
    await service.setStatus(message.id, { status: "closed", version: 1 }, colleague);
    const error = await service
      .setStatus(message.id, { status: "contacted", version: 1 }, staff)
      .catch((e) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ statusCode: 409, code: "changed_meanwhile" });
    expect(error.message).toMatch(/by Nusrat Jahan .+it is now Closed/);
    expect((await service.get(message.id)).status).toBe("closed");
  });

  it("refuses an unknown status with 400 and an unknown message with 404", async () => {
    const message = await insertMessage(database.db);
    await expect(service.setStatus(message.id, { status: "spam", version: 1 }, staff)).rejects.toMatchObject({
      statusCode: 400,
    });
    await expect(service.get("00000000-0000-4000-8000-000000000000")).rejects.toMatchObject({
      statusCode: 404,
    });
  });
});
