import { describe, expect, it } from "vitest";
import type { OrderItemJson, OrderJson } from "../../../common/api-schemas";
import { finalTotals } from "./checkout-api";

const order = {
  _id: "order-1",
  orderNumber: "NI-2611-0042",
  itemsSubtotal: 0,
  deliveryCharge: 0,
  weightGrams: 0,
  total: 0,
  totalItems: 0,
} as OrderJson;
const line = (lines: number, total: number) =>
  ({
    orderTotals: {
      lines,
      totalItems: lines,
      itemsSubtotal: total - 85,
      deliveryCharge: 85,
      weightGrams: 2_000,
      total,
    },
  }) as OrderItemJson;

describe("the placed order's final figures", () => {
  it("come from the line answer that counts the most lines, whatever order the answers came in", () => {
    expect(finalTotals(order, [line(2, 9_000), line(3, 9_785), line(1, 4_000)]).total).toBe(9_785);
  });

  it("fall back to the order's own answer when the lines answered without totals (an older server)", () => {
    expect(finalTotals(order, [{} as OrderItemJson])).toMatchObject({ lines: 0, total: 0 });
  });
});
