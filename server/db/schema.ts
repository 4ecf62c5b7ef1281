import { sql } from "drizzle-orm";
import type { Lang } from "../../common/lang";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  primaryKey,
  text,
  timestamp,
  unique,
  uniqueIndex,
  uuid,
} from "drizzle-orm/pg-core";
import {
  DELIVERY_CHARGE_SOURCES,
  type DeliveryChargeSource,
  type DeliveryRates,
  type OrderDeliveryZone,
  type ZoneRates,
} from "../../common/delivery/delivery-charge";
import type { OrderStatusValue } from "../../common/order-workflow";
import { LOW_STOCK_THRESHOLD_DEFAULT } from "../../common/limits";
import type { StockMovementReason } from "../../common/stock";
import type { CourierBookingRequest, CourierBookingState, CourierName } from "../../common/couriers";

/** Binary data (uploaded photo variants); Drizzle's pg-core has no bytea column of its own. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => "bytea",
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/**
 * `alt` is set for photos uploaded in the back office; the seed images take the accessory's name. An uploaded
 * photo also carries its size and one `srcset` per format (see server/photos/photo-image.ts).
 */
export type AccessoryImage = {
  _id: string;
  imageUrl: string;
  alt?: string;
  width?: number;
  height?: number;
  srcSet?: { avif: string; webp: string; jpg: string };
};
/** A specification or additional-information row; `labelBn` / `valueBn` only when staff wrote them. */
export type AccessorySpecification = {
  _id: string;
  label: string;
  value: string;
  labelBn?: string;
  valueBn?: string;
};
export type AccessoryInformation = AccessorySpecification;

export const accessories = pgTable(
  "accessories",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    size: text("size").notNull(),
    code: text("code").notNull(),
    rate: integer("rate").notNull(),
    description: text("description").notNull(),
    /** The name and description the Bengali pages show; null: not written yet (they show the English). */
    nameBn: text("name_bn"),
    descriptionBn: text("description_bn"),
    category: text("category").notNull(),
    images: jsonb("images").$type<AccessoryImage[]>().notNull().default([]),
    specifications: jsonb("specifications").$type<AccessorySpecification[]>().notNull().default([]),
    additionalInformation: jsonb("additional_information")
      .$type<AccessoryInformation[]>()
      .notNull()
      .default([]),
    outOfStock: boolean("out_of_stock").notNull().default(false),
    /**
     * Pieces in the store room, reserved ones included; null: not counted (the out-of-stock switch alone says
     * whether it sells). Available = stock - stockReserved, and the check below keeps it from going negative.
     */
    stock: integer("stock"),
    /** Pieces held by the lines of orders that are New, confirmed or shipped (0 while not counted). */
    stockReserved: integer("stock_reserved").notNull().default(0),
    /** "Only N left" and Low stock at or below this many available pieces. */
    lowStockThreshold: integer("low_stock_threshold").notNull().default(LOW_STOCK_THRESHOLD_DEFAULT),
    /** One piece's weight for the delivery charge; null: not entered (counted as 1 kg). */
    weightGrams: integer("weight_grams"),
    /** Set while the accessory is off the shop; kept for the orders that refer to it. */
    archivedAt: timestamp("archived_at", { withTimezone: true, mode: "date" }),
    /** Optimistic concurrency: each save must name the version it started from. */
    version: integer("version").notNull().default(1),
    updatedBy: uuid("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("accessories_code_unique").on(table.code),
    index("accessories_newest_first").on(table.createdAt.desc(), table.id.desc()),
    index("accessories_on_shop_newest_first")
      .on(table.createdAt.desc(), table.id.desc())
      .where(sql`${table.archivedAt} is null`),
    index("accessories_name_search").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    index("accessories_code_search").using("gin", sql`lower(${table.code}) gin_trgm_ops`),
    check("accessories_rate_not_negative", sql`${table.rate} >= 0`),
    check("accessories_weight_positive", sql`${table.weightGrams} is null or ${table.weightGrams} > 0`),
    // Overselling is impossible by construction: no statement can reserve more than the store room holds.
    check(
      "accessories_stock_reserved_within_stock",
      sql`(${table.stock} is null and ${table.stockReserved} = 0) or (${table.stockReserved} >= 0 and ${table.stockReserved} <= ${table.stock})`,
    ),
    check("accessories_low_stock_threshold_not_negative", sql`${table.lowStockThreshold} >= 0`),
  ],
);

