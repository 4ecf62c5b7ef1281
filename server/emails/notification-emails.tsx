import { neutraliseDisplayText } from "../../common/display-text";
import type { Lang } from "../../common/lang";
import {
  DELIVERY_ZONE_LABELS,
  orderTotal,
  type OrderDeliveryZone,
} from "../../common/delivery/delivery-charge";
import { ContactRequestEmail, contactRequestText } from "./contact-request-email";
import {
  visitorDetails,
  type CompanyFacts,
  type ContactRequestEmailData,
  type EmailLine,
  type OrderEmailData,
} from "./email-data";
import { NewOrderEmail, newOrderText } from "./new-order-email";
import { OrderConfirmationEmail, orderConfirmationText } from "./order-confirmation-email";
import { orderEmailTexts } from "./order-email-texts";
import { renderEmail, type RenderedEmail } from "./render-email";

export type ComposedEmail = RenderedEmail & { subject: string };

type OrderRecord = {
  orderNumber: string;
  /** English when the record has none (an order written before the Bengali site). */
  language?: Lang | null;
  name: string;
  phone: string;
  address: string;
  email: string | null;
  createdAt: Date;
};

type OrderDeliveryRecord = {
  district: string | null;
  area: string | null;
  deliveryZone: OrderDeliveryZone;
  deliveryCharge: number | null;
  weightGrams: number;
};

type MessageRecord = Omit<OrderRecord, "orderNumber"> & { message: string };

/**
 * The order as the emails show it: visitor text neutralised, the items summed from the lines, the delivery
 * charge the order stores (the server computed it from the lines), and the total of both.
 */
export function orderEmailData(
  order: OrderRecord & OrderDeliveryRecord,
  lines: EmailLine[],
  adminUrl: string,
): OrderEmailData {
  const itemsSubtotal = lines.reduce((sum, line) => sum + line.rate * line.quantity, 0);
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    language: order.language ?? "en",
    customer: visitorDetails(order),
    lines,
    itemsSubtotal,
    delivery: {
      charge: order.deliveryCharge,
      zoneLabel: DELIVERY_ZONE_LABELS[order.deliveryZone],
      place: [order.area, order.district].filter(Boolean).join(", "),
      weightGrams: order.weightGrams,
    },
    deliveryZone: order.deliveryZone,
    total: orderTotal(itemsSubtotal, order.deliveryCharge),
    adminUrl,
  };
}

export function contactRequestEmailData(message: MessageRecord, adminUrl: string): ContactRequestEmailData {
  return {
    receivedAt: message.createdAt,
    language: message.language ?? "en",
    visitor: visitorDetails(message),
    message: neutraliseDisplayText(message.message),
    adminUrl,
  };
}

/**
 * Subjects carry only the company's own words and the order number: visitor text never reaches a header. The
 * staff emails are English; the customer's confirmation is in the language the order recorded.
 */
export async function composeNewOrderEmail(
  order: OrderEmailData,
  company: CompanyFacts,
): Promise<ComposedEmail> {
  const props = { order, company };
  return {
    subject: `New order ${order.orderNumber}`,
    ...(await renderEmail(<NewOrderEmail {...props} />, newOrderText(props))),
  };
}

export async function composeOrderConfirmationEmail(
  order: OrderEmailData,
  company: CompanyFacts,
  trackUrl: string,
): Promise<ComposedEmail> {
  const texts = orderEmailTexts(order.language);
  const props = { order, company, trackUrl, texts };
  return {
    subject: texts.confirmation.subject(order.orderNumber, company.name),
    ...(await renderEmail(<OrderConfirmationEmail {...props} />, orderConfirmationText(props))),
  };
}

export async function composeContactRequestEmail(
  request: ContactRequestEmailData,
  company: CompanyFacts,
): Promise<ComposedEmail> {
  const props = { request, company };
  return {
    subject: "New contact request",
    ...(await renderEmail(<ContactRequestEmail {...props} />, contactRequestText(props))),
  };
}
