import { useEffect, useState } from "react";
import { Link } from "react-router";
import { formatTaka } from "../../../common/format";
import { trackOrderPath } from "../../../common/paths";
import { deliveryMessages } from "./delivery-messages";
import { forgetPlacedOrder, readPlacedOrder, type PlacedOrder } from "./placed-order";

function CloseIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="none" stroke="currentColor">
      <path d="M6 6l12 12M18 6L6 18" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

/**
 * After an order, the home page keeps its number and total in view, with the number the company will call
 * from: the customer who gave no email learns the number too. A polite live region, fixed at the bottom of the
 * screen so the page does not move; it stays for the browser session or until dismissed.
 */
export function PlacedOrderNotice({ phone }: { phone: string }) {
  const [order, setOrder] = useState<PlacedOrder | null>(null);
  // Read after hydration: the server's page is the same for everyone.
  useEffect(() => setOrder(readPlacedOrder()), []);

  const dismiss = () => {
    forgetPlacedOrder();
    setOrder(null);
    document.getElementById("main")?.focus({ preventScroll: true });
  };

  return (
    <div
      role={order ? "region" : undefined}
      aria-label={order ? deliveryMessages.noticeLabel : undefined}
      className={
        order
          ? "fixed inset-x-3 bottom-3 z-40 rounded-card border border-sand bg-ivory p-5 pr-14 text-charcoal shadow-lift sm:inset-x-auto sm:right-6 sm:bottom-6 sm:w-[26rem] sm:p-6 sm:pr-14"
          : "sr-only"
      }
      data-testid="placed-order-notice"
    >
      <div role="status" aria-live="polite" aria-atomic="true">
        {order && (
          <>
            <p className="font-display text-2xl leading-tight text-walnut">{deliveryMessages.noticeTitle}</p>
            <dl className="mt-3 grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1 text-sm">
              <dt className="text-charcoal/75">{deliveryMessages.noticeNumber}</dt>
              <dd className="font-mono font-semibold tracking-wide">{order.orderNumber}</dd>
              <dt className="text-charcoal/75">{deliveryMessages.noticeTotal}</dt>
              <dd className="font-semibold tabular-nums">{formatTaka(order.total)}</dd>
            </dl>
            <p className="mt-3 text-sm leading-relaxed text-charcoal/85">
              {deliveryMessages.noticeCall(phone)}
            </p>
            <p className="mt-2 text-sm">
              <Link
                to={trackOrderPath(order.orderNumber)}
                className="font-medium text-walnut underline underline-offset-4 hover:text-walnut-dark"
              >
                {deliveryMessages.noticeTrack}
              </Link>
            </p>
          </>
        )}
      </div>
      {order && (
        <button
          type="button"
          onClick={dismiss}
          aria-label={deliveryMessages.noticeDismiss}
          className="absolute top-3 right-3 inline-flex size-10 items-center justify-center rounded-full text-charcoal/70 transition-colors duration-200 hover:bg-linen hover:text-walnut active:bg-sand/60 motion-reduce:transition-none"
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
