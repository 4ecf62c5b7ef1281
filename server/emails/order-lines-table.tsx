import { Column, Row, Section, Text } from "@react-email/components";
import { lineTotal, type EmailLine, type OrderEmailData } from "./email-data";
import { labelStyle, palette, textStyle } from "./email-layout";
import type { OrderEmailTexts } from "./order-email-texts";

const cell = { ...textStyle, margin: 0, padding: "8px 0", borderBottom: `1px solid ${palette.sand}` };
const numberCell = { ...cell, textAlign: "right" as const, whiteSpace: "nowrap" as const };
const sumCell = { ...cell, borderBottom: "none", padding: "4px 0" };
const sumNumberCell = { ...numberCell, borderBottom: "none", padding: "4px 0" };

/** A line's name in the email's language: the catalogue's Bengali name in a Bengali email when it has one. */
export function lineName(line: EmailLine, texts: OrderEmailTexts): string {
  return (texts.lang === "bn" && line.nameBn) || line.name;
}

/** "Delivery (Inside Dhaka: Dhanmondi, Dhaka; 1.5 kg)": what the charge is for. */
export function deliveryLabel(
  order: Pick<OrderEmailData, "delivery" | "deliveryZone">,
  texts: OrderEmailTexts,
): string {
  const { place, weightGrams } = order.delivery;
  const zone = order.deliveryZone;
  const where = place ? `${texts.zone(zone)}: ${place}` : texts.zone(zone);
  return weightGrams > 0
    ? `${texts.table.delivery} (${where}; ${texts.weight(weightGrams)})`
    : `${texts.table.delivery} (${where})`;
}

/** The charge, or what happens while nobody knows it yet. */
export function deliveryChargeText(
  charge: number | null,
  unknownText: string,
  texts: OrderEmailTexts,
): string {
  return charge === null ? unknownText : texts.price(charge);
}

/**
 * Every line of an order (name, code, quantity, rate, line total), then the items' subtotal, the delivery
 * charge and the total to pay, in the texts' language. `unknownCharge` says what stands in for a charge
 * nobody knows yet.
 */
export function OrderLinesTable(props: {
  order: OrderEmailData;
  unknownCharge: string;
  texts: OrderEmailTexts;
}) {
  const { order, texts } = props;
  if (order.lines.length === 0) {
    return <Text style={textStyle}>{texts.table.noLines}</Text>;
  }
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Row>
        <Column style={labelStyle}>{texts.table.item}</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>{texts.table.quantity}</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>{texts.table.rate}</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>{texts.table.total}</Column>
      </Row>
      {order.lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell}>
            {lineName(line, texts)}
            <br />
            <span
              style={{ fontSize: "13px", color: palette.muted }}
            >{`${texts.table.code} ${line.code}`}</span>
          </Column>
          <Column style={numberCell}>{texts.number(line.quantity)}</Column>
          <Column style={numberCell}>{texts.price(line.rate)}</Column>
          <Column style={numberCell}>{texts.price(lineTotal(line))}</Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...sumCell, paddingTop: "10px" }}>{texts.table.items}</Column>
        <Column style={{ ...sumNumberCell, paddingTop: "10px" }}>{texts.price(order.itemsSubtotal)}</Column>
      </Row>
      <Row>
        <Column style={sumCell}>{deliveryLabel(order, texts)}</Column>
        <Column style={sumNumberCell}>
          {deliveryChargeText(order.delivery.charge, props.unknownCharge, texts)}
        </Column>
      </Row>
      <Row>
        <Column style={{ ...sumCell, fontWeight: 600 }}>{texts.table.totalToPay}</Column>
        <Column style={{ ...sumNumberCell, fontWeight: 600 }}>{texts.price(order.total)}</Column>
      </Row>
    </Section>
  );
}
