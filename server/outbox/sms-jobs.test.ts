import { describe, expect, it } from "vitest";
import { courierSmsJob, smsJobForConfirmedOrder } from "./sms-jobs";

const order = { id: "0b6f7c1e-5d0a-4c57-9e51-8f1b2c3d4e5f", phone: "01711223344" };

describe("the customer's later SMS speak the order's language", () => {
  it.each([
    ["order-confirmed", smsJobForConfirmedOrder],
    ["order-courier", courierSmsJob],
  ] as const)("the %s SMS is Bengali for an order placed on the Bengali site", (_kind, jobFor) => {
    expect(jobFor({ ...order, language: "bn" }).payload).toEqual({ to: "8801711223344", language: "bn" });
    expect(jobFor({ ...order, language: "en" }).payload).toEqual({ to: "8801711223344", language: "en" });
    // An order written before orders recorded their language is English.
    expect(jobFor(order).payload).toEqual({ to: "8801711223344", language: "en" });
  });
});
