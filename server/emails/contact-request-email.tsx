import { LANG_NAME_FOR_STAFF } from "../../common/lang";
import { Link, Text } from "@react-email/components";
import { formatDhakaTime, type CompanyFacts, type ContactRequestEmailData } from "./email-data";
import { EmailLayout, Field, linkStyle, textStyle } from "./email-layout";
import { textEmail } from "./render-email";

/** To staff (NOTIFY_EMAILS): everything the visitor sent; replying answers the visitor when they gave an email. */
export function ContactRequestEmail(props: { request: ContactRequestEmailData; company: CompanyFacts }) {
  const { request } = props;
  return (
    <EmailLayout preview="New contact request" title="New contact request" company={props.company}>
      <Text style={textStyle}>Received {formatDhakaTime(request.receivedAt)}.</Text>
      <Field label="Name">{request.visitor.name}</Field>
      <Field label="Language">{LANG_NAME_FOR_STAFF[request.language]}</Field>
      <Field label="Phone">
        <Link href={request.visitor.phoneHref} style={linkStyle}>
          {request.visitor.phone}
        </Link>
      </Field>
      <Field label="Email">{request.visitor.email ?? "Not given"}</Field>
      <Field label="Address">{request.visitor.address}</Field>
      <Field label="Message">{request.message}</Field>
      <Text style={textStyle}>
        <Link href={request.adminUrl} style={linkStyle}>
          Open the request in the back office
        </Link>
      </Text>
    </EmailLayout>
  );
}

export function contactRequestText(props: {
  request: ContactRequestEmailData;
  company: CompanyFacts;
}): string {
  const { request } = props;
  return textEmail([
    "New contact request",
    `Received ${formatDhakaTime(request.receivedAt)}.`,
    [
      `Name: ${request.visitor.name}`,
      `Language: ${LANG_NAME_FOR_STAFF[request.language]}`,
      `Phone: ${request.visitor.phone} (${request.visitor.phoneHref})`,
      `Email: ${request.visitor.email ?? "Not given"}`,
      `Address: ${request.visitor.address}`,
    ],
    ["Message:", request.message],
    `Open the request in the back office: ${request.adminUrl}`,
  ]);
}
