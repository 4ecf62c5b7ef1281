import { lazy, Suspense, useState } from "react";
import { Button, ButtonLink } from "~/components/button";
import { LoadBoundary } from "~/components/load-boundary";
import { Modal, preloadModal } from "~/components/modal";
import { PageBanner } from "~/components/page-banner";
import { CONTAINER } from "~/components/page-section";
import { Spinner } from "~/components/spinner";
import { cartTotals, useCartItems, useCartRestored } from "~/lib/cart";
import { CartList } from "./cart-list";
import { firstKilogramRange } from "../../../common/delivery/delivery-charge";
import type { CheckoutDelivery } from "./checkout-delivery";
import type { CheckoutDetails, CheckoutDetailsInput } from "./checkout-form-schema";
import { useCheckoutText } from "./delivery-messages";
import { usePlaceOrder } from "./use-place-order";
import { useCartAvailability } from "./cart-availability";
import { loadBengaliPlaceNames } from "./bengali-place-names";
import type { Lang } from "../../../common/lang";
import { en } from "~/i18n/messages/en";
import { localDigits } from "~/i18n/format";
import { paths } from "../../../common/paths";

/** The English wording, as the specification quotes it. */
export const EMPTY_CART_TITLE = en.checkout.emptyTitle;
export const EMPTY_CART_MESSAGE = en.checkout.emptyMessage;

const loadOrderForm = () => import("./order-form");
const OrderForm = lazy(loadOrderForm);
const emptyDetails: CheckoutDetailsInput = {
  name: "",
  email: "",
  address: "",
  phone: "",
  district: "",
  area: "",
};

/** On Bengali pages the form waits for the places' Bangla names, so they are warmed up with it. */
function preloadOrderForm(lang: Lang) {
  // A failed warm-up is retried when the dialog opens, which also shows the error if it fails again.
  loadOrderForm().catch(() => undefined);
  if (lang === "bn") loadBengaliPlaceNames().catch(() => undefined);
  preloadModal();
}

function OrderFormUnavailable() {
  const { t } = useCheckoutText();
  return (
    <p
      role="alert"
      className="rounded-card border border-sand bg-linen/60 px-6 py-8 text-center text-charcoal/80"
    >
      {t.checkout.formUnavailable}
    </p>
  );
}

/** `delivery`: the prices and suburbs in force (from the page's loader), or null when they could not be read. */
export function CheckoutPage({ delivery = null }: { delivery?: CheckoutDelivery | null }) {
  const { t } = useCheckoutText();
  const items = useCartItems();
  const restored = useCartRestored();
  const { unavailable, available, recheck } = useCartAvailability(items);
  const { status, placeOrder } = usePlaceOrder(items, recheck);
  const blocked = items.some((item) => unavailable[item._id] !== undefined);
  const [orderOpen, setOrderOpen] = useState(false);
  const [draft, setDraft] = useState(emptyDetails);
  const submitting = status === "submitting";

  const closeOrder = () => {
    if (!submitting) setOrderOpen(false);
  };
  const submit = async (details: CheckoutDetails) => {
    await placeOrder(details);
    setOrderOpen(false);
  };

  return (
    <>
      <PageBanner
        title={t.checkout.title}
        eyebrow={t.checkout.eyebrow}
        image={{ key: "banners/checkout", alt: "" }}
        lead={t.checkout.lead}
        crumbs={[
          { label: t.shell.home, to: "/" },
          { label: t.shop.accessories, to: paths.accessories },
          { label: t.checkout.title },
        ]}
      />
      <div className={`${CONTAINER} py-12 sm:py-16 lg:py-20`}>
        {!restored ? (
          <CartPlaceholder />
        ) : items.length === 0 ? (
          <EmptyCart />
        ) : (
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,1fr)_24rem] lg:gap-12">
            <section
              aria-labelledby="cart-heading"
              className="rounded-card bg-white/70 shadow-soft ring-1 ring-sand/40"
            >
              <h2
                id="cart-heading"
                className="border-b border-sand/70 px-5 py-5 text-3xl font-semibold text-walnut sm:px-8"
              >
                {t.checkout.yourCart}
              </h2>
              <CartList items={items} unavailable={unavailable} available={available} />
            </section>
            <OrderSummary
              items={items}
              status={status}
              blocked={blocked}
              delivery={delivery}
              onProceed={() => setOrderOpen(true)}
            />
          </div>
        )}
      </div>
      <Modal
        open={orderOpen}
        onClose={closeOrder}
        closeOnBackdropClick={!submitting}
        title={t.checkout.yourDetails}
        description={t.checkout.detailsDescription}
        size="lg"
      >
        <LoadBoundary fallback={<OrderFormUnavailable />}>
          <Suspense
            fallback={
              <div className="flex min-h-80 items-center justify-center">
                <Spinner size="lg" label={t.checkout.loadingOrderForm} />
              </div>
            }
          >
            <OrderForm
              defaultValues={draft}
              submitting={submitting}
              onSubmit={submit}
              onDraftChange={setDraft}
              delivery={delivery}
              lines={items}
            />
          </Suspense>
        </LoadBoundary>
      </Modal>
    </>
  );
}

