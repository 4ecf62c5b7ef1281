import { ORDER_STATUS_LABELS, type OrderStatusValue } from "../../../../common/order-workflow";

// Each pair holds WCAG AA contrast for small text on its tint.
const statusClass: Record<OrderStatusValue, string> = {
  pending: "bg-brass-light/45 text-charcoal",
  confirmed: "bg-walnut/10 text-walnut",
  shipped: "bg-[#1f4e79]/10 text-[#1f4e79]",
  delivered: "bg-forest/10 text-forest",
  cancelled: "bg-[#9b2c1f]/10 text-[#9b2c1f]",
  returned: "bg-linen text-charcoal/85",
};

/** An order's status as staff read it (pending is shown as New), as a small label. */
export function OrderStatusBadge({ status }: { status: OrderStatusValue }) {
  return (
    <span
      className={`inline-block whitespace-nowrap rounded-full font-sans px-2.5 py-0.5 text-xs font-medium ${statusClass[status]}`}
    >
      {ORDER_STATUS_LABELS[status]}
    </span>
  );
}
