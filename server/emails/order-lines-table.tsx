import { Column, Row, Section, Text } from "@react-email/components";
import { formatTaka } from "../../common/format";
import { lineTotal, type EmailLine } from "./email-data";
import { labelStyle, palette, textStyle } from "./email-layout";

const cell = { ...textStyle, margin: 0, padding: "8px 0", borderBottom: `1px solid ${palette.sand}` };
const numberCell = { ...cell, textAlign: "right" as const, whiteSpace: "nowrap" as const };

/** Every line of an order (name, code, quantity, rate, line total) and the order's total. */
export function OrderLinesTable(props: { lines: EmailLine[]; total: number }) {
  if (props.lines.length === 0) {
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
      {props.lines.map((line, index) => (
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
        <Column style={{ ...cell, fontWeight: 600, borderBottom: "none" }}>Total</Column>
        <Column style={{ ...numberCell, borderBottom: "none" }} />
        <Column style={{ ...numberCell, borderBottom: "none" }} />
        <Column style={{ ...numberCell, fontWeight: 600, borderBottom: "none" }}>
          {formatTaka(props.total)}
        </Column>
      </Row>
    </Section>
  );
}
