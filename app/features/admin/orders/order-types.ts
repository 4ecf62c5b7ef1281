import type { Lang } from "../../../../common/lang";
import type { OrderDeliveryZone, ZoneRates } from "../../../../common/delivery/delivery-charge";
import type { OrderAction, OrderStatusValue } from "../../../../common/order-workflow";

/** Where the order goes and what its delivery costs (the order service's OrderDelivery). */
export type OrderDeliveryView = {
  district: string | null;
  area: string | null;
  zone: OrderDeliveryZone;
  rates: ZoneRates | null;
  charge: number | null;
  source: "rates" | "staff" | "before_delivery_charges";
  weightGrams: number;
  weightEstimated: boolean;
  chargeEditable: boolean;
  chargeNeeded: boolean;
};

/** An order as the order page's loader hands it over (the order service's detail, plain JSON). */
export type OrderView = {
  id: string;
  orderNumber: string;
  placedAt: string;
  updatedAt: string;
  status: OrderStatusValue;
  customer: { name: string; email: string | null; address: string; phone: string; language: Lang };
  notes: string;
  courierName: string | null;
  consignmentNumber: string | null;
  cancelReason: string | null;
  version: number;
  lines: {
    accessoryId: string;
    accessoryName: string;
    accessoryCode: string;
    accessoryPath: string;
    quantity: number;
    rate: number;
    lineTotal: number;
  }[];
  itemCount: number;
  itemsSubtotal: number;
  delivery: OrderDeliveryView;
  /** The items and the delivery charge. */
  total: number;
  timeline: {
    id: string;
    actorName: string;
    at: string;
    fromStatus: OrderStatusValue | null;
    toStatus: OrderStatusValue | null;
    note: string | null;
  }[];
  allowedActions: readonly OrderAction[];
};

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