/**
 * The stock ledger: every movement of a counted accessory, with the counts it left. An order's line reserves
 * (reserved +), delivery takes the pieces off (stock -, reserved -), cancelling or a return releases them
 * (reserved -); staff corrections change the stock alone.
 */
export const stockMovements = pgTable(
  "stock_movements",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    accessoryId: uuid("accessory_id")
      .notNull()
      .references(() => accessories.id, { onDelete: "cascade" }),
    reason: text("reason").$type<StockMovementReason>().notNull(),
    stockChange: integer("stock_change").notNull().default(0),
    reservedChange: integer("reserved_change").notNull().default(0),
    /** The counts right after the movement, for reading the ledger like a bank statement. */
    stockAfter: integer("stock_after"),
    reservedAfter: integer("reserved_after").notNull(),
    note: text("note"),
    orderId: uuid("order_id").references(() => orders.id, { onDelete: "set null" }),
    staffAccountId: uuid("staff_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** Kept as written at the time: a member of staff, "Customer" for an order placed, "System" otherwise. */
    actorName: text("actor_name").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("stock_movements_by_accessory").on(table.accessoryId, table.createdAt.desc()),
    index("stock_movements_by_order").on(table.orderId),
    check(
      "stock_movements_reason_known",
      sql`${table.reason} in ('order_placed', 'order_delivered', 'order_cancelled', 'order_returned', 'stock_take', 'damaged', 'new_delivery', 'other', 'counting_started', 'counting_stopped')`,
    ),
  ],
);

/** The statuses are the order workflow's (common/order-workflow.ts), one list for pages, server and table. */
export type OrderStatus = OrderStatusValue;

/** Where an order's delivery charge came from (common/delivery/delivery-charge.ts). */
export { DELIVERY_CHARGE_SOURCES, type DeliveryChargeSource };

export const orderNumberSequence = pgSequence("order_number_seq", { startWith: 1 });

/**
 * `NI-2611-0042`: the company's initials, the year and month of the order in Dhaka, and a number from one
 * sequence, so it is unique without a lookup and readable over the phone.
 */
// Padded to four digits and never cut: lpad() would also shorten the 10,000th number to its first four digits.
export const ORDER_NUMBER_DEFAULT = sql`'NI-' || to_char(now() at time zone 'Asia/Dhaka', 'YYMM') || '-' || regexp_replace(to_char(nextval('order_number_seq'), 'FM000000000000'), '^0+(?=[0-9]{4})', '')`;

