import { Button, Link, Section, Text } from "@react-email/components";
import { formatDhakaTime, type CompanyFacts, type OrderEmailData } from "./email-data";
import { EmailLayout, Field, linkStyle, palette, textStyle } from "./email-layout";
import { LANG_NAME_FOR_STAFF } from "../../common/lang";
import { orderEmailTexts } from "./order-email-texts";
import { OrderLinesTable } from "./order-lines-table";
import { linesAsText, textEmail } from "./render-email";

/** Staff read English; the customer's language tells them which to speak on the call. */
const texts = orderEmailTexts("en");

/** Staff set the charge of an order whose zone is unknown on its page, after calling the customer. */
const UNKNOWN_CHARGE_FOR_STAFF = "Not known: set it on the order page";

/** To staff (NOTIFY_EMAILS): everything needed to call the customer back and prepare the order. */
export function NewOrderEmail(props: { order: OrderEmailData; company: CompanyFacts }) {
  const { order } = props;
  return (
    <EmailLayout
      preview={`New order ${order.orderNumber}: ${order.lines.length} line(s)`}
      title={`New order ${order.orderNumber}`}
      company={props.company}
    >
      <Text style={textStyle}>Placed {formatDhakaTime(order.placedAt)}.</Text>
      <Field label="Customer">{order.customer.name}</Field>
      <Field label="Language">{LANG_NAME_FOR_STAFF[order.language]}</Field>
      <Field label="Phone">
        <Link href={order.customer.phoneHref} style={linkStyle}>
          {order.customer.phone}
        </Link>
      </Field>
      <Field label="Address">{order.customer.address}</Field>
      <Field label="Email">{order.customer.email ?? "Not given"}</Field>
      <OrderLinesTable order={order} unknownCharge={UNKNOWN_CHARGE_FOR_STAFF} texts={texts} />
      <Section style={{ margin: "24px 0 0" }}>
        <Button
          href={order.adminUrl}
          style={{
            backgroundColor: palette.walnut,
            color: palette.ivory,
            borderRadius: "6px",
            padding: "12px 20px",
            fontFamily: textStyle.fontFamily,
            fontSize: "15px",
            fontWeight: 600,
          }}
        >
          Open the order in the back office
        </Button>
      </Section>
    </EmailLayout>
  );
}

export function newOrderText(props: { order: OrderEmailData; company: CompanyFacts }): string {
  const { order } = props;
  return textEmail([
    `New order ${order.orderNumber}`,
    `Placed ${formatDhakaTime(order.placedAt)}.`,
    [
      `Customer: ${order.customer.name}`,
      `Language: ${LANG_NAME_FOR_STAFF[order.language]}`,
      `Phone: ${order.customer.phone} (${order.customer.phoneHref})`,
      `Address: ${order.customer.address}`,
      `Email: ${order.customer.email ?? "Not given"}`,
    ],
    linesAsText(order, UNKNOWN_CHARGE_FOR_STAFF, texts),
    `Open the order in the back office: ${order.adminUrl}`,
    `${props.company.name} · ${props.company.phone} · ${props.company.email}`,
  ]);
}