type OrderSummaryProps = {
  items: Parameters<typeof cartTotals>[0];
  status: ReturnType<typeof usePlaceOrder>["status"];
  /** A line cannot be ordered now: the visitor removes it first. */
  blocked: boolean;
  delivery: CheckoutDelivery | null;
  onProceed: () => void;
};

/** The summary's word on delivery: added in the dialog, with the range of first-kilogram prices. */
function deliveryNote(
  delivery: CheckoutDelivery | null,
  { dm, price }: Pick<ReturnType<typeof useCheckoutText>, "dm" | "price">,
): string {
  if (!delivery) return dm.summaryWithoutRange;
  const { min, max } = firstKilogramRange(delivery.rates);
  return dm.summaryRange(price(min), price(max));
}

function OrderSummary({ items, status, blocked, delivery, onProceed }: OrderSummaryProps) {
  const { dm, price, t, lang } = useCheckoutText();
  const totals = cartTotals(items);
  return (
    <section
      aria-labelledby="summary-heading"
      className="rounded-card bg-linen/70 p-6 shadow-soft ring-1 ring-sand/50 sm:p-8 lg:sticky lg:top-28"
    >
      <h2 id="summary-heading" className="text-3xl font-semibold text-walnut">
        {t.checkout.orderSummary}
      </h2>
      <dl className="mt-6 space-y-4 text-sm">
        <div className="flex items-center justify-between gap-4">
          <dt className="text-charcoal/75">{t.checkout.totalItems}</dt>
          <dd className="font-medium tabular-nums" data-testid="summary-total-items">
            {localDigits(lang, totals.totalItems)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-charcoal/75">{t.checkout.subtotal}</dt>
          <dd className="font-medium whitespace-nowrap tabular-nums" data-testid="summary-subtotal">
            {price(totals.subtotal)}
          </dd>
        </div>
        <div className="flex items-center justify-between gap-4">
          <dt className="text-charcoal/75">{dm.summaryDelivery}</dt>
          <dd className="text-charcoal/75">{dm.summaryNextStep}</dd>
        </div>
        <div className="flex items-center justify-between gap-4 border-t border-sand pt-4">
          <dt className="text-base font-medium text-charcoal">{t.checkout.total}</dt>
          <dd
            className="text-2xl font-semibold whitespace-nowrap text-walnut tabular-nums"
            data-testid="summary-total"
          >
            {price(totals.total)}
          </dd>
        </div>
      </dl>
      <p className="mt-4 text-xs leading-relaxed text-charcoal/70" data-testid="summary-delivery-note">
        {deliveryNote(delivery, { dm, price })}
      </p>
      <Button
        size="lg"
        fullWidth
        className="mt-6"
        onClick={onProceed}
        onPointerEnter={() => preloadOrderForm(lang)}
        onFocus={() => preloadOrderForm(lang)}
        disabled={status !== "idle" || blocked}
      >
        {t.checkout.proceedToOrder}
      </Button>
      <p role="status" className="mt-4 min-h-5 text-center text-xs text-charcoal/70">
        {status === "placed" ? t.checkout.placedGoingHome : blocked ? t.checkout.removeUnavailable : ""}
      </p>
    </section>
  );
}

function EmptyCart() {
  const { t } = useCheckoutText();
  return (
    <div className="mx-auto flex min-h-[22rem] max-w-xl flex-col items-center justify-center rounded-card bg-white/70 px-6 py-16 text-center shadow-soft ring-1 ring-sand/40 sm:px-12">
      <h2 className="text-5xl font-semibold text-walnut">{t.checkout.emptyTitle}</h2>
      <p className="mt-4 leading-relaxed text-charcoal/80">{t.checkout.emptyMessage}</p>
      <ButtonLink to={paths.accessories} className="mt-10">
        {t.checkout.viewAccessories}
      </ButtonLink>
    </div>
  );
}

/** Until the saved cart is read the page cannot know which of the two it shows; it holds the space. */
function CartPlaceholder() {
  const { t } = useCheckoutText();
  return (
    <div className="flex min-h-[22rem] items-center justify-center" aria-busy="true">
      <Spinner size="lg" label={t.checkout.loadingCart} />
    </div>
  );
}
