import type { DeliveryChargeSource, OrderDeliveryZone, ZoneRates } from "./delivery/delivery-charge";
import type { Lang } from "./lang";
import type { ListPagination } from "./list-pagination";
import type { OrderFilters } from "./order-filters";
import type { OrderAction, OrderStatusValue } from "./order-workflow";

/**
 * Orders as the back office's order service returns them and its pages show them: one definition, used by
 * the service's return types (server/admin/orders) and by the pages' components (app/features/admin/orders),
 * so a field the service adds is a field the page can read. Times are ISO strings (the JSON the loaders
 * hand over).
 */

/** A row of the order list. */
export type OrderListRow = {
  id: string;
  orderNumber: string;
  placedAt: string;
  customerName: string;
  phone: string;
  itemCount: number;
  itemsSubtotal: number;
  deliveryCharge: number | null;
  deliveryZone: OrderDeliveryZone;
  /** The items and the delivery charge (the items alone while the charge is not known). */
  total: number;
  status: OrderStatusValue;
};

/** One page of the order list, with the filters applied. */
export type OrderList = {
  orders: OrderListRow[];
  filters: OrderFilters;
  pagination: ListPagination;
};

/** A line of an order, as charged. */
export type OrderLine = {
  accessoryId: string;
  accessoryName: string;
  accessoryCode: string;
  accessoryPath: string;
  quantity: number;
  rate: number;
  lineTotal: number;
};

/** An entry of the order's timeline: a status change, or a note (the notes saved, the charge set). */
export type OrderTimelineEntry = {
  id: string;
  actorName: string;
  at: string;
  fromStatus: OrderStatusValue | null;
  toStatus: OrderStatusValue | null;
  note: string | null;
};

/** Where the order goes and what its delivery costs, as the order page, the slip and the CSV show it. */
export type OrderDelivery = {
  district: string | null;
  area: string | null;
  zone: OrderDeliveryZone;
  /** The zone's prices when the order was placed; null for an unknown zone. */
  rates: ZoneRates | null;
  /** Whole taka; null while not known (an unknown zone before staff set it). */
  charge: number | null;
  source: DeliveryChargeSource;
  weightGrams: number;
  /** A line's accessory had no weight: 1 kg a piece was counted. */
  weightEstimated: boolean;
  /** Staff may set or correct the charge now (New or confirmed, and the zone unknown or a weight missing). */
  chargeEditable: boolean;
  /** Confirming asks for the charge: the zone is unknown and nobody has set it. */
  chargeNeeded: boolean;
};

/** The order page's order: customer, lines, delivery, timeline and the actions its status allows. */
export type OrderDetail = {
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
  lines: OrderLine[];
  itemCount: number;
  itemsSubtotal: number;
  delivery: OrderDelivery;
  /** The items and the delivery charge: the cash to collect. */
  total: number;
  timeline: OrderTimelineEntry[];
  allowedActions: readonly OrderAction[];
};