export const orders = pgTable(
  "orders",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderNumber: text("order_number").notNull().default(ORDER_NUMBER_DEFAULT),
    name: text("name").notNull(),
    email: text("email"),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    /** The language of the page the order came from ("en" or "bn"): its SMS and emails speak it. */
    language: text("language").$type<Lang>().notNull().default("en"),
    /** The district and area as the place lists spell them (common/delivery/places.ts); null when not given. */
    district: text("district"),
    area: text("area"),
    deliveryZone: text("delivery_zone").$type<OrderDeliveryZone>().notNull().default("unknown"),
    /** The zone's prices when the order was placed: its charge follows its lines at these, whatever changes later. */
    deliveryRates: jsonb("delivery_rates").$type<ZoneRates>(),
    /** Whole taka; null while nobody knows it (an unknown zone before staff set it). */
    deliveryCharge: integer("delivery_charge"),
    deliveryChargeSource: text("delivery_charge_source")
      .$type<DeliveryChargeSource>()
      .notNull()
      .default("rates"),
    /** The parcel's weight from its lines; `weightEstimated` when a line's accessory had no weight. */
    weightGrams: integer("weight_grams").notNull().default(0),
    weightEstimated: boolean("weight_estimated").notNull().default(false),
    status: text("status").$type<OrderStatus>().notNull().default("pending"),
    /** Staff's internal notes; never shown to the customer. */
    notes: text("notes").notNull().default(""),
    courierName: text("courier_name"),
    consignmentNumber: text("consignment_number"),
    cancelReason: text("cancel_reason"),
    /** Booked through a courier's API (server/couriers/): which courier, and what it named the parcel. */
    courier: text("courier").$type<CourierName>(),
    courierConsignmentId: text("courier_consignment_id"),
    courierTrackingCode: text("courier_tracking_code"),
    /** The booking's progress: requested (queued), booked, refused (the courier's message), unconfirmed. */
    courierBookingState: text("courier_booking_state").$type<CourierBookingState>(),
    /** The courier's refusal or the reason staff must look, shown on the order with a Retry. */
    courierBookingError: text("courier_booking_error"),
    /** The parcel staff confirmed on the booking form, as sent to the courier. */
    courierBookingRequest: jsonb("courier_booking_request").$type<CourierBookingRequest>(),
    /** An attempt may have reached the courier without an answer: the next one asks before booking. */
    courierMayHaveActed: boolean("courier_may_have_acted").notNull().default(false),
    /** The courier's latest word for the parcel and when we learnt it. */
    courierStatus: text("courier_status"),
    courierStatusAt: timestamp("courier_status_at", { withTimezone: true, mode: "date" }),
    /** Whole taka the courier reports collected; null until it says. */
    cashCollected: integer("cash_collected"),
    /** A partial delivery, or cash collected that differs from the total with delivery: staff look. */
    cashFlagged: boolean("cash_flagged").notNull().default(false),
    version: integer("version").notNull().default(1),
    idempotencyKey: text("idempotency_key"),
    requestFingerprint: text("request_fingerprint"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("orders_idempotency_key_unique").on(table.idempotencyKey),
    uniqueIndex("orders_order_number_unique").on(table.orderNumber),
    index("orders_newest_first").on(table.createdAt.desc(), table.id.desc()),
    index("orders_status_newest_first").on(table.status, table.createdAt.desc(), table.id.desc()),
    index("orders_phone").on(table.phone),
    index("orders_name_search").using("gin", sql`lower(${table.name}) gin_trgm_ops`),
    // Any part of a phone number or of an order number (`0042`): trigram indexes serve `like '%…%'`.
    index("orders_phone_search").using("gin", sql`${table.phone} gin_trgm_ops`),
    index("orders_number_search").using("gin", sql`${table.orderNumber} gin_trgm_ops`),
    check(
      "orders_status_known",
      sql`${table.status} in ('pending', 'confirmed', 'shipped', 'delivered', 'cancelled', 'returned')`,
    ),
    check(
      "orders_delivery_zone_known",
      sql`${table.deliveryZone} in ('inside_dhaka', 'dhaka_suburbs', 'outside_dhaka', 'unknown')`,
    ),
    check(
      "orders_delivery_charge_source_known",
      sql`${table.deliveryChargeSource} in ('rates', 'staff', 'before_delivery_charges')`,
    ),
    uniqueIndex("orders_courier_consignment_unique").on(table.courier, table.courierConsignmentId),
    check(
      "orders_courier_known",
      sql`${table.courier} is null or ${table.courier} in ('steadfast', 'pathao')`,
    ),
    check(
      "orders_courier_booking_state_known",
      sql`${table.courierBookingState} is null or ${table.courierBookingState} in ('requested', 'booked', 'refused', 'unconfirmed')`,
    ),
    check(
      "orders_delivery_charge_not_negative",
      sql`${table.deliveryCharge} is null or ${table.deliveryCharge} >= 0`,
    ),
  ],
);

/**
 * What the couriers told us about parcels (webhooks and polls), one row per event: the unique key makes a
 * replayed webhook or a repeated poll answer change nothing.
 */
export const courierEvents = pgTable(
  "courier_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    key: text("key").notNull(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    courier: text("courier").$type<CourierName>().notNull(),
    courierStatus: text("courier_status").notNull(),
    label: text("label").notNull(),
    collected: integer("collected"),
    createdAt: createdAt(),
  },
  (table) => [
    uniqueIndex("courier_events_key_unique").on(table.key),
    index("courier_events_by_order").on(table.orderId, table.createdAt),
  ],
);

/**
 * What a courier's phone check said about a number (Steadfast's delivery history), kept a day so staff opening
 * the order again do not ask again. One row per courier and phone.
 */
