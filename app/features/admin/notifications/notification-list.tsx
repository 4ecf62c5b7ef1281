import { Link, useFetcher, useLocation } from "react-router";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { neutraliseDisplayText } from "../../../../common/display-text";
import {
  NOTIFICATION_CHANNEL_LABELS,
  NOTIFICATION_STATUS_LABELS,
  notificationSubjectPath,
  notificationSubjectText,
  type FailedNotificationView,
  type NotificationStatus,
  type NotificationView,
} from "../../../../common/notifications";
import { Button } from "~/components/button";
import { CsrfField } from "../auth/csrf-field";

/** Where a Retry button posts; the route answers a script's request with data, a plain form with a redirect. */
export const notificationRetryPath = (notificationId: string) =>
  `/admin/notifications/${encodeURIComponent(notificationId)}/retry`;

/** What the retry route answers a script's (fetcher's) request. */
export type NotificationRetryResult = { ok: true; notice: string } | { ok: false; problem: string };

const badgeClass: Record<NotificationStatus, string> = {
  queued: "bg-linen text-charcoal/85",
  sending: "bg-brass-light/40 text-charcoal",
  sent: "bg-forest/10 text-forest",
  failed: "bg-[#9b2c1f]/10 text-[#9b2c1f]",
};

const attemptsText = (attempts: number) => (attempts === 1 ? "1 attempt" : `${attempts} attempts`);

/** One sentence on where a notification stands, in Dhaka time. */
function describe(notification: NotificationView): string {
  const { status, attempts, runAt, sentAt } = notification;
  switch (status) {
    case "sent":
      return `Sent ${formatDhakaDateTime(sentAt ?? runAt)}${attempts > 1 ? ` after ${attemptsText(attempts)}` : ""}.`;
    case "failed":
      return `Not sent: gave up after ${attemptsText(attempts)}.`;
    case "sending":
      return `Being sent now (attempt ${attempts}).`;
    case "queued":
      return attempts === 0
        ? `Goes out at ${formatDhakaDateTime(runAt)}.`
        : `${attemptsText(attempts)} failed so far; trying again at ${formatDhakaDateTime(runAt)}.`;
  }
}

/** What a notification is: its channel and, in staff's words, what it is for. */
function NotificationTitle({ notification }: { notification: NotificationView }) {
  return (
    <>
      <span className="rounded-full border border-sand px-2 py-0.5 text-xs text-charcoal/80">
        {NOTIFICATION_CHANNEL_LABELS[notification.channel]}
      </span>
      <span className="font-medium text-charcoal">{notification.label}</span>
    </>
  );
}

/** Where it stands, after the (masked) number an SMS goes to: "To 88017•••••344 · Sent 27 Nov 2026, 07:35." */
function NotificationState({ notification }: { notification: NotificationView }) {
  return (
    <p className="mt-1 text-sm text-charcoal/80">
      {notification.recipient && (
        <>
          To <span className="whitespace-nowrap tabular-nums">{notification.recipient}</span>
          <span aria-hidden="true"> · </span>
        </>
      )}
      {describe(notification)}
    </p>
  );
}

function RetryButton({ notification }: { notification: NotificationView }) {
  const fetcher = useFetcher<NotificationRetryResult>();
  const location = useLocation();
  const busy = fetcher.state !== "idle";
  const result = fetcher.state === "idle" ? fetcher.data : undefined;
  return (
    <fetcher.Form method="post" action={notificationRetryPath(notification._id)} className="mt-3">
      <CsrfField />
      {/* Without JavaScript the form posts the page itself; the route sends the browser back here. */}
      <input type="hidden" name="returnTo" value={`${location.pathname}${location.search}`} />
      <Button
        type="submit"
        variant="outline"
        size="sm"
        loading={busy}
        aria-label={`Retry: ${notification.label}${notification.recipient ? ` to ${notification.recipient}` : ""}`}
      >
        Retry
      </Button>
      <div role="status" aria-live="polite">
        {result && !result.ok && <p className="mt-2 text-sm text-[#9b2c1f]">{result.problem}</p>}
      </div>
    </fetcher.Form>
  );
}

export type NotificationListProps = {
  /** The notifications of one order or one contact request, oldest first. */
  notifications: NotificationView[];
  /** What they belong to, for the sentence shown when there are none. */
  subject: "order" | "message";
};

/**
 * Every email, SMS and webhook call of one order or contact request: queued (and when it goes out), being sent,
 * sent (when), or failed with the reason, and a Retry button on a failed one. A list, so it fits a phone.
 */
export function NotificationList({ notifications, subject }: NotificationListProps) {
  if (notifications.length === 0) {
    return (
      <p className="text-sm text-charcoal/75">
        No notification was sent for this {subject === "order" ? "order" : "contact request"} (no staff
        address or webhook was set up when it arrived).
      </p>
    );
  }
  return (
    <ul className="divide-y divide-sand/70" aria-label="Notifications">
      {notifications.map((notification) => (
        <li key={notification._id} className="py-3 first:pt-0 last:pb-0" data-status={notification.status}>
          <p className="flex flex-wrap items-center gap-2">
            <NotificationTitle notification={notification} />
            <span className={`rounded-full px-2 py-0.5 text-xs ${badgeClass[notification.status]}`}>
              {NOTIFICATION_STATUS_LABELS[notification.status]}
            </span>
          </p>
          <NotificationState notification={notification} />
          {notification.lastError && notification.status !== "sent" && (
            <p className="mt-1 break-words text-sm text-[#9b2c1f]">
              <span className="font-medium">Reason: </span>
              {notification.lastError}
            </p>
          )}
          {notification.status === "failed" && <RetryButton notification={notification} />}
        </li>
      ))}
    </ul>
  );
}

/**
 * The dashboard's list of notifications that gave up: what each was, the order, contact request or low-stock
 * list it belongs to (a link), why it failed, and Retry. Nothing is shown while every notification went out.
 */
export function FailedNotifications({ notifications }: { notifications: FailedNotificationView[] }) {
  if (notifications.length === 0) return null;
  return (
    <section
      aria-labelledby="failed-notifications"
      className="mt-8 rounded-card border border-[#9b2c1f]/40 bg-white/60 p-5 shadow-soft sm:p-6"
    >
      <h2 id="failed-notifications" className="font-display text-2xl text-charcoal">
        Notifications that failed
      </h2>
      <p className="mt-2 text-sm text-charcoal/80">
        These emails, SMS or webhook calls could not be delivered: refused by the receiver, or still failing
        after a day of retries. Fix the cause (the reason is shown), then retry.
      </p>
      <ul className="mt-4 divide-y divide-sand/70" aria-label="Failed notifications">
        {notifications.map((notification) => (
          <li key={notification._id} className="py-3 last:pb-0">
            <p className="flex flex-wrap items-center gap-x-2 gap-y-1">
              <NotificationTitle notification={notification} />
              <span aria-hidden="true" className="text-charcoal/50">
                ·
              </span>
              <Link
                to={notificationSubjectPath(notification.subject)}
                className="min-w-0 break-words text-walnut underline underline-offset-4"
              >
                {neutraliseDisplayText(notificationSubjectText(notification.subject))}
              </Link>
            </p>
            <NotificationState notification={notification} />
            {notification.lastError && (
              <p className="mt-1 break-words text-sm text-[#9b2c1f]">
                <span className="font-medium">Reason: </span>
                {notification.lastError}
              </p>
            )}
            <RetryButton notification={notification} />
          </li>
        ))}
      </ul>
    </section>
  );
}
