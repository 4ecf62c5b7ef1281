import { useEffect, useRef } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/button";
import { fieldControlClass, FormField } from "~/components/form-field";
import { CONTAINER } from "~/components/page-section";
import { useI18n, useLocalPath } from "~/i18n/i18n";
import { formatDateTime, formatPrice, formatShortDate, localDigits } from "~/i18n/format";
import { TRACK_ORDER_NUMBER_MAX_LENGTH, TRACK_ORDER_PHONE_MAX_LENGTH } from "../../../common/limits";
import { accessoryName } from "../../../common/catalogue";
import { paths } from "../../../common/paths";
import type { TrackedOrder, TrackingStep } from "../../../common/tracking";
import { localizeRefusal, trackingStepLabel } from "./tracking-messages";

/** What the page's action answered: the order, or why not (the same words whichever field was wrong). */
export type TrackOrderAnswer =
  | { kind: "found"; order: TrackedOrder; number: string }
  | {
      kind: "refused";
      message: string;
      number: string;
      fields?: Partial<Record<"number" | "phone", string>>;
    };

/** The steps still ahead of an order that is on its way; a cancelled or returned one has none. */
const NORMAL_STEPS: readonly TrackingStep[] = [
  "received",
  "confirmed",
  "handed_to_courier",
  "out_for_delivery",
  "delivered",
];

export function TrackOrderPage({ number, answer }: { number: string; answer?: TrackOrderAnswer }) {
  const { t: messages } = useI18n();
  const t = messages.tracking;
  const navigation = useNavigation();
  // The form posts to the page's own address, so a Bengali lookup comes back as the Bengali page.
  const action = useLocalPath()(paths.trackOrder);
  const submitting = navigation.state === "submitting" && Boolean(navigation.formAction?.startsWith(action));
  const resultRef = useRef<HTMLDivElement>(null);
  // After a lookup in the browser, the answer takes the focus so a screen reader reads it at once.
  useEffect(() => {
    if (answer) resultRef.current?.focus();
  }, [answer]);
  const refusedFields = answer?.kind === "refused" ? answer.fields : undefined;
  const fields = refusedFields && {
    number: refusedFields.number && localizeRefusal(refusedFields.number, messages),
    phone: refusedFields.phone && localizeRefusal(refusedFields.phone, messages),
  };

  return (
    <div className={`${CONTAINER} py-12 sm:py-16 lg:py-20`}>
      <div className="mx-auto max-w-3xl">
        <p className="text-xs font-medium uppercase tracking-[0.2em] text-walnut">{t.eyebrow}</p>
        <h1 className="mt-3 text-4xl text-walnut sm:text-5xl">{t.title}</h1>
        <p className="mt-4 text-charcoal/80">{t.lead}</p>

        <Form
          method="post"
          action={action}
          className="mt-8 grid gap-6 rounded-card bg-white/70 p-6 shadow-soft ring-1 ring-sand/40 sm:grid-cols-2 sm:p-8"
        >
          <FormField
            id="track-number"
            label={t.numberLabel}
            required
            error={fields?.number}
            hint={t.numberHint}
          >
            {(describedBy) => (
              <input
                id="track-number"
                name="number"
                type="text"
                required
                autoComplete="off"
                autoCapitalize="characters"
                spellCheck={false}
                maxLength={TRACK_ORDER_NUMBER_MAX_LENGTH}
                defaultValue={answer?.number ?? number}
                aria-invalid={fields?.number ? true : undefined}
                aria-describedby={describedBy}
                className={fieldControlClass(Boolean(fields?.number), "h-12")}
              />
            )}
          </FormField>
          <FormField id="track-phone" label={t.phoneLabel} required error={fields?.phone} hint={t.phoneHint}>
            {(describedBy) => (
              <input
                id="track-phone"
                name="phone"
                type="tel"
                required
                autoComplete="tel"
                inputMode="tel"
                maxLength={TRACK_ORDER_PHONE_MAX_LENGTH}
                aria-invalid={fields?.phone ? true : undefined}
                aria-describedby={describedBy}
                className={fieldControlClass(Boolean(fields?.phone), "h-12")}
              />
            )}
          </FormField>
          <div className="sm:col-span-2">
            <Button type="submit" loading={submitting} loadingText={t.submitting}>
              {t.submit}
            </Button>
          </div>
        </Form>

        <div ref={resultRef} tabIndex={-1} aria-live="polite" className="mt-10 focus:outline-none">
          {answer?.kind === "refused" && !answer.fields && (
            <p
              role="alert"
              className="rounded-card border border-[#9b2c1f]/40 bg-white px-5 py-4 text-[#9b2c1f]"
            >
              {localizeRefusal(answer.message, messages)}
            </p>
          )}
          {answer?.kind === "found" && <TrackedOrderView order={answer.order} />}
        </div>
      </div>
    </div>
  );
}

