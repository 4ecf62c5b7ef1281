import { z } from "zod";

export const errorBodySchema = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
      fields: z.record(z.string(), z.string()).optional(),
    }),
  })
  .meta({ id: "ErrorBody" });

const idSchema = z.string().meta({ description: "Identifier (a UUID string)" });

export const accessorySchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    size: z.string(),
    code: z.string(),
    rate: z.number().int().meta({ description: "Price in taka (BDT), an integer" }),
    images: z.array(z.object({ _id: z.string(), imageUrl: z.string() })),
    image: z.object({ imageUrl: z.string() }).nullable(),
    specifications: z.array(z.object({ _id: z.string(), label: z.string(), value: z.string().optional() })),
    additionalInformation: z.array(z.object({ _id: z.string(), label: z.string(), value: z.string() })),
    description: z.string(),
    category: z.string(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "Accessory" });

export const orderSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    status: z.string(),
    total: z.number().int(),
    totalItems: z.number().int(),
    createdAt: z.string(),
  })
  .meta({ id: "Order" });

export const orderItemResponseSchema = z
  .object({
    _id: idSchema,
    orderId: z.string(),
    accessoryId: z.string(),
    quantity: z.number().int(),
    rate: z.number().int(),
    lineTotal: z.number().int(),
    createdAt: z.string(),
    updatedAt: z.string(),
  })
  .meta({ id: "OrderItem" });

export const messageResponseSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: z.string(),
  })
  .meta({ id: "Message" });

export const errorResponses = {
  400: errorBodySchema,
  404: errorBodySchema,
  409: errorBodySchema,
  413: errorBodySchema,
  415: errorBodySchema,
  429: errorBodySchema,
  503: errorBodySchema,
};
