/**
 * The order workflow of a cash-on-delivery shop in Dhaka, shared by the back office's pages and its server:
 * a new order is confirmed once staff have called the customer, shipped (by a courier, optionally) and
 * delivered when the cash is in hand. The company's own van may deliver a confirmed order straight away.
 */
export const ORDER_STATUS_VALUES = [
  "pending",
  "confirmed",
  "shipped",
  "delivered",
  "cancelled",
  "returned",
] as const;
export type OrderStatusValue = (typeof ORDER_STATUS_VALUES)[number];

/** What staff read for each stored status. */
export const ORDER_STATUS_LABELS: Readonly<Record<OrderStatusValue, string>> = {
  pending: "New",
  confirmed: "Confirmed",
  shipped: "Shipped",
  delivered: "Delivered",
  cancelled: "Cancelled",
  returned: "Returned",
};

/** The changes staff can make, each a button on the order page. */
export const ORDER_ACTIONS = ["confirm", "ship", "deliver", "cancel", "return"] as const;
export type OrderAction = (typeof ORDER_ACTIONS)[number];

export const ORDER_ACTION_TARGETS: Readonly<Record<OrderAction, OrderStatusValue>> = {
  confirm: "confirmed",
  ship: "shipped",
  deliver: "delivered",
  cancel: "cancelled",
  return: "returned",
};

export const ORDER_ACTION_LABELS: Readonly<Record<OrderAction, string>> = {
  confirm: "Confirm order",
  ship: "Mark as shipped",
  deliver: "Mark as delivered",
  cancel: "Cancel order",
  return: "Mark as returned",
};

const ALLOWED: Readonly<Record<OrderStatusValue, readonly OrderAction[]>> = {
  pending: ["confirm", "cancel"],
  confirmed: ["ship", "deliver", "cancel"],
  shipped: ["deliver", "return"],
  delivered: [],
  cancelled: [],
  returned: [],
};

/** The actions that apply to an order in this status, in the order the buttons are shown. */
export function allowedOrderActions(status: OrderStatusValue): readonly OrderAction[] {
  return ALLOWED[status] ?? [];
}

export function orderActionAllowed(status: OrderStatusValue, action: OrderAction): boolean {
  return allowedOrderActions(status).includes(action);
}

export function isOrderStatus(value: unknown): value is OrderStatusValue {
  return typeof value === "string" && (ORDER_STATUS_VALUES as readonly string[]).includes(value);
}

export const MESSAGE_STATUS_VALUES = ["new", "contacted", "closed"] as const;
export type MessageStatusValue = (typeof MESSAGE_STATUS_VALUES)[number];

export const MESSAGE_STATUS_LABELS: Readonly<Record<MessageStatusValue, string>> = {
  new: "New",
  contacted: "Contacted",
  closed: "Closed",
};

export function isMessageStatus(value: unknown): value is MessageStatusValue {
  return typeof value === "string" && (MESSAGE_STATUS_VALUES as readonly string[]).includes(value);
}
