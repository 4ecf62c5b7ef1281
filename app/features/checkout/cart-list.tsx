import { localDigits } from "~/i18n/format";
import { useId } from "react";
import { useCheckoutText } from "./delivery-messages";
import { Link } from "~/i18n/link";
import { PlusIcon } from "~/components/icons";
import { ResponsiveImage } from "~/components/responsive-image";
import { useAppDispatch } from "~/store";
import { CART_LIST_MAX_HEIGHT_PX, MIN_CART_QUANTITY } from "../../../common/constants";
import { ORDER_ITEM_MAX_QUANTITY } from "../../../common/constants";
import { decreaseQuantity, increaseQuantity, removeFromCart, type CartItem } from "~/lib/cart";
import { accessoryPath } from "../../../common/paths";
import { accessoryName, cardImageOf } from "../../../common/catalogue";
import type { Unavailability } from "./cart-availability";

const stepButton =
  "inline-flex size-10 items-center justify-center rounded-full text-walnut transition-colors duration-200 " +
  "hover:bg-linen active:bg-sand/60 disabled:cursor-not-allowed disabled:text-charcoal/30 disabled:hover:bg-transparent " +
  "motion-reduce:transition-none";

function MinusIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path d="M5 12h14" strokeWidth="1.5" strokeLinecap="round" />
    </svg>
  );
}

function TrashIcon() {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-4" fill="none" stroke="currentColor">
      <path
        d="M4 7h16M10 11v6M14 11v6M6 7l1 12a2 2 0 0 0 2 2h6a2 2 0 0 0 2-2l1-12M9 7V4h6v3"
        strokeWidth="1.5"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
    </svg>
  );
}

/** One cart line: image, name, size, quantity stepper and rate (docs/product.md#checkout). */
function CartLine({
  item,
  unavailable,
  available,
}: {
  item: CartItem;
  unavailable?: Unavailability;
  /** Pieces that can be ordered, for a counted accessory: the stepper stops there. */
  available?: number;
}) {
  const { price, t, lang } = useCheckoutText();
  const limit = Math.min(ORDER_ITEM_MAX_QUANTITY, available ?? item.available ?? ORDER_ITEM_MAX_QUANTITY);
  const dispatch = useAppDispatch();
  const nameId = useId();
  const image = cardImageOf(item);
  const imageUrl = image?.imageUrl;
  const atMinimum = item.quantity <= MIN_CART_QUANTITY;
  const name = accessoryName(item, lang);

  return (
    <li className="flex gap-4 py-5 sm:gap-6">
      <Link
        to={accessoryPath(item)}
        tabIndex={-1}
        aria-hidden="true"
        className="block w-20 shrink-0 overflow-hidden rounded-card sm:w-28"
      >
        {imageUrl ? (
          <ResponsiveImage src={imageUrl} uploaded={image} alt="" aspect={1} sizes="7rem" />
        ) : (
          <div className="aspect-square bg-linen" />
        )}
      </Link>
      <div className="flex min-w-0 flex-1 flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0">
          <h3 id={nameId} className="text-xl leading-snug font-semibold text-charcoal">
            <Link
              to={accessoryPath(item)}
              className="hover:text-walnut hover:underline hover:underline-offset-4"
            >
              {name}
            </Link>
          </h3>
          <p className="mt-1 text-sm text-charcoal/70">
            {t.shop.size}: {item.size}
          </p>
          <p className="mt-1 text-sm whitespace-nowrap text-charcoal/70">
            <span className="sr-only">{t.checkout.rate}</span>
            {price(item.rate)}
            {t.checkout.each}
          </p>
          {unavailable && (
            <p className="mt-2 text-sm font-medium text-red-800" data-testid="cart-line-unavailable">
              {unavailable === "out_of_stock"
                ? t.checkout.outOfStockLine
                : unavailable === "too_many"
                  ? t.checkout.tooManyLine(limit, localDigits(lang, limit))
                  : t.checkout.goneLine}
            </p>
          )}
          <button
            type="button"
            onClick={() => dispatch(removeFromCart(item._id))}
            aria-describedby={nameId}
            className="mt-2 -ml-1 rounded px-1 text-xs font-medium tracking-[0.14em] text-charcoal/70 uppercase underline-offset-4 hover:text-walnut hover:underline"
          >
            {t.checkout.remove}
          </button>
        </div>
        <div className="flex items-center justify-between gap-6 sm:flex-col sm:items-end sm:gap-3">
          <div
            role="group"
            aria-label={t.checkout.quantityOf(name)}
            className="inline-flex items-center rounded-full border border-sand bg-white/80"
          >
            <button
              type="button"
              className={stepButton}
              onClick={() => dispatch(atMinimum ? removeFromCart(item._id) : decreaseQuantity(item._id))}
              aria-label={atMinimum ? t.checkout.removeFromCart(name) : t.checkout.decrease(name)}
            >
              {atMinimum ? <TrashIcon /> : <MinusIcon />}
            </button>
            <output aria-live="polite" className="w-8 text-center text-sm font-medium tabular-nums">
              {localDigits(lang, item.quantity)}
            </output>
            <button
              type="button"
              className={stepButton}
              onClick={() => dispatch(increaseQuantity(item._id))}
              disabled={item.quantity >= limit}
              aria-label={t.checkout.increase(name)}
            >
              <PlusIcon size={16} />
            </button>
          </div>
          <p className="text-lg font-medium whitespace-nowrap text-walnut">
            <span className="sr-only">{t.checkout.lineTotal}</span>
            {price(item.rate * item.quantity)}
          </p>
        </div>
      </div>
    </li>
  );
}

/** The cart list; at most 600 px high, then it scrolls (docs/product.md#constants). */
export function CartList({
  items,
  unavailable = {},
  available = {},
}: {
  items: readonly CartItem[];
  /** Lines the shop cannot sell now (see cart-availability.ts). */
  unavailable?: Readonly<Record<string, Unavailability>>;
  /** Pieces that can be ordered of each counted accessory, as the catalogue said last. */
  available?: Readonly<Record<string, number>>;
}) {
  const { t } = useCheckoutText();
  return (
    <ul
      aria-label={t.checkout.itemsInCart}
      className="divide-y divide-sand/70 overflow-y-auto overscroll-contain px-5 sm:px-8"
      style={{ maxHeight: CART_LIST_MAX_HEIGHT_PX }}
    >
      {items.map((item) => (
        <CartLine
          key={item._id}
          item={item}
          unavailable={unavailable[item._id]}
          available={available[item._id]}
        />
      ))}
    </ul>
  );
}
