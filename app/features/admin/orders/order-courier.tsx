import { Form, useNavigation } from "react-router";
import {
  COURIER_DISPLAY_NAMES,
  describePhoneHistory,
  type CourierBookingPreview,
  type CourierName,
  type CourierView,
  type PhoneHistory,
  type RiskLevel,
} from "../../../../common/couriers";
import { formatDhakaDateTime } from "../../../../common/dhaka-time";
import { formatTaka } from "../../../../common/format";
import { COURIER_LIMITS } from "../../../../common/limits";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";
import { Panel } from "../auth/page-heading";
import { ChangeFields } from "../shell/record-changes";
import { orderLabelsPath } from "./order-paths";
import type { OrderActionResult, OrderView } from "./order-types";

/** The courier part of the order page: the shared CourierView with the phone's history and Steadfast's word. */
export type OrderCourierView = CourierView & {
  phoneHistory: PhoneHistory;
  /** Steadfast's word on the phone, when asked within the day; null otherwise. */
  steadfastCheck: SteadfastPhoneCheckView | null;
};

/** The server's `SteadfastPhoneCheck`. */
export type SteadfastPhoneCheckView = {
  phone: string;
  deliveredPercent: number | null;
  cancelledPercent: number | null;
  volume: { band: string; label: string };
  reports: number;
  checkedAt: string;
};

/** "6-20 parcels: 80% delivered, 20% cancelled; 1 fraud report". */
export function describeSteadfastCheck(check: SteadfastPhoneCheckView): string {
  const shares =
    check.deliveredPercent === null && check.cancelledPercent === null
      ? "none finished yet"
      : `${check.deliveredPercent ?? 0}% delivered, ${check.cancelledPercent ?? 0}% cancelled`;
  const reports = `${check.reports} fraud report${check.reports === 1 ? "" : "s"} from other shops`;
  return `${check.volume.label.charAt(0).toUpperCase()}${check.volume.label.slice(1)}: ${shares}; ${reports}`;
}

/** **Check with Steadfast** beside our own counts; its answer once asked, with when. */
function SteadfastCheck({
  order,
  check,
  result,
}: {
  order: OrderView;
  check: SteadfastPhoneCheckView | null;
  result: OrderActionResult | undefined;
}) {
  const navigation = useNavigation();
  const busy = navigation.state !== "idle" && navigation.formData?.get("intent") === "steadfast-check";
  const problem =
    result && result.intent === "steadfast-check" && "problem" in result ? result.problem : undefined;
  return (
    <div className="grid gap-2 text-sm" aria-live="polite">
      {check && (
        <p>
          <span className="text-charcoal/80">Steadfast:</span> {describeSteadfastCheck(check)}{" "}
          <span className="text-charcoal/70">(asked {formatDhakaDateTime(check.checkedAt)})</span>
        </p>
      )}
      {problem && (
        <p role="alert" className="text-[#9b2c1f]">
          {problem}
        </p>
      )}
      {!check && (
        <Form method="post">
          <ChangeFields intent="steadfast-check" version={order.version} />
          <Button type="submit" variant="outline" size="sm" disabled={busy}>
            {busy ? "Checking with Steadfast…" : "Check with Steadfast"}
          </Button>
        </Form>
      )}
    </div>
  );
}

const labelClass = "mb-1.5 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

const riskClass: Record<Exclude<RiskLevel, "low">, string> = {
  high: "bg-[#9b2c1f]/10 text-[#9b2c1f]",
  medium: "bg-brass-light/45 text-charcoal",
};

/** "High risk" or "Medium risk" from the phone's earlier orders; nothing for a low risk. Staff only. */
export function RiskBadge({ history }: { history: PhoneHistory }) {
  if (history.risk === "low") return null;
  return (
    <span
      title={describePhoneHistory(history)}
      className={`inline-block whitespace-nowrap rounded-full px-2.5 py-0.5 font-sans text-xs font-medium ${riskClass[history.risk]}`}
    >
      {history.risk === "high" ? "High risk" : "Medium risk"}
    </span>
  );
}

type FieldName = keyof CourierBookingPreview;

/** How one field of the booking preview is asked for; the same fields for every courier, within its limits. */
type BookingFieldSpec = {
  name: FieldName;
  label: string;
  hint?: string;
  inputMode?: "numeric" | "decimal" | "tel";
  maxLength?: number;
  multiline?: boolean;
};

