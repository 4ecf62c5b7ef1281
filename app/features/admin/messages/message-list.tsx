import { Link } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import type { ListPagination } from "../../../../common/list-pagination";
import type { MessageFilters } from "../../../../common/message-filters";
import type { MessageListRow } from "../../../../common/message-views";
import { MESSAGE_STATUS_LABELS, MESSAGE_STATUS_VALUES } from "../../../../common/order-workflow";
import { ListPager, ListSummary } from "../shell/list-paging";
import {
  EmptyList,
  ListCards,
  ListFilterForm,
  ListTable,
  SearchFilter,
  StatusFilter,
  type ListColumn,
} from "../shell/record-list";
import { MessageStatusBadge, UnreadBadge } from "./message-status";

export const messagePath = (id: string) => `/admin/messages/${encodeURIComponent(id)}`;

/** The list's address for these filters and page (page 1 and empty filters left out). */
export function messageListPath(filters: Partial<MessageFilters>): string {
  const query = new URLSearchParams();
  if (filters.q) query.set("q", filters.q);
  if (filters.status) query.set("status", filters.status);
  if (filters.page && filters.page > 1) query.set("page", String(filters.page));
  const search = query.toString();
  return search ? `/admin/messages?${search}` : "/admin/messages";
}

/** Search by name, phone, email or words of the message, and a status; a GET form, so the URL keeps them. */
export function MessageFilterForm({ filters }: { filters: MessageFilters }) {
  const filtered = Boolean(filters.q || filters.status);
  return (
    <ListFilterForm
      className="sm:grid-cols-[minmax(0,1fr)_12rem_auto] sm:items-end"
      submitLabel="Search"
      clear={filtered ? { to: "/admin/messages", label: "Clear" } : undefined}
    >
      <SearchFilter
        id="message-search"
        value={filters.q}
        placeholder="Name, phone, email or words of the message"
      />
      <StatusFilter
        id="message-status-filter"
        value={filters.status}
        statuses={MESSAGE_STATUS_VALUES}
        labels={MESSAGE_STATUS_LABELS}
      />
    </ListFilterForm>
  );
}

function MessageLink({ message }: { message: MessageListRow }) {
  return (
    // No prefetch: opening a message marks it read, so only a real visit may load it.
    <Link
      to={messagePath(message.id)}
      prefetch="none"
      className={`wrap-anywhere text-walnut underline-offset-4 hover:underline ${message.unread ? "font-semibold" : ""}`}
    >
      {neutraliseDisplayText(message.name)}
    </Link>
  );
}

const MESSAGE_COLUMNS: ListColumn[] = [
  { header: "Received", width: "w-40" },
  { header: "From", width: "w-48" },
  { header: "Phone", width: "w-36" },
  { header: "Message" },
  { header: "Status", width: "w-28" },
];

const excerptOf = (message: MessageListRow) => neutraliseDisplayText(message.excerpt.replace(/\s+/g, " "));

/**
 * Contact requests, newest first, unread ones marked. A table from 768 px, a card per request on a phone
 * (the other one is hidden, so each request is read out once).
 */
export function MessageList({ messages }: { messages: MessageListRow[] }) {
  if (messages.length === 0) return <EmptyList>No contact requests found.</EmptyList>;
  return (
    <>
      <ListTable caption="Contact requests, newest first" columns={MESSAGE_COLUMNS}>
        {messages.map((message) => (
          <tr
            key={message.id}
            className={`border-b border-sand/60 align-top ${message.unread ? "bg-linen/60" : ""}`}
          >
            <td className="py-3 pr-4 tabular-nums text-charcoal/85">
              {formatDhakaDateTime(message.receivedAt)}
            </td>
            <td className="py-3 pr-4">
              <MessageLink message={message} />
              {message.unread && (
                <div className="mt-1">
                  <UnreadBadge />
                </div>
              )}
            </td>
            <td className="wrap-anywhere py-3 pr-4 tabular-nums">{neutraliseDisplayText(message.phone)}</td>
            <td className="py-3 pr-4 text-charcoal/85">
              <p className="line-clamp-2 wrap-anywhere">{excerptOf(message)}</p>
            </td>
            <td className="py-3">
              <MessageStatusBadge status={message.status} />
            </td>
          </tr>
        ))}
      </ListTable>

      <ListCards label="Contact requests, newest first">
        {messages.map((message) => (
          <li
            key={message.id}
            className={`rounded-card border p-4 ${message.unread ? "border-walnut/40 bg-linen/60" : "border-sand/70 bg-white/60"}`}
          >
            <div className="flex flex-wrap items-center justify-between gap-2">
              <MessageLink message={message} />
              <span className="flex flex-wrap gap-1.5">
                {message.unread && <UnreadBadge />}
                <MessageStatusBadge status={message.status} />
              </span>
            </div>
            <p className="mt-1 text-xs tabular-nums text-charcoal/75">
              {formatDhakaDateTime(message.receivedAt)} · {neutraliseDisplayText(message.phone)}
            </p>
            <p className="mt-2 line-clamp-3 wrap-anywhere text-sm text-charcoal/85">{excerptOf(message)}</p>
          </li>
        ))}
      </ListCards>
    </>
  );
}

/** How many contact requests match the filters. */
export function MessageListSummary({
  filters,
  pagination,
}: {
  filters: MessageFilters;
  pagination: ListPagination;
}) {
  return (
    <ListSummary
      totalItems={pagination.totalItems}
      one="contact request"
      many="contact requests"
      filtered={Boolean(filters.q || filters.status)}
    />
  );
}

/** Newer and older pages, keeping the filters. */
export function MessagePager({
  filters,
  pagination,
}: {
  filters: MessageFilters;
  pagination: ListPagination;
}) {
  return (
    <ListPager
      page={pagination.page}
      totalPages={pagination.totalPages}
      pathOf={(page) => messageListPath({ ...filters, page })}
      newerLabel="Newer requests"
      olderLabel="Older requests"
    />
  );
}
