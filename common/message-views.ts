import type { Lang } from "./lang";
import type { ListPagination } from "./list-pagination";
import type { MessageFilters } from "./message-filters";
import type { MessageStatusValue } from "./order-workflow";

/**
 * Contact requests as the back office's message service returns them and its pages show them: one
 * definition, used by the service's return types (server/admin/messages) and by the pages' components
 * (app/features/admin/messages). Times are ISO strings (the JSON the loaders hand over).
 */

/** A row of the contact request list: the start of the message, and whether anyone has opened it. */
export type MessageListRow = {
  id: string;
  name: string;
  phone: string;
  email: string | null;
  excerpt: string;
  receivedAt: string;
  status: MessageStatusValue;
  unread: boolean;
};

/** One page of the contact request list, with the filters applied. */
export type MessageList = {
  messages: MessageListRow[];
  filters: MessageFilters;
  pagination: ListPagination;
};

/** An entry of the request's history: who did what, described for the page. */
export type MessageHistoryEntry = {
  id: string;
  actorName: string;
  at: string;
  action: string;
  summary: string;
};

/** The message page's contact request: everything the visitor sent, its status, notes and history. */
export type MessageDetail = {
  id: string;
  /** The language of the page the request was sent from. */
  language: Lang;
  name: string;
  email: string | null;
  phone: string;
  address: string;
  message: string;
  receivedAt: string;
  readAt: string | null;
  status: MessageStatusValue;
  notes: string;
  version: number;
  history: MessageHistoryEntry[];
};