/** The booking preview's fields, in the order the form shows them, with `courier`'s limits. */
function bookingFields(courier: CourierName): BookingFieldSpec[] {
  const limits = COURIER_LIMITS[courier];
  return [
    { name: "recipientName", label: "Recipient", maxLength: limits.nameMax },
    { name: "recipientPhone", label: "Phone", inputMode: "tel" },
    {
      name: "recipientAddress",
      label: "Address with area and district",
      hint: `${limits.addressMin} to ${limits.addressMax} characters`,
      maxLength: limits.addressMax,
      multiline: true,
    },
    {
      name: "cashToCollect",
      label: "Cash to collect (৳)",
      hint: "The total with delivery; 0 when already paid",
      inputMode: "numeric",
    },
    { name: "weightKg", label: "Weight (kg)", hint: "0.5 to 10", inputMode: "decimal" },
    { name: "itemDescription", label: "Items", maxLength: limits.itemDescriptionMax },
    { name: "note", label: "Note for the rider", hint: "Optional", maxLength: limits.noteMax },
  ];
}

/** One field of a courier's booking form: its label, the value to send, and its message or hint. */
function BookingField({
  courier,
  name,
  label,
  value,
  error,
  hint,
  inputMode,
  maxLength,
  multiline,
}: BookingFieldSpec & {
  courier: CourierName;
  value: string;
  error: string | undefined;
}) {
  const id = `${courier}-${name}`;
  const describedBy = error ? `${id}-error` : hint ? `${id}-hint` : undefined;
  const common = {
    id,
    name,
    defaultValue: value,
    maxLength,
    "aria-invalid": error ? true : undefined,
    "aria-describedby": describedBy,
  } as const;
  return (
    <div>
      <label htmlFor={id} className={labelClass}>
        {label}
      </label>
      {multiline ? (
        <textarea {...common} rows={3} className={fieldControlClass(Boolean(error), "min-h-20 py-2")} />
      ) : (
        <input
          {...common}
          type={inputMode === "tel" ? "tel" : "text"}
          inputMode={inputMode}
          className={fieldControlClass(Boolean(error), "h-11")}
        />
      )}
      {error ? (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-[#9b2c1f]">
          {error}
        </p>
      ) : (
        hint && (
          <p id={`${id}-hint`} className="mt-1.5 text-xs text-charcoal/70">
            {hint}
          </p>
        )
      )}
    </div>
  );
}

/** What will be sent to one courier, editable, then **Book with …**. */
function BookingForm({
  order,
  courier,
  preview,
  result,
  open,
}: {
  order: OrderView;
  courier: CourierName;
  preview: CourierBookingPreview;
  result: OrderActionResult | undefined;
  open: boolean;
}) {
  const navigation = useNavigation();
  const busy =
    navigation.state === "submitting" &&
    navigation.formData?.get("intent") === "courier-booking" &&
    navigation.formData?.get("action") === courier;
  const problem =
    result &&
    "problem" in result &&
    !result.conflict &&
    result.intent === "courier-booking" &&
    result.action === courier
      ? result
      : undefined;
  const values = { ...preview, ...(problem?.values ?? {}) } as Record<FieldName, string | number>;
  const name = COURIER_DISPLAY_NAMES[courier];
  const field = (key: FieldName) => String(values[key] ?? "");
  return (
    <details open={open || Boolean(problem)} className="rounded-card border border-sand/70 p-3">
      <summary className="cursor-pointer font-medium text-walnut">Book with {name}</summary>
      <Form method="post" className="mt-3 grid gap-3">
        <ChangeFields intent="courier-booking" action={courier} version={order.version} />
        <p className="text-sm text-charcoal/80">
          What {name} will receive for {order.orderNumber}. Check it and correct it if needed.
        </p>
        {bookingFields(courier).map(({ name: key, ...spec }) => (
          <BookingField
            key={key}
            courier={courier}
            name={key}
            value={field(key)}
            error={problem?.fields?.[key]}
            {...spec}
          />
        ))}
        {problem && !problem.fields && (
          <p role="alert" className="text-sm text-[#9b2c1f]">
            {problem.problem}
          </p>
        )}
        <Button type="submit" loading={busy} className="w-full sm:w-auto">
          Book with {name}
        </Button>
      </Form>
    </details>
  );
}

/** The parcel once booked: courier, consignment, tracking code, the courier's last word and the cash. */
function BookedParcel({ orderId, courier }: { orderId: string; courier: OrderCourierView }) {
  const name = courier.courier ? COURIER_DISPLAY_NAMES[courier.courier] : "";
  return (
    <>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1.5 text-sm">
        <dt className="text-charcoal/80">Courier</dt>
        <dd>{name}</dd>
        <dt className="text-charcoal/80">Consignment</dt>
        <dd>{courier.consignmentId ?? "Not named yet"}</dd>
        <dt className="text-charcoal/80">Tracking code</dt>
        <dd>{courier.trackingCode ?? courier.consignmentId ?? "Not named yet"}</dd>
        {courier.courierStatus && (
          <>
            <dt className="text-charcoal/80">{name} says</dt>
            <dd>
              {courier.courierStatus}
              {courier.courierStatusAt && (
                <span className="text-charcoal/70">
                  {" "}
                  · {formatDhakaDateTime(new Date(courier.courierStatusAt))}
                </span>
              )}
            </dd>
          </>
        )}
        {courier.cashCollected !== null && (
          <>
            <dt className="text-charcoal/80">Cash collected</dt>
            <dd>
              {formatTaka(courier.cashCollected)}
              {courier.cashFlagged && (
                <strong className="ml-2 font-medium text-[#9b2c1f]">
                  Check: partial or a different amount
                </strong>
              )}
            </dd>
          </>
        )}
      </dl>
      <p className="mt-3 text-sm">
        <a href={orderLabelsPath([orderId])} className="text-walnut underline underline-offset-4">
          Print the parcel label
        </a>
      </p>
    </>
  );
}

/**
 * The courier panel: this phone's history with the risk badge, and booking with Steadfast or Pathao (only
 * those configured) on a confirmed order, or the parcel once booked. A refusal shows the courier's message
 * with the form again to correct and retry.
 */
export function OrderCourierPanel({
  order,
  courier,
  result,
}: {
  order: OrderView;
  courier: OrderCourierView;
  result: OrderActionResult | undefined;
}) {
  const name = courier.courier ? COURIER_DISPLAY_NAMES[courier.courier] : "the courier";
  return (
    <Panel id="order-courier" title="Courier">
      <div className="grid gap-4">
        <p className="flex flex-wrap items-center gap-2 text-sm">
          <span className="text-charcoal/80">This phone:</span>
          <span>{describePhoneHistory(courier.phoneHistory)}</span>
          <RiskBadge history={courier.phoneHistory} />
        </p>
        {courier.offered.includes("steadfast") && (
          <SteadfastCheck order={order} check={courier.steadfastCheck} result={result} />
        )}
        {courier.state === "booked" && <BookedParcel orderId={order.id} courier={courier} />}
        {courier.state === "requested" && (
          <p role="status" className="text-sm text-charcoal">
            Booking with {name} is queued: the order moves to Shipped once {name} has the parcel.
            {courier.error && <span className="mt-1 block text-charcoal/80">{courier.error}</span>}
          </p>
        )}
        {(courier.state === "refused" || courier.state === "unconfirmed") && courier.error && (
          <div role="alert" className="rounded-card border border-[#9b2c1f]/40 bg-[#9b2c1f]/5 p-3 text-sm">
            <p className="font-medium text-[#9b2c1f]">
              {courier.state === "refused"
                ? `${name} refused the booking`
                : `${name} did not confirm the booking`}
            </p>
            <p className="mt-1 text-charcoal">{courier.error}</p>
            <p className="mt-1 text-charcoal/80">Correct what is needed below, then book again to retry.</p>
          </div>
        )}
        {courier.canBook &&
          courier.offered.map((offered) => (
            <BookingForm
              key={offered}
              order={order}
              courier={offered}
              preview={courier.preview}
              result={result}
              open={courier.state !== null && courier.courier === offered}
            />
          ))}
        {courier.offered.length === 0 && courier.state === null && (
          <p className="text-sm text-charcoal/80">
            No courier is connected: book by hand and enter the consignment number when marking the order
            shipped.
          </p>
        )}
      </div>
    </Panel>
  );
}
