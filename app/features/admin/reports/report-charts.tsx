import { useId } from "react";

/**
 * The reports' charts, drawn as plain SVG on the server (see docs/decisions/026-report-charts.md): no chart
 * library, no script. Each is an image with a title and a one-line description for screen readers; the table
 * under it holds every figure, so nothing is only in the picture.
 */

export type ChartSeries = {
  name: string;
  /** One per category, in order. */
  values: number[];
  /** An SVG fill class of the site's palette. */
  fill: string;
};

/** `12k`, `1.5M`: a scale's label in few characters. */
export function compactNumber(value: number): string {
  if (value >= 1_000_000) return `${Number((value / 1_000_000).toFixed(1))}M`;
  if (value >= 1_000) return `${Number((value / 1_000).toFixed(1))}k`;
  return String(Number(value.toFixed(1)));
}

const FILLS = ["fill-walnut", "fill-brass", "fill-forest"] as const;
export const seriesFill = (index: number) => FILLS[index % FILLS.length];

/** A round top for the axis: 1, 2, 2.5 or 5 times a power of ten, at least the largest value. */
export function niceMaximum(value: number): number {
  if (value <= 0) return 1;
  const power = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 2.5, 5, 10]) {
    if (step * power >= value) return step * power;
  }
  return 10 * power;
}

function describe(categories: string[], series: ChartSeries[], format: (value: number) => string): string {
  return series
    .map((each) => {
      let highest = -1;
      each.values.forEach((value, index) => {
        if (highest < 0 || value > each.values[highest]) highest = index;
      });
      if (highest < 0 || each.values[highest] === 0) return `${each.name}: none.`;
      return `${each.name}: highest ${format(each.values[highest])} (${categories[highest]}).`;
    })
    .join(" ");
}

const PLOT_HEIGHT = 160;
const TOP = 12;
const LEFT = 64;
const BOTTOM = 40;

/**
 * Columns over categories (days, months, zones), one colour per series. It keeps its natural width: a long
 * series scrolls inside its own box, which takes focus so the keyboard scrolls it too; the page never scrolls
 * sideways.
 */
