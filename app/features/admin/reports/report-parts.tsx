import { Form, Link } from "react-router";
import { reportFiltersQuery, type ReportRange } from "../../../../common/report-filters";
import { Button, buttonClassName } from "~/components/button";
import { fieldControlClass } from "~/components/form-field";

// The parts the Reports and Reconcile pages share: the date form with its presets, the CSV link and the
// tables' cells.

/** A table cell; `numberCell` for figures, right-aligned in even columns. */
export const cell = "border-b border-sand/60 px-3 py-2 align-top";
export const numberCell = `${cell} text-right tabular-nums whitespace-nowrap`;

const labelClass = "mb-2 block text-xs font-medium uppercase tracking-[0.14em] text-charcoal/80";

/** One end of the range; while the dates asked for are wrong, it points at what is wrong with them. */
function DateInput({
  name,
  label,
  value,
  problem,
}: {
  name: "from" | "to";
  label: string;
  value: string;
  problem: string | undefined;
}) {
  return (
    <div>
      <label htmlFor={`report-${name}`} className={labelClass}>
        {label}
      </label>
      <input
        id={`report-${name}`}
        name={name}
        type="date"
        required
        defaultValue={value}
        aria-describedby={problem ? "report-dates-problem" : undefined}
        className={fieldControlClass(Boolean(problem), "h-12")}
      />
    </div>
  );
}

/**
 * The page's date range (what its loader read with `reportRangeOf`), in a GET form: the URL keeps it, so a
 * report can be bookmarked and shared.
 */
export function ReportDates({
  range: { filters, presets, problem },
  path,
  submitLabel,
}: {
  range: ReportRange;
  /** The page the preset links open. */
  path: string;
  submitLabel: string;
}) {
  return (
    <div className="mb-8 space-y-4">
      {/* A new range gives a new form, so its fields show the range the page shows. */}
      <Form
        key={`${filters.from}-${filters.to}`}
        method="get"
        role="search"
        aria-label="Report dates"
        className="flex flex-wrap items-end gap-4"
      >
        <DateInput name="from" label="From" value={filters.from} problem={problem} />
        <DateInput name="to" label="To" value={filters.to} problem={problem} />
        <Button type="submit" className="h-12">
          {submitLabel}
        </Button>
      </Form>
      {problem && (
        <p id="report-dates-problem" role="alert" className="text-sm text-[#9b2c1f]">
          {problem} Showing the last 30 days instead.
        </p>
      )}
      <nav aria-label="Date ranges">
        <ul className="flex flex-wrap gap-2 text-sm">
          {presets.map((preset) => {
            const current = preset.from === filters.from && preset.to === filters.to;
            return (
              <li key={preset.label}>
                <Link
                  to={`${path}?${reportFiltersQuery(preset)}`}
                  aria-current={current ? "page" : undefined}
                  className={buttonClassName({ variant: current ? "primary" : "outline", size: "sm" })}
                >
                  {preset.label}
                </Link>
              </li>
            );
          })}
        </ul>
      </nav>
    </div>
  );
}

/** The CSV of a table; `what` names it for a screen reader where a page has several. */
export function CsvExportLink({ href, what }: { href: string; what?: string }) {
  return (
    // A plain link: the browser downloads the file with the session cookie.
    <a href={href} download className={buttonClassName({ variant: "outline", size: "sm" })}>
      Export CSV{what && <span className="sr-only"> of {what}</span>}
    </a>
  );
}
