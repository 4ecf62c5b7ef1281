import type { ReactNode } from "react";
import { DELIVERY_ZONE_LABELS } from "../../../../common/delivery/delivery-charge";
import { formatTaka, groupThousands } from "../../../../common/format";
import { REPORT_DAILY_MAX_DAYS } from "../../../../common/limits";
import { reportCsvPath, type ReportFilters } from "../../../../common/report-filters";
import {
  districtLabel,
  formatRate,
  formatReportDay,
  formatReportMonth,
  REPORT_TITLES,
  type BestSellerRow,
  type OutcomeCounts,
  type ReportData,
  type ReportName,
} from "../../../../common/reports";
import { BarList, ColumnChart, compactNumber, seriesFill } from "./report-charts";
import { cell, CsvExportLink, numberCell } from "./report-parts";

/** `/api/admin/reports/<name>/export.csv?from=…&to=…` */
export function reportExportPath(name: ReportName, filters: ReportFilters): string {
  return reportCsvPath(`/api/admin/reports/${name}`, filters);
}

const percent = (value: number) => `${Math.round(value * 100)} %`;
const count = (value: number) => groupThousands(value);
const taka = (value: number) => formatTaka(value);
const compactTaka = (value: number) => `৳ ${compactNumber(value)}`;

/** A report's section: its title, what it counts, its chart(s), its table and its CSV. */
function ReportSection({
  name,
  filters,
  note,
  children,
}: {
  name: ReportName;
  filters: ReportFilters;
  note: string;
  children: ReactNode;
}) {
  const headingId = `report-${name}`;
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-card border border-sand/70 bg-white/60 p-4 shadow-soft sm:p-6"
    >
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h2 id={headingId} className="font-display text-2xl text-charcoal">
            {REPORT_TITLES[name]}
          </h2>
          <p className="mt-1 max-w-2xl text-sm text-charcoal/80">{note}</p>
        </div>
        <CsvExportLink href={reportExportPath(name, filters)} what={REPORT_TITLES[name].toLowerCase()} />
      </div>
      <div className="mt-5 space-y-5">{children}</div>
    </section>
  );
}

type Column<Row> = { header: string; numeric?: boolean; value: (row: Row) => ReactNode };

