import { createElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { createMemoryRouter, RouterProvider } from "react-router";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { COURIER_NAMES } from "../../common/couriers";
import { emptyReconcileRow, reconcileTotals, type Reconciliation } from "../../common/reconcile";
import type { ReportFilters } from "../../common/report-filters";
import type { ReportData } from "../../common/reports";
import ReconcilePage, { loader as reconcileLoader } from "../../app/routes/admin/reconcile";
import ReportsPage, { loader as reportsLoader } from "../../app/routes/admin/reports";

// The two back-office pages that share the date range: the range read from the address, the date form, the
// presets and the CSV links. Each is rendered from its own loader, with the services' answers fixed here.

const NOW = new Date("2026-11-27T06:00:00Z");

function emptyReport(): ReportData {
  return {
    summary: {
      ordersPlaced: 0,
      cancelled: 0,
      returned: 0,
      delivered: 0,
      sales: 0,
      salesValue: 0,
      averageOrderValue: null,
      cashCollected: 0,
      ordersCollected: 0,
      cancellationRate: null,
      returnRate: null,
    },
    daily: [],
    monthly: [],
    zones: [],
    districts: [],
    "best-sellers-by-quantity": [],
    "best-sellers-by-revenue": [],
  };
}

function emptyReconciliation(): Reconciliation {
  const couriers = COURIER_NAMES.map(emptyReconcileRow);
  return { couriers, totals: reconcileTotals(couriers), flagged: [] };
}

const asked: { report?: ReportFilters; reconcile?: ReportFilters } = {};
const context = {
  admin: {
    reports: {
      all: async (filters: ReportFilters) => {
        asked.report = filters;
        return emptyReport();
      },
    },
    reconcile: {
      reconcile: async (filters: ReportFilters) => {
        asked.reconcile = filters;
        return emptyReconciliation();
      },
    },
    steadfastBalance: { read: async () => null },
  },
};

const request = (path: string) => new Request(`https://shop.example${path}`);

async function page(which: "reports" | "reconcile", query: string): Promise<string> {
  const args = { context, request: request(`/admin/${which}${query}`), params: {} } as never;
  let element: ReactElement;
  if (which === "reports") {
    const loaderData = await reportsLoader(args);
    element = createElement(ReportsPage, { loaderData } as Parameters<typeof ReportsPage>[0]);
  } else {
    const loaderData = await reconcileLoader(args);
    element = createElement(ReconcilePage, { loaderData } as Parameters<typeof ReconcilePage>[0]);
  }
  // Form needs a data router; the page is rendered as a router of one.
  const router = createMemoryRouter([{ path: "/", element }]);
  return renderToStaticMarkup(createElement(RouterProvider, { router }));
}

/** A start tag with these attributes, in any order. */
const tag = (name: string, attributes: Record<string, string>) =>
  new RegExp(
    `<${name} ${Object.entries(attributes)
      .map(([key, value]) => `(?=[^>]*${key}="${value.replace(/[?]/g, "\\?")}")`)
      .join("")}`,
  );

describe.each([
  { which: "reports", submit: "Show reports", csv: "/api/admin/reports/summary/export.csv" },
  { which: "reconcile", submit: "Show", csv: "/api/admin/reconcile/export.csv" },
] as const)("the $which page's dates", ({ which, submit, csv }) => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(NOW);
    delete asked.report;
    delete asked.reconcile;
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  const askedFor = () => (which === "reports" ? asked.report : asked.reconcile);

  it("reads the range from the address, fills the form with it and exports that range", async () => {
    const html = await page(which, "?from=2026-11-01&to=2026-11-15");
    expect(askedFor()).toEqual({ from: "2026-11-01", to: "2026-11-15" });
    expect(html).toMatch(tag("input", { name: "from", type: "date", value: "2026-11-01" }));
    expect(html).toMatch(tag("input", { name: "to", type: "date", value: "2026-11-15" }));
    expect(html).toContain(`>${submit}</button>`);
    expect(html).toMatch(tag("a", { href: `${csv}?from=2026-11-01&amp;to=2026-11-15`, download: "" }));
    expect(html).not.toContain('role="alert"');
  });

  it("offers the presets as links to the same page, the chosen one marked current", async () => {
    const html = await page(which, "?from=2026-10-29&to=2026-11-27");
    expect(html).toMatch(
      tag("a", { href: `/admin/${which}?from=2026-10-29&amp;to=2026-11-27`, "aria-current": "page" }),
    );
    expect(html).toMatch(tag("a", { href: `/admin/${which}?from=2025-12-01&amp;to=2026-11-27` }));
    expect(html.match(/aria-current="page"/g)).toHaveLength(1);
  });

  it("says what is wrong with the dates asked for and shows the last 30 days instead", async () => {
    const html = await page(which, "?from=2026-11-20&to=2026-11-02");
    expect(askedFor()).toEqual({ from: "2026-10-29", to: "2026-11-27" });
    expect(html).toMatch(tag("p", { id: "report-dates-problem", role: "alert" }));
    expect(html).toContain(
      "The start date must not be after the end date. Showing the last 30 days instead.",
    );
    expect(html).toMatch(
      tag("input", { name: "from", value: "2026-10-29", "aria-describedby": "report-dates-problem" }),
    );
  });
});
