import { parseMessageFilters } from "../../../common/message-filters";
import { PageHeading } from "~/features/admin/auth/page-heading";
import {
  MessageFilterForm,
  MessageList,
  MessageListSummary,
  MessagePager,
} from "~/features/admin/messages/message-list";
import type { Route } from "./+types/messages";

export const meta: Route.MetaFunction = () => [{ title: "Contact requests · Back office" }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const list = await context.admin.messages.list(parseMessageFilters(new URL(request.url).searchParams));
  return { messages: list.messages, filters: list.filters, pagination: list.pagination };
}

export default function MessagesPage({ loaderData }: Route.ComponentProps) {
  const { messages, filters, pagination } = loaderData;
  return (
    <>
      <PageHeading title="Contact requests">
        Consultation requests from the website, newest first; unread ones are marked. Times are Dhaka time.
      </PageHeading>
      <MessageFilterForm key={JSON.stringify(filters)} filters={filters} />
      <MessageListSummary filters={filters} pagination={pagination} />
      <MessageList messages={messages} />
      <MessagePager filters={filters} pagination={pagination} />
    </>
  );
}
