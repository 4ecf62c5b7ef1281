import { neutraliseDisplayText } from "../../common/display-text";
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

type MessageRecord = Omit<OrderRecord, "orderNumber"> & { message: string };

/** The order as the emails show it: visitor text neutralised, the total summed from the lines. */
export function orderEmailData(order: OrderRecord, lines: EmailLine[], adminUrl: string): OrderEmailData {
  return {
    orderNumber: order.orderNumber,
    placedAt: order.createdAt,
    customer: visitorDetails(order),
    lines,
    total: lines.reduce((sum, line) => sum + line.rate * line.quantity, 0),
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
): Promise<ComposedEmail> {
  const props = { order, company };
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
