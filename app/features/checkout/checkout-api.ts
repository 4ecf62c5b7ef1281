import { postJson } from "~/lib/api-client";
import type { OrderItemJson, OrderJson } from "../../../common/api-schemas";
import type { CustomerDetails } from "../../../common/validation";
import type { OrderLine } from "./order-attempt";

/**
 * SPEC section 4, steps 2 and 3: create the order, then one order item per cart line in parallel. The
 * server makes a repeated line an update, so a retry after a half-finished attempt completes the order.
 */
export async function submitOrder(
  details: CustomerDetails,
  lines: readonly OrderLine[],
  idempotencyKey: string,
) {
  const order = await postJson<OrderJson>("order/save-order", details, {
    headers: { "Idempotency-Key": idempotencyKey },
  });
  await Promise.all(
    lines.map((line) =>
      postJson<OrderItemJson>("order/save-order-details", {
        orderId: order._id,
        accessoryId: line.accessoryId,
        quantity: line.quantity,
      }),
    ),
  );
  return order;
}
