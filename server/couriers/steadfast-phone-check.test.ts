import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../tests/helpers/admin-session";
import { insertOrder } from "../../tests/helpers/order-fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { auditLog, courierPhoneChecks } from "../db/schema";
import { startFakeSteadfast, type FakeSteadfast } from "./test-support/fake-steadfast";

describe.each(databaseKinds())("Check with Steadfast, on %s", (kind) => {
  let steadfast: FakeSteadfast;
  let testApp: TestApp;
  let session: TestSession;

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    testApp = await createTestApp({
      kind,
      env: steadfast.env(),
    });
    session = await signInForTest(testApp.app, { role: "staff" });
  });
  afterAll(async () => {
    await testApp?.close();
    await steadfast?.close();
  });

  const db = () => testApp.database.db;
  const check = (orderId: string) =>
    testApp.app.inject({
      method: "POST",
      url: `/api/admin/orders/${orderId}/steadfast-check`,
      headers: session.headers,
    });
  const asked = (phone: string) => steadfast.requestsTo("GET", new RegExp(`/fraud_check/score/${phone}$`));

  it("shows Steadfast's history of the phone, audited, and answers a second check within the day from the table", async () => {
    const phone = "01811000001";
    steadfast.setFraudHistory(phone, { delivered: 8, cancelled: 2, reports: 1 });
    const order = await insertOrder(db(), { status: "confirmed", phone });

    const first = await check(order.id);
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toMatchObject({
      phone,
      deliveredPercent: 80,
      cancelledPercent: 20,
      volume: { band: "medium", label: "6-20 parcels" },
      reports: 1,
    });
    expect(asked(phone)).toHaveLength(1);
    const audits = await db()
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, "order.steadfast_phone_checked"), eq(auditLog.entityId, order.id)));
    expect(audits).toHaveLength(1);

    // Another order of the same phone, the same day: no second call.
    const again = await insertOrder(db(), { status: "pending", phone });
    const second = await check(again.id);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.checkedAt).toBe(first.json().data.checkedAt);
    expect(asked(phone)).toHaveLength(1);
    const view = await testApp.app.inject({
      method: "GET",
      url: `/api/admin/orders/${again.id}/courier`,
      headers: session.headers,
    });
    expect(view.json().data.steadfastCheck).toMatchObject({ deliveredPercent: 80, reports: 1 });

    // A day later the answer is stale: the page offers the button again and a check asks Steadfast.
    await db()
      .update(courierPhoneChecks)
      .set({ checkedAt: new Date(Date.now() - 25 * 60 * 60_000) })
      .where(eq(courierPhoneChecks.phone, phone));
    expect((await check(order.id)).statusCode).toBe(200);
    expect(asked(phone)).toHaveLength(2);
  });

  it.each([
    [401, { message: "Unauthenticated." }, /Steadfast refused the shop's API keys/],
    [500, { message: "Server Error" }, /Steadfast did not answer properly/],
  ])("says plainly when Steadfast answers %s, and keeps nothing", async (status, body, message) => {
    const phone = `0181100000${status === 401 ? 2 : 3}`;
    const order = await insertOrder(db(), { status: "confirmed", phone });
    steadfast.failNext("GET", /\/fraud_check\//, { kind: "answer", answer: { status, body } });
    const failed = await check(order.id);
    expect(failed.statusCode).toBe(502);
    expect(failed.json().error.message).toMatch(message);
    expect(failed.json().error.message).not.toContain(steadfast.apiKey);
    const kept = await db().select().from(courierPhoneChecks).where(eq(courierPhoneChecks.phone, phone));
    expect(kept).toHaveLength(0);
  });

  it("refuses a check without the back office's CSRF token", async () => {
    const order = await insertOrder(db(), { status: "confirmed", phone: "01811000004" });
    const { "x-csrf-token": _token, ...withoutToken } = session.headers as Record<string, string>;
    const refused = await testApp.app.inject({
      method: "POST",
      url: `/api/admin/orders/${order.id}/steadfast-check`,
      headers: withoutToken,
    });
    expect(refused.statusCode).toBe(403);
    expect(asked("01811000004")).toHaveLength(0);
  });
});
