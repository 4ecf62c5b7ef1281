import { Form, useNavigation } from "react-router";
import { CANCEL_REASON_MAX_LENGTH, COURIER_FIELD_MAX_LENGTH } from "../../../../common/limits";
import { ORDER_ACTION_LABELS, type OrderAction } from "../../../../common/order-workflow";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { Panel } from "../auth/page-heading";
import { ChangeFields, StaffNotesPanel } from "../shell/record-changes";
import type { OrderActionResult, OrderView } from "./order-types";

const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

function problemFor(result: OrderActionResult | undefined, intent: string, action?: string) {
  if (!result || !("problem" in result) || result.conflict) return undefined;
  if (result.intent !== intent || (action && result.action !== action)) return undefined;
  return result;
}

function FieldError({ id, message }: { id: string; message: string | undefined }) {
  if (!message) return null;
  return (
    <p id={id} className="mt-1.5 text-sm text-[#9b2c1f]">
      {message}
    </p>
  );
}

function ActionButton({ action, variant }: { action: OrderAction; variant?: "primary" | "outline" }) {
  const navigation = useNavigation();
  const busy = navigation.state === "submitting" && navigation.formData?.get("action") === action;
  return (
    <Button type="submit" variant={variant} loading={busy} className="w-full sm:w-auto">
      {ORDER_ACTION_LABELS[action]}
    </Button>
  );
}

/** Confirming an order whose zone is unknown: the charge agreed on the call, and why. */
function ConfirmDeliveryCharge({ problem }: { problem: ReturnType<typeof problemFor> }) {
  return (
    <div className="grid gap-3 rounded-card border border-brass/50 bg-brass-light/15 p-3">
      <p className="text-sm text-charcoal">
        The delivery zone is unknown: enter the charge agreed with the customer.
      </p>
      <div>
        <label htmlFor="confirm-delivery-charge" className={labelClass}>
          Delivery charge (৳)
        </label>
        <input
          type="text"
          id="confirm-delivery-charge"
          name="deliveryCharge"
          inputMode="numeric"
          pattern="[0-9]*"
          required
          defaultValue={problem?.values?.deliveryCharge ?? ""}
          aria-invalid={problem?.fields?.deliveryCharge ? true : undefined}
          aria-describedby={problem?.fields?.deliveryCharge ? "confirm-delivery-charge-error" : undefined}
          className={fieldControlClass(Boolean(problem?.fields?.deliveryCharge), "h-11")}
        />
        <FieldError id="confirm-delivery-charge-error" message={problem?.fields?.deliveryCharge} />
      </div>
      <div>
        <label htmlFor="confirm-delivery-charge-reason" className={labelClass}>
          Reason
        </label>
        <input
          type="text"
          id="confirm-delivery-charge-reason"
          name="deliveryChargeReason"
          required
          maxLength={300}
          defaultValue={
            problem?.values?.deliveryChargeReason ?? "Agreed with the customer on the confirmation call"
          }
          aria-invalid={problem?.fields?.deliveryChargeReason ? true : undefined}
          aria-describedby={
            problem?.fields?.deliveryChargeReason ? "confirm-delivery-charge-reason-error" : undefined
          }
          className={fieldControlClass(Boolean(problem?.fields?.deliveryChargeReason), "h-11")}
        />
        <FieldError
          id="confirm-delivery-charge-reason-error"
          message={problem?.fields?.deliveryChargeReason}
        />
      </div>
    </div>
  );
}

/**
 * The workflow's buttons, only those that apply to the order's status. Confirming asks for the delivery charge
 * when the zone is unknown; shipping asks for the courier and the consignment number (both optional);
 * cancelling asks for a reason.
 */
