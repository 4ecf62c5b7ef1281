import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages } from "../../common/validation";
import { apiPaths, expectError, postJson, validCustomer } from "../../tests/helpers/api-client";
import { countRows, insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { accessories, orderItems, orders } from "../db/schema";

// The fields of docs/product.md#entities and those added since (the order number and the delivery figures, the line's order totals).
const orderKeys = [
  "_id",
  "address",
  "area",
  "createdAt",
  "deliveryCharge",
  "deliveryZone",
  "district",
  "email",
  "itemsSubtotal",
  "name",
  "orderNumber",
  "phone",
  "status",
  "total",
  "totalItems",
  "weightGrams",
];
const orderItemKeys = [
  "_id",
  "accessoryId",
  "createdAt",
  "lineTotal",
  "orderId",
  "orderTotals",
  "quantity",
  "rate",
  "updatedAt",
];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const quantityMessage = "Quantity must be a whole number from 1 to 99";

describe.each(databaseKinds())("order API on %s", (kind) => {
  let testApp: TestApp;
  let lampId: string;
  let vaseId: string;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    lampId = await insertAccessory(testApp.database.db, { rate: 4_750 });
    vaseId = await insertAccessory(testApp.database.db, { rate: 12_300 });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const saveOrder = (body: unknown, headers: Record<string, string> = {}) =>
    postJson(testApp.app, apiPaths.saveOrder, body, headers);
  const saveLine = (body: unknown) => postJson(testApp.app, apiPaths.saveOrderDetails, body);
  const createOrder = async () => (await saveOrder(validCustomer)).json()._id as string;
  const storedOrder = async (id: string) =>
    (await testApp.database.db.select().from(orders).where(eq(orders.id, id)))[0];
  const storedLines = (orderId: string) =>
    testApp.database.db.select().from(orderItems).where(eq(orderItems.orderId, orderId));

  describe("POST order/save-order", () => {
    it("records the language of the page the order came from, English when not said", async () => {
      const bengali = (await saveOrder({ ...validCustomer, language: "bn" })).json()._id as string;
      expect((await storedOrder(bengali)).language).toBe("bn");
      expect((await storedOrder(await createOrder())).language).toBe("en");
      expect((await saveOrder({ ...validCustomer, language: "fr" })).statusCode).toBe(400);
    });

    it("creates a pending order and answers 201 with its _id at the top level", async () => {
      const response = await saveOrder(validCustomer);
      expect(response.statusCode).toBe(201);
      const order = response.json();
      expect(Object.keys(order).sort()).toEqual(orderKeys);
      expect(order).toMatchObject({ ...validCustomer, status: "pending", total: 0, totalItems: 0 });
      expect(order._id).toMatch(uuidPattern);
      expect(Date.parse(order.createdAt)).not.toBeNaN();
      expect(response.headers["idempotent-replayed"]).toBeUndefined();
      expect(await storedOrder(order._id)).toMatchObject({ ...validCustomer, status: "pending" });
    });

    it("stores trimmed strings", async () => {
      const response = await saveOrder({
        name: "  Nusrat Jahan \n",
        email: "  nusrat@example.com ",
        address: "\tFlat 3B, Road 27, Gulshan 2, Dhaka  ",
        phone: " 01812345678 ",
      });
      expect(response.statusCode).toBe(201);
      const expected = {
        name: "Nusrat Jahan",
        email: "nusrat@example.com",
        address: "Flat 3B, Road 27, Gulshan 2, Dhaka",
        phone: "01812345678",
      };
      expect(response.json()).toMatchObject(expected);
      expect(await storedOrder(response.json()._id)).toMatchObject(expected);
    });

    it.each([
      ["with a hyphen", "01711-223344"],
      ["in Bengali digits", "০১৭১১২২৩৩৪৪"],
      ["in Bengali digits, spaces and a dash", "০১৭১১ ২২৩-৩৪৪"],
    ])("accepts a phone %s and stores and answers its 11 ASCII digits", async (_label, phone) => {
      const response = await saveOrder({ ...validCustomer, phone });
      expect(response.statusCode, response.body).toBe(201);
      expect(response.json().phone).toBe("01711223344");
      expect((await storedOrder(response.json()._id)).phone).toBe("01711223344");
    });

    it.each([
      ["missing", undefined],
      ["empty", ""],
      ["blank", "   "],
      ["null", null],
    ])("accepts an email that is %s and stores none", async (_label, email) => {
      const response = await saveOrder({ ...validCustomer, email });
      expect(response.statusCode).toBe(201);
      expect(response.json().email).toBeNull();
      expect((await storedOrder(response.json()._id)).email).toBeNull();
    });

    it("accepts the longest allowed name and address", async () => {
      const response = await saveOrder({ ...validCustomer, name: "N".repeat(100), address: "A".repeat(300) });
      expect(response.statusCode).toBe(201);
    });

    it("counts the length after trimming", async () => {
      const response = await saveOrder({ ...validCustomer, name: `  ${"N".repeat(100)}  ` });
      expect(response.statusCode).toBe(201);
    });

    it.each([
      ["name missing", { name: undefined }, "name", validationMessages.nameRequired],
      ["name empty", { name: "" }, "name", validationMessages.nameRequired],
      ["name blank", { name: "   " }, "name", validationMessages.nameRequired],
      ["name not a string", { name: 42 }, "name", validationMessages.nameRequired],
      ["name over 100 characters", { name: "N".repeat(101) }, "name", validationMessages.nameTooLong],
      ["address missing", { address: undefined }, "address", validationMessages.addressRequired],
      ["address blank", { address: " " }, "address", validationMessages.addressRequired],
      [
        "name with a line break",
        { name: "Farhana\nBcc: x@example.com" },
        "name",
        validationMessages.nameOneLine,
      ],
      ["name with a tab", { name: "Farhana\tRahman" }, "name", validationMessages.nameOneLine],
      [
        "address with a line break",
        { address: "House 12\r\nRoad 5" },
        "address",
        validationMessages.addressOneLine,
      ],
      [
        "address with a line separator",
        { address: "House 12\u2028Road 5" },
        "address",
        validationMessages.addressOneLine,
      ],
      [
        "address over 300 characters",
        { address: "A".repeat(301) },
        "address",
        validationMessages.addressTooLong,
      ],
      ["phone missing", { phone: undefined }, "phone", validationMessages.phoneRequired],
      ["phone empty", { phone: "" }, "phone", validationMessages.phoneRequired],
      ["phone of 10 digits", { phone: "0171122334" }, "phone", validationMessages.phonePattern],
      ["phone of 12 digits", { phone: "017112233445" }, "phone", validationMessages.phonePattern],
      ["phone not starting 01", { phone: "02711223344" }, "phone", validationMessages.phonePattern],
      ["phone with a country code", { phone: "+8801711223344" }, "phone", validationMessages.phonePattern],
      ["phone with a dot", { phone: "01711.223344" }, "phone", validationMessages.phonePattern],
      ["phone with a tab", { phone: "01711\t223344" }, "phone", validationMessages.phonePattern],
      ["phone as a number", { phone: 1711223344 }, "phone", validationMessages.phoneRequired],
      ["email without @", { email: "farhana.example.com" }, "email", validationMessages.emailInvalid],
      ["email without domain", { email: "farhana@" }, "email", validationMessages.emailInvalid],
      [
        "email with spaces inside",
        { email: "far hana@example.com" },
        "email",
        validationMessages.emailInvalid,
      ],
      [
        "email over 254 characters",
        { email: `${"a".repeat(250)}@example.com` },
        "email",
        validationMessages.emailInvalid,
      ],
    ])("rejects %s with its message", async (_label, change, field, message) => {
      const before = await countRows(testApp.database.db);
      const response = await saveOrder({ ...validCustomer, ...change });
      const error = expectError(response, 400, "validation_failed");
      expect(error.message).toBe(message);
      expect(error.fields).toEqual({ [field]: message });
      expect((await countRows(testApp.database.db)).orders).toBe(before.orders);
    });

    it("reports every invalid field at once, the first as the message", async () => {
      const error = expectError(await saveOrder({}), 400, "validation_failed");
      expect(error.message).toBe(validationMessages.nameRequired);
      expect(error.fields).toEqual({
        name: validationMessages.nameRequired,
        address: validationMessages.addressRequired,
        phone: validationMessages.phoneRequired,
      });
    });

    it("ignores fields it does not know, like a status or a total", async () => {
      const response = await saveOrder({
        ...validCustomer,
        status: "delivered",
        total: 1,
        _id: randomUUID(),
      });
      expect(response.statusCode).toBe(201);
      const order = response.json();
      expect(order).toMatchObject({ status: "pending", total: 0 });
      expect(await storedOrder(order._id)).toMatchObject({ status: "pending" });
    });
  });

  describe("Idempotency-Key on save-order", () => {
    it("returns the same order for the same key and marks the replay", async () => {
      const key = randomUUID();
      const first = await saveOrder(validCustomer, { "idempotency-key": key });
      const second = await saveOrder(validCustomer, { "idempotency-key": key });
      expect(first.statusCode).toBe(201);
      expect(second.statusCode).toBe(201);
      expect(first.headers["idempotent-replayed"]).toBeUndefined();
      expect(second.headers["idempotent-replayed"]).toBe("true");
      expect(second.json()).toEqual(first.json());
      expect(
        await testApp.database.db.select().from(orders).where(eq(orders.idempotencyKey, key)),
      ).toHaveLength(1);
    });

    it("treats details that differ only in surrounding spaces as the same request", async () => {
      const key = randomUUID();
      const first = await saveOrder(validCustomer, { "idempotency-key": key });
      const second = await saveOrder(
        { ...validCustomer, name: ` ${validCustomer.name} ` },
        { "idempotency-key": key },
      );
      expect(second.statusCode).toBe(201);
      expect(second.json()._id).toBe(first.json()._id);
    });

    it("creates one order when the same key arrives several times at once", async () => {
      const key = randomUUID();
      const responses = await Promise.all(
        Array.from({ length: 5 }, () => saveOrder(validCustomer, { "idempotency-key": key })),
      );
      expect(responses.map((response) => response.statusCode)).toEqual([201, 201, 201, 201, 201]);
      expect(new Set(responses.map((response) => response.json()._id)).size).toBe(1);
      expect(responses.filter((response) => response.headers["idempotent-replayed"] === "true")).toHaveLength(
        4,
      );
    });

    it("answers 409 when the key was used for different details", async () => {
      const key = randomUUID();
      await saveOrder(validCustomer, { "idempotency-key": key });
      const before = await countRows(testApp.database.db);
      const response = await saveOrder(
        { ...validCustomer, phone: "01999999999" },
        { "idempotency-key": key },
      );
      expectError(response, 409, "conflict");
      expect((await countRows(testApp.database.db)).orders).toBe(before.orders);
    });

    it("creates a new order for every request without a key", async () => {
      const first = await saveOrder(validCustomer);
      const second = await saveOrder(validCustomer);
      expect(first.json()._id).not.toBe(second.json()._id);
    });

    it.each([
      ["an 8-character key", "abcd-123"],
      ["a 128-character key", "k".repeat(128)],
      ["a key of visible symbols", "order:2024/03#7~!"],
    ])("accepts %s", async (_label, key) => {
      expect((await saveOrder(validCustomer, { "idempotency-key": key })).statusCode).toBe(201);
    });

    it.each([
      ["an empty key", ""],
      ["a 7-character key", "abc-123"],
      ["a 129-character key", "k".repeat(129)],
      ["a key with a space", "order key 1"],
      ["a key with a non-ASCII letter", "clé-de-commande"],
    ])("rejects %s with a 400", async (_label, key) => {
      const before = await countRows(testApp.database.db);
      const error = expectError(await saveOrder(validCustomer, { "idempotency-key": key }), 400);
      expect(error.message).toBe("Idempotency-Key must be 8 to 128 visible ASCII characters");
      expect((await countRows(testApp.database.db)).orders).toBe(before.orders);
    });
  });

  describe("POST order/save-order-details", () => {
    it("saves a line at the catalogue's rate and answers 201 with it", async () => {
      const orderId = await createOrder();
      const response = await saveLine({ orderId, accessoryId: lampId, quantity: 3 });
      expect(response.statusCode).toBe(201);
      const line = response.json();
      expect(Object.keys(line).sort()).toEqual(orderItemKeys);
      expect(line).toMatchObject({
        orderId,
        accessoryId: lampId,
        quantity: 3,
        rate: 4_750,
        lineTotal: 14_250,
      });
      expect(line._id).toMatch(uuidPattern);
      const stored = await storedLines(orderId);
      expect(stored).toHaveLength(1);
      expect(stored[0]).toMatchObject({ id: line._id, quantity: 3, rate: 4_750 });
    });

    it("trims the ids it is given", async () => {
      const orderId = await createOrder();
      const response = await saveLine({ orderId: ` ${orderId} `, accessoryId: `${lampId}\n`, quantity: 1 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ orderId, accessoryId: lampId });
    });

    it("never takes the rate from the client", async () => {
      const orderId = await createOrder();
      const response = await saveLine({ orderId, accessoryId: vaseId, quantity: 2, rate: 1, lineTotal: 2 });
      expect(response.statusCode).toBe(201);
      expect(response.json()).toMatchObject({ rate: 12_300, lineTotal: 24_600 });
      expect((await storedLines(orderId))[0].rate).toBe(12_300);
    });

    it("updates the line when the same accessory is saved again for the order", async () => {
      const orderId = await createOrder();
      const first = (await saveLine({ orderId, accessoryId: lampId, quantity: 1 })).json();
      const second = await saveLine({ orderId, accessoryId: lampId, quantity: 5 });
      expect(second.statusCode).toBe(201);
      expect(second.json()).toMatchObject({ _id: first._id, quantity: 5, lineTotal: 5 * 4_750 });
      const stored = await storedLines(orderId);
      expect(stored).toHaveLength(1);
      expect(stored[0].quantity).toBe(5);
    });

    it("keeps the rate of the moment a line was saved", async () => {
      const { db } = testApp.database;
      const accessoryId = await insertAccessory(db, { rate: 2_000 });
      const orderId = await createOrder();
      await saveLine({ orderId, accessoryId, quantity: 2 });
      await db.update(accessories).set({ rate: 2_500 }).where(eq(accessories.id, accessoryId));
      expect((await storedLines(orderId))[0].rate).toBe(2_000);
      const resaved = await saveLine({ orderId, accessoryId, quantity: 2 });
      expect(resaved.json()).toMatchObject({ rate: 2_500, lineTotal: 5_000 });
    });

    it("derives the order's total from its lines", async () => {
      const key = randomUUID();
      const orderId = (await saveOrder(validCustomer, { "idempotency-key": key })).json()._id;
      await Promise.all([
        saveLine({ orderId, accessoryId: lampId, quantity: 2 }),
        saveLine({ orderId, accessoryId: vaseId, quantity: 1 }),
      ]);
      await saveLine({ orderId, accessoryId: lampId, quantity: 4 });
      const replay = (await saveOrder(validCustomer, { "idempotency-key": key })).json();
      expect(replay).toMatchObject({ _id: orderId, total: 4 * 4_750 + 12_300, totalItems: 5 });
    });

    it.each([
      ["1", 1],
      ["99", 99],
    ])("accepts quantity %s", async (_label, quantity) => {
      const orderId = await createOrder();
      const response = await saveLine({ orderId, accessoryId: lampId, quantity });
      expect(response.statusCode).toBe(201);
      expect(response.json().quantity).toBe(quantity);
    });

    it.each([
      ["0", 0],
      ["-1", -1],
      ["100", 100],
      ["1.5", 1.5],
      ['"2"', "2"],
      ["null", null],
      ["missing", undefined],
      ["1e9", 1e9],
    ])("rejects quantity %s with a 400", async (_label, quantity) => {
      const orderId = await createOrder();
      const error = expectError(
        await saveLine({ orderId, accessoryId: lampId, quantity }),
        400,
        "validation_failed",
      );
      expect(error.message).toBe(quantityMessage);
      expect(error.fields).toEqual({ quantity: quantityMessage });
      expect(await storedLines(orderId)).toHaveLength(0);
    });

    it.each([
      ["orderId", { orderId: undefined }, "orderId is required"],
      ["orderId", { orderId: "  " }, "orderId is required"],
      ["accessoryId", { accessoryId: undefined }, "accessoryId is required"],
      ["accessoryId", { accessoryId: 7 }, "accessoryId is required"],
    ])("rejects a missing %s with a 400", async (field, change, message) => {
      const orderId = await createOrder();
      const error = expectError(
        await saveLine({ orderId, accessoryId: lampId, quantity: 1, ...change }),
        400,
        "validation_failed",
      );
      expect(error.fields).toEqual({ [field]: message });
    });

    it.each([
      ["an unknown order", () => ({ orderId: randomUUID() }), "Order not found"],
      ["a malformed order id", () => ({ orderId: "order-1" }), "Order not found"],
      ["an unknown accessory", () => ({ accessoryId: randomUUID() }), "Accessory not found"],
      [
        "a malformed accessory id",
        () => ({ accessoryId: "64f1c2a9e4b0a1b2c3d4e5f6" }),
        "Accessory not found",
      ],
    ])("answers %s with a 404", async (_label, change, message) => {
      const orderId = await createOrder();
      const before = await countRows(testApp.database.db);
      const error = expectError(
        await saveLine({ orderId, accessoryId: lampId, quantity: 1, ...change() }),
        404,
        "not_found",
      );
      expect(error.message).toBe(message);
      expect((await countRows(testApp.database.db)).orderItems).toBe(before.orderItems);
    });
  });
});
