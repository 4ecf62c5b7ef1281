import type { OrderDetail } from "../../../../common/order-views";

/**
 * An order as the order page's loader hands it over: the order service's detail, defined once in
 * common/order-views.ts for the service and the pages.
 */
export type OrderView = OrderDetail;

/** What the order page's action answers: a confirmation, or the refusal with the fields' messages. */
export type OrderActionResult =
  | { intent: string; notice: string }
  | {
      intent: string;
      action?: string;
      problem: string;
      conflict: boolean;
      fields?: Record<string, string>;
      values?: Record<string, string>;
    };
