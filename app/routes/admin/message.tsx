import { data } from "react-router";
import { neutraliseDisplayText } from "../../../common/display-text";
import { MESSAGE_STATUS_LABELS } from "../../../common/order-workflow";
import { formProblemOf, formText, revalidateAfterConflict } from "~/features/admin/auth/form-problem";
import { Panel } from "~/features/admin/auth/page-heading";
import {
  MessageContent,
  MessageHeading,
  MessageHistory,
  MessageNotes,
  MessageStatusForm,
  type MessageActionResult,
} from "~/features/admin/messages/message-detail";
import { NotificationList } from "~/features/admin/notifications/notification-list";
import {
  RecordErrorPage,
  RecordLayout,
  refusedChange,
  unknownIntent,
} from "~/features/admin/shell/record-page";
import type { Route } from "./+types/message";

// The visitor's name, with its disguising characters made visible as everywhere else it is shown.
export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  {
    title: `${loaderData ? neutraliseDisplayText(loaderData.message.name) : "Contact request"} · Contact requests · Back office`,
  },
];

/** Opening the page marks the request read (the first time only, in the audit log). */
export async function loader({ context, params }: Route.LoaderArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  try {
    const [message, notifications] = await Promise.all([
      context.admin.messages.open(params.id, staff),
      context.admin.notifications.listFor("message", params.id),
    ]);
    return { message, notifications };
  } catch (error) {
    const problem = formProblemOf(error);
    if (problem?.status === 404) throw data("Contact request not found", { status: 404 });
    throw error;
  }
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  const form = await request.formData();
  const intent = formText(form, "intent");
  const version = formText(form, "version");
  const notes = formText(form, "notes");
  try {
    if (intent === "status") {
      const message = await context.admin.messages.setStatus(
        params.id,
        { status: formText(form, "status"), version },
        staff,
      );
      return {
        intent,
        notice: `The contact request is now ${MESSAGE_STATUS_LABELS[message.status]}.`,
      } satisfies MessageActionResult;
    }
    if (intent === "notes") {
      await context.admin.messages.updateNotes(params.id, { notes, version }, staff);
      return { intent, notice: "The internal notes are saved." } satisfies MessageActionResult;
    }
    return unknownIntent(intent);
  } catch (error) {
    return refusedChange(error, intent, { notes: intent === "notes" ? notes : undefined });
  }
}

/** After a refused change the request is loaded again, so the page shows what is stored now. */
export const shouldRevalidate = revalidateAfterConflict;

export default function MessagePage({ loaderData, actionData }: Route.ComponentProps) {
  const { message, notifications } = loaderData;
  const result = actionData as MessageActionResult | undefined;
  return (
    <RecordLayout
      heading={<MessageHeading message={message} />}
      result={result}
      main={
        <>
          <MessageContent message={message} />
          <MessageHistory message={message} />
        </>
      }
      aside={
        <>
          <MessageStatusForm message={message} result={result} />
          <MessageNotes message={message} result={result} />
          <Panel id="message-notifications" title="Notifications">
            <NotificationList notifications={notifications} subject="message" />
          </Panel>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return (
    <RecordErrorPage
      record="contact request"
      list={{ to: "/admin/messages", label: "All contact requests" }}
    />
  );
}
