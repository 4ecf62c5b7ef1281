/**
 * An order's or a contact request's notifications (emails, SMS and webhook calls) as the back office shows them.
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

/** What a notification belongs to, for a list that spans orders and contact requests (the dashboard's). */
export type NotificationSubject = {
  type: "order" | "message";
  id: string;
  /** The order's number or the visitor's name, as staff recognise it. */
  title: string;
};

/** A failed notification on the dashboard: what it was, what it belongs to, and why it failed. */
export type FailedNotificationView = NotificationView & { subject: NotificationSubject };
