import { Form } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import type { MessageDetail } from "../../../../common/message-views";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES } from "../../../../common/order-workflow";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { ChangeFields, ChangeHistory, StaffNotesPanel, useSubmittingIntent } from "../shell/record-changes";
import { Panel } from "../auth/page-heading";
import { ContactDetails, RecordHeading, type RecordNotice, type RecordRefusal } from "../shell/record-page";
import { MessageStatusBadge } from "./message-status";

/** What the message page's action answers; a refused notes change keeps the notes as typed. */
export type MessageActionResult = RecordNotice | (RecordRefusal & { notes?: string });

const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

function problemFor(result: MessageActionResult | undefined, intent: string) {
  if (!result || !("problem" in result) || result.conflict || result.intent !== intent) return undefined;
  return result;
}

/** Who wrote and when, with the request's status, above everything else. */
export function MessageHeading({ message }: { message: MessageDetail }) {
  return (
    <RecordHeading
      back={{ to: "/admin/messages", label: "All contact requests" }}
      title={<span className="min-w-0 wrap-anywhere">{neutraliseDisplayText(message.name)}</span>}
      badge={<MessageStatusBadge status={message.status} />}
    >
      <p className="mt-2 text-sm text-charcoal/80">
        Received <time dateTime={message.receivedAt}>{formatDhakaDateTime(message.receivedAt)}</time> (Dhaka
        time)
      </p>
    </RecordHeading>
  );
}

/** Everything the visitor sent, with links that call or write to them from a phone. */
export function MessageContent({ message }: { message: MessageDetail }) {
  return (
    <Panel id="message-content" title="Message">
      <p className="whitespace-pre-line wrap-anywhere text-base leading-relaxed text-charcoal">
        {neutraliseDisplayText(message.message)}
      </p>
      <ContactDetails
        contact={message}
        addressLabel="Address"
        className="mt-6 border-t border-sand/70 pt-4 sm:grid-cols-2"
      />
    </Panel>
  );
}

/** New, Contacted or Closed: one select and a Save button (works without JavaScript). */
export function MessageStatusForm({
  message,
  result,
}: {
  message: MessageDetail;
  result: MessageActionResult | undefined;
}) {
  const problem = problemFor(result, "status");
  const busy = useSubmittingIntent("status");
  return (
    <Panel id="message-status" title="Status">
      <Form method="post" className="grid gap-3" key={`status-${message.version}`}>
        <ChangeFields intent="status" version={message.version} />
        <div>
          <label htmlFor="message-status-field" className={labelClass}>
            Status
          </label>
          <select
            id="message-status-field"
            name="status"
            defaultValue={message.status}
            aria-invalid={problem ? true : undefined}
            aria-describedby={problem ? "message-status-error" : undefined}
            className={fieldControlClass(Boolean(problem), "h-12")}
          >
            {MESSAGE_STATUS_VALUES.map((status) => (
              <option key={status} value={status}>
                {MESSAGE_STATUS_LABELS[status]}
              </option>
            ))}
          </select>
        </div>
        {problem && (
          <p id="message-status-error" role="alert" className="text-sm text-[#9b2c1f]">
            {problem.fields?.status ?? problem.problem}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full sm:w-auto sm:justify-self-start">
          Save status
        </Button>
      </Form>
    </Panel>
  );
}

/** Notes only staff see; a refused save keeps what was typed. */
export function MessageNotes({
  message,
  result,
}: {
  message: MessageDetail;
  result: MessageActionResult | undefined;
}) {
  const problem = problemFor(result, "notes");
  return (
    <StaffNotesPanel
      record="message"
      version={message.version}
      notes={problem?.notes ?? message.notes}
      fieldError={problem?.fields?.notes}
      problem={problem && !problem.fields ? problem.problem : undefined}
    />
  );
}

/** Who did what and when, oldest first, from the visitor sending it. */
export function MessageHistory({ message }: { message: MessageDetail }) {
  return (
    <ChangeHistory
      id="message-history"
      title="History"
      created={{ title: "Sent by the visitor", at: message.receivedAt }}
      entries={message.history.map((entry) => ({ ...entry, title: entry.summary }))}
    />
  );
}
