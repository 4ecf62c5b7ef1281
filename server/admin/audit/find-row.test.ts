import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { insertMessage, insertOrder } from "../../../tests/helpers/order-fixtures";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../../../tests/helpers/test-database";
import { messages, orders } from "../../db/schema";
import { ApiError } from "../../http/api-error";
import { findRowById } from "./find-row";

describe.each(databaseKinds())("reading the record an address names on %s", (kind) => {
  let database: TestDatabase;

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database?.destroy();
  });

  const refusal = async (promise: Promise<unknown>) => {
    const error = await promise.then(
      () => null,
      (thrown: unknown) => thrown,
    );
    expect(error).toBeInstanceOf(ApiError);
    return { status: (error as ApiError).statusCode, message: (error as ApiError).message };
  };

  it("gives the row of whichever table it is asked for", async () => {
    const order = await insertOrder(database.db);
    const message = await insertMessage(database.db);
    expect(await findRowById(database.db, orders, order.id, "Order not found")).toEqual(order);
    expect(await findRowById(database.db, messages, message.id, "Message not found")).toEqual(message);
    // An id in capitals names the same record.
    expect((await findRowById(database.db, orders, order.id.toUpperCase(), "Order not found")).id).toBe(
      order.id,
    );
  });

  it("answers 404 with the caller's words for an id that names nothing, and for one that is not an id", async () => {
    const message = await insertMessage(database.db);
    // A message's id is no order's.
    expect(await refusal(findRowById(database.db, orders, message.id, "Order not found"))).toEqual({
      status: 404,
      message: "Order not found",
    });
    for (const id of ["not-a-uuid", "", "1; drop table orders"])
      expect(await refusal(findRowById(database.db, messages, id, "Message not found"))).toEqual({
        status: 404,
        message: "Message not found",
      });
  });
});
