import { z } from "zod";

/**
 * Pathao's answers as its merchant API documentation shows them (`{ message, type, code, data }`). Loose
 * objects: a field we do not read must not make an answer unreadable.
 */
export const tokenAnswer = z.looseObject({
  token_type: z.string().optional(),
  expires_in: z.number().int().positive(),
  access_token: z.string().min(1),
  refresh_token: z.string().min(1).optional(),
});

const text = z.union([z.string(), z.number()]).transform(String);

export const createOrderAnswer = z.looseObject({
  data: z.looseObject({
    consignment_id: text.pipe(z.string().min(1)),
    merchant_order_id: text.nullish(),
    order_status: z.string().min(1),
    delivery_fee: z.number().nullish(),
  }),
});

export const bulkAnswer = z.looseObject({
  data: z.literal(true),
  message: z.string().optional(),
});

export const orderInfoAnswer = z.looseObject({
  data: z.looseObject({
    consignment_id: text,
    merchant_order_id: text.nullish(),
    order_status: z.string().min(1).optional(),
    order_status_slug: z.string().min(1).optional(),
    updated_at: z.string().nullish(),
  }),
});

/** Pathao's error envelope; `errors` is Laravel's `{ field: [message] }` on a 422. */
export const errorAnswer = z.looseObject({
  message: z.unknown().optional(),
  errors: z.unknown().optional(),
  /** OAuth token errors (RFC 6749 section 5.2) as Laravel Passport writes them. */
  error: z.unknown().optional(),
  error_description: z.unknown().optional(),
});
