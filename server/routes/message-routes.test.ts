import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { validationMessages } from "../../common/validation";
import { apiPaths, expectError, postJson, validMessage } from "../../tests/helpers/api-client";
import { countRows } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { messages } from "../db/schema";

const messageKeys = ["_id", "address", "createdAt", "email", "message", "name", "phone"];

describe.each(databaseKinds())("message API on %s", (kind) => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const sendMessage = (body: unknown) => postJson(testApp.app, apiPaths.sendMessage, body);
  const storedMessage = async (id: string) =>
    (await testApp.database.db.select().from(messages).where(eq(messages.id, id)))[0];

  it("stores the contact request and answers 201 with it", async () => {
    const response = await sendMessage(validMessage);
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(Object.keys(body).sort()).toEqual(messageKeys);
    expect(body).toMatchObject(validMessage);
    expect(body._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(await storedMessage(body._id)).toMatchObject(validMessage);
  });

  it("records the language of the page the request was sent from", async () => {
    const bengali = (await sendMessage({ ...validMessage, language: "bn" })).json()._id as string;
    expect((await storedMessage(bengali)).language).toBe("bn");
    const english = (await sendMessage(validMessage)).json()._id as string;
    expect((await storedMessage(english)).language).toBe("en");
  });

  it("stores a phone typed in Bengali digits with a dash as its ASCII digits", async () => {
    const response = await sendMessage({ ...validMessage, phone: "০১৯১১-২২৩৩৪৪" });
    expect(response.statusCode, response.body).toBe(201);
    expect(response.json().phone).toBe("01911223344");
    expect((await storedMessage(response.json()._id)).phone).toBe("01911223344");
  });

  it("stores trimmed strings and keeps line breaks inside the message", async () => {
    const response = await sendMessage({
      name: "  Tanvir Ahmed ",
      email: " tanvir@example.com\t",
      address: " Sector 7, Uttara, Dhaka ",
      phone: " 01911223344 ",
      message: "\n  Hello,\nplease call me about a kitchen.  \n",
    });
    expect(response.statusCode).toBe(201);
    const expected = {
      name: "Tanvir Ahmed",
      email: "tanvir@example.com",
      address: "Sector 7, Uttara, Dhaka",
      phone: "01911223344",
      message: "Hello,\nplease call me about a kitchen.",
    };
    expect(response.json()).toMatchObject(expected);
    expect(await storedMessage(response.json()._id)).toMatchObject(expected);
  });

  it.each([
    ["missing", undefined],
    ["empty", ""],
    ["null", null],
  ])("accepts an email that is %s and stores none", async (_label, email) => {
    const response = await sendMessage({ ...validMessage, email });
    expect(response.statusCode).toBe(201);
    expect(response.json().email).toBeNull();
    expect((await storedMessage(response.json()._id)).email).toBeNull();
  });

  it("accepts a message of exactly 2000 characters", async () => {
    const response = await sendMessage({ ...validMessage, message: "m".repeat(2000) });
    expect(response.statusCode).toBe(201);
    expect((await storedMessage(response.json()._id)).message).toHaveLength(2000);
  });

  it.each([
    ["name missing", { name: undefined }, "name", validationMessages.nameRequired],
    ["name blank", { name: "  " }, "name", validationMessages.nameRequired],
    ["name over 100 characters", { name: "N".repeat(101) }, "name", validationMessages.nameTooLong],
    ["address missing", { address: undefined }, "address", validationMessages.addressRequired],
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
    ["phone blank", { phone: "   " }, "phone", validationMessages.phoneRequired],
    ["phone not 01 and 9 digits", { phone: "1711223344" }, "phone", validationMessages.phonePattern],
    ["phone with letters", { phone: "01711abcdef" }, "phone", validationMessages.phonePattern],
    ["email invalid", { email: "tanvir@" }, "email", validationMessages.emailInvalid],
    ["message missing", { message: undefined }, "message", validationMessages.messageRequired],
    ["message blank", { message: " \n " }, "message", validationMessages.messageRequired],
    [
      "message over 2000 characters",
      { message: "m".repeat(2001) },
      "message",
      validationMessages.messageTooLong,
    ],
  ])("rejects %s with its message", async (_label, change, field, message) => {
    const before = await countRows(testApp.database.db);
    const error = expectError(await sendMessage({ ...validMessage, ...change }), 400, "validation_failed");
    expect(error.message).toBe(message);
    expect(error.fields).toEqual({ [field]: message });
    expect((await countRows(testApp.database.db)).messages).toBe(before.messages);
  });

  it("reports every missing field at once", async () => {
    const error = expectError(await sendMessage({}), 400, "validation_failed");
    expect(error.fields).toEqual({
      name: validationMessages.nameRequired,
      address: validationMessages.addressRequired,
      phone: validationMessages.phoneRequired,
      message: validationMessages.messageRequired,
    });
  });
});