export const courierPhoneChecks = pgTable(
  "courier_phone_checks",
  {
    courier: text("courier").$type<CourierName>().notNull(),
    phone: text("phone").notNull(),
    report: jsonb("report").$type<Record<string, unknown>>().notNull(),
    checkedAt: timestamp("checked_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.courier, table.phone] })],
);

/** The order's timeline: every status change and note, by whom. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    orderId: uuid("order_id")
      .notNull()
      .references(() => orders.id, { onDelete: "cascade" }),
    staffAccountId: uuid("staff_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    /** Kept as written at the time, so the timeline survives a renamed or removed account. */
    actorName: text("actor_name").notNull(),
    fromStatus: text("from_status"),
    toStatus: text("to_status"),
    note: text("note"),
    createdAt: createdAt(),
  },
  (table) => [
    index("order_events_by_order").on(table.orderId, table.createdAt),
    // Cash is collected on delivery: the reports and the dashboard find a range's deliveries by this.
    index("order_events_deliveries")
      .on(table.createdAt)
      .where(sql`${table.toStatus} = 'delivered'`),
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
    /** One piece's weight when the line was saved, as the rate is; null: the accessory had none. */
    weightGrams: integer("weight_grams"),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("order_items_order_accessory_unique").on(table.orderId, table.accessoryId),
    index("order_items_by_accessory").on(table.accessoryId),
    check("order_items_quantity_range", sql`${table.quantity} between 1 and 99`),
    check("order_items_rate_not_negative", sql`${table.rate} >= 0`),
  ],
);

/**
 * The reports' running totals (`/admin/reports`, decision 026), one row per Dhaka calendar day and key, kept
 * true by triggers on orders, order_items and order_events (migration 0014), whatever writes them: a report
 * sums a range's days instead of reading every order and line. Rows are never deleted, only added to; a row's
 * figures may fall back to 0. See common/reports.ts for what each figure counts.
 */
export const reportDays = pgTable(
  "report_days",
  {
    /** The Dhaka day the orders were placed. */
    day: date("day", { mode: "string" }).notNull(),
    deliveryZone: text("delivery_zone").$type<OrderDeliveryZone>().notNull(),
    district: text("district"),
    orders: integer("orders").notNull().default(0),
    cancelled: integer("cancelled").notNull().default(0),
    returned: integer("returned").notNull().default(0),
    delivered: integer("delivered").notNull().default(0),
    /** Orders neither cancelled nor returned, and their totals (items and delivery charge), whole taka. */
    sales: integer("sales").notNull().default(0),
    salesValue: bigint("sales_value", { mode: "number" }).notNull().default(0),
  },
  (table) => [unique("report_days_key").on(table.day, table.deliveryZone, table.district).nullsNotDistinct()],
);

/** Cash collected per Dhaka day of delivery: the delivered orders and their totals (cash-collected.ts's rule). */
export const reportCashDays = pgTable("report_cash_days", {
  day: date("day", { mode: "string" }).primaryKey(),
  orders: integer("orders").notNull().default(0),
  amount: bigint("amount", { mode: "number" }).notNull().default(0),
});

/** Pieces sold and their revenue per accessory and Dhaka day the order was placed (sales only). */
export const reportAccessoryDays = pgTable(
  "report_accessory_days",
  {
    day: date("day", { mode: "string" }).notNull(),
    accessoryId: uuid("accessory_id")
      .notNull()
      .references(() => accessories.id, { onDelete: "cascade" }),
    quantity: bigint("quantity", { mode: "number" }).notNull().default(0),
    revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
  },
  (table) => [primaryKey({ columns: [table.day, table.accessoryId] })],
);

/**
 * What the triggers of migration 0014 add to the running totals above, one row per statement and key, written
 * without touching the totals' rows; a deferred trigger adds each to its total, and removes it, as its
 * transaction commits. Orders placed at the same moment then queue on a total's row only while they commit,
 * not for the rest of their transactions. Empty but for transactions in progress.
 */
export const reportDayChanges = pgTable("report_day_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  day: date("day", { mode: "string" }).notNull(),
  deliveryZone: text("delivery_zone").$type<OrderDeliveryZone>().notNull(),
  district: text("district"),
  orders: integer("orders").notNull().default(0),
  cancelled: integer("cancelled").notNull().default(0),
  returned: integer("returned").notNull().default(0),
  delivered: integer("delivered").notNull().default(0),
  sales: integer("sales").notNull().default(0),
  salesValue: bigint("sales_value", { mode: "number" }).notNull().default(0),
});

export const reportCashDayChanges = pgTable("report_cash_day_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  day: date("day", { mode: "string" }).notNull(),
  orders: integer("orders").notNull().default(0),
  amount: bigint("amount", { mode: "number" }).notNull().default(0),
});

