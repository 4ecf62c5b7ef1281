import { memo, useId } from "react";
import { Link } from "~/i18n/link";
import { Button, ButtonLink } from "~/components/button";
import { PHOTO_WHEN_NEAR, ResponsiveImage } from "~/components/responsive-image";
import { addToCart, removeFromCart, useIsInCart } from "~/lib/cart";
import { useI18n } from "~/i18n/i18n";
import { en } from "~/i18n/messages/en";
import { formatNumber, formatPrice } from "~/i18n/format";
import { useAppDispatch } from "~/store";
import {
  accessoryName,
  cardImageOf,
  type Accessory,
  type AccessoryCardRecord,
} from "../../../common/catalogue";
import { accessoryPath } from "../../../common/paths";
import { onlyLeftCount } from "./stock-messages";

const CARD_IMAGE_SIZES = "(min-width: 1024px) 18rem, 50vw";

export const OUT_OF_STOCK_LABEL = en.shop.outOfStock;

/** Shown beside the price on the card and the detail page when the shop has marked it out of stock. */
/** "Only 2 left" at or below the accessory's low-stock mark (counted accessories only). */
export function OnlyLeftNote({
  accessory,
  className = "",
}: {
  accessory: Pick<Accessory, "outOfStock" | "available" | "lowStockAt">;
  className?: string;
}) {
  const { lang, t } = useI18n();
  const count = onlyLeftCount(accessory);
  if (count === undefined || accessory.outOfStock) return null;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-brass/20 px-3 py-1 text-xs font-medium tracking-wide text-charcoal ${className}`}
      data-testid="only-left"
    >
      {t.shop.onlyLeft(count, formatNumber(lang, count))}
    </span>
  );
}

export function OutOfStockBadge({ className = "" }: { className?: string }) {
  const t = useI18n().t;
  return (
    <span
      className={`inline-flex items-center rounded-full bg-charcoal/80 px-3 py-1 text-xs font-medium tracking-wide text-ivory ${className}`}
    >
      {t.shop.outOfStock}
    </span>
  );
}

/**
 * A catalogue card holds the whole accessory (its Add to Cart puts the accessory's fields in the cart); the
 * home preview's showcase card, whose button is View Details and opens the detail page
 * (docs/product.md#states), needs only the card's fields.
 */
type AccessoryCardProps =
  { accessory: Accessory; showcase?: false } | { accessory: AccessoryCardRecord; showcase: true };

/** Two cards share a 375 px screen: "Remove from Cart" may wrap there rather than overflow its card. */
const cardButtonFit = "h-auto! min-h-9 px-3! py-2 leading-tight whitespace-normal! text-center sm:px-4!";

const cardShell =
  "group relative flex h-full flex-col overflow-hidden rounded-card bg-white/70 shadow-soft ring-1 ring-sand/40 " +
  "transition-[box-shadow,transform] duration-500 ease-out hover:-translate-y-0.5 hover:shadow-lift " +
  "has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-brass " +
  "motion-reduce:transition-none motion-reduce:hover:translate-y-0";

/**
 * A catalogue card. The whole card opens the detail page; the button above it works on its own. Memoised:
 * the list re-renders when its query starts and ends a refetch, and a card whose accessory is the same object
 * (the query keeps unchanged records as they were) has nothing to redraw.
 */
export const AccessoryCard = memo(function AccessoryCard(props: AccessoryCardProps) {
  const { accessory } = props;
  const nameId = useId();
  const { lang, t } = useI18n();
  const name = accessoryName(accessory, lang);
  const path = accessoryPath(accessory);
  const image = cardImageOf(accessory);
  const imageUrl = image?.imageUrl;

  return (
    <article className={cardShell} aria-labelledby={nameId}>
      {imageUrl ? (
        <ResponsiveImage
          src={imageUrl}
          uploaded={image}
          alt={name}
          aspect={1}
          sizes={CARD_IMAGE_SIZES}
          className={PHOTO_WHEN_NEAR}
          imgClassName="group-hover:scale-[1.04] motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div
          className="flex aspect-square items-center justify-center bg-linen p-4 text-center text-sm text-charcoal/75"
          role="img"
          aria-label={name}
        >
          Image not available
        </div>
      )}
      <div className="flex flex-1 flex-col p-4 sm:p-5">
        <h3 id={nameId} className="text-lg leading-snug font-semibold text-charcoal sm:text-xl">
          <Link
            to={path}
            data-card-link
            prefetch="intent"
            className="outline-none after:absolute after:inset-0 after:content-[''] hover:text-walnut"
          >
            {name}
          </Link>
        </h3>
        <p className="mt-1 text-xs tracking-wide text-charcoal/65 sm:text-sm">
          {t.shop.size}: {accessory.size}
        </p>
        <p className="mt-3 flex flex-wrap items-center gap-2 text-base font-medium whitespace-nowrap text-walnut sm:text-lg">
          {formatPrice(lang, accessory.rate)}
          {accessory.outOfStock && <OutOfStockBadge />}
          <OnlyLeftNote accessory={accessory} />
        </p>
        <div className="relative z-10 mt-auto pt-4">
          {props.showcase ? (
            <ButtonLink
              to={path}
              variant="outline"
              size="sm"
              fullWidth
              className={cardButtonFit}
              aria-describedby={nameId}
            >
              {t.shop.viewDetails}
            </ButtonLink>
          ) : (
            <CartToggleButton
              accessory={props.accessory}
              describedBy={nameId}
              size="sm"
              fullWidth
              className={cardButtonFit}
            />
          )}
        </div>
      </div>
    </article>
  );
});

type CartToggleButtonProps = {
  accessory: Accessory;
  describedBy?: string;
  size?: "sm" | "md" | "lg";
  fullWidth?: boolean;
  className?: string;
};

/** Add to Cart or Remove from Cart, by whether the accessory is in the cart (docs/product.md#cart). */
export function CartToggleButton({
  accessory,
  describedBy,
  size = "md",
  fullWidth,
  className,
}: CartToggleButtonProps) {
  const dispatch = useAppDispatch();
  const inCart = useIsInCart(accessory._id);
  const t = useI18n().t;
  // Out of stock: nothing new goes into the cart; one already there can still be taken out.
  const unavailable = accessory.outOfStock === true && !inCart;
  return (
    <Button
      variant={inCart ? "outline" : "primary"}
      disabled={unavailable}
      size={size}
      fullWidth={fullWidth}
      className={className}
      aria-describedby={describedBy}
      onClick={() => dispatch(inCart ? removeFromCart(accessory._id) : addToCart(accessory))}
    >
      {inCart ? t.shop.removeFromCart : t.shop.addToCart}
    </Button>
  );
}
