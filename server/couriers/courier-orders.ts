import { and, eq, inArray, isNull, ne, or, sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import {
  COURIER_DISPLAY_NAMES,
  courierBookingSchema,
  riskOf,
  type CourierBookingPreview,
  type CourierBookingRequest,
  type BulkBookingResult,
  type CourierBookingState,
  type CourierName,
  type CourierView,
  type PhoneHistory,
} from "../../common/couriers";
import {
  COURIER_BULK_BOOKING_LIMIT,
  COURIER_LIMITS,
  COURIER_PHONE_CHECK_CACHE_MS,
  COURIER_WEIGHT_MIN_GRAMS,
} from "../../common/limits";
import { ORDER_STATUS_LABELS } from "../../common/order-workflow";
import type { Config } from "../config";
import type { Database } from "../db/database";
import { courierEvents, courierPhoneChecks, orderEvents, orderItems, orders } from "../db/schema";
import { ApiError, badRequest } from "../http/api-error";
import { recordAudit, type StaffActor } from "../admin/audit/audit-log";
import { findRowById } from "../admin/audit/find-row";
import {
  changedMeanwhile,
  parseOrThrow,
  transitionRefused,
  type OrderActor,
  type OrderAdminService,
  type OrderDetail,
} from "../admin/orders/order-admin-service";
import { PermanentJobError } from "../outbox/notification-handlers";
import { enqueueJobs, type OutboxJob } from "../outbox/outbox-repository";
import { courierSmsJob } from "../outbox/sms-jobs";
import { isUuid } from "../repositories/accessory-repository";
import { bookParcelOnce } from "./courier-booking";
import type { CourierClients } from "./courier-clients";
import { CourierRefusedError, CourierUnavailableError } from "./courier-errors";
import type { ParcelRequest, ParcelStatus } from "./parcel";
import { shorten } from "./parcel-text";
import { pathaoWebhookReply, readPathaoWebhook, verifyPathaoWebhook } from "./pathao/pathao-webhook";
import { readSteadfastWebhook, verifySteadfastWebhook } from "./steadfast/steadfast-webhook";
import {
  createSteadfastClient,
  type SteadfastClient,
  type SteadfastFraudReport,
} from "./steadfast/steadfast-client";
import type { HeaderValue } from "./webhook-secrets";

type OrderRow = typeof orders.$inferSelect;

/** What the order page shows about couriers: the booking, the parcel, the form's starting values. */

/** Steadfast's word on a phone number, as the order page shows it beside our own counts. */
export type SteadfastPhoneCheck = SteadfastFraudReport & { checkedAt: string };

/** A webhook's answer: the status, headers to set and a short JSON body. Never throws. */
export type WebhookAnswer = {
  status: number;
  headers?: Record<string, string>;
  body: Record<string, unknown>;
};

type Log = Pick<FastifyBaseLogger, "info" | "warn" | "error">;

const ITEM_DESCRIPTION_MAX = Math.min(
  COURIER_LIMITS.steadfast.itemDescriptionMax,
  COURIER_LIMITS.pathao.itemDescriptionMax,
);

/** The address a rider reads: what the customer typed, then the area and district unless already in it. */
function riderAddress(address: string, area: string | null, district: string | null): string {
  const parts = [address.replace(/\s+/g, " ").trim()];
  for (const place of [area, district]) {
    if (place && !parts[0].toLowerCase().includes(place.toLowerCase())) parts.push(place);
  }
  return parts.join(", ");
}

/** The booking form's starting values, from the order as it stands. */
export function bookingPreview(order: OrderDetail): CourierBookingPreview {
  const grams = Math.max(COURIER_WEIGHT_MIN_GRAMS, order.delivery.weightGrams);
  return {
    recipientName: order.customer.name,
    recipientPhone: order.customer.phone,
    recipientAddress: riderAddress(order.customer.address, order.delivery.area, order.delivery.district),
    cashToCollect: order.total,
    weightKg: String(Math.round(grams / 100) / 10),
    itemDescription: shorten(
      order.lines.map((line) => `${line.quantity} × ${line.accessoryName}`).join(", "),
      ITEM_DESCRIPTION_MAX,
    ),
    note: "",
  };
}

function previewFromRequest(request: CourierBookingRequest): CourierBookingPreview {
  return {
    recipientName: request.recipientName,
    recipientPhone: request.recipientPhone,
    recipientAddress: request.recipientAddress,
    cashToCollect: request.cashToCollect,
    weightKg: String(request.weightGrams / 1000),
    itemDescription: request.itemDescription,
    note: request.note,
  };
}

function parcelOf(row: OrderRow, request: CourierBookingRequest): ParcelRequest {
  return {
    orderNumber: row.orderNumber,
    recipientName: request.recipientName,
    recipientPhone: request.recipientPhone,
    recipientAddress: request.recipientAddress,
    cashToCollect: request.cashToCollect,
    itemCount: request.itemCount,
    weightGrams: request.weightGrams,
    itemDescription: request.itemDescription || undefined,
    note: request.note || undefined,
  };
}

const courierActor = (courier: CourierName): OrderActor => ({
  id: null,
  name: COURIER_DISPLAY_NAMES[courier],
  clientAddress: null,
});

/** How many times a change retries when staff changed the order at the same moment (a version conflict). */
const TRANSITION_ATTEMPTS = 3;

export type CourierOrderDependencies = {
  db: Database;
  config: Pick<Config, "couriers">;
  orders: OrderAdminService;
  /** The couriers' clients: only the outbox worker, which calls the couriers, has them. */
  clients?: CourierClients;
  /** Steadfast's phone check for the back office; by default a client made from the settings when asked. */
  steadfastPhoneCheck?: Pick<SteadfastClient, "fraudCheck">;
  log?: Log;
};

/**
 * Orders and couriers: booking through the outbox, the parcel's status from webhooks and polls, and a
 * phone number's history. Every status change goes through the order service's one transition.
 */
export function createCourierOrderService({
  db,
  config,
  orders: orderService,
  clients,
  log,
  steadfastPhoneCheck,
}: CourierOrderDependencies) {
  const offered = (): CourierName[] =>
    (Object.keys(config.couriers) as CourierName[]).filter((name) => config.couriers[name] !== null);

  const findRow = (orderId: string): Promise<OrderRow> => findRowById(db, orders, orderId, "Order not found");

  async function timeline(
    orderId: string,
    actor: OrderActor,
    note: string,
    executor: Pick<Database, "insert"> = db,
  ) {
    await executor
      .insert(orderEvents)
      .values({ orderId, staffAccountId: actor.id, actorName: actor.name, note });
  }

  /**
   * Moves the order through the order service's transition, reading its version afresh; staff changing a
   * note at the same moment costs a retry, not the change. Null when the order is no longer in `from`.
   */
  async function moveOrder(
    orderId: string,
    from: OrderRow["status"],
    change: { action: "ship" | "deliver" | "return"; courierName?: string; consignmentNumber?: string },
    actor: OrderActor,
  ): Promise<boolean> {
    for (let attempt = 1; ; attempt += 1) {
      const row = await findRow(orderId);
      if (row.status !== from) return false;
      try {
        await orderService.transition(orderId, { ...change, version: row.version }, actor);
        return true;
      } catch (error) {
        if (error instanceof ApiError && error.code === "changed_meanwhile" && attempt < TRANSITION_ATTEMPTS)
          continue;
        throw error;
      }
    }
  }

  async function view(order: OrderDetail): Promise<CourierView> {
    const row = await findRow(order.id);
    const state = row.courierBookingState;
    return {
      offered: offered(),
      courier: row.courier,
      state,
      error: row.courierBookingError,
      consignmentId: row.courierConsignmentId,
      trackingCode: row.courierTrackingCode,
      courierStatus: row.courierStatus,
      courierStatusAt: row.courierStatusAt?.toISOString() ?? null,
      cashCollected: row.cashCollected,
      cashFlagged: row.cashFlagged,
      canBook:
        offered().length > 0 &&
        row.status === "confirmed" &&
        (state === null || state === "refused" || state === "unconfirmed"),
      preview:
        row.courierBookingRequest && state !== "booked"
          ? previewFromRequest(row.courierBookingRequest)
          : bookingPreview(order),
    };
  }

  /**
   * Queues a booking: the order's booking fields and the outbox job in one transaction, under the order's
   * version and only while it is confirmed and not already booked or being booked. A double click, or two
   * members of staff at once, meet the version and the state: one booking, the other a 409.
   */
  async function requestBooking(orderId: string, input: unknown, staff: StaffActor): Promise<void> {
    const values = parseOrThrow(courierBookingSchema, input);
    const name = COURIER_DISPLAY_NAMES[values.courier];
    if (!config.couriers[values.courier]) {
      throw badRequest(`${name} is not connected: its settings are missing on the server.`, {
        courier: `${name} is not connected`,
      });
    }
    const current = await findRow(orderId);
    if (current.version !== values.version) {
      throw changedMeanwhile(
        "This order was changed while you had it open. Nothing was sent: look at the order again and book it if it still applies.",
      );
    }
    if (current.status !== "confirmed") {
      throw transitionRefused(
        `An order that is ${ORDER_STATUS_LABELS[current.status]} cannot be booked with a courier; confirm it first.`,
      );
    }
    if (current.courierBookingState === "requested" || current.courierBookingState === "booked") {
      throw transitionRefused(
        `This order is already ${current.courierBookingState === "booked" ? "booked" : "being booked"} with ${COURIER_DISPLAY_NAMES[current.courier ?? values.courier]}.`,
      );
    }
    const [items] = await db
      .select({ count: sql<number>`coalesce(sum(${orderItems.quantity}), 0)::int` })
      .from(orderItems)
      .where(eq(orderItems.orderId, current.id));
    const itemCount = items?.count ?? 1;
    const request: CourierBookingRequest = {
      courier: values.courier,
      recipientName: values.recipientName,
      recipientPhone: values.recipientPhone,
      recipientAddress: values.recipientAddress,
      cashToCollect: values.cashToCollect,
      weightGrams: values.weightKg,
      itemCount: Math.max(1, Number(itemCount ?? 1)),
      itemDescription: values.itemDescription,
      note: values.note,
      staff: { id: staff.id, name: staff.name, clientAddress: staff.clientAddress },
      jobKey: `courier-booking:${current.id}:${values.version + 1}`,
    };
    // Staff who saw "unconfirmed" looked in the courier's panel before booking again; otherwise an earlier
    // attempt that may have reached this courier is asked about first.
    const mayHaveActed =
      current.courierBookingState !== "unconfirmed" &&
      current.courier === values.courier &&
      current.courierMayHaveActed;
    const saved = await db.transaction(async (tx) => {
      const [updated] = await tx
        .update(orders)
        .set({
          courier: values.courier,
          courierBookingState: "requested",
          courierBookingError: null,
          courierBookingRequest: request,
          courierMayHaveActed: mayHaveActed,
          version: sql`${orders.version} + 1`,
          updatedAt: sql`now()`,
        })
        .where(
          and(
            eq(orders.id, current.id),
            eq(orders.version, values.version),
            eq(orders.status, "confirmed"),
            or(
              isNull(orders.courierBookingState),
              inArray(orders.courierBookingState, ["refused", "unconfirmed"]),
            ),
          ),
        )
        .returning();
      if (!updated) return undefined;
      await timeline(current.id, staff, `Booking with ${name} requested`, tx);
      await recordAudit(tx, {
        staff,
        action: "order.courier_booking_requested",
        entityType: "order",
        entityId: current.id,
        after: {
          orderNumber: current.orderNumber,
          courier: values.courier,
          cashToCollect: values.cashToCollect,
        },
      });
      await enqueueJobs(tx, [
        {
          kind: "courier-booking",
          subjectType: "order",
          subjectId: current.id,
          recipient: String(updated.version),
          delayMs: 0,
          messageId: `courier-booking:${current.id}:${updated.version}`,
        },
      ]);
      return updated;
    });
    if (!saved) {
      throw changedMeanwhile(
        "This order was changed or booked while you had it open. Nothing was sent twice: look at the order again.",
      );
    }
  }

  /**
   * Books several confirmed orders with one courier (the order list's bulk action): each order goes through
   * requestBooking as if staff had sent its booking form unchanged, so each is its own idempotent outbox job
   * under the order's version. An order already booked or being booked, or not confirmed, is skipped and
   * said so; a refusal (a field the courier would refuse, a change meanwhile) is that order's result only.
   */
  async function bookMany(
    input: { courier: unknown; orderIds: readonly string[] },
    staff: StaffActor,
  ): Promise<BulkBookingResult[]> {
    const courier = input.courier === "steadfast" || input.courier === "pathao" ? input.courier : null;
    if (!courier) throw badRequest("Choose a courier.", { courier: "Choose a courier" });
    const name = COURIER_DISPLAY_NAMES[courier];
    if (!config.couriers[courier]) {
      throw badRequest(`${name} is not connected: its settings are missing on the server.`, {
        courier: `${name} is not connected`,
      });
    }
    const orderIds = [...new Set(input.orderIds.map((id) => id.trim()).filter(Boolean))];
    if (orderIds.length === 0) throw badRequest("Choose the orders to book.");
    if (orderIds.length > COURIER_BULK_BOOKING_LIMIT) {
      throw badRequest(
        `At most ${COURIER_BULK_BOOKING_LIMIT} orders can be booked at once; choose fewer and book the rest after.`,
      );
    }
    const alreadyBooked = (row: OrderRow): BulkBookingResult | null =>
      row.courierBookingState === "booked" || row.courierBookingState === "requested"
        ? {
            orderId: row.id,
            orderNumber: row.orderNumber,
            outcome: "skipped",
            message: `Already ${row.courierBookingState === "booked" ? "booked" : "being booked"} with ${COURIER_DISPLAY_NAMES[row.courier ?? courier]}.`,
          }
        : null;
    const results: BulkBookingResult[] = [];
    for (const orderId of orderIds) {
      const row = isUuid(orderId)
        ? (await db.select().from(orders).where(eq(orders.id, orderId)).limit(1))[0]
        : undefined;
      if (!row) {
        results.push({ orderId, orderNumber: null, outcome: "refused", message: "Order not found." });
        continue;
      }
      const skipped = alreadyBooked(row);
      if (skipped) {
        results.push(skipped);
        continue;
      }
      if (row.status !== "confirmed") {
        results.push({
          orderId,
          orderNumber: row.orderNumber,
          outcome: "skipped",
          message: `Not confirmed: the order is ${ORDER_STATUS_LABELS[row.status]}.`,
        });
        continue;
      }
      try {
        const order = await orderService.get(orderId);
        const preview =
          row.courierBookingRequest && row.courierBookingState !== "booked"
            ? previewFromRequest(row.courierBookingRequest)
            : bookingPreview(order);
        await requestBooking(orderId, { ...preview, courier, version: row.version }, staff);
        results.push({
          orderId,
          orderNumber: row.orderNumber,
          outcome: "queued",
          message: `Queued: the order moves to Shipped once ${name} has the parcel.`,
        });
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        // Booked by someone else meanwhile (a double submit, two members of staff): said as such.
        const now = await findRow(orderId);
        const meanwhile = alreadyBooked(now);
        if (meanwhile) {
          results.push(meanwhile);
          continue;
        }
        const fields = error.fields ? Object.values(error.fields) : [];
        results.push({
          orderId,
          orderNumber: row.orderNumber,
          outcome: "refused",
          message: [...new Set([error.message, ...fields])].join("; "),
        });
      }
    }
    return results;
  }

  async function setBooking(orderId: string, changes: Partial<OrderRow>) {
    await db
      .update(orders)
      .set(changes)
      .where(and(eq(orders.id, orderId), eq(orders.courierBookingState, "requested")));
  }

  /** After the parcel is stored: the order moves to shipped (once) and the customer's SMS is queued (once). */
  async function finishBooking(orderId: string): Promise<void> {
    const row = await findRow(orderId);
    const request = row.courierBookingRequest;
    if (!request || !row.courier) return;
    const name = COURIER_DISPLAY_NAMES[row.courier];
    const code = row.courierTrackingCode ?? row.courierConsignmentId ?? undefined;
    if (row.status === "confirmed") {
      await moveOrder(
        orderId,
        "confirmed",
        { action: "ship", courierName: name, consignmentNumber: code },
        request.staff,
      );
    }
    const after = await findRow(orderId);
    if (after.status !== "shipped" && after.status !== "delivered" && after.status !== "returned") {
      throw new PermanentJobError(
        `${name} has the parcel (${code ?? "no consignment number yet"}), but the order is ${ORDER_STATUS_LABELS[after.status]} now: cancel the parcel in ${name}'s panel if it should not go.`,
      );
    }
    await enqueueJobs(db, [courierSmsJob(after)]);
  }

  /** Stores a parcel the courier holds for this order, when the booking is still waiting for one. */
  async function storeParcel(
    orderId: string,
    parcel: { consignmentId: string | null; trackingCode: string | null; courierStatus: string },
  ): Promise<void> {
    await setBooking(orderId, {
      courierConsignmentId: parcel.consignmentId,
      courierTrackingCode: parcel.trackingCode,
      courierStatus: parcel.courierStatus,
      courierStatusAt: new Date(),
      courierBookingState: "booked",
      courierBookingError: null,
      courierMayHaveActed: false,
    });
  }

  /**
   * The outbox job of a booking. Whatever happened before (a crash, a timeout, a second worker), it books at
   * most one parcel: the order's state says what is left to do, and an attempt that may have reached the
   * courier is written down before the call, so the next one asks the courier first.
   */
  async function runBookingJob(job: OutboxJob): Promise<void> {
    const row = await db
      .select()
      .from(orders)
      .where(eq(orders.id, job.subjectId))
      .limit(1)
      .then((rows) => rows[0]);
    if (!row) throw new PermanentJobError("The order no longer exists.");
    if (row.courierBookingState === "booked") return finishBooking(row.id);
    const request = row.courierBookingRequest;
    // A newer request or staff's own change took over; this job has nothing left to do.
    if (row.courierBookingState !== "requested" || !request || request.jobKey !== job.dedupeKey) return;
    const name = COURIER_DISPLAY_NAMES[request.courier];
    const refuse = async (message: string) => {
      await setBooking(row.id, {
        courierBookingState: "refused",
        courierBookingError: message,
        courierMayHaveActed: false,
      });
      await timeline(row.id, courierActor(request.courier), `Booking refused: ${message}`);
      throw new PermanentJobError(message);
    };
    const client = clients?.[request.courier];
    if (!client) return refuse(`${name} is no longer connected: its settings are missing on the server.`);
    if (row.status !== "confirmed")
      return refuse(`Not sent: the order is ${ORDER_STATUS_LABELS[row.status]} now.`);
    const earlier = row.courierMayHaveActed;
    await setBooking(row.id, { courierMayHaveActed: true });
    let outcome;
    try {
      outcome = await bookParcelOnce(client, parcelOf(row, request), { earlierAttemptMayHaveActed: earlier });
    } catch (error) {
      if (error instanceof CourierRefusedError) return refuse(error.message);
      if (error instanceof CourierUnavailableError) {
        await setBooking(row.id, {
          courierMayHaveActed: earlier || error.mayHaveActed,
          courierBookingError: `${error.message} It will be tried again.`,
        });
      }
      throw error;
    }
    if (outcome.kind === "unconfirmed") {
      await setBooking(row.id, { courierBookingState: "unconfirmed", courierBookingError: outcome.message });
      throw new PermanentJobError(outcome.message);
    }
    const parcel =
      outcome.kind === "booked"
        ? {
            consignmentId: outcome.parcel.consignmentId,
            trackingCode: outcome.parcel.trackingCode,
            courierStatus: outcome.parcel.courierStatus,
          }
        : {
            consignmentId: outcome.parcel.consignmentId,
            trackingCode: null,
            courierStatus: outcome.parcel.status.courierStatus,
          };
    await storeParcel(row.id, parcel);
    log?.info(
      { orderId: row.id, courier: request.courier, outcome: outcome.kind },
      "parcel booked with the courier",
    );
    await finishBooking(row.id);
  }

  /**
   * What a courier says about a parcel, from a webhook or a poll, applied once: the event's key is stored
   * first, so a replay changes nothing. Delivered and returned move the order through its transition.
   */
  async function applyParcelStatus(
    row: OrderRow,
    status: ParcelStatus,
    key: string,
  ): Promise<"applied" | "replay"> {
    const courier = status.courier;
    const collected =
      status.progress.stage === "delivered" || status.progress.stage === "partly_delivered"
        ? status.progress.collected
        : null;
    const [inserted] = await db
      .insert(courierEvents)
      .values({
        key,
        orderId: row.id,
        courier,
        courierStatus: status.courierStatus,
        label: status.label,
        collected,
      })
      .onConflictDoNothing({ target: courierEvents.key })
      .returning({ id: courierEvents.id });
    if (!inserted) return "replay";
    const actor = courierActor(courier);
    const name = COURIER_DISPLAY_NAMES[courier];
    await db
      .update(orders)
      .set({ courierStatus: status.courierStatus, courierStatusAt: new Date() })
      .where(eq(orders.id, row.id));
    const stage = status.progress.stage;
    if (stage === "delivered" || stage === "partly_delivered") {
      const expected = row.courierBookingRequest?.cashToCollect ?? null;
      const cash = collected ?? expected;
      const flagged = stage === "partly_delivered" || (expected !== null && cash !== expected);
      await db.update(orders).set({ cashCollected: cash, cashFlagged: flagged }).where(eq(orders.id, row.id));
      const amount = cash === null ? "" : `, Tk ${cash.toLocaleString("en-US")} collected`;
      await timeline(
        row.id,
        actor,
        `${name}: ${status.label}${amount}${flagged ? ` (expected Tk ${(expected ?? 0).toLocaleString("en-US")}: check with ${name})` : ""}`,
      );
      await moveOrder(row.id, "shipped", { action: "deliver" }, actor);
    } else if (stage === "returned") {
      await timeline(row.id, actor, `${name}: ${status.label}`);
      await moveOrder(row.id, "shipped", { action: "return" }, actor);
    } else {
      await timeline(row.id, actor, `${name}: ${status.label}`);
    }
    return "applied";
  }

  async function orderByConsignment(
    courier: CourierName,
    consignmentId: string,
  ): Promise<OrderRow | undefined> {
    const [row] = await db
      .select()
      .from(orders)
      .where(and(eq(orders.courier, courier), eq(orders.courierConsignmentId, consignmentId)))
      .limit(1);
    return row;
  }

  /** `POST /api/couriers/steadfast/webhook`: 401 without the panel's Bearer token; otherwise 200. */
  async function steadfastWebhook(authorization: HeaderValue, body: unknown): Promise<WebhookAnswer> {
    const settings = config.couriers.steadfast;
    if (!settings) return { status: 404, body: { status: "error", message: "Steadfast is not connected" } };
    if (!verifySteadfastWebhook(authorization, settings)) {
      log?.warn({ courier: "steadfast" }, "courier webhook refused: wrong or missing Bearer token");
      return { status: 401, body: { status: "error", message: "Unauthorized" } };
    }
    const reading = readSteadfastWebhook(body);
    if (!reading.ok) {
      log?.warn({ courier: "steadfast", problem: reading.problem }, "courier webhook ignored: malformed");
      return { status: 200, body: { status: "ignored", message: "Not a notification this shop reads" } };
    }
    const event = reading.event;
    const row = await orderByConsignment("steadfast", event.consignmentId);
    if (!row || row.orderNumber !== event.orderNumber) {
      log?.warn(
        { courier: "steadfast", consignmentId: event.consignmentId },
        "courier webhook ignored: unknown consignment",
      );
      return { status: 200, body: { status: "ignored", message: "Unknown consignment" } };
    }
    let result: "applied" | "replay";
    if (event.kind === "delivery_status") {
      result = await applyParcelStatus(row, event.status, event.key);
    } else {
      const [inserted] = await db
        .insert(courierEvents)
        .values({
          key: event.key,
          orderId: row.id,
          courier: "steadfast",
          courierStatus: row.courierStatus ?? "tracking",
          label: event.message,
        })
        .onConflictDoNothing({ target: courierEvents.key })
        .returning({ id: courierEvents.id });
      if (inserted && event.message)
        await timeline(row.id, courierActor("steadfast"), `Steadfast: ${event.message}`);
      result = inserted ? "applied" : "replay";
    }
    if (result === "replay")
      log?.info({ courier: "steadfast", orderId: row.id }, "courier webhook replayed: nothing changed");
    return {
      status: 200,
      body: { status: "success", message: result === "replay" ? "Already received" : "Received" },
    };
  }

  /**
   * `POST /api/couriers/pathao/webhook`: 401 without the panel's secret; otherwise 202 with the handshake
   * header. Pathao's secret header is the same on every call, so an event is only a signal: a job asks
   * Pathao for the parcel's status before anything changes.
   */
  async function pathaoWebhook(signature: HeaderValue, body: unknown): Promise<WebhookAnswer> {
    const settings = config.couriers.pathao;
    if (!settings) return { status: 404, body: { status: "error", message: "Pathao is not connected" } };
    if (!verifyPathaoWebhook(signature, settings)) {
      log?.warn({ courier: "pathao" }, "courier webhook refused: wrong or missing signature");
      return { status: 401, body: { status: "error", message: "Unauthorized" } };
    }
    const reply = pathaoWebhookReply(settings);
    const answer = (message: string): WebhookAnswer => ({
      status: reply.status,
      headers: reply.headers,
      body: { status: "success", message },
    });
    const reading = readPathaoWebhook(body);
    if (!reading.ok) {
      log?.warn({ courier: "pathao", problem: reading.problem }, "courier webhook ignored: malformed");
      return answer("Ignored");
    }
    const event = reading.event;
    if (event.kind !== "order") return answer("Received");
    const row = await orderByConsignment("pathao", event.consignmentId);
    if (!row && event.orderNumber) {
      // `order.created` names our order number: it settles a booking whose answer never arrived.
      const [waiting] = await db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.orderNumber, event.orderNumber),
            eq(orders.courier, "pathao"),
            isNull(orders.courierConsignmentId),
            inArray(orders.courierBookingState, ["requested", "unconfirmed"]),
          ),
        )
        .limit(1);
      if (waiting) {
        await db
          .update(orders)
          .set({
            courierConsignmentId: event.consignmentId,
            courierTrackingCode: event.consignmentId,
            courierStatus: event.claimed.courierStatus,
            courierStatusAt: new Date(),
            courierBookingState: "booked",
            courierBookingError: null,
            courierMayHaveActed: false,
          })
          .where(
            and(eq(orders.id, waiting.id), inArray(orders.courierBookingState, ["requested", "unconfirmed"])),
          );
        log?.info({ courier: "pathao", orderId: waiting.id }, "Pathao's order.created settled a booking");
        await finishBooking(waiting.id).catch((error: unknown) =>
          log?.warn({ err: error, orderId: waiting.id }, "booking settled but the order could not move on"),
        );
        return answer("Received");
      }
    }
    if (!row) {
      log?.warn(
        { courier: "pathao", consignmentId: event.consignmentId },
        "courier webhook ignored: unknown consignment",
      );
      return answer("Ignored");
    }
    await enqueueJobs(db, [
      {
        kind: "courier-status",
        subjectType: "order",
        subjectId: row.id,
        recipient: event.key,
        delayMs: 0,
        messageId: `courier-status:${event.key}`,
        payload: { consignmentId: event.consignmentId, claimedCollected: claimedCollected(event.claimed) },
      },
    ]);
    return answer("Received");
  }

  /** The job a Pathao event leaves: ask Pathao where the parcel stands, then apply that. */
  async function runStatusJob(job: OutboxJob): Promise<void> {
    const row = await db
      .select()
      .from(orders)
      .where(eq(orders.id, job.subjectId))
      .limit(1)
      .then((rows) => rows[0]);
    if (!row?.courier || !row.courierConsignmentId)
      throw new PermanentJobError("The order has no parcel to follow.");
    const client = clients?.[row.courier];
    if (!client) throw new PermanentJobError(`${COURIER_DISPLAY_NAMES[row.courier]} is no longer connected.`);
    let status = await client.parcelStatus(row.courierConsignmentId);
    const payload = job.payload as { claimedCollected?: number | null };
    // Pathao's status answer has no amount: the event's, once Pathao itself confirms the delivery.
    if (
      (status.progress.stage === "delivered" || status.progress.stage === "partly_delivered") &&
      status.progress.collected === null &&
      typeof payload.claimedCollected === "number"
    ) {
      status = { ...status, progress: { ...status.progress, collected: payload.claimedCollected } };
    }
    await applyParcelStatus(
      row,
      status,
      `${row.courier}:status:${row.courierConsignmentId}:${status.courierStatus}`,
    );
  }

  let phoneChecker = steadfastPhoneCheck ?? clients?.steadfast ?? null;

  /** Steadfast's answer for this phone, when it was asked within the last day; null otherwise. */
  async function steadfastCheckOf(phone: string): Promise<SteadfastPhoneCheck | null> {
    if (!config.couriers.steadfast) return null;
    const [cached] = await db
      .select()
      .from(courierPhoneChecks)
      .where(
        and(
          eq(courierPhoneChecks.courier, "steadfast"),
          eq(courierPhoneChecks.phone, phone),
          sql`${courierPhoneChecks.checkedAt} > now() - ${COURIER_PHONE_CHECK_CACHE_MS} * interval '1 millisecond'`,
        ),
      )
      .limit(1);
    if (!cached) return null;
    return { ...(cached.report as SteadfastFraudReport), checkedAt: cached.checkedAt.toISOString() };
  }

  /**
   * **Check with Steadfast**: Steadfast's delivery history for the order's phone number, asked at most once a
   * day per number (a second check within the day answers from the table). Audited; a refusal or an
   * unreachable Steadfast is a 502 with a plain sentence, and nothing is kept.
   */
  async function checkWithSteadfast(orderId: string, staff: StaffActor): Promise<SteadfastPhoneCheck> {
    const settings = config.couriers.steadfast;
    if (!settings) throw badRequest("Steadfast is not connected: its settings are missing on the server.");
    const row = await findRow(orderId);
    const cached = await steadfastCheckOf(row.phone);
    if (cached) return cached;
    phoneChecker ??= createSteadfastClient({ settings });
    let report: SteadfastFraudReport;
    try {
      report = await phoneChecker.fraudCheck(row.phone);
    } catch (error) {
      if (error instanceof CourierRefusedError && error.sent === false) throw badRequest(error.message);
      if (error instanceof CourierRefusedError || error instanceof CourierUnavailableError) {
        log?.warn({ orderId, reason: error.message }, "Steadfast's phone check failed");
        const why =
          error instanceof CourierRefusedError && error.reason === "unauthorised"
            ? "Steadfast refused the shop's API keys (STEADFAST_API_KEY and STEADFAST_SECRET_KEY)."
            : error instanceof CourierUnavailableError
              ? "Steadfast did not answer properly; try again in a few minutes."
              : error.message;
        throw new ApiError(502, "courier_failed", `Could not check with Steadfast: ${why}`);
      }
      throw error;
    }
    const [saved] = await db.transaction(async (tx) => {
      const stored = await tx
        .insert(courierPhoneChecks)
        .values({ courier: "steadfast", phone: row.phone, report, checkedAt: sql`now()` })
        .onConflictDoUpdate({
          target: [courierPhoneChecks.courier, courierPhoneChecks.phone],
          set: { report, checkedAt: sql`now()` },
        })
        .returning();
      await recordAudit(tx, {
        staff,
        action: "order.steadfast_phone_checked",
        entityType: "order",
        entityId: row.id,
        after: {
          orderNumber: row.orderNumber,
          deliveredPercent: report.deliveredPercent,
          cancelledPercent: report.cancelledPercent,
          volume: report.volume.band,
          reports: report.reports,
        },
      });
      return stored;
    });
    return { ...report, checkedAt: saved.checkedAt.toISOString() };
  }

  /** This phone number's earlier orders (not this one), and the risk they suggest. */
  async function phoneHistory(phone: string, exceptOrderId?: string): Promise<PhoneHistory> {
    const [counts] = await db
      .select({
        previousOrders: sql<number>`count(*)::int`,
        delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')::int`,
        returned: sql<number>`count(*) filter (where ${orders.status} = 'returned')::int`,
      })
      .from(orders)
      .where(and(eq(orders.phone, phone), exceptOrderId ? ne(orders.id, exceptOrderId) : undefined));
    const history = counts ?? { previousOrders: 0, delivered: 0, cancelled: 0, returned: 0 };
    return { ...history, risk: riskOf(history) };
  }

  /** Where each order of a page of the order list stands with a courier (for its bulk actions). */
  async function bookingStates(
    orderIds: readonly string[],
  ): Promise<Map<string, CourierBookingState | null>> {
    if (orderIds.length === 0) return new Map();
    const rows = await db
      .select({ id: orders.id, state: orders.courierBookingState })
      .from(orders)
      .where(inArray(orders.id, [...orderIds]));
    return new Map(rows.map((row) => [row.id, row.state]));
  }

  /** The same for a page of the order list, in one query. */
  async function phoneHistories(
    rows: readonly { id: string; phone: string; status: OrderRow["status"] }[],
  ): Promise<Map<string, PhoneHistory>> {
    const result = new Map<string, PhoneHistory>();
    if (rows.length === 0) return result;
    const phones = [...new Set(rows.map((row) => row.phone))];
    const counted = await db
      .select({
        phone: orders.phone,
        total: sql<number>`count(*)::int`,
        delivered: sql<number>`count(*) filter (where ${orders.status} = 'delivered')::int`,
        cancelled: sql<number>`count(*) filter (where ${orders.status} = 'cancelled')::int`,
        returned: sql<number>`count(*) filter (where ${orders.status} = 'returned')::int`,
      })
      .from(orders)
      .where(inArray(orders.phone, phones))
      .groupBy(orders.phone);
    const byPhone = new Map(counted.map((row) => [row.phone, row]));
    for (const row of rows) {
      const all = byPhone.get(row.phone);
      // The row's own order is in the counts; an order that is not finished counts in none of the three.
      const own = (status: OrderRow["status"]) => (row.status === status ? 1 : 0);
      const history = {
        previousOrders: Math.max(0, (all?.total ?? 1) - 1),
        delivered: Math.max(0, (all?.delivered ?? 0) - own("delivered")),
        cancelled: Math.max(0, (all?.cancelled ?? 0) - own("cancelled")),
        returned: Math.max(0, (all?.returned ?? 0) - own("returned")),
      };
      result.set(row.id, { ...history, risk: riskOf(history) });
    }
    return result;
  }

  return {
    offered,
    view,
    requestBooking,
    bookMany,
    runBookingJob,
    runStatusJob,
    applyParcelStatus,
    steadfastWebhook,
    pathaoWebhook,
    phoneHistory,
    phoneHistories,
    bookingStates,
    steadfastCheckOf,
    checkWithSteadfast,
  };
}

function claimedCollected(status: ParcelStatus): number | null {
  const progress = status.progress;
  return progress.stage === "delivered" || progress.stage === "partly_delivered" ? progress.collected : null;
}

export type CourierOrderService = ReturnType<typeof createCourierOrderService>;
