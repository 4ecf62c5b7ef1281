import { useId } from "react";
import { Link } from "react-router";
import { Button, ButtonLink } from "~/components/button";
import { ResponsiveImage } from "~/components/responsive-image";
import { addToCart, removeFromCart, useIsInCart } from "~/features/cart";
import { formatTaka } from "~/lib/format";
import { useAppDispatch } from "~/store";
import type { Accessory } from "../../../common/catalogue";
import { accessoryPath } from "../../../common/slug";

const CARD_IMAGE_SIZES = "(min-width: 1024px) 18rem, 50vw";

function accessoryImageUrl(accessory: Accessory): string | undefined {
  return accessory.image?.imageUrl || accessory.images.find((image) => image.imageUrl)?.imageUrl;
}

type AccessoryCardProps = {
  accessory: Accessory;
  /** The home preview: the button is View Details and opens the detail page (SPEC section 4). */
  showcase?: boolean;
  /** The first row is above the fold on the list page. */
  priority?: boolean;
};

/** Two cards share a 375 px screen: "Remove from Cart" may wrap there rather than overflow its card. */
const cardButtonFit = "h-auto! min-h-9 px-3! py-2 leading-tight whitespace-normal! text-center sm:px-4!";

const cardShell =
  "group relative flex h-full flex-col overflow-hidden rounded-card bg-white/70 shadow-soft ring-1 ring-sand/40 " +
  "transition-[box-shadow,transform] duration-500 ease-out hover:-translate-y-0.5 hover:shadow-lift " +
  "has-[a[data-card-link]:focus-visible]:ring-2 has-[a[data-card-link]:focus-visible]:ring-brass " +
  "motion-reduce:transition-none motion-reduce:hover:translate-y-0";

/** A catalogue card. The whole card opens the detail page; the button above it works on its own. */
export function AccessoryCard({ accessory, showcase = false, priority = false }: AccessoryCardProps) {
  const nameId = useId();
  const path = accessoryPath(accessory);
  const imageUrl = accessoryImageUrl(accessory);

  return (
    <article className={cardShell} aria-labelledby={nameId}>
      {imageUrl ? (
        <ResponsiveImage
          src={imageUrl}
          alt={accessory.name}
          aspect={1}
          sizes={CARD_IMAGE_SIZES}
          priority={priority}
          imgClassName="transition-transform duration-700 ease-out group-hover:scale-[1.04] motion-reduce:transition-none motion-reduce:group-hover:scale-100"
        />
      ) : (
        <div
          className="flex aspect-square items-center justify-center bg-linen p-4 text-center text-sm text-charcoal/75"
          role="img"
          aria-label={accessory.name}
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
            {accessory.name}
          </Link>
        </h3>
        <p className="mt-1 text-xs tracking-wide text-charcoal/65 sm:text-sm">Size: {accessory.size}</p>
        <p className="mt-3 text-base font-medium whitespace-nowrap text-walnut sm:text-lg">
          {formatTaka(accessory.rate)}
        </p>
        <div className="relative z-10 mt-auto pt-4">
          {showcase ? (
            <ButtonLink
              to={path}
              variant="outline"
              size="sm"
              fullWidth
              className={cardButtonFit}
              aria-describedby={nameId}
            >
              View Details
            </ButtonLink>
          ) : (
            <CartToggleButton
              accessory={accessory}
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
}

type CartToggleButtonProps = {
  accessory: Accessory;
  describedBy?: string;
  size?: "sm" | "md" | "lg";
  fullWidth?: boolean;
  className?: string;
};

/** Add to Cart or Remove from Cart, by whether the accessory is in the cart (SPEC section 4). */
export function CartToggleButton({
  accessory,
  describedBy,
  size = "md",
  fullWidth,
  className,
}: CartToggleButtonProps) {
  const dispatch = useAppDispatch();
  const inCart = useIsInCart(accessory._id);
  return (
    <Button
      variant={inCart ? "outline" : "primary"}
      size={size}
      fullWidth={fullWidth}
      className={className}
      aria-describedby={describedBy}
      onClick={() => dispatch(inCart ? removeFromCart(accessory._id) : addToCart(accessory))}
    >
      {inCart ? "Remove from Cart" : "Add to Cart"}
    </Button>
  );
}
