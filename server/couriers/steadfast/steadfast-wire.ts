import { z } from "zod";

/**
 * Steadfast's answers as its API guide shows them. Loose objects: Steadfast adds fields over time (the
 * newer guide added `tracking_link`), and a field we do not read must not make an answer unreadable.
 */
const id = z.union([z.number().int().positive(), z.string().regex(/^\d+$/)]).transform(String);

export const createOrderAnswer = z.looseObject({
  status: z.literal(200),
  consignment: z.looseObject({
    consignment_id: id,
    invoice: z.union([z.string(), z.number()]).transform(String).optional(),
    tracking_code: z.string().min(1).nullish(),
    tracking_link: z.string().nullish(),
    status: z.string().nullish(),
  }),
});

/** A refusal inside an answer (Steadfast may answer HTTP 200 with `status: 400` and Laravel's `errors`). */
export const refusalAnswer = z.looseObject({
  status: z.number().optional(),
  message: z.unknown().optional(),
  errors: z.unknown().optional(),
});

export const statusAnswer = z.looseObject({
  delivery_status: z.string().min(1),
});

export const trackingsAnswer = z.looseObject({
  tracking: z.array(z.looseObject({ consignment_id: id.optional() })),
});

export const balanceAnswer = z.looseObject({
  current_balance: z.union([
    z.number(),
    z
      .string()
      .regex(/^-?\d+(\.\d+)?$/)
      .transform(Number),
  ]),
});

export const bulkEntry = z.looseObject({
  invoice: z.union([z.string(), z.number()]).transform(String),
  consignment_id: id.nullish(),
  tracking_code: z.string().nullish(),
  tracking_link: z.string().nullish(),
  status: z.string().nullish(),
  error: z.unknown().optional(),
});

/** The guide v1 shows a bare array; its newer revision wraps it as `{ status, message, data }`. */
export const bulkAnswer = z.union([
  z.array(bulkEntry),
  z.looseObject({ data: z.array(bulkEntry) }).transform((answer) => answer.data),
]);

const ratio = z.number().min(0).max(100).nullable();

export const fraudScoreAnswer = z.looseObject({
  delivery_ratio: ratio.optional().default(null),
  cancellation_ratio: ratio.optional().default(null),
  volume_band: z.string().nullish(),
  total_reports: z.number().int().min(0).nullish(),
  fraud_categories: z.unknown().optional(),
});