export const reportAccessoryDayChanges = pgTable("report_accessory_day_changes", {
  id: bigint("id", { mode: "number" }).primaryKey().generatedAlwaysAsIdentity(),
  day: date("day", { mode: "string" }).notNull(),
  accessoryId: uuid("accessory_id").notNull(),
  quantity: bigint("quantity", { mode: "number" }).notNull().default(0),
  revenue: bigint("revenue", { mode: "number" }).notNull().default(0),
});

export const MESSAGE_STATUSES = ["new", "contacted", "closed"] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const messages = pgTable(
  "messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    name: text("name").notNull(),
    email: text("email"),
    address: text("address").notNull(),
    phone: text("phone").notNull(),
    message: text("message").notNull(),
    /** The language of the page the request was sent from. */
    language: text("language").$type<Lang>().notNull().default("en"),
    status: text("status").$type<MessageStatus>().notNull().default("new"),
    /** When a member of staff first opened it; unread while null. */
    readAt: timestamp("read_at", { withTimezone: true, mode: "date" }),
    notes: text("notes").notNull().default(""),
    version: integer("version").notNull().default(1),
    createdAt: timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    index("messages_newest_first").on(table.createdAt.desc(), table.id.desc()),
    index("messages_status_newest_first").on(table.status, table.createdAt.desc()),
    check("messages_status_known", sql`${table.status} in ('new', 'contacted', 'closed')`),
  ],
);

export const STAFF_ROLES = ["owner", "staff"] as const;
export type StaffRole = (typeof STAFF_ROLES)[number];

export const staffAccounts = pgTable(
  "staff_accounts",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** Stored lower-cased and trimmed; sign-in compares it the same way. */
    email: text("email").notNull(),
    name: text("name").notNull(),
    role: text("role").$type<StaffRole>().notNull().default("staff"),
    passwordHash: text("password_hash").notNull(),
    disabledAt: timestamp("disabled_at", { withTimezone: true, mode: "date" }),
    passwordChangedAt: timestamp("password_changed_at", { withTimezone: true, mode: "date" })
      .notNull()
      .defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("staff_accounts_email_unique").on(table.email),
    check("staff_accounts_role_known", sql`${table.role} in ('owner', 'staff')`),
  ],
);

/** Only the SHA-256 of the cookie's random token is stored, so a leaked table opens no session. */
export const staffSessions = pgTable(
  "staff_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    tokenHash: text("token_hash").notNull(),
    staffAccountId: uuid("staff_account_id")
      .notNull()
      .references(() => staffAccounts.id, { onDelete: "cascade" }),
    /** Paired with the session: the CSRF token a back-office form or fetch must send back. */
    csrfToken: text("csrf_token").notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp("last_seen_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** The absolute limit (7 days after sign-in), whatever the activity. */
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    userAgent: text("user_agent"),
  },
  (table) => [
    uniqueIndex("staff_sessions_token_hash_unique").on(table.tokenHash),
    index("staff_sessions_by_account").on(table.staffAccountId),
  ],
);

/**
 * Every password guess that failed or is being checked (a sign-in, or the current password at Your account),
 * counted per account and per client within the throttling window. A guess is written before its password is
 * verified and taken back when it proves right (see admin/accounts/sign-in-throttle.ts).
 */
export const signInFailures = pgTable(
  "sign_in_failures",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** The email as typed, normalised; it may name no account. */
    email: text("email").notNull(),
    clientKey: text("client_key").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    index("sign_in_failures_by_email").on(table.email, table.createdAt),
    index("sign_in_failures_by_client").on(table.clientKey, table.createdAt),
  ],
);

/** The one-time link that creates the first owner when no account exists. */
export const setupTokens = pgTable("setup_tokens", {
  tokenHash: text("token_hash").primaryKey(),
  expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
  usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  createdAt: createdAt(),
});

/**
 * Every change made in the back office, and every attempt to get in: who, what, when, from which address,
 * and the record before and after.
 */
export const auditLog = pgTable(
  "audit_log",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    staffAccountId: uuid("staff_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
    actorName: text("actor_name").notNull(),
    action: text("action").notNull(),
    entityType: text("entity_type").notNull(),
    entityId: text("entity_id"),
    before: jsonb("before"),
    after: jsonb("after"),
    /** The address the request came from (through TRUST_PROXY); null for the system's own work. */
    clientAddress: text("client_address"),
    createdAt: createdAt(),
  },
  (table) => [
    index("audit_log_by_entity").on(table.entityType, table.entityId, table.createdAt),
    index("audit_log_newest_first").on(table.createdAt.desc()),
  ],
);

