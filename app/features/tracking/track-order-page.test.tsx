// @vitest-environment jsdom
import { cleanup, render, screen } from "@testing-library/react";
import { createRoutesStub } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import { I18nProvider } from "~/i18n/i18n";
import { bn } from "~/i18n/messages/bn";
import { en } from "~/i18n/messages/en";
import type { Lang } from "../../../common/lang";
import { TrackOrderPage, type TrackOrderAnswer } from "./track-order-page";

afterEach(cleanup);

const found: TrackOrderAnswer = {
  kind: "found",
  number: "NI-2611-0042",
  order: {
    orderNumber: "NI-2611-0042",
    placedAt: "2026-11-25T08:05:00.000Z",
    items: [{ name: "Clay Vase", quantity: 2, rate: 61_500, total: 123_000 }],
    itemsSubtotal: 123_000,
    deliveryCharge: 120,
    total: 123_120,
    timeline: [
      { step: "received", at: "2026-11-25T08:05:00.000Z" },
      { step: "handed_to_courier", at: "2026-11-26T04:30:00.000Z", courier: "Pathao", trackingCode: "PX1" },
    ],
  },
};

function renderPage(lang: Lang, answer?: TrackOrderAnswer) {
  const Stub = createRoutesStub([
    {
      path: lang === "bn" ? "/bn/track-order" : "/track-order",
      Component: () => (
        <I18nProvider lang={lang} messages={lang === "bn" ? bn : en}>
          <TrackOrderPage number="" answer={answer} />
        </I18nProvider>
      ),
    },
  ]);
  return render(<Stub initialEntries={[lang === "bn" ? "/bn/track-order" : "/track-order"]} />);
}

describe("the track-order page", () => {
  it("reads as before in English", () => {
    const { container } = renderPage("en", found);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent("Track your order");
    expect(screen.getByText("Handed to Pathao")).toBeInTheDocument();
    expect(screen.getByText("Placed on 25 Nov 2026")).toBeInTheDocument();
    expect(screen.getByTestId("tracked-total")).toHaveTextContent("৳ 123,120");
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/track-order");
  });

  it("lists Out for delivery as the next step after the hand-over, and as passed once the courier says so", () => {
    renderPage("en", found);
    expect(screen.getByTestId("tracking-timeline")).toHaveTextContent(
      /Handed to Pathao.*Next: Out for delivery.*Next: Delivered/,
    );
    // Confirmed is behind the hand-over (skipped in this answer), so it is never "next".
    expect(screen.getByTestId("tracking-timeline")).not.toHaveTextContent("Next: Confirmed");
    cleanup();
    const out: TrackOrderAnswer = {
      ...found,
      order: {
        ...found.order,
        timeline: [...found.order.timeline, { step: "out_for_delivery", at: "2026-11-27T05:00:00.000Z" }],
      },
    };
    renderPage("en", out);
    const timeline = screen.getByTestId("tracking-timeline");
    expect(timeline).toHaveTextContent(/Handed to Pathao.*Out for delivery.*Next: Delivered/);
    expect(timeline).not.toHaveTextContent("Next: Out for delivery");
  });

  it("speaks Bengali on /bn, with Bengali digits and lakh grouping, and posts to the /bn page", () => {
    const { container } = renderPage("bn", found);
    expect(screen.getByRole("heading", { level: 1 })).toHaveTextContent(bn.tracking.title);
    expect(screen.getByLabelText(/অর্ডার নম্বর/)).toBeInTheDocument();
    expect(screen.getByText("Pathao-এর কাছে দেওয়া হয়েছে")).toBeInTheDocument();
    expect(screen.getByText(bn.tracking.stepDelivered)).toBeInTheDocument();
    expect(screen.getByTestId("tracked-total")).toHaveTextContent("৳ ১,২৩,১২০");
    expect(screen.getByText("২৫ নভেম্বর, ২০২৬, ১৪:০৫")).toBeInTheDocument();
    expect(container.querySelector("form")?.getAttribute("action")).toBe("/bn/track-order");
  });

  it("names each item by its Bengali name on /bn when the catalogue has one, by its English one elsewhere", () => {
    const bilingual: TrackOrderAnswer = {
      ...found,
      order: {
        ...found.order,
        items: [
          { name: "Clay Vase", nameBn: "মাটির ফুলদানি", quantity: 2, rate: 61_500, total: 123_000 },
          { name: "Jute Basket", quantity: 1, rate: 900, total: 900 },
        ],
      },
    };
    renderPage("bn", bilingual);
    expect(screen.getByText(/^মাটির ফুলদানি/)).toHaveTextContent("মাটির ফুলদানি × ২");
    expect(screen.queryByText(/Clay Vase/)).not.toBeInTheDocument();
    expect(screen.getByText(/^Jute Basket/)).toHaveTextContent("Jute Basket × ১");
    cleanup();
    renderPage("en", bilingual);
    expect(screen.getByText(/^Clay Vase/)).toHaveTextContent("Clay Vase × 2");
    expect(screen.queryByText(/মাটির/)).not.toBeInTheDocument();
  });

  it("words a refusal the lookup gave in English in the page's language", () => {
    renderPage("bn", {
      kind: "refused",
      number: "NI-1",
      message: en.tracking.notFound,
    });
    expect(screen.getByRole("alert")).toHaveTextContent(bn.tracking.notFound);
  });
});
