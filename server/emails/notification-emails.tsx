import { neutraliseDisplayText } from "../../common/display-text";
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
import { renderEmail, type RenderedEmail } from "./render-email";

export type ComposedEmail = RenderedEmail & { subject: string };

type OrderRecord = {
  orderNumber: string;
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
    customer: visitorDetails(order),
    lines,
    itemsSubtotal,
    delivery: {
      charge: order.deliveryCharge,
      zoneLabel: DELIVERY_ZONE_LABELS[order.deliveryZone],
      place: [order.area, order.district].filter(Boolean).join(", "),
      weightGrams: order.weightGrams,
    },
    total: orderTotal(itemsSubtotal, order.deliveryCharge),
    adminUrl,
  };
}

export function contactRequestEmailData(message: MessageRecord, adminUrl: string): ContactRequestEmailData {
  return {
    receivedAt: message.createdAt,
    visitor: visitorDetails(message),
    message: neutraliseDisplayText(message.message),
    adminUrl,
  };
}

/** Subjects carry only the company's own words and the order number: visitor text never reaches a header. */
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
  const props = { order, company, trackUrl };
  return {
    subject: `Your order ${order.orderNumber} at ${company.name}`,
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