export const OUTBOX_JOB_STATUSES = ["queued", "sending", "sent", "failed"] as const;
export type OutboxJobStatus = (typeof OUTBOX_JOB_STATUSES)[number];

/**
 * The notification outbox: a job is written in the same transaction as the order, order item or message it
 * announces, claimed with FOR UPDATE SKIP LOCKED under a lease, and sent by a worker in the server process.
 */
export const outboxJobs = pgTable(
  "outbox_jobs",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    /** What to send: order-staff-email, order-customer-email, message-staff-email, webhook ... */
    kind: text("kind").notNull(),
    /** The order or message the job announces. */
    subjectType: text("subject_type").notNull(),
    subjectId: uuid("subject_id").notNull(),
    /** One job per (kind, subject): a repeated trigger updates the job instead of adding one. */
    dedupeKey: text("dedupe_key").notNull(),
    payload: jsonb("payload").notNull().default({}),
    status: text("status").$type<OutboxJobStatus>().notNull().default("queued"),
    attempts: integer("attempts").notNull().default(0),
    /** Not before: an order's emails wait until its lines have stopped arriving. */
    runAt: timestamp("run_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /** While sending: the lease; a worker that died lets it lapse and another claims the job again. */
    lockedUntil: timestamp("locked_until", { withTimezone: true, mode: "date" }),
    lockedBy: text("locked_by"),
    lastError: text("last_error"),
    /** The stable Message-ID of the email (or the webhook's delivery id), the same on every attempt. */
    messageId: text("message_id").notNull(),
    sentAt: timestamp("sent_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex("outbox_jobs_dedupe_key_unique").on(table.dedupeKey),
    index("outbox_jobs_due")
      .on(table.runAt)
      .where(sql`${table.status} in ('queued', 'sending')`),
    index("outbox_jobs_by_subject").on(table.subjectType, table.subjectId),
    check("outbox_jobs_status_known", sql`${table.status} in ('queued', 'sending', 'sent', 'failed')`),
  ],
);

/** Uploaded photos: the original's facts; the bytes live in photo_variants (see the storage interface). */
export const photos = pgTable("photos", {
  id: uuid("id").primaryKey().defaultRandom(),
  width: integer("width").notNull(),
  height: integer("height").notNull(),
  staffAccountId: uuid("staff_account_id").references(() => staffAccounts.id, { onDelete: "set null" }),
  createdAt: createdAt(),
  /**
   * When the photo was last uploaded, or saved onto or taken off an accessory: the sweep of unused photos
   * counts its grace period from here (see server/photos/unused-photo-sweep.ts).
   */
  lastUsedAt: timestamp("last_used_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

/** One encoded size and format of a photo, served under its content hash with immutable caching. */
export const photoVariants = pgTable(
  "photo_variants",
  {
    photoId: uuid("photo_id")
      .notNull()
      .references(() => photos.id, { onDelete: "cascade" }),
    width: integer("width").notNull(),
    height: integer("height").notNull(),
    format: text("format").notNull(),
    contentType: text("content_type").notNull(),
    contentHash: text("content_hash").notNull(),
    bytes: bytea("bytes").notNull(),
    createdAt: createdAt(),
  },
  (table) => [
    primaryKey({ columns: [table.photoId, table.width, table.format] }),
    uniqueIndex("photo_variants_content_hash_unique").on(table.contentHash),
  ],
);

/**
 * Settings the owners change in the back office, one row per subject (`delivery`: see
 * common/delivery/delivery-settings.ts), read with its version so two owners cannot overwrite each other.
 * No row means the defaults.
 */
export const shopSettings = pgTable("shop_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  version: integer("version").notNull().default(1),
  updatedBy: uuid("updated_by").references(() => staffAccounts.id, { onDelete: "set null" }),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
});

export type StoredDeliverySettings = { rates: DeliveryRates; suburbs: string[] };

/** Fixed-window counters for the POST rate limits, shared by every instance on one PostgreSQL. */
export const rateLimitCounters = pgTable("rate_limit_counters", {
  key: text("key").primaryKey(),
  hits: integer("hits").notNull(),
  resetAt: bigint("reset_at", { mode: "number" }).notNull(),
});
