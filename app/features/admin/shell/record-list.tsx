import type { ReactNode } from "react";
import { Form, Link } from "react-router";
import { SEARCH_MAX_LENGTH } from "../../../../common/limits";
import { Button } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";

/**
 * The parts of a back-office list page (the orders, the contact requests): the filter form above the list,
 * and the list itself, a table from 768 px and a card per record on a phone, or a line saying nothing
 * matches. Each list fills them with its own fields and columns; the summary and the pager are in
 * list-paging.tsx.
 */

const filterLabelClass = "mb-2 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";
const filterControlClass = fieldControlClass(false, "h-12");

/**
 * The filters in a GET form, so the URL keeps them (a filtered list can be bookmarked and shared), with
 * the button that applies them and, once something is filtered, a link back to the whole list.
 */
export function ListFilterForm({
  label,
  className,
  actionsClassName = "",
  submitLabel,
  clear,
  children,
}: {
  /** Names the search landmark when the page has more than one form. */
  label?: string;
  /** The form's grid: how the fields sit beside each other at each width. */
  className: string;
  /** Classes for the buttons' cell, after its own flex row. */
  actionsClassName?: string;
  submitLabel: string;
  /** The whole list's address and the link's words; absent while nothing is filtered. */
  clear?: { to: string; label: string };
  children: ReactNode;
}) {
  return (
    <Form method="get" role="search" aria-label={label} className={`mb-6 grid gap-3 ${className}`}>
      {children}
      <div className={`flex flex-wrap items-center gap-3 ${actionsClassName}`.trim()}>
        <Button type="submit" className="h-12">
          {submitLabel}
        </Button>
        {clear && (
          <Link to={clear.to} className="text-sm text-walnut underline underline-offset-4">
            {clear.label}
          </Link>
        )}
      </div>
    </Form>
  );
}

/** One filter: its label above its control. */
function FilterField({
  id,
  label,
  className,
  children,
}: {
  id: string;
  label: string;
  className?: string;
  children: ReactNode;
}) {
  return (
    <div className={className}>
      <label htmlFor={id} className={filterLabelClass}>
        {label}
      </label>
      {children}
    </div>
  );
}

/** The search box (`q`), with what it searches as a placeholder or a hint under it. */
export function SearchFilter({
  id,
  value,
  placeholder,
  hint,
  className,
}: {
  id: string;
  value: string | undefined;
  placeholder?: string;
  hint?: string;
  className?: string;
}) {
  const hintId = `${id}-hint`;
  return (
    <FilterField id={id} label="Search" className={className}>
      <input
        id={id}
        name="q"
        type="search"
        defaultValue={value ?? ""}
        maxLength={SEARCH_MAX_LENGTH}
        placeholder={placeholder}
        aria-describedby={hint ? hintId : undefined}
        className={filterControlClass}
      />
      {hint && (
        <p id={hintId} className="mt-1.5 text-xs text-charcoal/70">
          {hint}
        </p>
      )}
    </FilterField>
  );
}

/** One status or all of them (`status`). */
export function StatusFilter<Status extends string>({
  id,
  value,
  statuses,
  labels,
  className,
}: {
  id: string;
  value: Status | undefined;
  statuses: readonly Status[];
  labels: Readonly<Record<Status, string>>;
  className?: string;
}) {
  return (
    <FilterField id={id} label="Status" className={className}>
      <select id={id} name="status" defaultValue={value ?? ""} className={filterControlClass}>
        <option value="">All</option>
        {statuses.map((status) => (
          <option key={status} value={status}>
            {labels[status]}
          </option>
        ))}
      </select>
    </FilterField>
  );
}

/** A day (`YYYY-MM-DD`), one end of a date range. */
export function DateFilter({
  id,
  name,
  label,
  value,
  className,
}: {
  id: string;
  name: string;
  label: string;
  value: string | undefined;
  className?: string;
}) {
  return (
    <FilterField id={id} label={label} className={className}>
      <input id={id} name={name} type="date" defaultValue={value ?? ""} className={filterControlClass} />
    </FilterField>
  );
}

/** What the list shows when nothing matches. */
export function EmptyList({ children }: { children: ReactNode }) {
  return <p className="rounded-card border border-sand/70 bg-white/60 p-6 text-sm">{children}</p>;
}

/** A column of a list's table: its heading, its width, and whether it holds figures (right-aligned). */
export type ListColumn = {
  header: ReactNode;
  /** A Tailwind width (`w-36`); without one the column takes what the others leave. */
  width?: string;
  numeric?: boolean;
  /** The space to the next column, when not the usual `pr-4`. */
  gap?: string;
};

function headerClass(column: ListColumn, last: boolean): string {
  return [
    column.width,
    "py-3",
    last ? undefined : (column.gap ?? "pr-4"),
    column.numeric ? "text-right" : undefined,
    "font-medium",
  ]
    .filter(Boolean)
    .join(" ");
}

/**
 * The list as a table, shown from 768 px (the cards are hidden there, so each record is read out once).
 * The caption names the list and its order for screen readers; the rows are the list's own.
 */
export function ListTable({
  caption,
  columns,
  children,
}: {
  caption: string;
  columns: ListColumn[];
  children: ReactNode;
}) {
  return (
    <table className="hidden w-full table-fixed border-collapse text-left text-sm md:table">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-sand text-xs uppercase tracking-[0.14em] text-charcoal/75">
          {columns.map((column, index) => (
            <th key={index} scope="col" className={headerClass(column, index === columns.length - 1)}>
              {column.header}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>{children}</tbody>
    </table>
  );
}

/** The list as cards, one per record, shown below 768 px; the label names it as the table's caption does. */
export function ListCards({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul className="grid gap-3 md:hidden" aria-label={label}>
      {children}
    </ul>
  );
}
