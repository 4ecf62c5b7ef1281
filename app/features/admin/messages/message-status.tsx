import { MESSAGE_STATUS_LABELS, type MessageStatusValue } from "../../../../common/order-workflow";

const statusClass: Record<MessageStatusValue, string> = {
  new: "bg-brass-light/40 text-charcoal",
  contacted: "bg-forest/10 text-forest",
  closed: "bg-linen text-charcoal/80",
};

/** A contact request's status as a small label: New, Contacted or Closed. */
export function MessageStatusBadge({ status }: { status: MessageStatusValue }) {
  return (
    <span className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${statusClass[status]}`}>
      {MESSAGE_STATUS_LABELS[status]}
    </span>
  );
}

/** Marks a contact request nobody has opened yet. */
export function UnreadBadge() {
  return (
    <span className="inline-flex items-center gap-1 rounded-full bg-walnut px-2 py-0.5 text-xs font-medium text-ivory">
      <span aria-hidden="true" className="size-1.5 rounded-full bg-brass-light" />
      Unread
    </span>
  );
}
