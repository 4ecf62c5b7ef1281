import { Link, Text } from "@react-email/components";
import type { CompanyFacts, OrderEmailData } from "./email-data";
import { EmailLayout, linkStyle, textStyle } from "./email-layout";
import { OrderLinesTable } from "./order-lines-table";
import { linesAsText, textEmail } from "./render-email";

const UNKNOWN_CHARGE_FOR_CUSTOMER = "We tell you on the call";

type OrderConfirmationProps = {
  order: OrderEmailData;
  company: CompanyFacts;
  /** The tracking page with the order number filled in (the phone is still asked there). */
  trackUrl: string;
};

/** To the customer who gave an email: what they ordered, where to follow it and how to reach the company. */
export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  const { order, company, trackUrl } = props;
  return (
    <EmailLayout
      preview={`We have received your order ${order.orderNumber}`}
      title="Thank you for your order"
      company={company}
    >
      <Text style={textStyle}>Dear {order.customer.name},</Text>
      <Text style={textStyle}>
        We have received your order <strong>{order.orderNumber}</strong>. We will call you shortly to confirm
        it and arrange delivery.
      </Text>
      <OrderLinesTable order={order} unknownCharge={UNKNOWN_CHARGE_FOR_CUSTOMER} />
      <Text style={textStyle}>
        Follow your order at{" "}
        <Link href={trackUrl} style={linkStyle}>
          {trackUrl}
        </Link>{" "}
        with its number and your phone.
      </Text>
      <Text style={textStyle}>
        Questions? Call us at{" "}
        <Link href={company.phoneHref} style={linkStyle}>
          {company.phone}
        </Link>{" "}
        or visit our showroom at {company.address}.
      </Text>
    </EmailLayout>
  );
}

export function orderConfirmationText(props: OrderConfirmationProps): string {
  const { order, company, trackUrl } = props;
  return textEmail([
    `Dear ${order.customer.name},`,
    `We have received your order ${order.orderNumber}. We will call you shortly to confirm it and arrange delivery.`,
    linesAsText(order, UNKNOWN_CHARGE_FOR_CUSTOMER),
    `Follow your order at ${trackUrl} with its number and your phone.`,
    `Questions? Call us at ${company.phone} or visit our showroom at ${company.address}.`,
    `${company.name} · ${company.phone} · ${company.email}`,
  ]);
}
