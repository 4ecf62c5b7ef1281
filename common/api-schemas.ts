import { z } from "zod";

/**
 * The API's JSON shapes (docs/product.md#entities, docs/product.md#api), one zod schema each: the server's routes answer with
 * them (and the OpenAPI document is generated from them), and the browser's types are inferred from them,
 * so the two sides cannot drift apart. Browser code imports the types only (`import type`), which keeps zod
 * out of the pages that do not validate forms.
 */

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
const takaSchema = z.number().int().meta({ description: "Taka (BDT), an integer" });
const timestampSchema = z.string().meta({ description: "ISO 8601 date and time" });

/**
 * A built-in image is named by its URL alone (its variants follow from it). A photo uploaded in the back office
 * also carries its alt text, its size and one `srcset` per format, so pages render it the same way.
 */
export const accessoryImageSchema = z.object({
  _id: z.string(),
  imageUrl: z.string(),
  alt: z.string().optional(),
  width: z.number().int().optional(),
  height: z.number().int().optional(),
  srcSet: z.object({ avif: z.string(), webp: z.string(), jpg: z.string() }).optional(),
});

/** A row's label and value in Bengali, each present only when staff have written it (like `nameBn`). */
const rowInBengali = {
  labelBn: z
    .string()
    .optional()
    .describe("The label in Bengali, shown on the Bengali pages; absent when the catalogue has none"),
  valueBn: z
    .string()
    .optional()
    .describe("The value in Bengali, shown on the Bengali pages; absent when the catalogue has none"),
};

/** docs/product.md#entities: a label with a value or a description. */
export const accessorySpecificationSchema = z.object({
  _id: z.string(),
  label: z.string(),
  value: z.string().optional(),
  description: z.string().optional(),
  ...rowInBengali,
});

export const accessoryInformationSchema = z.object({
  _id: z.string(),
  label: z.string(),
  value: z.string(),
  ...rowInBengali,
});

export const accessorySchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    size: z.string(),
    code: z.string(),
    rate: takaSchema,
    images: z.array(accessoryImageSchema),
    image: z.object({ imageUrl: z.string() }).nullable(),
    specifications: z.array(accessorySpecificationSchema),
    additionalInformation: z.array(accessoryInformationSchema),
    description: z.string(),
    category: z.string(),
    nameBn: z
      .string()
      .optional()
      .describe("The name in Bengali, shown on the Bengali pages; absent when the catalogue has none"),
    descriptionBn: z
      .string()
      .optional()
      .describe("The description in Bengali, shown on the Bengali pages; absent when the catalogue has none"),
    /** Absent in answers written before the shop could mark stock; absent means in stock. */
    outOfStock: z.boolean().optional(),
    /** One piece's weight for the delivery charge; absent when the catalogue has none (counted as 1 kg). */
    weightGrams: z.number().int().optional(),
    /**
     * Only for an accessory whose stock is counted: the pieces that can be ordered now (0 comes with
     * `outOfStock: true`), and the count at or below which the shop says "Only N left".
     */
    available: z.number().int().min(0).optional(),
    lowStockAt: z.number().int().min(0).optional(),
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
  })
  .meta({ id: "Accessory" });

export const paginationSchema = z.object({
  totalItems: z.number().int(),
  itemsPerPage: z.number().int(),
  currentPage: z.number().int(),
  totalPages: z.number().int(),
});

export const accessoryPageSchema = z.object({ data: z.array(accessorySchema), pagination: paginationSchema });

const deliveryZoneSchema = z.enum(["inside_dhaka", "dhaka_suburbs", "outside_dhaka", "unknown"]).meta({
  description:
    "Unknown when the order came without a district (and, in Dhaka, Gazipur and Narayanganj, an area)",
});

export const orderSchema = z
  .object({
    _id: idSchema,
    orderNumber: z.string().meta({ description: "The number the customer quotes, like NI-2611-0042" }),
    name: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    district: z.string().nullable(),
    area: z.string().nullable(),
    status: z.string(),
    deliveryZone: deliveryZoneSchema,
    itemsSubtotal: takaSchema,
    deliveryCharge: takaSchema.nullable().meta({ description: "Taka; null while the zone is unknown" }),
    weightGrams: z.number().int(),
    total: takaSchema.meta({ description: "Taka: the items and the delivery charge" }),
    totalItems: z.number().int(),
    createdAt: timestampSchema,
  })
  .meta({ id: "Order" });

/** An order's figures as one saved line leaves them: the answer with the most lines has the final ones. */
export const orderTotalsSchema = z.object({
  lines: z.number().int(),
  totalItems: z.number().int(),
  itemsSubtotal: takaSchema,
  deliveryCharge: takaSchema.nullable(),
  weightGrams: z.number().int(),
  total: takaSchema,
});

export const orderItemSchema = z
  .object({
    _id: idSchema,
    orderId: z.string(),
    accessoryId: z.string(),
    quantity: z.number().int(),
    rate: takaSchema,
    lineTotal: takaSchema,
    createdAt: timestampSchema,
    updatedAt: timestampSchema,
    orderTotals: orderTotalsSchema,
  })
  .meta({ id: "OrderItem" });

export const messageSchema = z
  .object({
    _id: idSchema,
    name: z.string(),
    email: z.string().nullable(),
    address: z.string(),
    phone: z.string(),
    message: z.string(),
    createdAt: timestampSchema,
  })
  .meta({ id: "Message" });

export type ErrorBody = z.infer<typeof errorBodySchema>;
export type AccessoryImage = z.infer<typeof accessoryImageSchema>;
export type AccessorySpecification = z.infer<typeof accessorySpecificationSchema>;
export type AccessoryInformation = z.infer<typeof accessoryInformationSchema>;
export type Accessory = z.infer<typeof accessorySchema>;
export type Pagination = z.infer<typeof paginationSchema>;
export type AccessoryPage = z.infer<typeof accessoryPageSchema>;
export type OrderJson = z.infer<typeof orderSchema>;
export type OrderItemJson = z.infer<typeof orderItemSchema>;
export type OrderTotalsJson = z.infer<typeof orderTotalsSchema>;
export type MessageJson = z.infer<typeof messageSchema>;
