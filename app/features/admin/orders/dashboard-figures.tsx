import { Link } from "react-router";
import { formatDhakaDate } from "../../../../common/dhaka-time";
import { formatTaka, groupThousands } from "../../../../common/format";
import { orderListPath } from "./order-paths";

/** The dashboard service's figures, as the page's loader hands them over. */
export type DashboardFiguresView = {
  ordersToConfirm: number;
  ordersToDeliver: number;
  newMessages: number;
  ordersThisWeek: number;
  weekStartsOn: string;
  cashCollectedThisMonth: number;
  monthStartsOn: string;
  cashOutstanding: number;
  ordersOutstanding: number;
  lowStock: number;
};

type Figure = {
  label: string;
  value: string;
  detail: string;
  to: string;
  linkLabel: string;
  urgent?: boolean;
};

const plural = (count: number, one: string, many: string) =>
  `${groupThousands(count)} ${count === 1 ? one : many}`;

function figuresOf(figures: DashboardFiguresView): Figure[] {
  return [
    {
      label: "Orders to confirm",
      value: groupThousands(figures.ordersToConfirm),
      detail: "New orders waiting for a call to the customer",
      to: orderListPath({ status: "pending" }),
      linkLabel: "See the new orders",
      urgent: figures.ordersToConfirm > 0,
    },
    {
      label: "Orders to deliver",
      value: groupThousands(figures.ordersToDeliver),
      detail: "Confirmed, not yet shipped or delivered",
      to: orderListPath({ status: "confirmed" }),
      linkLabel: "See the confirmed orders",
    },
    {
      label: "New messages waiting",
      value: groupThousands(figures.newMessages),
      detail: "Contact requests nobody has answered yet",
      to: "/admin/messages?status=new",
      linkLabel: "See the new messages",
      urgent: figures.newMessages > 0,
    },
    {
      label: "Orders this week",
      value: groupThousands(figures.ordersThisWeek),
      detail: `Placed since Saturday ${formatDhakaDate(`${figures.weekStartsOn}T00:00:00+06:00`)}`,
      to: orderListPath({ from: figures.weekStartsOn }),
      linkLabel: "See this week's orders",
    },
    {
      label: "Cash collected this month",
      value: formatTaka(figures.cashCollectedThisMonth),
      detail: `Orders delivered since ${formatDhakaDate(`${figures.monthStartsOn}T00:00:00+06:00`)}`,
      to: orderListPath({ status: "delivered" }),
      linkLabel: "See the delivered orders",
    },
    {
      label: "Cash still outstanding",
      value: formatTaka(figures.cashOutstanding),
      detail: `${plural(figures.ordersOutstanding, "order", "orders")} shipped, cash not yet received`,
      to: orderListPath({ status: "shipped" }),
      linkLabel: "See the shipped orders",
    },
    {
      label: "Low stock",
      value: groupThousands(figures.lowStock),
      detail: "Counted accessories at or below their low-stock threshold",
      to: "/admin/accessories?stock=low",
      linkLabel: "See the low-stock accessories",
      urgent: figures.lowStock > 0,
    },
  ];
}

/** The figures staff look at first, each a link to the list it counts. */
export function DashboardFigures({ figures }: { figures: DashboardFiguresView }) {
  return (
    <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
      {figuresOf(figures).map((figure) => (
        <li key={figure.label}>
          <Link
            to={figure.to}
            className={`group block h-full rounded-card border bg-white/70 p-5 shadow-soft transition-colors duration-200 hover:border-walnut motion-reduce:transition-none ${
              figure.urgent ? "border-brass" : "border-sand/70"
            }`}
          >
            <span className="block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80">
              {figure.label}
            </span>
            <span className="mt-2 block text-3xl font-semibold tabular-nums text-charcoal">
              {figure.value}
            </span>
            <span className="mt-2 block text-sm text-charcoal/80">{figure.detail}</span>
            <span className="mt-3 block text-sm text-walnut underline-offset-4 group-hover:underline">
              {figure.linkLabel}
              <span aria-hidden="true"> →</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
