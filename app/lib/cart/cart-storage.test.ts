import { describe, expect, it } from "vitest";
import { CART_STORAGE_KEY, parseSavedCart, serializeCart } from "./cart-storage";
import { testAccessory } from "./test-accessory";

const line = { ...testAccessory({ _id: "vase", rate: 6500 }), quantity: 2 };

describe("saved cart", () => {
  it("round-trips a cart", () => {
    expect(parseSavedCart(serializeCart([line]))).toEqual([line]);
  });

  it("uses one namespaced key", () => {
    expect(CART_STORAGE_KEY).toMatch(/cart/);
  });

  it.each([
    ["nothing saved", null],
    ["an empty string", ""],
    ["broken JSON", "{not json"],
    ["a bare array from an older version", JSON.stringify([line])],
    ["another version", JSON.stringify({ version: 2, items: [line] })],
    ["a line without a rate", JSON.stringify({ version: 1, items: [{ ...line, rate: undefined }] })],
    ["a quantity of 0", JSON.stringify({ version: 1, items: [{ ...line, quantity: 0 }] })],
    ["a fractional quantity", JSON.stringify({ version: 1, items: [{ ...line, quantity: 1.5 }] })],
    ["a negative rate", JSON.stringify({ version: 1, items: [{ ...line, rate: -5 }] })],
    ["the same line twice", JSON.stringify({ version: 1, items: [line, line] })],
    ["a number", "42"],
    ["null", "null"],
  ])("reads %s as an empty cart", (_, raw) => {
    expect(parseSavedCart(raw)).toEqual([]);
  });
});
