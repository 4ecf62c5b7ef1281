import { z } from "zod";
import { MIN_CART_QUANTITY } from "../../../common/constants";
import { ORDER_ITEM_MAX_QUANTITY } from "../../../common/validation";
import type { CartItem } from "./cart-slice";

export const CART_STORAGE_KEY = "nakshi-interiors:cart";
const CART_STORAGE_VERSION = 1;

const imageSchema = z.object({ _id: z.string(), imageUrl: z.string() });

const cartItemSchema = z.object({
  _id: z.string().min(1),
  name: z.string(),
  size: z.string(),
  code: z.string(),
  rate: z.number().int().nonnegative(),
  images: z.array(imageSchema),
  image: z.object({ imageUrl: z.string() }).nullable(),
  specifications: z.array(
    z.object({
      _id: z.string(),
      label: z.string(),
      value: z.string().optional(),
      description: z.string().optional(),
    }),
  ),
  additionalInformation: z.array(z.object({ _id: z.string(), label: z.string(), value: z.string() })),
  description: z.string(),
  category: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  quantity: z.number().int().min(MIN_CART_QUANTITY).max(ORDER_ITEM_MAX_QUANTITY),
});

const savedCartSchema = z.object({
  version: z.literal(CART_STORAGE_VERSION),
  items: z
    .array(cartItemSchema)
    .refine((items) => new Set(items.map((item) => item._id)).size === items.length, "duplicate lines"),
});

export function serializeCart(items: readonly CartItem[]): string {
  return JSON.stringify({ version: CART_STORAGE_VERSION, items });
}

/** A missing, corrupt or older saved cart reads as an empty cart: the shop must never crash on it. */
export function parseSavedCart(raw: string | null): CartItem[] {
  if (!raw) return [];
  try {
    const parsed = savedCartSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data.items : [];
  } catch {
    return [];
  }
}