export function OrderActions({ order, result }: { order: OrderView; result: OrderActionResult | undefined }) {
  const actions = order.allowedActions;
  if (actions.length === 0) {
    return (
      <Panel id="order-actions" title="Status">
        <p className="text-sm text-charcoal/80">This order is finished: its status can no longer change.</p>
      </Panel>
    );
  }
  const shipProblem = problemFor(result, "transition", "ship");
  const cancelProblem = problemFor(result, "transition", "cancel");
  const confirmProblem = problemFor(result, "transition", "confirm");
  const otherProblem = ["deliver", "return"]
    .map((action) => problemFor(result, "transition", action))
    .find(Boolean);
  return (
    <Panel id="order-actions" title="Status">
      <div className="grid gap-5">
        {otherProblem && (
          <p role="alert" className="text-sm text-[#9b2c1f]">
            {otherProblem.problem}
          </p>
        )}
        {actions.includes("confirm") && (
          <Form method="post" className="grid gap-2">
            <ChangeFields intent="transition" action="confirm" version={order.version} />
            <p className="text-sm text-charcoal/80">After calling the customer to check the order:</p>
            {order.delivery.chargeNeeded && <ConfirmDeliveryCharge problem={confirmProblem} />}
            {confirmProblem && !confirmProblem.fields && (
              <p role="alert" className="text-sm text-[#9b2c1f]">
                {confirmProblem.problem}
              </p>
            )}
            <ActionButton action="confirm" />
          </Form>
        )}
        {actions.includes("ship") && (
          <Form method="post" className="grid gap-3 border-t border-sand/70 pt-4 first:border-0 first:pt-0">
            <ChangeFields intent="transition" action="ship" version={order.version} />
            <div>
              <label htmlFor="courier-name" className={labelClass}>
                Courier name <span className="normal-case tracking-normal text-charcoal/70">(optional)</span>
              </label>
              <input
                type="text"
                id="courier-name"
                name="courierName"
                maxLength={COURIER_FIELD_MAX_LENGTH}
                defaultValue={shipProblem?.values?.courierName ?? ""}
                aria-invalid={shipProblem?.fields?.courierName ? true : undefined}
                aria-describedby={shipProblem?.fields?.courierName ? "courier-name-error" : undefined}
                className={fieldControlClass(Boolean(shipProblem?.fields?.courierName), "h-11")}
              />
              <FieldError id="courier-name-error" message={shipProblem?.fields?.courierName} />
            </div>
            <div>
              <label htmlFor="consignment-number" className={labelClass}>
                Consignment number{" "}
                <span className="normal-case tracking-normal text-charcoal/70">(optional)</span>
              </label>
              <input
                type="text"
                id="consignment-number"
                name="consignmentNumber"
                maxLength={COURIER_FIELD_MAX_LENGTH}
                defaultValue={shipProblem?.values?.consignmentNumber ?? ""}
                aria-invalid={shipProblem?.fields?.consignmentNumber ? true : undefined}
                aria-describedby={
                  shipProblem?.fields?.consignmentNumber ? "consignment-number-error" : undefined
                }
                className={fieldControlClass(Boolean(shipProblem?.fields?.consignmentNumber), "h-11")}
              />
              <FieldError id="consignment-number-error" message={shipProblem?.fields?.consignmentNumber} />
            </div>
            {shipProblem && !shipProblem.fields && (
              <p role="alert" className="text-sm text-[#9b2c1f]">
                {shipProblem.problem}
              </p>
            )}
            <ActionButton action="ship" />
          </Form>
        )}
        {actions.includes("deliver") && (
          <Form method="post" className="grid gap-2 border-t border-sand/70 pt-4 first:border-0 first:pt-0">
            <ChangeFields intent="transition" action="deliver" version={order.version} />
            <p className="text-sm text-charcoal/80">
              {order.status === "confirmed"
                ? "Delivered by the company's own van, cash received:"
                : "Delivered and the cash received:"}
            </p>
            <ActionButton action="deliver" variant={order.status === "confirmed" ? "outline" : "primary"} />
          </Form>
        )}
        {actions.includes("return") && (
          <Form method="post" className="grid gap-2 border-t border-sand/70 pt-4">
            <ChangeFields intent="transition" action="return" version={order.version} />
            <p className="text-sm text-charcoal/80">The courier brought the parcel back:</p>
            <ActionButton action="return" variant="outline" />
          </Form>
        )}
        {actions.includes("cancel") && (
          <Form method="post" className="grid gap-3 border-t border-sand/70 pt-4">
            <ChangeFields intent="transition" action="cancel" version={order.version} />
            <div>
              <label htmlFor="cancel-reason" className={labelClass}>
                Reason for cancelling
              </label>
              <input
                type="text"
                id="cancel-reason"
                name="reason"
                required
                maxLength={CANCEL_REASON_MAX_LENGTH}
                list="cancel-reasons"
                defaultValue={cancelProblem?.values?.reason ?? ""}
                aria-invalid={cancelProblem?.fields?.reason ? true : undefined}
                aria-describedby={
                  cancelProblem?.fields?.reason ? "cancel-reason-error" : "cancel-reason-hint"
                }
                className={fieldControlClass(Boolean(cancelProblem?.fields?.reason), "h-11")}
              />
              <datalist id="cancel-reasons">
                <option value="Customer unreachable" />
                <option value="Fake order" />
                <option value="Customer changed their mind" />
                <option value="Out of stock" />
              </datalist>
              {cancelProblem?.fields?.reason ? (
                <FieldError id="cancel-reason-error" message={cancelProblem.fields.reason} />
              ) : (
                <p id="cancel-reason-hint" className="mt-1.5 text-xs text-charcoal/70">
                  For example: customer unreachable, fake order
                </p>
              )}
            </div>
            {cancelProblem && !cancelProblem.fields && (
              <p role="alert" className="text-sm text-[#9b2c1f]">
                {cancelProblem.problem}
              </p>
            )}
            <ActionButton action="cancel" variant="outline" />
          </Form>
        )}
      </div>
    </Panel>
  );
}

/** Internal notes, seen by staff only; saved under the same version rule as a status change. */
export function OrderNotes({ order, result }: { order: OrderView; result: OrderActionResult | undefined }) {
  const problem = problemFor(result, "notes");
  return (
    <StaffNotesPanel
      record="order"
      version={order.version}
      notes={problem?.values?.notes ?? order.notes}
      fieldError={problem?.fields?.notes}
      problem={problem && !problem.fields ? problem.problem : undefined}
    />
  );
}