function TrackedOrderView({ order }: { order: TrackedOrder }) {
  const { lang, t: messages } = useI18n();
  const t = messages.tracking;
  const passed = new Set(order.timeline.map((entry) => entry.step));
  const ended = passed.has("cancelled") || passed.has("returned");
  const upcoming = ended
    ? []
    : NORMAL_STEPS.filter((step) => !passed.has(step) && !passedBeyond(step, passed));
  return (
    <section
      aria-labelledby="tracked-order-heading"
      className="rounded-card bg-linen/70 p-6 shadow-soft ring-1 ring-sand/50 sm:p-8"
    >
      <h2 id="tracked-order-heading" className="text-3xl font-semibold text-walnut">
        {t.resultHeading(order.orderNumber)}
      </h2>
      <p className="mt-1 text-sm text-charcoal/75">{t.placedOn(formatShortDate(lang, order.placedAt))}</p>

      <h3 className="mt-8 text-xl font-semibold text-walnut">{t.timelineHeading}</h3>
      <ol className="mt-4 space-y-4" data-testid="tracking-timeline">
        {order.timeline.map((entry, index) => (
          <li key={`${entry.step}-${index}`} className="flex gap-3">
            <span aria-hidden="true" className="mt-1.5 size-3 shrink-0 rounded-full bg-walnut" />
            <div>
              <p className="font-medium text-charcoal">
                {trackingStepLabel(entry.step, entry.courier, messages)}
              </p>
              <p className="text-sm text-charcoal/75">
                <time dateTime={entry.at}>{formatDateTime(lang, entry.at)}</time>
              </p>
              {entry.trackingCode && (
                <p className="text-sm text-charcoal/80">{t.trackingCode(entry.trackingCode)}</p>
              )}
              {entry.trackingUrl && entry.courier && (
                <a
                  href={entry.trackingUrl}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="text-sm font-medium text-walnut underline underline-offset-4 hover:text-walnut-dark"
                >
                  {t.courierPage(entry.courier)} <span className="sr-only">{t.courierPageNewTab}</span>
                </a>
              )}
            </div>
          </li>
        ))}
        {upcoming.map((step) => (
          <li key={step} className="flex gap-3 text-charcoal/70">
            <span
              aria-hidden="true"
              className="mt-1.5 size-3 shrink-0 rounded-full border border-charcoal/50"
            />
            <p>
              <span className="sr-only">{t.upcoming}: </span>
              {trackingStepLabel(step, null, messages)}
            </p>
          </li>
        ))}
      </ol>

      <h3 className="mt-8 text-xl font-semibold text-walnut">{t.itemsHeading}</h3>
      <ul className="mt-3 divide-y divide-sand/70">
        {order.items.map((item, index) => (
          <li key={index} className="flex items-baseline justify-between gap-4 py-2 text-sm">
            <span>
              {accessoryName(item, lang)}{" "}
              <span className="text-charcoal/70">× {localDigits(lang, item.quantity)}</span>
            </span>
            <span className="tabular-nums">{formatPrice(lang, item.total)}</span>
          </li>
        ))}
      </ul>
      <dl className="mt-4 space-y-2 border-t border-sand pt-4 text-sm">
        <div className="flex justify-between gap-4">
          <dt className="text-charcoal/75">{t.itemsSubtotal}</dt>
          <dd className="tabular-nums">{formatPrice(lang, order.itemsSubtotal)}</dd>
        </div>
        <div className="flex justify-between gap-4">
          <dt className="text-charcoal/75">{t.delivery}</dt>
          <dd className="tabular-nums">
            {order.deliveryCharge === null
              ? t.deliveryToBeConfirmed
              : formatPrice(lang, order.deliveryCharge)}
          </dd>
        </div>
        <div className="flex justify-between gap-4 text-base font-semibold">
          <dt>{t.total}</dt>
          <dd className="tabular-nums" data-testid="tracked-total">
            {formatPrice(lang, order.total)}
          </dd>
        </div>
      </dl>
    </section>
  );
}

/** A step skipped on the way (the shop's own van delivers a confirmed order without a courier). */
function passedBeyond(step: TrackingStep, passed: ReadonlySet<TrackingStep>): boolean {
  const index = NORMAL_STEPS.indexOf(step);
  return NORMAL_STEPS.slice(index + 1).some((later) => passed.has(later));
}
