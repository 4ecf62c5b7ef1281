import { sql } from "drizzle-orm";
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";

export type AccessoryImage = { _id: string; imageUrl: string };
export type AccessorySpecification = { _id: string; label: string; value: string };
export type AccessoryInformation = { _id: string; label: string; value: string };

export const accessories = pgTable(
  "accessories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    size: text("size").notNull(),
    code: text("code").notNull(),
    rate: integer("rate").notNull(),
    description: text("description").notNull(),
    category: text("category").notNull(),
    images: jsonb("images").$type<AccessoryImage[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<AccessorySpecification[]>().notNull().default([]),
    additionalInformation: jsonb("additional_information")
      .$type<AccessoryInformation[]>()
      .notNull()
      .default([]),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("accessories_code_unique").on(table.code),
    index("accessories_newest_first").on(table.createdAt.desc(), table.id.desc()),
    check("accessories_rate_not_negative", sql`${table.rate} >= 0`),
  ],
);

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    status: text("status").notNull().default("pending"),
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_idempotency_key_unique").on(table.idempotencyKey),
    check("orders_status_known", sql`${table.status} in ('pending', 'confirmed', 'delivered', 'cancelled')`),
  ],
);

export const orderItems = pgTable(
  "order_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    accessoryId: uuid("accessory_id")
      .notNull()
      .references(() => accessories.id, { onDelete: "restrict" }),
    quantity: integer("quantity").notNull(),
    rate: integer("rate").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_items_order_accessory_unique").on(table.orderId, table.accessoryId),
    check("order_items_quantity_range", sql`${table.quantity} between 1 and 99`),
    check("order_items_rate_not_negative", sql`${table.rate} >= 0`),
  ],
);

export const messages = pgTable("messages", {
  id: uuid("id").primaryKey().defaultRandom(),
  name: text("name").notNull(),
  email: text("email"),
  address: text("address").notNull(),
  phone: text("phone").notNull(),
  message: text("message").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});
