import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { auditLog, outboxJobs } from "../db/schema";
import { apiPaths, expectError, postJson, validMessage } from "../../tests/helpers/api-client";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { insertAccessory } from "../../tests/helpers/fixtures";
import {
  notificationSubjectPath,
  notificationSubjectText,
  type FailedNotificationView,
} from "../../common/notifications";
import { queueLowStockEmailIfDue } from "../stock/low-stock-email";

describe.each(databaseKinds())("back-office notifications API on %s", (kind) => {
  let testApp: TestApp;
  let session: TestSession;
  let messageId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind, env: { NOTIFY_EMAILS: "orders@nakshi.test" } });
    session = await signInForTest(testApp.app, { role: "staff" });
    const created = await postJson(testApp.app, apiPaths.sendMessage, validMessage);
    messageId = (created.json() as { _id: string })._id;
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const list = () =>
    testApp.app.inject({
      method: "GET",
      url: `/api/admin/notifications?messageId=${messageId}`,
      headers: session.headers,
    });
  const retry = (id: string, headers: Record<string, string> = session.headers) =>
    testApp.app.inject({ method: "POST", url: `/api/admin/notifications/${id}/retry`, headers });

  it("lists a message's notifications with their status and the reason of a failure", async () => {
    const listed = await list();
    expect(listed.statusCode).toBe(200);
    const [job] = (listed.json() as { data: { _id: string; label: string; status: string }[] }).data;
    expect(job).toMatchObject({ label: "Email to staff", status: "queued", attempts: 0, lastError: null });
    expectError(
      await testApp.app.inject({ method: "GET", url: "/api/admin/notifications", headers: session.headers }),
      400,
    );
  });

  it("retries a failed notification once, and refuses anything else", async () => {
    const [job] = (await list()).json().data as { _id: string }[];
    expectError(await retry(job._id), 409);
    await testApp.database.db
      .update(outboxJobs)
      .set({
        status: "failed",
        attempts: 9,
        lastError: "The mail server refused the email: 550 no such user",
      })
      .where(eq(outboxJobs.id, job._id));
    const failed = (await list()).json().data[0];
    expect(failed).toMatchObject({ status: "failed", lastError: expect.stringContaining("550") });
    // The dashboard lists it with the contact request it belongs to.
    const dashboard = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/notifications/failed",
      headers: session.headers,
    });
    expect(dashboard.statusCode).toBe(200);
    expect(dashboard.json().data).toMatchObject([
      {
        _id: job._id,
        label: "Email to staff",
        status: "failed",
        subject: { type: "message", id: messageId, title: validMessage.name },
      },
    ]);

    const retried = await retry(job._id);
    expect(retried.statusCode, retried.body).toBe(200);
    expect(retried.json().data).toMatchObject({ _id: job._id, status: "queued", attempts: 0 });
    const audit = await testApp.database.db
      .select()
      .from(auditLog)
      .where(eq(auditLog.action, "notification.retried"));
    expect(audit).toMatchObject([
      { entityType: "message", entityId: messageId, staffAccountId: session.staff.id },
    ]);
    expectError(await retry(job._id), 409);
    expectError(await retry("00000000-0000-4000-8000-000000000000"), 404);
    expectError(await retry("not-an-id"), 404);
    const afterRetry = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/notifications/failed",
      headers: session.headers,
    });
    expect(afterRetry.json().data).toEqual([]);
  });

  it("names the day's low-stock email as such on the dashboard, with a link to the low-stock list", async () => {
    const dateKey = "2026-11-27";
    await queueLowStockEmailIfDue(
      testApp.database.db,
      ["orders@nakshi.test"],
      new Date(`${dateKey}T09:00:00+06:00`),
    ).then((queued) => expect(queued).toBe(false));
    // No accessory is low yet: nothing queued. One counted at its threshold is.
    await insertAccessory(testApp.database.db, { name: "Brass Bowl", code: "NI-BW-07", stock: 1 });
    expect(
      await queueLowStockEmailIfDue(
        testApp.database.db,
        ["orders@nakshi.test"],
        new Date(`${dateKey}T09:00:00+06:00`),
      ),
    ).toBe(true);
    await testApp.database.db
      .update(outboxJobs)
      .set({ status: "failed", attempts: 9, lastError: "The mail server refused the email: 554" })
      .where(eq(outboxJobs.kind, "low-stock-email"));
    const dashboard = await testApp.app.inject({
      method: "GET",
      url: "/api/admin/notifications/failed",
      headers: session.headers,
    });
    const data = dashboard.json().data as FailedNotificationView[];
    expect(data).toMatchObject([
      {
        kind: "low-stock-email",
        label: "Low stock email to staff",
        channel: "email",
        subject: { type: "stock", title: "27 Nov 2026" },
      },
    ]);
    expect(notificationSubjectText(data[0].subject)).toBe("Low stock on 27 Nov 2026");
    expect(notificationSubjectPath(data[0].subject)).toBe("/admin/accessories?stock=low");
    await testApp.database.db.delete(outboxJobs).where(eq(outboxJobs.kind, "low-stock-email"));
  });

  it("is refused without a session or without the CSRF token", async () => {
    const [job] = (await list()).json().data as { _id: string }[];
    expectError(await retry(job._id, { origin: session.headers.origin }), 401);
    expectError(await retry(job._id, {}), 403);
    const { "x-csrf-token": _token, ...withoutToken } = session.headers;
    expectError(await retry(job._id, withoutToken), 403);
  });
});
