import { MIN_CART_QUANTITY, ORDER_ITEM_MAX_QUANTITY } from "../../../common/constants";
import type { CartItem } from "./cart-slice";

export const CART_STORAGE_KEY = "nakshi-interiors:cart";
const CART_STORAGE_VERSION = 1;

// Hand-written guards rather than a schema library: this runs on every page, so it stays in the first load.
type Guard = (value: unknown) => boolean;

const isString: Guard = (value) => typeof value === "string";
const isOptionalString: Guard = (value) => value === undefined || typeof value === "string";
const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const hasShape =
  (shape: Record<string, Guard>): Guard =>
  (value) =>
    isRecord(value) && Object.entries(shape).every(([key, guard]) => guard(value[key]));
const isArrayOf =
  (guard: Guard): Guard =>
  (value) =>
    Array.isArray(value) && value.every(guard);
const isIntegerBetween =
  (min: number, max: number): Guard =>
  (value) =>
    Number.isInteger(value) && (value as number) >= min && (value as number) <= max;

const isCartItem = hasShape({
  _id: (value) => isString(value) && (value as string).length > 0,
  name: isString,
  size: isString,
  code: isString,
  rate: isIntegerBetween(0, Number.MAX_SAFE_INTEGER),
  images: isArrayOf(hasShape({ _id: isString, imageUrl: isString })),
  image: (value) => value === null || hasShape({ imageUrl: isString })(value),
  specifications: isArrayOf(
    hasShape({ _id: isString, label: isString, value: isOptionalString, description: isOptionalString }),
  ),
  additionalInformation: isArrayOf(hasShape({ _id: isString, label: isString, value: isString })),
  description: isString,
  nameBn: isOptionalString,
  descriptionBn: isOptionalString,
  category: isString,
  createdAt: isString,
  updatedAt: isString,
  quantity: isIntegerBetween(MIN_CART_QUANTITY, ORDER_ITEM_MAX_QUANTITY),
});

function isSavedCart(value: unknown): value is { version: number; items: CartItem[] } {
  if (!isRecord(value) || value.version !== CART_STORAGE_VERSION || !isArrayOf(isCartItem)(value.items))
    return false;
  const items = value.items as CartItem[];
  return new Set(items.map((item) => item._id)).size === items.length;
}

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ version: CART_STORAGE_VERSION, items });
}

/** A missing, corrupt or older saved cart reads as an empty cart: the shop must never crash on it. */
export function parseSavedCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed: unknown = JSON.parse(raw);
    return isSavedCart(parsed) ? parsed.items : [];
  } catch {
    return [];
  }
}
