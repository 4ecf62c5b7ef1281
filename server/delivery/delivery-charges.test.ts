import { and, eq } from "drizzle-orm";
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_DELIVERY_RATES } from "../../common/delivery/delivery-charge";
import { defaultDeliverySettings, deliverySettingsMessages } from "../../common/delivery/delivery-settings";
import { orderPlaceMessages } from "../../common/delivery/order-place";
import { signInForTest, TEST_ORIGIN, type TestSession } from "../../tests/helpers/admin-session";
import { apiPaths, expectError, postJson, validCustomer } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { auditLog, orderEvents, orders, outboxJobs, shopSettings } from "../db/schema";
import { composeOrderConfirmationEmail, orderEmailData } from "../emails/notification-emails";

const SETTINGS = "/api/admin/settings/delivery";
const company = {
  name: "Nakshi Interiors",
  phone: "+880 1711-223344",
  phoneHref: "tel:+8801711223344",
  email: "hello@example.com",
  address: "Banani",
};

describe.each(databaseKinds())("delivery charges on %s", (kind) => {
  let testApp: TestApp;
  let owner: TestSession;
  let staff: TestSession;
  /** 1.2 kg, ৳4,750. */
  let vase: string;
  /** 0.4 kg, ৳12,300. */
  let lamp: string;
  /** No weight in the catalogue (counted as 1 kg), ৳2,000. */
  let tray: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    owner = await signInForTest(testApp.app, { role: "owner" });
    staff = await signInForTest(testApp.app, { role: "staff" });
    const db = testApp.database.db;
    vase = await insertAccessory(db, { name: "Clay vase", rate: 4_750, weightGrams: 1_200 });
    lamp = await insertAccessory(db, { name: "Brass lamp", rate: 12_300, weightGrams: 400 });
    tray = await insertAccessory(db, { name: "Mango tray", rate: 2_000 });
  });
  afterAll(async () => {
    await testApp?.close();
  });
  beforeEach(async () => {
    // Each test starts from the default prices.
    await testApp.database.db.delete(shopSettings);
  });

  const db = () => testApp.database.db;
  const stored = async (id: string) => (await db().select().from(orders).where(eq(orders.id, id)))[0];
  const placeOrder = async (body: object, lines: [string, number][]) => {
    const created = await postJson(testApp.app, apiPaths.saveOrder, { ...validCustomer, ...body });
    expect(created.statusCode, created.body).toBe(201);
    const order = created.json();
    const answers = await Promise.all(
      lines.map(([accessoryId, quantity]) =>
        postJson(testApp.app, apiPaths.saveOrderDetails, { orderId: order._id, accessoryId, quantity }),
      ),
    );
    for (const answer of answers) expect(answer.statusCode, answer.body).toBe(201);
    return { order, answers: answers.map((answer) => answer.json()) };
  };
  const admin = (session: TestSession | undefined, method: "GET" | "PUT", url: string, body?: unknown) =>
    testApp.app.inject({
      method,
      url,
      headers: {
        ...(session?.headers ?? { origin: TEST_ORIGIN }),
        ...(body === undefined ? {} : { "content-type": "application/json" }),
      },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });

  describe("an order in each zone", () => {
    it("inside Dhaka: the zone's first kilogram and each further kilogram or part, from the lines stored", async () => {
      // 2 x 1.2 kg + 0.4 kg = 2.8 kg: 3 kg charged, ৳70 + 2 x ৳15.
      const { order, answers } = await placeOrder({ district: "Dhaka", area: "Dhanmondi" }, [
        [vase, 2],
        [lamp, 1],
      ]);
      expect(order).toMatchObject({
        district: "Dhaka",
        area: "Dhanmondi",
        deliveryZone: "inside_dhaka",
        deliveryCharge: 0,
        itemsSubtotal: 0,
        total: 0,
      });
      expect(order.orderNumber).toMatch(/^NI-\d{4}-\d{4,}$/);
      const row = await stored(order._id);
      expect(row).toMatchObject({
        deliveryZone: "inside_dhaka",
        deliveryCharge: 100,
        deliveryChargeSource: "rates",
        weightGrams: 2_800,
        weightEstimated: false,
        deliveryRates: DEFAULT_DELIVERY_RATES.inside_dhaka,
      });
      // The answer that counts every line has the order's final figures.
      const last = answers.map((answer) => answer.orderTotals).sort((a, b) => b.lines - a.lines)[0];
      expect(last).toEqual({
        lines: 2,
        totalItems: 3,
        itemsSubtotal: 21_800,
        deliveryCharge: 100,
        weightGrams: 2_800,
        total: 21_900,
      });
    });

    it("Dhaka suburbs, by area, in any of the three districts", async () => {
      const savar = await placeOrder({ district: "dhaka", area: "savar" }, [[lamp, 1]]);
      expect(await stored(savar.order._id)).toMatchObject({
        district: "Dhaka",
        area: "Savar",
        deliveryZone: "dhaka_suburbs",
        deliveryCharge: 110,
      });
      const tongi = await placeOrder({ district: "Gazipur", area: "Tongi" }, [[vase, 1]]);
      // 1.2 kg: ৳110 + ৳25.
      expect(await stored(tongi.order._id)).toMatchObject({
        deliveryZone: "dhaka_suburbs",
        deliveryCharge: 135,
      });
    });

    it("outside Dhaka, with an accessory without a weight counted as 1 kg and flagged as estimated", async () => {
      const { order } = await placeOrder({ district: "Rajshahi" }, [[tray, 3]]);
      expect(await stored(order._id)).toMatchObject({
        district: "Rajshahi",
        area: null,
        deliveryZone: "outside_dhaka",
        deliveryCharge: 130 + 2 * 25,
        weightGrams: 3_000,
        weightEstimated: true,
      });
      const detail = (await admin(staff, "GET", `/api/admin/orders/${order._id}`)).json().data;
      expect(detail).toMatchObject({
        itemsSubtotal: 6_000,
        total: 6_180,
        delivery: { zone: "outside_dhaka", charge: 180, weightEstimated: true, chargeEditable: true },
      });
    });

    it("follows the lines as they change: a line saved again with another quantity recomputes the charge", async () => {
      const { order } = await placeOrder({ district: "Khulna" }, [[lamp, 1]]);
      expect((await stored(order._id)).deliveryCharge).toBe(130);
      await postJson(testApp.app, apiPaths.saveOrderDetails, {
        orderId: order._id,
        accessoryId: lamp,
        quantity: 5,
      });
      // 5 x 0.4 kg = 2 kg: ৳130 + ৳25.
      expect(await stored(order._id)).toMatchObject({ deliveryCharge: 155, weightGrams: 2_000 });
    });

    it("charges every line of a cart sent all at once (each line's transaction sees the others)", async () => {
      const ids = await Promise.all(
        Array.from({ length: 20 }, (_, index) =>
          insertAccessory(db(), { name: `Bulk ${index}`, rate: 100, weightGrams: 300 }),
        ),
      );
      const { order, answers } = await placeOrder(
        { district: "Dhaka", area: "Mirpur" },
        ids.map((id) => [id, 1]),
      );
      // 20 x 0.3 kg = 6 kg: ৳70 + 5 x ৳15.
      expect(await stored(order._id)).toMatchObject({ deliveryCharge: 145, weightGrams: 6_000 });
      expect(Math.max(...answers.map((answer) => answer.orderTotals.lines))).toBe(20);
      const final = answers.find((answer) => answer.orderTotals.lines === 20);
      expect(final.orderTotals).toMatchObject({ itemsSubtotal: 2_000, deliveryCharge: 145, total: 2_145 });
    });

    it("waives the charge from the zone's free-delivery threshold", async () => {
      const settings = defaultDeliverySettings();
      settings.rates.inside_dhaka.freeFrom = 15_000;
      expect((await admin(owner, "PUT", SETTINGS, { ...settings, version: 0 })).statusCode).toBe(200);
      const small = await placeOrder({ district: "Dhaka", area: "Gulshan" }, [[vase, 1]]);
      const large = await placeOrder({ district: "Dhaka", area: "Gulshan" }, [[lamp, 2]]);
      expect((await stored(small.order._id)).deliveryCharge).toBe(85);
      expect((await stored(large.order._id)).deliveryCharge).toBe(0);
    });
  });

  describe("the charge is the server's", () => {
    it("ignores a charge, a total or a zone forged in the body", async () => {
      const { order, answers } = await placeOrder(
        {
          district: "Sylhet",
          deliveryCharge: 0,
          deliveryZone: "inside_dhaka",
          deliveryRates: { firstKg: 0, perKg: 0, freeFrom: null },
          total: 1,
        },
        [[lamp, 1]],
      );
      expect(await stored(order._id)).toMatchObject({ deliveryZone: "outside_dhaka", deliveryCharge: 130 });
      expect(answers[0].orderTotals).toMatchObject({ deliveryCharge: 130, total: 12_430 });
      const forgedLine = await postJson(testApp.app, apiPaths.saveOrderDetails, {
        orderId: order._id,
        accessoryId: vase,
        quantity: 1,
        rate: 1,
        weightGrams: 1,
      });
      expect(forgedLine.json()).toMatchObject({ rate: 4_750, orderTotals: { deliveryCharge: 155 } });
    });

    it("keeps the prices an order was placed at when the owners change them later", async () => {
      const { order } = await placeOrder({ district: "Dhaka", area: "Banani" }, [[lamp, 1]]);
      const settings = defaultDeliverySettings();
      settings.rates = { ...settings.rates, inside_dhaka: { firstKg: 200, perKg: 50, freeFrom: null } };
      expect((await admin(owner, "PUT", SETTINGS, { ...settings, version: 0 })).statusCode).toBe(200);
      // A line arriving after the change is still charged at the prices of the moment the order was placed.
      await postJson(testApp.app, apiPaths.saveOrderDetails, {
        orderId: order._id,
        accessoryId: vase,
        quantity: 1,
      });
      expect(await stored(order._id)).toMatchObject({ deliveryCharge: 70 + 15 });
      const later = await placeOrder({ district: "Dhaka", area: "Banani" }, [[lamp, 1]]);
      expect((await stored(later.order._id)).deliveryCharge).toBe(200);
    });

    it("refuses a district or area that is not on the lists, naming the field", async () => {
      const refused = async (body: object) =>
        expectError(await postJson(testApp.app, apiPaths.saveOrder, { ...validCustomer, ...body }), 400);
      expect((await refused({ district: "Gotham" })).fields).toEqual({
        district: orderPlaceMessages.districtUnknown,
      });
      expect((await refused({ district: "Dhaka", area: "Agrabad" })).fields).toEqual({
        area: orderPlaceMessages.areaUnknown,
      });
      expect((await refused({ district: "Bogura", area: "Savar" })).fields).toEqual({
        area: orderPlaceMessages.areaNotApplicable,
      });
      expect((await refused({ district: ["Dhaka"] })).fields).toHaveProperty("district");
    });
  });

  describe("an order from an older client, without a place", () => {
    it("is taken with the zone unknown, flagged for staff, and confirming it asks for the charge", async () => {
      const { order, answers } = await placeOrder({}, [[vase, 1]]);
      expect(order).toMatchObject({
        deliveryZone: "unknown",
        deliveryCharge: null,
        district: null,
        area: null,
      });
      expect(answers[0].orderTotals).toMatchObject({ deliveryCharge: null, total: 4_750 });
      expect(await stored(order._id)).toMatchObject({
        deliveryZone: "unknown",
        deliveryCharge: null,
        weightGrams: 1_200,
      });

      const list = (await admin(staff, "GET", `/api/admin/orders?q=${order.orderNumber}`)).json().data;
      expect(list[0]).toMatchObject({ deliveryCharge: null, deliveryZone: "unknown", total: 4_750 });
      const detail = (await admin(staff, "GET", `/api/admin/orders/${order._id}`)).json().data;
      expect(detail.delivery).toMatchObject({ chargeNeeded: true, chargeEditable: true });

      const transitions = `/api/admin/orders/${order._id}/transitions`;
      const refused = await testApp.app.inject({
        method: "POST",
        url: transitions,
        headers: { ...staff.headers, "content-type": "application/json" },
        payload: JSON.stringify({ action: "confirm", version: 1 }),
      });
      expect(expectError(refused, 400).fields).toHaveProperty("deliveryCharge");
      expect((await stored(order._id)).status).toBe("pending");

      const confirmed = await testApp.app.inject({
        method: "POST",
        url: transitions,
        headers: { ...staff.headers, "content-type": "application/json" },
        payload: JSON.stringify({
          action: "confirm",
          version: 1,
          deliveryCharge: "150",
          deliveryChargeReason: "Mirpur 10, agreed on the call",
        }),
      });
      expect(confirmed.statusCode, confirmed.body).toBe(200);
      expect(confirmed.json().data).toMatchObject({
        status: "confirmed",
        total: 4_900,
        delivery: { charge: 150, source: "staff", chargeNeeded: false },
      });
      const events = await db().select().from(orderEvents).where(eq(orderEvents.orderId, order._id));
      expect(events.map((event) => event.note)).toContain(
        "Delivery charge set to ৳ 150 (was not set): Mirpur 10, agreed on the call",
      );
    });
  });

  describe("staff set or correct the charge", () => {
    const setCharge = (session: TestSession, id: string, body: object) =>
      admin(session, "PUT", `/api/admin/orders/${id}/delivery-charge`, body);

    it("on an order whose weight was estimated: with a reason, audit-logged, the customer not emailed again", async () => {
      const { order } = await placeOrder({ district: "Comilla", email: "buyer@example.com" }, [[tray, 2]]);
      const jobsBefore = await db().select().from(outboxJobs).where(eq(outboxJobs.subjectId, order._id));

      expectError(await setCharge(staff, order._id, { version: 1, deliveryCharge: 200 }), 400);
      expect(
        (await setCharge(staff, order._id, { version: 1, deliveryCharge: -5, reason: "x" })).statusCode,
      ).toBe(400);
      const saved = await setCharge(staff, order._id, {
        version: 1,
        deliveryCharge: 200,
        reason: "The trays weigh 3 kg each",
      });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ version: 2, delivery: { charge: 200, source: "staff" } });
      const stale = expectError(
        await setCharge(staff, order._id, { version: 1, deliveryCharge: 210, reason: "Again" }),
        409,
      );
      expect(stale.message).toContain("Nothing was saved");

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(and(eq(auditLog.entityId, order._id), eq(auditLog.action, "order.delivery_charge_set")));
      expect(entry).toMatchObject({
        staffAccountId: staff.staff.id,
        before: expect.objectContaining({ deliveryCharge: 130 + 25 }),
        after: expect.objectContaining({
          deliveryCharge: 200,
          deliveryChargeReason: "The trays weigh 3 kg each",
        }),
      });
      const jobsAfter = await db().select().from(outboxJobs).where(eq(outboxJobs.subjectId, order._id));
      expect(jobsAfter.map((job) => job.kind).sort()).toEqual(jobsBefore.map((job) => job.kind).sort());
      // A line arriving after staff set the charge keeps their charge.
      await postJson(testApp.app, apiPaths.saveOrderDetails, {
        orderId: order._id,
        accessoryId: lamp,
        quantity: 1,
      });
      expect((await stored(order._id)).deliveryCharge).toBe(200);
    });

    it("is refused where the charge follows the rates and the catalogue's weights, and once shipped", async () => {
      const { order } = await placeOrder({ district: "Dhaka", area: "Uttara East" }, [[lamp, 1]]);
      const refused = expectError(
        await setCharge(staff, order._id, { version: 1, deliveryCharge: 10, reason: "Discount" }),
        409,
      );
      expect(refused.code).toBe("transition_refused");
      const unknown = await placeOrder({}, [[lamp, 1]]);
      await db().update(orders).set({ status: "shipped" }).where(eq(orders.id, unknown.order._id));
      expectError(
        await setCharge(staff, unknown.order._id, { version: 1, deliveryCharge: 10, reason: "x" }),
        409,
      );
    });
  });

  describe("the delivery settings (/api/admin/settings/delivery)", () => {
    it("are read by any member of staff: the defaults until an owner saves", async () => {
      const answer = await admin(staff, "GET", SETTINGS);
      expect(answer.statusCode).toBe(200);
      expect(answer.headers["cache-control"]).toBe("private, no-store");
      expect(answer.json().data).toMatchObject({
        version: 0,
        updatedAt: null,
        settings: { rates: DEFAULT_DELIVERY_RATES },
      });
    });

    it("are refused to anonymous visitors, to staff, across sites and without the CSRF token", async () => {
      const body = { ...defaultDeliverySettings(), version: 0 };
      expectError(await admin(undefined, "GET", SETTINGS), 401);
      expectError(await admin(undefined, "PUT", SETTINGS, body), 401);
      expect(expectError(await admin(staff, "PUT", SETTINGS, body), 403).message).toBe(
        "Only an owner can change the delivery charges.",
      );
      const crossSite = await testApp.app.inject({
        method: "PUT",
        url: SETTINGS,
        headers: { ...owner.headers, origin: "https://evil.example", "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expectError(crossSite, 403);
      const { "x-csrf-token": _token, ...withoutToken } = owner.headers;
      const noToken = await testApp.app.inject({
        method: "PUT",
        url: SETTINGS,
        headers: { ...withoutToken, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });
      expectError(noToken, 403);
      expect(await db().select().from(shopSettings)).toEqual([]);
    });

    it("are changed by an owner under the version read, audit-logged, and a stale save is refused", async () => {
      const settings = defaultDeliverySettings();
      settings.rates = { ...settings.rates, outside_dhaka: { firstKg: 150, perKg: 30, freeFrom: 20_000 } };
      settings.suburbs = settings.suburbs.filter((name) => name !== "Tongi");
      const saved = await admin(owner, "PUT", SETTINGS, { ...settings, version: 0 });
      expect(saved.statusCode, saved.body).toBe(200);
      expect(saved.json().data).toMatchObject({ version: 1, updatedByName: "Test Owner" });
      expect(saved.json().data.settings.rates.outside_dhaka).toEqual({
        firstKg: 150,
        perKg: 30,
        freeFrom: 20_000,
      });

      const stale = expectError(await admin(owner, "PUT", SETTINGS, { ...settings, version: 0 }), 409);
      expect(stale.code).toBe("changed_meanwhile");
      expect(stale.message).toContain("Test Owner");

      const [entry] = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "delivery_settings.updated"));
      expect(entry).toMatchObject({
        staffAccountId: owner.staff.id,
        before: expect.objectContaining({ version: 0 }),
        after: expect.objectContaining({ version: 1 }),
      });

      // New orders use the new prices and suburbs.
      const tongi = await placeOrder({ district: "Gazipur", area: "Tongi" }, [[lamp, 1]]);
      expect((await stored(tongi.order._id)).deliveryZone).toBe("inside_dhaka");
      const khulna = await placeOrder({ district: "Khulna" }, [[lamp, 1]]);
      expect((await stored(khulna.order._id)).deliveryCharge).toBe(150);
    });

    it("refuse a bad value with a message per field", async () => {
      const error = expectError(
        await admin(owner, "PUT", SETTINGS, {
          version: 0,
          rates: {
            ...DEFAULT_DELIVERY_RATES,
            inside_dhaka: { firstKg: 70.5, perKg: 15, freeFrom: null },
            outside_dhaka: { firstKg: 130, perKg: 25, freeFrom: 0 },
          },
          suburbs: ["Atlantis"],
        }),
        400,
      );
      expect(error.fields).toEqual({
        "rates.inside_dhaka.firstKg": deliverySettingsMessages.firstKg,
        "rates.outside_dhaka.freeFrom": deliverySettingsMessages.freeFrom,
        suburbs: deliverySettingsMessages.unknownArea,
      });
      expectError(await admin(owner, "PUT", SETTINGS, { ...defaultDeliverySettings() }), 400);
    });

    it("empty the cached shop pages (the checkout shows the prices) on a change", async () => {
      const invalidated = vi.fn();
      const stop = testApp.app.catalogueFreshness.onInvalidate(invalidated);
      await admin(owner, "PUT", SETTINGS, { ...defaultDeliverySettings(), version: 0 });
      stop();
      expect(invalidated).toHaveBeenCalledTimes(1);
    });
  });

  describe("an accessory's Weight (kg) in the catalogue form", () => {
    const accessory = (weightKg: unknown) => ({
      name: "Teak mirror",
      code: `NI-MR-${Math.random().toString(36).slice(2, 8)}`,
      size: "60 x 90 cm",
      category: "Mirrors",
      rate: "9500",
      description: "A teak-framed mirror.",
      weightKg,
    });
    const create = (body: object) =>
      testApp.app.inject({
        method: "POST",
        url: "/api/admin/accessories",
        headers: { ...staff.headers, "content-type": "application/json" },
        payload: JSON.stringify(body),
      });

    it("is stored in grams, shown by the shop, and charged by; empty means none (1 kg)", async () => {
      const created = await create(accessory("6.25"));
      expect(created.statusCode, created.body).toBe(201);
      const id = created.json().data.id as string;
      expect((await admin(staff, "GET", `/api/admin/accessories/${id}`)).json().data.weightGrams).toBe(6_250);
      const shop = await testApp.app.inject({ method: "GET", url: apiPaths.accessory(id) });
      expect(shop.json().data.weightGrams).toBe(6_250);
      const { order } = await placeOrder({ district: "Dhaka", area: "Motijheel" }, [[id, 1]]);
      // 6.25 kg: ৳70 + 6 x ৳15.
      expect(await stored(order._id)).toMatchObject({ weightGrams: 6_250, deliveryCharge: 160 });

      const none = await create(accessory(""));
      const noneId = none.json().data.id as string;
      expect(
        (await admin(staff, "GET", `/api/admin/accessories/${noneId}`)).json().data.weightGrams,
      ).toBeNull();
      const shopNone = await testApp.app.inject({ method: "GET", url: apiPaths.accessory(noneId) });
      expect(shopNone.json().data).not.toHaveProperty("weightGrams");
    });

    it("refuses a weight that is not a positive number of kilograms with up to 3 decimals", async () => {
      for (const weightKg of ["heavy", "0", "-1", "1.2345", "1001"]) {
        const error = expectError(await create(accessory(weightKg)), 400);
        expect(error.fields).toHaveProperty("weightKg");
      }
    });
  });

  it("the customer's email lists the items, the delivery charge and the total to pay", async () => {
    const { order } = await placeOrder({ district: "Dhaka", area: "Savar" }, [[vase, 1]]);
    const row = await stored(order._id);
    const email = await composeOrderConfirmationEmail(
      orderEmailData(row, [{ name: "Clay vase", code: "NI-1", quantity: 1, rate: 4_750 }], "http://x/admin"),
      company,
      `http://x/track-order?number=${row.orderNumber}`,
    );
    expect(email.text).toContain(`Follow your order at http://x/track-order?number=${row.orderNumber}`);
    expect(email.html).toContain(`href="http://x/track-order?number=${row.orderNumber}"`);
    expect(email.text).toContain("Items: ৳ 4,750");
    expect(email.text).toContain("Delivery (Dhaka suburbs: Savar, Dhaka; 1.2 kg): ৳ 135");
    expect(email.text).toContain("Total to pay on delivery: ৳ 4,885");
    expect(email.html).toContain("Total to pay on delivery");
  });
});
