import { describe, expect, it } from "vitest";
import { createOrderAttempts, newIdempotencyKey, orderFingerprint } from "./order-attempt";

const details = { name: "Farhana Rahman", email: "", address: "House 12, Dhanmondi", phone: "01711223344" };
const lines = [
  { accessoryId: "vase", quantity: 2 },
  { accessoryId: "lamp", quantity: 1 },
];

describe("order attempts", () => {
  it("reuses the key when the same order is retried", () => {
    let made = 0;
    const attempts = createOrderAttempts(() => `key-${++made}`);
    const first = attempts.keyFor(orderFingerprint(details, lines));
    const retry = attempts.keyFor(
      orderFingerprint(
        { ...details },
        lines.map((line) => ({ ...line })),
      ),
    );
    expect(retry).toBe(first);
    expect(made).toBe(1);
  });

  it("starts a fresh key when the cart changes", () => {
    const attempts = createOrderAttempts();
    const first = attempts.keyFor(orderFingerprint(details, lines));
    const changed = attempts.keyFor(
      orderFingerprint(details, [{ accessoryId: "vase", quantity: 3 }, lines[1]]),
    );
    expect(changed).not.toBe(first);
  });

  it("starts a fresh key when the details change", () => {
    const attempts = createOrderAttempts();
    const first = attempts.keyFor(orderFingerprint(details, lines));
    expect(attempts.keyFor(orderFingerprint({ ...details, phone: "01811223344" }, lines))).not.toBe(first);
    expect(attempts.keyFor(orderFingerprint({ ...details, email: "f@example.com" }, lines))).not.toBe(first);
  });

  it("starts a fresh key after a placed order, even for an identical one", () => {
    const attempts = createOrderAttempts();
    const fingerprint = orderFingerprint(details, lines);
    const first = attempts.keyFor(fingerprint);
    attempts.succeeded();
    expect(attempts.keyFor(fingerprint)).not.toBe(first);
  });

  it("treats a missing email like a blank one", () => {
    expect(orderFingerprint({ ...details, email: null }, lines)).toBe(orderFingerprint(details, lines));
  });

  it("makes keys the API accepts (8 to 128 visible ASCII characters) that do not repeat", () => {
    const keys = new Set(Array.from({ length: 200 }, newIdempotencyKey));
    expect(keys.size).toBe(200);
    for (const key of keys) expect(key).toMatch(/^[\x21-\x7e]{8,128}$/);
  });
});
