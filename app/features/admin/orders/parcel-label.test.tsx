import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ParcelLabel, type ParcelLabelView } from "./parcel-label";
import type { OrderView } from "./order-types";

/** The server draws the bars (server/couriers/parcel-labels.test.ts); here a stand-in SVG per text. */
const barcode = (text: string) => ({
  text,
  image: `data:image/svg+xml;base64,${Buffer.from(`<svg data-text="${text}"/>`).toString("base64")}`,
});

const HOSTILE = `<script>alert("name")</script><img src=x onerror=alert(1)>`;

const order = {
  id: "order-1",
  orderNumber: "NI-2026-0042",
  status: "shipped",
  customer: {
    name: HOSTILE,
    email: null,
    address: `House 1 <b onmouseover="alert(2)">Road</b>`,
    phone: "01711223344",
  },
  delivery: { area: "Dhanmondi", district: "Dhaka", charge: 80, weightGrams: 1200 },
  itemCount: 2,
  total: 2480,
} as unknown as OrderView;

const label: ParcelLabelView = {
  order,
  courierName: "Steadfast",
  trackingCode: "SF12345678",
  orderNumberBarcode: barcode(order.orderNumber),
  trackingBarcode: barcode("SF12345678"),
};

describe("a parcel label", () => {
  const html = renderToStaticMarkup(
    <ParcelLabel
      label={label}
      site={{ name: "Nakshi Interiors", phone: { display: "+880 1711-000000" } } as never}
    />,
  );

  it("prints what the customer typed as text, never as markup", () => {
    expect(html).not.toContain("<script");
    expect(html).not.toContain("<b ");
    expect(html).not.toMatch(/<img[^>]*onerror/);
    expect(html).toContain("&lt;script&gt;");
    expect(html).toContain("&lt;b onmouseover=");
  });

  it("carries the courier, and the tracking code and order number as barcodes with their text", () => {
    expect(html).toContain("Steadfast");
    const images = [...html.matchAll(/<img src="([^"]+)" alt="([^"]+)"/g)].map(([, src, alt]) => ({
      src,
      alt,
    }));
    expect(images.map((image) => image.alt)).toEqual([
      "Barcode of the tracking code",
      "Barcode of the order number",
    ]);
    for (const image of images) expect(image.src).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(images[1].src).toBe(barcode("NI-2026-0042").image);
    expect(html).toContain("SF12345678");
    expect(html).toContain("NI-2026-0042");
    expect(html).toContain("Dhanmondi, Dhaka");
  });
});
