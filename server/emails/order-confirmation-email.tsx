import { Link, Text } from "@react-email/components";
import type { CompanyFacts, OrderEmailData } from "./email-data";
import { EmailLayout, linkStyle, textStyle } from "./email-layout";
import type { OrderEmailTexts } from "./order-email-texts";
import { OrderLinesTable } from "./order-lines-table";
import { linesAsText, textEmail } from "./render-email";

type OrderConfirmationProps = {
  order: OrderEmailData;
  company: CompanyFacts;
  /** The tracking page with the order number filled in (the phone is still asked there), in the order's language. */
  trackUrl: string;
  /** The words, numbers and dates of the order's language. */
  texts: OrderEmailTexts;
};

/** To the customer who gave an email: what they ordered, where to follow it and how to reach the company. */
export function OrderConfirmationEmail(props: OrderConfirmationProps) {
  const { order, company, trackUrl, texts } = props;
  const words = texts.confirmation;
  const [before, orderNumber, after] = words.received(order.orderNumber);
  const [askBefore, askAfter] = words.questions(company.address);
  return (
    <EmailLayout
      lang={texts.lang}
      preview={words.preview(order.orderNumber)}
      title={words.title}
      company={company}
    >
      <Text style={textStyle}>{words.greeting(order.customer.name)}</Text>
      <Text style={textStyle}>
        {before}
        <strong>{orderNumber}</strong>
        {after}
      </Text>
      <Text style={textStyle}>{words.placed(texts.dhakaTime(order.placedAt))}</Text>
      <OrderLinesTable order={order} unknownCharge={words.unknownCharge} texts={texts} />
      <Text style={textStyle}>
        {words.follow[0]}
        <Link href={trackUrl} style={linkStyle}>
          {trackUrl}
        </Link>
        {words.follow[1]}
      </Text>
      <Text style={textStyle}>
        {askBefore}
        <Link href={company.phoneHref} style={linkStyle}>
          {company.phone}
        </Link>
        {askAfter}
      </Text>
    </EmailLayout>
  );
}

export function orderConfirmationText(props: OrderConfirmationProps): string {
  const { order, company, trackUrl, texts } = props;
  const words = texts.confirmation;
  const [askBefore, askAfter] = words.questions(company.address);
  return textEmail([
    words.greeting(order.customer.name),
    words.received(order.orderNumber).join(""),
    words.placed(texts.dhakaTime(order.placedAt)),
    linesAsText(order, words.unknownCharge, texts),
    `${words.follow[0]}${trackUrl}${words.follow[1]}`,
    `${askBefore}${company.phone}${askAfter}`,
    `${company.name} · ${company.phone} · ${company.email}`,
  ]);
}