/** Every figure of a chart, as a table that scrolls inside its own box on a phone. */
function ReportTable<Row>({
  caption,
  columns,
  rows,
  rowKey,
}: {
  caption: string;
  columns: Column<Row>[];
  rows: Row[];
  rowKey: (row: Row) => string;
}) {
  return (
    <section
      aria-label={`${caption}, table`}
      tabIndex={0}
      className="max-w-full overflow-x-auto focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-dark"
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr>
            {columns.map((column) => (
              <th
                key={column.header}
                scope="col"
                className={`${column.numeric ? numberCell : cell} text-xs font-medium uppercase tracking-[0.08em] text-charcoal/80`}
              >
                {column.header}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.length === 0 && (
            <tr>
              <td colSpan={columns.length} className={cell}>
                No orders in this range.
              </td>
            </tr>
          )}
          {rows.map((row) => (
            <tr key={rowKey(row)}>
              {columns.map((column, index) =>
                index === 0 ? (
                  <th key={column.header} scope="row" className={`${cell} font-normal`}>
                    {column.value(row)}
                  </th>
                ) : (
                  <td key={column.header} className={column.numeric ? numberCell : cell}>
                    {column.value(row)}
                  </td>
                ),
              )}
            </tr>
          ))}
        </tbody>
      </table>
    </section>
  );
}

const outcomeColumns = <Row extends OutcomeCounts>(): Column<Row>[] => [
  { header: "Orders", numeric: true, value: (row) => count(row.orders) },
  { header: "Cancelled", numeric: true, value: (row) => count(row.cancelled) },
  { header: "Cancellation rate", numeric: true, value: (row) => formatRate(row.cancellationRate) },
  { header: "Delivered", numeric: true, value: (row) => count(row.delivered) },
  { header: "Returned", numeric: true, value: (row) => count(row.returned) },
  { header: "Return rate", numeric: true, value: (row) => formatRate(row.returnRate) },
];

function SummaryFigures({ summary }: { summary: ReportData["summary"] }) {
  const figures = [
    { label: "Orders placed", value: count(summary.ordersPlaced) },
    {
      label: "Cash collected",
      value: taka(summary.cashCollected),
      detail: `${count(summary.ordersCollected)} delivered`,
    },
    {
      label: "Average order value",
      value: summary.averageOrderValue === null ? "–" : taka(summary.averageOrderValue),
      detail: `${count(summary.sales)} orders, ${taka(summary.salesValue)}`,
    },
    {
      label: "Cancellation rate",
      value: formatRate(summary.cancellationRate),
      detail: `${count(summary.cancelled)} cancelled`,
    },
    {
      label: "Return rate",
      value: formatRate(summary.returnRate),
      detail: `${count(summary.returned)} returned of ${count(summary.delivered + summary.returned)} at the door`,
    },
  ];
  return (
    <dl className="grid grid-cols-1 gap-3 min-[420px]:grid-cols-2 lg:grid-cols-5">
      {figures.map((figure) => (
        <div key={figure.label} className="rounded-card border border-sand/60 bg-white p-4">
          <dt className="text-xs font-medium uppercase tracking-[0.1em] text-charcoal/80">{figure.label}</dt>
          <dd className="mt-1 font-display text-2xl text-charcoal tabular-nums">{figure.value}</dd>
          {figure.detail && <dd className="mt-1 text-xs text-charcoal/80">{figure.detail}</dd>}
        </div>
      ))}
    </dl>
  );
}

function bestSellerColumns(): Column<BestSellerRow>[] {
  return [
    { header: "Accessory", value: (row) => row.name },
    { header: "Code", value: (row) => <span className="font-mono text-xs">{row.code}</span> },
    { header: "Quantity", numeric: true, value: (row) => count(row.quantity) },
    { header: "Revenue", numeric: true, value: (row) => taka(row.revenue) },
  ];
}

/** Label every seventh day (and the first), so a long axis stays readable. */
const dayLabels = (days: string[]) =>
  days.map((day, index) => (index % 7 === 0 ? formatReportDay(day, { short: true }) : ""));

/** Every report of the range, in the order the owner reads them. */
export function ReportView({ filters, data }: { filters: ReportFilters; data: ReportData }) {
  const { summary, daily, monthly, zones, districts } = data;
  const months = monthly.map((row) => formatReportMonth(row.month));
  const zoneNames = zones.map((row) => DELIVERY_ZONE_LABELS[row.zone]);
  return (
    <div className="space-y-8">
      <ReportSection
        name="summary"
        filters={filters}
        note="Orders placed in the range; cash from orders delivered in it, as on the dashboard. The average counts orders neither cancelled nor returned, delivery included."
      >
        <SummaryFigures summary={summary} />
      </ReportSection>

      <ReportSection
        name="daily"
        filters={filters}
        note="Each Dhaka day: the orders placed that day, and the cash of the orders delivered that day."
      >
        {daily ? (
          <>
            <div className="grid gap-5 lg:grid-cols-2">
              <ColumnChart
                title="Orders placed per day"
                categories={daily.map((row) => formatReportDay(row.day))}
                labels={dayLabels(daily.map((row) => row.day))}
                series={[
                  { name: "Orders placed", values: daily.map((row) => row.orders), fill: seriesFill(0) },
                ]}
                format={count}
                axisFormat={compactNumber}
              />
              <ColumnChart
                title="Cash collected per day"
                categories={daily.map((row) => formatReportDay(row.day))}
                labels={dayLabels(daily.map((row) => row.day))}
                series={[
                  {
                    name: "Cash collected",
                    values: daily.map((row) => row.cashCollected),
                    fill: seriesFill(2),
                  },
                ]}
                format={taka}
                axisFormat={compactTaka}
              />
            </div>
            <ReportTable
              caption="Orders and cash collected per day"
              rows={[...daily].reverse()}
              rowKey={(row) => row.day}
              columns={[
                { header: "Day", value: (row) => formatReportDay(row.day) },
                { header: "Orders placed", numeric: true, value: (row) => count(row.orders) },
                { header: "Cash collected", numeric: true, value: (row) => taka(row.cashCollected) },
                { header: "Delivered", numeric: true, value: (row) => count(row.ordersCollected) },
              ]}
            />
          </>
        ) : (
          <p className="text-sm text-charcoal/80">
            Choose {REPORT_DAILY_MAX_DAYS} days or fewer to see each day; the months below cover this range.
          </p>
        )}
      </ReportSection>

      <ReportSection
        name="monthly"
        filters={filters}
        note="Each calendar month of the range in Dhaka (the first and last may be partial). Rates: cancelled of orders placed; returned of orders that reached the door (delivered or returned)."
      >
        <div className="grid gap-5 lg:grid-cols-2">
          <ColumnChart
            title="Orders placed per month"
            categories={months}
            labels={monthly.map((row) => formatReportMonth(row.month).slice(0, 3))}
            series={[
              { name: "Orders placed", values: monthly.map((row) => row.orders), fill: seriesFill(0) },
            ]}
            format={count}
            axisFormat={compactNumber}
          />
          <ColumnChart
            title="Cash collected per month"
            categories={months}
            labels={monthly.map((row) => formatReportMonth(row.month).slice(0, 3))}
            series={[
              {
                name: "Cash collected",
                values: monthly.map((row) => row.cashCollected),
                fill: seriesFill(2),
              },
            ]}
            format={taka}
            axisFormat={compactTaka}
          />
        </div>
        <ColumnChart
          title="Cancellation and return rates per month"
          categories={months}
          labels={monthly.map((row) => formatReportMonth(row.month).slice(0, 3))}
          series={[
            {
              name: "Cancellation rate",
              values: monthly.map((row) => row.cancellationRate ?? 0),
              fill: seriesFill(0),
            },
            { name: "Return rate", values: monthly.map((row) => row.returnRate ?? 0), fill: seriesFill(1) },
          ]}
          format={percent}
        />
        <ReportTable
          caption="Orders, cash and rates per month"
          rows={[...monthly].reverse()}
          rowKey={(row) => row.month}
          columns={[
            { header: "Month", value: (row) => formatReportMonth(row.month) },
            ...outcomeColumns<ReportData["monthly"][number]>(),
            { header: "Cash collected", numeric: true, value: (row) => taka(row.cashCollected) },
          ]}
        />
      </ReportSection>

      <ReportSection
        name="zones"
        filters={filters}
        note="Orders placed in the range by the delivery zone of their address."
      >
        <ColumnChart
          title="Cancellation and return rates per delivery zone"
          categories={zoneNames}
          labels={zoneNames}
          series={[
            {
              name: "Cancellation rate",
              values: zones.map((row) => row.cancellationRate ?? 0),
              fill: seriesFill(0),
            },
            { name: "Return rate", values: zones.map((row) => row.returnRate ?? 0), fill: seriesFill(1) },
          ]}
          format={percent}
        />
        <ReportTable
          caption="Cancellations and returns per delivery zone"
          rows={zones}
          rowKey={(row) => row.zone}
          columns={[
            { header: "Zone", value: (row) => DELIVERY_ZONE_LABELS[row.zone] },
            ...outcomeColumns<ReportData["zones"][number]>(),
          ]}
        />
      </ReportSection>

      <ReportSection
        name="districts"
        filters={filters}
        note="Orders placed in the range by the district of their address, most first."
      >
        <BarList
          title="Orders by district"
          rows={districts.map((row) => ({ label: districtLabel(row.district), value: row.orders }))}
          format={count}
        />
        <ReportTable
          caption="Orders by district"
          rows={districts}
          rowKey={(row) => row.district ?? ""}
          columns={[
            { header: "District", value: (row) => districtLabel(row.district) },
            ...outcomeColumns<ReportData["districts"][number]>(),
          ]}
        />
      </ReportSection>

      <div className="grid gap-8 lg:grid-cols-2">
        {(["best-sellers-by-quantity", "best-sellers-by-revenue"] as const).map((name) => {
          const byQuantity = name === "best-sellers-by-quantity";
          return (
            <ReportSection
              key={name}
              name={name}
              filters={filters}
              note="Lines of the orders placed in the range that were neither cancelled nor returned; revenue is quantity × rate, delivery apart."
            >
              <BarList
                title={REPORT_TITLES[name]}
                rows={data[name].map((row) => ({
                  label: row.name,
                  value: byQuantity ? row.quantity : row.revenue,
                }))}
                format={byQuantity ? count : taka}
                fill={byQuantity ? "fill-walnut" : "fill-forest"}
              />
              <ReportTable
                caption={REPORT_TITLES[name]}
                rows={data[name]}
                rowKey={(row) => row.accessoryId}
                columns={bestSellerColumns()}
              />
            </ReportSection>
          );
        })}
      </div>
    </div>
  );
}
