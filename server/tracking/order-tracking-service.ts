import { createHash, timingSafeEqual } from "node:crypto";
import { and, asc, eq, isNotNull } from "drizzle-orm";
import { orderTotal } from "../../common/delivery/delivery-charge";
import {
  courierTrackingUrl,
  normaliseOrderNumber,
  phoneMatchKey,
  trackOrderSchema,
  type TrackedOrder,
  type TrackingEntry,
  type TrackingStep,
} from "../../common/tracking";
import type { OrderStatusValue } from "../../common/order-workflow";
import type { Database } from "../db/database";
import { parcelStatusOf } from "../couriers/courier-statuses";
import { accessories, courierEvents, orderEvents, orderItems, orders } from "../db/schema";

/** Staff's statuses as the customer's steps; `pending` is the order as received. */
const STEP_OF_STATUS: Readonly<Record<OrderStatusValue, TrackingStep | null>> = {
  pending: null,
  confirmed: "confirmed",
  shipped: "handed_to_courier",
  delivered: "delivered",
  cancelled: "cancelled",
  returned: "returned",
};

const digest = (text: string) => createHash("sha256").update(text).digest();

/**
 * Compared in constant time, against a stand-in when the number matched no order, so an unknown number and a
 * wrong phone cost the same one query and one comparison.
 */
function samePhone(stored: string | undefined, given: string): boolean {
  const expected = digest(stored === undefined ? "\u0000no order" : phoneMatchKey(stored));
  return timingSafeEqual(expected, digest(phoneMatchKey(given))) && stored !== undefined;
}

/**
 * Finds the order a customer names by its number and the phone it was placed with, and tells its story in the
 * customer's words: what was ordered, what it costs, and each step it has passed. Only what the customer gave
 * or may know leaves here: never staff's names, notes, the cancel reason, the risk of the phone or an id.
 */
export function createOrderTrackingService(db: Database) {
  return {
    /** Null for anything that is not exactly one order with that number and phone; throws on invalid input. */
    async track(input: unknown): Promise<TrackedOrder | null> {
      const { number, phone } = trackOrderSchema.parse(input);
      const [order] = await db
        .select({
          id: orders.id,
          orderNumber: orders.orderNumber,
          phone: orders.phone,
          deliveryCharge: orders.deliveryCharge,
          courierName: orders.courierName,
          consignmentNumber: orders.consignmentNumber,
          courier: orders.courier,
          courierTrackingCode: orders.courierTrackingCode,
          courierConsignmentId: orders.courierConsignmentId,
          createdAt: orders.createdAt,
        })
        .from(orders)
        .where(eq(orders.orderNumber, normaliseOrderNumber(number)))
        .limit(1);
      if (!samePhone(order?.phone, phone) || !order) return null;

      const [lines, events, parcelEvents] = await Promise.all([
        db
          .select({
            name: accessories.name,
            nameBn: accessories.nameBn,
            quantity: orderItems.quantity,
            rate: orderItems.rate,
          })
          .from(orderItems)
          .innerJoin(accessories, eq(accessories.id, orderItems.accessoryId))
          .where(eq(orderItems.orderId, order.id))
          .orderBy(asc(orderItems.createdAt), asc(orderItems.id)),
        db
          .select({ toStatus: orderEvents.toStatus, createdAt: orderEvents.createdAt })
          .from(orderEvents)
          .where(and(eq(orderEvents.orderId, order.id), isNotNull(orderEvents.toStatus)))
          .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
        db
          .select({
            courier: courierEvents.courier,
            courierStatus: courierEvents.courierStatus,
            createdAt: courierEvents.createdAt,
          })
          .from(courierEvents)
          .where(eq(courierEvents.orderId, order.id))
          .orderBy(asc(courierEvents.createdAt), asc(courierEvents.id)),
      ]);

      // The Bengali name only where staff wrote one, as the catalogue's API does: otherwise the line keeps its shape.
      const items = lines.map(({ name, nameBn, quantity, rate }) => ({
        name,
        ...(nameBn ? { nameBn } : {}),
        quantity,
        rate,
        total: quantity * rate,
      }));
      const itemsSubtotal = items.reduce((sum, item) => sum + item.total, 0);
      const timeline: TrackingEntry[] = [{ step: "received", at: order.createdAt.toISOString() }];
      for (const event of events) {
        const step = STEP_OF_STATUS[event.toStatus as OrderStatusValue] ?? null;
        if (!step) continue;
        const entry: TrackingEntry = { step, at: event.createdAt.toISOString() };
        if (step === "handed_to_courier") {
          // Booked through the courier's API, or typed by staff when they marked it shipped.
          const trackingCode =
            order.courierTrackingCode ?? order.courierConsignmentId ?? order.consignmentNumber;
          entry.courier = order.courierName ?? order.courier;
          entry.trackingCode = trackingCode;
          entry.trackingUrl = courierTrackingUrl(order.courier ?? order.courierName, trackingCode);
        }
        timeline.push(entry);
      }
      // The courier's word that a rider is on the way, once, between the hand-over and the delivery.
      const outForDelivery = parcelEvents.find(
        (event) => parcelStatusOf(event.courier, event.courierStatus).outForDelivery,
      );
      if (outForDelivery && timeline.some((entry) => entry.step === "handed_to_courier")) {
        timeline.push({ step: "out_for_delivery", at: outForDelivery.createdAt.toISOString() });
        // In the order it happened (a stable sort keeps same-moment steps as written).
        timeline.sort((a, b) => (a.at < b.at ? -1 : a.at > b.at ? 1 : 0));
      }
      return {
        orderNumber: order.orderNumber,
        placedAt: order.createdAt.toISOString(),
        items,
        itemsSubtotal,
        deliveryCharge: order.deliveryCharge,
        total: orderTotal(itemsSubtotal, order.deliveryCharge),
        timeline,
      };
    },
  };
}

export type OrderTrackingService = ReturnType<typeof createOrderTrackingService>;
