/**
 * The notifications (emails, SMS and webhook calls) of an order, a contact request or the stock, as the back
 * office shows them.
 * The server's outbox produces these; the order and message pages list them, and staff retry a failed one.
 */
export const NOTIFICATION_STATUS_VALUES = ["queued", "sending", "sent", "failed"] as const;
export type NotificationStatus = (typeof NOTIFICATION_STATUS_VALUES)[number];

export const NOTIFICATION_STATUS_LABELS: Readonly<Record<NotificationStatus, string>> = {
  queued: "Queued",
  sending: "Sending",
  sent: "Sent",
  failed: "Failed",
};

export const NOTIFICATION_CHANNEL_LABELS = { email: "Email", sms: "SMS", webhook: "Webhook" } as const;
export type NotificationChannel = keyof typeof NOTIFICATION_CHANNEL_LABELS;

export type NotificationView = {
  _id: string;
  kind: string;
  /** What it is, in staff's words: "Email to staff", "Confirmation to the customer", "SMS to the customer". */
  label: string;
  channel: NotificationChannel;
  /** Who an SMS goes to, masked ("88017•••••344"); null for emails and webhook calls. */
  recipient: string | null;
  status: NotificationStatus;
  /** Attempts made so far (0 while it waits for its first). */
  attempts: number;
  /** Why the last attempt failed (kept while a retry is queued). */
  lastError: string | null;
  /** When it goes out next (queued), or was due (sent, failed). ISO 8601. */
  runAt: string;
  sentAt: string | null;
  createdAt: string;
};

/**
 * What a notification belongs to, for a list that spans them (the dashboard's): an order, a contact request, or
 * the day's low-stock email to staff (`stock`, whose id is the day's job subject).
 */
export type NotificationSubject = {
  type: "order" | "message" | "stock";
  id: string;
  /** The order's number, the visitor's name, or the low-stock email's day ("27 Nov 2026"), as staff recognise it. */
  title: string;
};

/** The words of a link to a notification's subject: "Order NI-2611-0042", "Contact request from Farhana". */
export function notificationSubjectText(subject: NotificationSubject): string {
  switch (subject.type) {
    case "order":
      return `Order ${subject.title}`;
    case "message":
      return `Contact request from ${subject.title}`;
    case "stock":
      return `Low stock on ${subject.title}`;
  }
}

/** Where that link goes: the order, the contact request, or the accessories at or below their threshold. */
export function notificationSubjectPath(subject: NotificationSubject): string {
  switch (subject.type) {
    case "order":
      return `/admin/orders/${encodeURIComponent(subject.id)}`;
    case "message":
      return `/admin/messages/${encodeURIComponent(subject.id)}`;
    case "stock":
      return "/admin/accessories?stock=low";
  }
}

/** A failed notification on the dashboard: what it was, what it belongs to, and why it failed. */
export type FailedNotificationView = NotificationView & { subject: NotificationSubject };
