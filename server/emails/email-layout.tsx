import { Body, Container, Head, Heading, Hr, Html, Preview, Section, Text } from "@react-email/components";
import type { CSSProperties, ReactNode } from "react";
import type { Lang } from "../../common/lang";
import type { CompanyFacts } from "./email-data";

export const palette = {
  ivory: "#f7f3ec",
  linen: "#efe8dc",
  sand: "#d9c8ae",
  walnut: "#5a3e2b",
  charcoal: "#262320",
  brass: "#a8843f",
  muted: "#6b6259",
};

const serif = "'Cormorant Garamond', Cormorant, Georgia, 'Times New Roman', serif";
const sans = "Inter, 'Helvetica Neue', Helvetica, Arial, sans-serif";

export const textStyle: CSSProperties = {
  fontFamily: sans,
  fontSize: "15px",
  lineHeight: "24px",
  color: palette.charcoal,
  margin: "0 0 12px",
};

export const labelStyle: CSSProperties = {
  ...textStyle,
  fontSize: "12px",
  lineHeight: "18px",
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  color: palette.muted,
  margin: "0 0 2px",
};

export const linkStyle: CSSProperties = { color: palette.walnut, textDecoration: "underline" };

/** The company's frame around every email: its name in the display serif, a brass rule, its contact facts. */
export function EmailLayout(props: {
  /** The language of the email's words (English unless said). */
  lang?: Lang;
  preview: string;
  title: string;
  company: CompanyFacts;
  children: ReactNode;
}) {
  return (
    <Html lang={props.lang ?? "en"}>
      <Head />
      <Preview>{props.preview}</Preview>
      <Body style={{ backgroundColor: palette.linen, margin: 0, padding: "24px 0" }}>
        <Container
          style={{
            backgroundColor: palette.ivory,
            maxWidth: "600px",
            borderRadius: "8px",
            border: `1px solid ${palette.sand}`,
            padding: "32px",
          }}
        >
          <Text
            style={{
              fontFamily: serif,
              fontSize: "24px",
              fontWeight: 600,
              color: palette.walnut,
              margin: 0,
            }}
          >
            {props.company.name}
          </Text>
          <Hr
            style={{
              borderColor: palette.brass,
              borderWidth: "2px 0 0",
              width: "48px",
              margin: "12px 0 24px",
            }}
          />
          <Heading
            as="h1"
            style={{
              fontFamily: serif,
              fontSize: "28px",
              fontWeight: 600,
              color: palette.charcoal,
              margin: "0 0 16px",
            }}
          >
            {props.title}
          </Heading>
          {props.children}
          <Hr style={{ borderColor: palette.sand, margin: "32px 0 16px" }} />
          <Section>
            <Text style={{ ...textStyle, fontSize: "13px", lineHeight: "20px", color: palette.muted }}>
              {props.company.name} · {props.company.phone} · {props.company.email}
              <br />
              {props.company.address}
            </Text>
          </Section>
        </Container>
      </Body>
    </Html>
  );
}

/** A label above its value, for the customer's details. */
export function Field(props: { label: string; children: ReactNode }) {
  return (
    <Section style={{ margin: "0 0 12px" }}>
      <Text style={labelStyle}>{props.label}</Text>
      <Text style={{ ...textStyle, margin: 0, whiteSpace: "pre-line" }}>{props.children}</Text>
    </Section>
  );
}
