import { postJson } from "~/lib/api-client";
import type { OrderItemJson, OrderJson, OrderTotalsJson } from "../../../common/api-schemas";
import type { OrderRequest } from "../../../common/delivery/order-place";
import type { OrderLine } from "./order-attempt";

/**
 * The order's figures once every line is saved. The lines are saved side by side and the server charges
 * delivery on the lines it holds, so the answer that counts the most lines carries the final figures.
 */
export function finalTotals(order: OrderJson, lineAnswers: readonly OrderItemJson[]): OrderTotalsJson {
  const counted = lineAnswers
    .map((answer) => answer.orderTotals)
    .filter((totals): totals is OrderTotalsJson => Boolean(totals))
    .sort((a, b) => b.lines - a.lines)[0];
  return (
    counted ?? {
      lines: 0,
      totalItems: order.totalItems,
      itemsSubtotal: order.itemsSubtotal,
      deliveryCharge: order.deliveryCharge,
      weightGrams: order.weightGrams,
      total: order.total,
    }
  );
}

/**
 * docs/product.md#checkout-submit, steps 2 and 3: create the order, then one order item per cart line in parallel. The
 * server makes a repeated line an update, so a retry after a half-finished attempt completes the order.
 */
export async function submitOrder(
  details: OrderRequest,
  lines: readonly OrderLine[],
  idempotencyKey: string,
) {
  const order = await postJson<OrderJson>("order/save-order", details, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
  const lineAnswers = await Promise.all(
    lines.map((line) =>
      postJson<OrderItemJson>("order/save-order-details", {
        orderId: order._id,
        accessoryId: line.accessoryId,
        quantity: line.quantity,
      }),
    ),
  );
  return { order, totals: finalTotals(order, lineAnswers) };
}
