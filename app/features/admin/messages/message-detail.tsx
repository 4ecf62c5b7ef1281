import { type Lang } from "../../../../common/lang";
import { Form, Link } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import type { MessageDetail } from "../../../../common/message-views";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES } from "../../../../common/order-workflow";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { ChangeFields, ChangeHistory, StaffNotesPanel, useSubmittingIntent } from "../shell/record-changes";
import { Panel } from "../auth/page-heading";
import { MessageStatusBadge } from "./message-status";

/** What the message page's action answers: a confirmation, or the refusal (and the notes as typed). */
export type MessageActionResult =
  | { intent: string; notice: string }
  | {
      intent: string;
      problem: string;
      /** Someone else changed the message meanwhile (or it is gone): the page shows it as it is now. */
      conflict: boolean;
      fields?: Record<string, string>;
      notes?: string;
    };

const shown = (text: string) => neutraliseDisplayText(text);
/** Staff read the language in English: "Bengali (বাংলা)" tells them to answer in Bengali. */
const LANGUAGE_NAMES: Record<Lang, string> = { en: "English", bn: "Bengali (বাংলা)" };

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

function problemFor(result: MessageActionResult | undefined, intent: string) {
  if (!result || !("problem" in result) || result.conflict || result.intent !== intent) return undefined;
  return result;
}

/** Who wrote and when, with the request's status, above everything else. */
export function MessageHeading({ message }: { message: MessageDetail }) {
  return (
    <div className="mb-6 min-w-0">
      <p className="text-sm">
        <Link to="/admin/messages" className="text-walnut underline underline-offset-4">
          All contact requests
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-3 wrap-anywhere font-display text-4xl text-charcoal">
        <span className="min-w-0 wrap-anywhere">{shown(message.name)}</span>
        <MessageStatusBadge status={message.status} />
      </h1>
      <p className="mt-2 text-sm text-charcoal/80">
        Received <time dateTime={message.receivedAt}>{formatDhakaDateTime(message.receivedAt)}</time> (Dhaka
        time)
      </p>
    </div>
  );
}

/** Everything the visitor sent, with links that call or write to them from a phone. */
export function MessageContent({ message }: { message: MessageDetail }) {
  return (
    <Panel id="message-content" title="Message">
      <p className="whitespace-pre-line wrap-anywhere text-base leading-relaxed text-charcoal">
        {shown(message.message)}
      </p>
      <dl className="mt-6 grid gap-3 border-t border-sand/70 pt-4 text-sm sm:grid-cols-2">
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Name</dt>
          <dd className="mt-0.5 wrap-anywhere text-base text-charcoal">{shown(message.name)}</dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Phone</dt>
          <dd className="mt-0.5">
            <a href={telHref(message.phone)} className="text-base text-walnut underline underline-offset-4">
              {shown(message.phone)}
            </a>
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Page language</dt>
          <dd className="mt-0.5 text-base text-charcoal" data-testid="page-language">
            {LANGUAGE_NAMES[message.language]}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Email</dt>
          <dd className="mt-0.5 break-all">
            {message.email ? (
              <a href={`mailto:${message.email}`} className="text-walnut underline underline-offset-4">
                {shown(message.email)}
              </a>
            ) : (
              <span className="text-charcoal/70">Not given</span>
            )}
          </dd>
        </div>
        <div>
          <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Address</dt>
          <dd className="mt-0.5 whitespace-pre-line wrap-anywhere">
            {message.address.trim() ? (
              shown(message.address)
            ) : (
              <span className="text-charcoal/70">Not given</span>
            )}
          </dd>
        </div>
      </dl>
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
