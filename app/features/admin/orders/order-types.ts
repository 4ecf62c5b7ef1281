import type { OrderDetail } from "../../../../common/order-views";
import type { RecordNotice, RecordRefusal } from "../shell/record-page";

/**
 * An order as the order page's loader hands it over: the order service's detail, defined once in
 * common/order-views.ts for the service and the pages.
 */
export type OrderView = OrderDetail;

/**
 * What the order page's action answers; a refusal names the workflow action tried and keeps the fields as
 * typed.
 */
export type OrderActionResult =
  RecordNotice | (RecordRefusal & { action?: string; values?: Record<string, string> });