export function ColumnChart({
  title,
  categories,
  labels,
  series,
  format,
  axisFormat = format,
}: {
  title: string;
  /** The full name of each category, for the description and the tooltips. */
  categories: string[];
  /** What the axis writes under each category (empty: nothing, to keep a long axis readable). */
  labels: string[];
  series: ChartSeries[];
  format: (value: number) => string;
  /** The scale's labels, shorter than the figures when need be (`৳ 25k`). */
  axisFormat?: (value: number) => string;
}) {
  const id = useId();
  const count = categories.length;
  const groupWidth = Math.max(series.length * 9 + 4, count > 40 ? 11 : count > 12 ? 16 : 40);
  const barWidth = Math.max(4, (groupWidth - 4) / series.length);
  const width = LEFT + count * groupWidth + 12;
  const height = TOP + PLOT_HEIGHT + BOTTOM;
  const top = niceMaximum(Math.max(0, ...series.flatMap((each) => each.values)));
  const y = (value: number) => TOP + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const ticks = [0, 0.25, 0.5, 0.75, 1].map((share) => share * top);

  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-charcoal">
        <span className="font-medium">{title}</span>
        {series.length > 1 &&
          series.map((each) => (
            <span key={each.name} className="inline-flex items-center gap-1.5 text-xs text-charcoal/80">
              <svg width="10" height="10" aria-hidden="true" focusable="false">
                <rect width="10" height="10" className={each.fill} />
              </svg>
              {each.name}
            </span>
          ))}
      </figcaption>
      <section
        aria-label={`${title}, chart`}
        tabIndex={0}
        className="max-w-full overflow-x-auto rounded-card border border-sand/60 bg-white focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brass-dark"
      >
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          width={width}
          height={height}
          viewBox={`0 0 ${width} ${height}`}
          className="block"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-description`}>
            {describe(categories, series, format)} Every figure is in the table below.
          </desc>
          {ticks.map((tick) => (
            <g key={tick}>
              <line
                x1={LEFT}
                x2={width - 8}
                y1={y(tick)}
                y2={y(tick)}
                className={tick === 0 ? "stroke-charcoal/60" : "stroke-sand"}
                strokeWidth="1"
              />
              <text
                x={LEFT - 6}
                y={y(tick) + 4}
                textAnchor="end"
                className="fill-charcoal/80 text-[11px] tabular-nums"
              >
                {axisFormat(tick)}
              </text>
            </g>
          ))}
          {categories.map((category, index) => {
            const x = LEFT + index * groupWidth + 2;
            return (
              <g key={category}>
                {series.map((each, seriesIndex) => {
                  const value = each.values[index] ?? 0;
                  const barHeight = Math.max(0, TOP + PLOT_HEIGHT - y(value));
                  return (
                    <rect
                      key={each.name}
                      x={x + seriesIndex * barWidth}
                      y={TOP + PLOT_HEIGHT - barHeight}
                      width={Math.max(2, barWidth - 1)}
                      height={barHeight}
                      className={each.fill}
                    >
                      <title>{`${category}, ${each.name}: ${format(value)}`}</title>
                    </rect>
                  );
                })}
                {labels[index] && (
                  <text
                    x={x + (groupWidth - 4) / 2}
                    y={TOP + PLOT_HEIGHT + 16}
                    textAnchor="middle"
                    className="fill-charcoal/80 text-[11px]"
                  >
                    {labels[index]}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </section>
    </figure>
  );
}

const ROW = 26;
const LABEL_WIDTH = 150;
const BAR_SPACE = 230;
const BARS_WIDTH = LABEL_WIDTH + BAR_SPACE + 90;

/** Text cut to fit the label column; the table holds it whole. */
const shorten = (text: string, length = 22) =>
  text.length > length ? `${text.slice(0, length - 1)}…` : text;

/**
 * Horizontal bars, one per row (districts, accessories), scaled to the box's width: on a phone the whole chart
 * shrinks rather than scroll.
 */
export function BarList({
  title,
  rows,
  format,
  fill = "fill-walnut",
}: {
  title: string;
  rows: { label: string; value: number }[];
  format: (value: number) => string;
  fill?: string;
}) {
  const id = useId();
  const top = niceMaximum(Math.max(0, ...rows.map((row) => row.value)));
  const height = Math.max(1, rows.length) * ROW + 8;
  return (
    <figure className="min-w-0">
      <figcaption className="mb-2 text-sm font-medium text-charcoal">{title}</figcaption>
      <div className="rounded-card border border-sand/60 bg-white p-2">
        <svg
          role="img"
          aria-labelledby={`${id}-title`}
          aria-describedby={`${id}-description`}
          viewBox={`0 0 ${BARS_WIDTH} ${height}`}
          width="100%"
          className="block h-auto max-w-xl"
        >
          <title id={`${id}-title`}>{title}</title>
          <desc id={`${id}-description`}>
            {describe(
              rows.map((row) => row.label),
              [{ name: title, values: rows.map((row) => row.value), fill }],
              format,
            )}{" "}
            Every figure is in the table below.
          </desc>
          {rows.length === 0 && (
            <text x="4" y="20" className="fill-charcoal/80 text-[13px]">
              Nothing in this range.
            </text>
          )}
          {rows.map((row, index) => {
            const barWidth = (row.value / top) * BAR_SPACE;
            const y = 4 + index * ROW;
            return (
              <g key={`${row.label}-${index}`}>
                <text x={LABEL_WIDTH - 8} y={y + 16} textAnchor="end" className="fill-charcoal text-[12px]">
                  {shorten(row.label)}
                </text>
                <rect
                  x={LABEL_WIDTH}
                  y={y + 4}
                  width={Math.max(1, barWidth)}
                  height={ROW - 8}
                  className={fill}
                >
                  <title>{`${row.label}: ${format(row.value)}`}</title>
                </rect>
                <text
                  x={LABEL_WIDTH + barWidth + 6}
                  y={y + 16}
                  className="fill-charcoal/80 text-[12px] tabular-nums"
                >
                  {format(row.value)}
                </text>
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
