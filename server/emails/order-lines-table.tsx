import { Column, Row, Section, Text } from "@react-email/components";
import { formatKilograms } from "../../common/delivery/delivery-charge";
import { formatTaka } from "../../common/format";
import { lineTotal, type OrderEmailData } from "./email-data";
import { labelStyle, palette, textStyle } from "./email-layout";

const cell = { ...textStyle, margin: 0, padding: "8px 0", borderBottom: `1px solid ${palette.sand}` };
const numberCell = { ...cell, textAlign: "right" as const, whiteSpace: "nowrap" as const };
const sumCell = { ...cell, borderBottom: "none", padding: "4px 0" };
const sumNumberCell = { ...numberCell, borderBottom: "none", padding: "4px 0" };

/** "Delivery (Inside Dhaka: Dhanmondi, Dhaka; 1.5 kg)": what the charge is for. */
export function deliveryLabel(order: Pick<OrderEmailData, "delivery">): string {
  const { zoneLabel, place, weightGrams } = order.delivery;
  const where = place ? `${zoneLabel}: ${place}` : zoneLabel;
  return weightGrams > 0 ? `Delivery (${where}; ${formatKilograms(weightGrams)})` : `Delivery (${where})`;
}

/** The charge, or what happens while nobody knows it yet. */
export function deliveryChargeText(charge: number | null, unknownText: string): string {
  return charge === null ? unknownText : formatTaka(charge);
}

/**
 * Every line of an order (name, code, quantity, rate, line total), then the items' subtotal, the delivery
 * charge and the total to pay. `unknownCharge` says what stands in for a charge nobody knows yet.
 */
export function OrderLinesTable(props: { order: OrderEmailData; unknownCharge: string }) {
  const { order } = props;
  if (order.lines.length === 0) {
    return <Text style={textStyle}>No lines were saved with this order.</Text>;
  }
  return (
    <Section style={{ margin: "8px 0 16px" }}>
      <Row>
        <Column style={labelStyle}>Item</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>Qty</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>Rate</Column>
        <Column style={{ ...labelStyle, textAlign: "right" }}>Total</Column>
      </Row>
      {order.lines.map((line, index) => (
        <Row key={index}>
          <Column style={cell}>
            {line.name}
            <br />
            <span style={{ fontSize: "13px", color: palette.muted }}>Code {line.code}</span>
          </Column>
          <Column style={numberCell}>{line.quantity}</Column>
          <Column style={numberCell}>{formatTaka(line.rate)}</Column>
          <Column style={numberCell}>{formatTaka(lineTotal(line))}</Column>
        </Row>
      ))}
      <Row>
        <Column style={{ ...sumCell, paddingTop: "10px" }}>Items</Column>
        <Column style={{ ...sumNumberCell, paddingTop: "10px" }}>{formatTaka(order.itemsSubtotal)}</Column>
      </Row>
      <Row>
        <Column style={sumCell}>{deliveryLabel(order)}</Column>
        <Column style={sumNumberCell}>
          {deliveryChargeText(order.delivery.charge, props.unknownCharge)}
        </Column>
      </Row>
      <Row>
        <Column style={{ ...sumCell, fontWeight: 600 }}>Total to pay on delivery</Column>
        <Column style={{ ...sumNumberCell, fontWeight: 600 }}>{formatTaka(order.total)}</Column>
      </Row>
    </Section>
  );
}
