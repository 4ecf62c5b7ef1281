import { toSVG } from "bwip-js/node";
import { COURIER_DISPLAY_NAMES, type CourierName } from "../../common/couriers";
import { PARCEL_LABELS_MAX } from "../../common/limits";
import { badRequest } from "../http/api-error";
import type { OrderAdminService, OrderDetail } from "../admin/orders/order-admin-service";
import type { CourierOrderService } from "./courier-orders";

/** A Code 128 barcode: the text it encodes and the library's SVG as a data: address for an <img>. */
export type Barcode = { text: string; image: string };

/** What a parcel label and the delivery slip print about one order. */
export type ParcelLabel = {
  order: OrderDetail;
  courier: CourierName | null;
  courierName: string | null;
  trackingCode: string | null;
  orderNumberBarcode: Barcode | null;
  trackingBarcode: Barcode | null;
};

/** Code 128 takes printable ASCII; anything else (a courier's odd code) is printed as text only. */
const CODE_128_TEXT = /^[\x20-\x7e]{1,80}$/;

/**
 * The bars of `text` as an SVG drawn by bwip-js, without its human-readable line (the page prints the text
 * itself, as React text). Null when the text cannot be a Code 128 barcode.
 */
export function code128Svg(text: string): string | null {
  if (!CODE_128_TEXT.test(text)) return null;
  try {
    return toSVG({ bcid: "code128", text, height: 12, scale: 2, includetext: false });
  } catch {
    return null;
  }
}

export function code128Barcode(text: string | null): Barcode | null {
  if (!text) return null;
  const svg = code128Svg(text);
  return svg ? { text, image: `data:image/svg+xml;base64,${Buffer.from(svg).toString("base64")}` } : null;
}

/** The ids of a label address (`?ids=a,b` or `?ids=a&ids=b`): unique, in order, at most the limit. */
export function labelIds(search: URLSearchParams): string[] {
  const ids = [
    ...new Set(
      search
        .getAll("ids")
        .flatMap((value) => value.split(","))
        .map((id) => id.trim())
        .filter(Boolean),
    ),
  ];
  if (ids.length > PARCEL_LABELS_MAX) {
    throw badRequest(`At most ${PARCEL_LABELS_MAX} labels print at once; choose fewer orders.`);
  }
  return ids;
}

/** Labels and slips: each order with its courier, tracking code and their barcodes. */
export function createParcelLabelService({
  orders,
  couriers,
}: {
  orders: Pick<OrderAdminService, "get">;
  couriers: Pick<CourierOrderService, "view">;
}) {
  async function label(orderId: string): Promise<ParcelLabel> {
    const order = await orders.get(orderId);
    const parcel = await couriers.view(order);
    const booked = parcel.state === "booked";
    // A parcel booked here names its courier and code; otherwise what staff typed when shipping by hand.
    const trackingCode = booked ? (parcel.trackingCode ?? parcel.consignmentId) : order.consignmentNumber;
    const courier = booked ? parcel.courier : null;
    return {
      order,
      courier,
      courierName: courier ? COURIER_DISPLAY_NAMES[courier] : order.courierName,
      trackingCode,
      orderNumberBarcode: code128Barcode(order.orderNumber),
      trackingBarcode: code128Barcode(trackingCode),
    };
  }

  /** One label per order, in the order asked for; an unknown id is a 404 like the order page's. */
  async function labels(orderIds: string[]): Promise<ParcelLabel[]> {
    if (orderIds.length > PARCEL_LABELS_MAX) {
      throw badRequest(`At most ${PARCEL_LABELS_MAX} labels print at once; choose fewer orders.`);
    }
    const result: ParcelLabel[] = [];
    for (const id of orderIds) result.push(await label(id));
    return result;
  }

  return { label, labels, labelIds };
}

export type ParcelLabelService = ReturnType<typeof createParcelLabelService>;
