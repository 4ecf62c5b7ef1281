import { data } from "react-router";
import { formatTaka } from "../../../common/format";
import { ORDER_ACTION_TARGETS, ORDER_ACTIONS, ORDER_STATUS_LABELS } from "../../../common/order-workflow";
import { buttonClassName } from "~/components/button";
import { formProblemOf, formText, revalidateAfterConflict } from "~/features/admin/auth/form-problem";
import { Panel } from "~/features/admin/auth/page-heading";
import { NotificationList } from "~/features/admin/notifications/notification-list";
import {
  RecordErrorPage,
  RecordLayout,
  refusedChange,
  unknownIntent,
} from "~/features/admin/shell/record-page";
import { OrderActions, OrderNotes } from "~/features/admin/orders/order-actions";
import { OrderDeliveryPanel } from "~/features/admin/orders/order-delivery";
import { OrderCourierPanel } from "~/features/admin/orders/order-courier";
import { COURIER_DISPLAY_NAMES } from "../../../common/couriers";
import { OrderCustomer, OrderHeading, OrderLines, OrderTimeline } from "~/features/admin/orders/order-detail";
import { orderPrintPath } from "~/features/admin/orders/order-paths";
import type { OrderActionResult } from "~/features/admin/orders/order-types";
import type { Route } from "./+types/order";

export const meta: Route.MetaFunction = ({ data: loaderData }) => [
  { title: `${loaderData?.order.orderNumber ?? "Order"} · Orders · Back office` },
];

export async function loader({ context, params }: Route.LoaderArgs) {
  try {
    const [order, notifications] = await Promise.all([
      context.admin.orders.get(params.id),
      context.admin.notifications.listFor("order", params.id),
    ]);
    const [courier, phoneHistory, steadfastCheck] = await Promise.all([
      context.admin.couriers.view(order),
      context.admin.couriers.phoneHistory(order.customer.phone, order.id),
      context.admin.couriers.steadfastCheckOf(order.customer.phone),
    ]);
    return { order, notifications, courier: { ...courier, phoneHistory, steadfastCheck } };
  } catch (error) {
    const problem = formProblemOf(error);
    if (problem?.status === 404) throw data("Order not found", { status: 404 });
    throw error;
  }
}

const isAction = (value: string): value is (typeof ORDER_ACTIONS)[number] =>
  (ORDER_ACTIONS as readonly string[]).includes(value);

export async function action({ context, params, request }: Route.ActionArgs) {
  const staff = context.staff;
  if (!staff) throw data("Sign in to use the back office.", { status: 401 });
  const form = await request.formData();
  const intent = formText(form, "intent");
  const action = formText(form, "action");
  const values: Record<string, string> = {
    courierName: formText(form, "courierName"),
    consignmentNumber: formText(form, "consignmentNumber"),
    reason: formText(form, "reason"),
    notes: formText(form, "notes"),
    deliveryCharge: formText(form, "deliveryCharge"),
    deliveryChargeReason: formText(form, "deliveryChargeReason"),
  };
  try {
    if (intent === "transition") {
      const order = await context.admin.orders.transition(
        params.id,
        {
          action,
          version: formText(form, "version"),
          courierName: values.courierName,
          consignmentNumber: values.consignmentNumber,
          reason: values.reason,
          deliveryCharge: values.deliveryCharge,
          deliveryChargeReason: values.deliveryChargeReason,
        },
        staff,
      );
      const label = isAction(action) ? ORDER_STATUS_LABELS[ORDER_ACTION_TARGETS[action]] : order.status;
      return { intent, notice: `Order ${order.orderNumber} is now ${label}.` } satisfies OrderActionResult;
    }
    if (intent === "courier-booking") {
      const courier = action === "pathao" ? "pathao" : "steadfast";
      const booking = {
        recipientName: formText(form, "recipientName"),
        recipientPhone: formText(form, "recipientPhone"),
        recipientAddress: formText(form, "recipientAddress"),
        cashToCollect: formText(form, "cashToCollect"),
        weightKg: formText(form, "weightKg"),
        itemDescription: formText(form, "itemDescription"),
        note: formText(form, "note"),
      };
      Object.assign(values, booking);
      await context.admin.couriers.requestBooking(
        params.id,
        { ...booking, courier: action, version: formText(form, "version") },
        staff,
      );
      const name = COURIER_DISPLAY_NAMES[courier];
      return {
        intent,
        notice: `Booking with ${name} is queued: the order moves to Shipped once ${name} has the parcel.`,
      } satisfies OrderActionResult;
    }
    if (intent === "steadfast-check") {
      try {
        await context.admin.couriers.checkWithSteadfast(params.id, staff);
      } catch (error) {
        // Steadfast refused or did not answer (a 502 from the service): said beside the button.
        const failed = error as { code?: unknown; message?: unknown };
        if (failed.code !== "courier_failed" || typeof failed.message !== "string") throw error;
        return data({ intent, problem: failed.message, conflict: false } satisfies OrderActionResult, {
          status: 502,
        });
      }
      return {
        intent,
        notice: "Steadfast's delivery history for this phone is below.",
      } satisfies OrderActionResult;
    }
    if (intent === "delivery-charge") {
      const order = await context.admin.orders.setDeliveryCharge(
        params.id,
        { version: formText(form, "version"), deliveryCharge: values.deliveryCharge, reason: values.reason },
        staff,
      );
      return {
        intent,
        notice: `The delivery charge of order ${order.orderNumber} is now ${formatTaka(order.delivery.charge ?? 0)}.`,
      } satisfies OrderActionResult;
    }
    if (intent === "notes") {
      await context.admin.orders.updateNotes(
        params.id,
        { version: formText(form, "version"), notes: values.notes },
        staff,
      );
      return { intent, notice: "The internal notes are saved." } satisfies OrderActionResult;
    }
    return unknownIntent(intent);
  } catch (error) {
    // A stale page (someone else changed the order) and a change the workflow refuses are both 409s; the
    // page then shows the order as it is now, with the message above it.
    return refusedChange(error, intent, { action, values });
  }
}

/** After a refused change the order is loaded again, so the page shows what is stored now. */
export const shouldRevalidate = revalidateAfterConflict;

export default function OrderPage({ loaderData, actionData }: Route.ComponentProps) {
  const { order, notifications, courier } = loaderData;
  const result = actionData as OrderActionResult | undefined;
  return (
    <RecordLayout
      heading={
        <OrderHeading order={order}>
          <a href={orderPrintPath(order.id)} className={buttonClassName({ variant: "outline", size: "sm" })}>
            Print delivery slip
          </a>
        </OrderHeading>
      }
      result={result}
      main={
        <>
          <OrderLines order={order} />
          <OrderTimeline order={order} />
        </>
      }
      aside={
        <>
          <OrderActions order={order} result={result} />
          <OrderCourierPanel order={order} courier={courier} result={result} />
          <OrderCustomer order={order} />
          <OrderDeliveryPanel order={order} result={result} />
          <OrderNotes order={order} result={result} />
          <Panel id="order-notifications" title="Notifications">
            <NotificationList notifications={notifications} subject="order" />
          </Panel>
        </>
      }
    />
  );
}

export function ErrorBoundary() {
  return <RecordErrorPage record="order" list={{ to: "/admin/orders", label: "All orders" }} />;
}
