import type { ReactNode } from "react";
import { data, isRouteErrorResponse, Link, useRouteError } from "react-router";
import { LANG_NAME_FOR_STAFF, type Lang } from "../../../../common/lang";
import { neutraliseDisplayText } from "../../../../common/display-text";
import { formProblemOf } from "../auth/form-problem";
import { ConflictNotice, FormNotice, PageHeading } from "../auth/page-heading";

/**
 * The parts of a back-office record page (an order, a contact request): the heading with the way back to
 * the list, the confirmation or refusal of the last change, the two columns (the record on the left, what
 * staff do with it on the right), the visitor's contact details, and the page shown when the record is
 * missing. The changes themselves (notes, history) are in record-changes.tsx.
 */

/** A record page's action saved the change: the confirmation. */
export type RecordNotice = { intent: string; notice: string };

/** A record page's action refused the change: why, and the fields' messages. */
export type RecordRefusal = {
  intent: string;
  problem: string;
  /** Someone else changed the record meanwhile (or it is gone): the page shows it as it is now. */
  conflict: boolean;
  fields?: Record<string, string>;
};

/** What a record page's action answers: a confirmation, or why the change was refused. */
export type RecordActionResult = RecordNotice | RecordRefusal;

/**
 * A record page action's answer when the service refused the change: its message and fields, with its
 * status. A 409 (someone else changed the record, or the workflow no longer allows the step) or a 404 (it
 * is gone) is a conflict: the page loads the record again and shows the message above it. What is not a
 * refusal (a bug, the database down) goes on to the error boundary.
 */
export function refusedChange<Extra extends object>(error: unknown, intent: string, extra: Extra) {
  const problem = formProblemOf(error);
  if (!problem) throw error;
  const refusal: RecordRefusal & Extra = {
    intent,
    problem: problem.message,
    conflict: problem.status === 409 || problem.status === 404,
    fields: problem.fields,
    ...extra,
  };
  return data(refusal, { status: problem.status });
}

/** A record page action's answer to an intent it does not know. */
export function unknownIntent(intent: string) {
  return data({ intent, problem: "Unknown action.", conflict: false } satisfies RecordRefusal, {
    status: 400,
  });
}

/** The record's name and status badge, a line or two about it, and the page's own buttons beside them. */
export function RecordHeading({
  back,
  title,
  badge,
  actions,
  children,
}: {
  /** The list the record belongs to: its address and the link's words. */
  back: { to: string; label: string };
  title: ReactNode;
  badge: ReactNode;
  actions?: ReactNode;
  /** Under the title: when it arrived, what it is worth. */
  children: ReactNode;
}) {
  const heading = (
    <>
      <p className="text-sm">
        <Link to={back.to} className="text-walnut underline underline-offset-4">
          {back.label}
        </Link>
      </p>
      <h1 className="mt-2 flex flex-wrap items-center gap-3 wrap-anywhere font-display text-4xl text-charcoal">
        {title}
        {badge}
      </h1>
      {children}
    </>
  );
  if (!actions) return <div className="mb-6 min-w-0">{heading}</div>;
  return (
    <div className="mb-6 flex flex-wrap items-start justify-between gap-4">
      <div className="min-w-0">{heading}</div>
      {actions}
    </div>
  );
}

/**
 * The record page below its heading: the last change's confirmation (or, when someone else changed the
 * record first, why nothing was saved), then the record beside what staff do with it (one column on a
 * phone, the actions second).
 */
export function RecordLayout({
  heading,
  result,
  main,
  aside,
}: {
  heading: ReactNode;
  result: RecordActionResult | undefined;
  main: ReactNode;
  aside: ReactNode;
}) {
  const conflict = result && "problem" in result && result.conflict ? result.problem : undefined;
  return (
    <>
      {heading}
      <FormNotice message={result && "notice" in result ? result.notice : undefined} />
      <ConflictNotice message={conflict} />
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem] lg:items-start">
        <div className="grid min-w-0 gap-6">{main}</div>
        <div className="grid min-w-0 gap-6">{aside}</div>
      </div>
    </>
  );
}

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, "")}`;
const shown = (text: string) => neutraliseDisplayText(text);

/**
 * Who wrote or ordered: name, phone and email as links that call or write to them from a phone, the
 * language of the page they used, and their address. Visitor text, shown with disguising characters made
 * visible.
 */
export function ContactDetails({
  contact,
  addressLabel,
  className,
}: {
  contact: { name: string; phone: string; email: string | null; address: string; language: Lang };
  /** "Address", or "Delivery address" for an order. */
  addressLabel: string;
  /** Classes added to the list's grid (its columns, a rule above it). */
  className?: string;
}) {
  return (
    <dl className={className ? `grid gap-3 text-sm ${className}` : "grid gap-3 text-sm"}>
      <div>
        <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Name</dt>
        <dd className="mt-0.5 wrap-anywhere text-base text-charcoal">{shown(contact.name)}</dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Phone</dt>
        <dd className="mt-0.5">
          <a href={telHref(contact.phone)} className="text-base text-walnut underline underline-offset-4">
            {shown(contact.phone)}
          </a>
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Page language</dt>
        <dd className="mt-0.5 text-base text-charcoal" data-testid="page-language">
          {LANG_NAME_FOR_STAFF[contact.language]}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">Email</dt>
        <dd className="mt-0.5 break-all">
          {contact.email ? (
            <a href={`mailto:${contact.email}`} className="text-walnut underline underline-offset-4">
              {shown(contact.email)}
            </a>
          ) : (
            <span className="text-charcoal/70">Not given</span>
          )}
        </dd>
      </div>
      <div>
        <dt className="text-xs uppercase tracking-[0.14em] text-charcoal/70">{addressLabel}</dt>
        <dd className="mt-0.5 whitespace-pre-line wrap-anywhere">
          {contact.address.trim() ? (
            shown(contact.address)
          ) : (
            <span className="text-charcoal/70">Not given</span>
          )}
        </dd>
      </div>
    </dl>
  );
}

/**
 * A record page's error boundary: the record is not there (404), or it could not be shown; either way a
 * link back to its list.
 */
export function RecordErrorPage({
  record,
  list,
}: {
  /** The record's name in a sentence: "order", "contact request". */
  record: string;
  list: { to: string; label: string };
}) {
  const error = useRouteError();
  const missing = isRouteErrorResponse(error) && error.status === 404;
  const title = `${record.charAt(0).toUpperCase()}${record.slice(1)} not found`;
  return (
    <PageHeading title={missing ? title : "Something went wrong"}>
      {missing
        ? `There is no ${record} at this address. `
        : `We could not show this ${record}. Please reload the page. `}
      <a href={list.to} className="text-walnut underline underline-offset-4">
        {list.label}
      </a>
    </PageHeading>
  );
}
