import { describe, expect, it } from "vitest";
import type { OrderDetail } from "../admin/orders/order-admin-service";
import type { CourierView } from "../../common/couriers";
import { code128Barcode, code128Svg, createParcelLabelService, labelIds } from "./parcel-labels";

/** The SVG's bars read back as modules (1 = bar, 0 = space): each path is bars of one width, at scale 2. */
function modulesOf(svg: string): string {
  const width = Number(/viewBox="0 0 (\d+) /.exec(svg)?.[1]);
  const modules = Array<string>(width / 2).fill("0");
  for (const [, strokeWidth, path] of svg.matchAll(/stroke-width="(\d+)" d="([^"]+)"/g)) {
    for (const [, x] of path.matchAll(/M(\d+(?:\.\d+)?) \d+L/g)) {
      const start = (Number(x) - Number(strokeWidth) / 2) / 2;
      for (let m = start; m < start + Number(strokeWidth) / 2; m += 1) modules[m] = "1";
    }
  }
  return modules.join("");
}

const START_B = "11010010000";
const STOP = "1100011101011";

describe("Code 128 barcodes drawn by bwip-js", () => {
  it("draws the bars only: a start, one symbol per character and a check symbol, the stop", () => {
    const svg = code128Svg("SFTRACK");
    expect(svg).toMatch(/^<svg viewBox="0 0 \d+ \d+" xmlns="http:\/\/www.w3.org\/2000\/svg">/);
    // Only bars: no text, no script, nothing but paths in the SVG.
    expect(svg?.match(/<(\w+)/g)?.filter((tag) => tag !== "<svg" && tag !== "<path")).toEqual([]);
    const modules = modulesOf(svg!);
    expect(modules.length).toBe(11 * ("SFTRACK".length + 2) + 13);
    expect(modules.startsWith(START_B)).toBe(true);
    expect(modules.endsWith(STOP)).toBe(true);
  });

  it("encodes the text given: another text, other bars; the same text, the same bars", () => {
    expect(code128Svg("NI-2026-0001")).toBe(code128Svg("NI-2026-0001"));
    expect(modulesOf(code128Svg("NI-2026-0001")!)).not.toBe(modulesOf(code128Svg("NI-2026-0002")!));
  });

  it("refuses text a Code 128 barcode cannot carry: the page prints it as text only", () => {
    expect(code128Svg("")).toBeNull();
    expect(code128Svg("বাংলা")).toBeNull();
    expect(code128Svg("a\nb")).toBeNull();
    expect(code128Barcode(null)).toBeNull();
    const barcode = code128Barcode("DT0001");
    expect(barcode?.text).toBe("DT0001");
    expect(Buffer.from(barcode!.image.replace("data:image/svg+xml;base64,", ""), "base64").toString()).toBe(
      code128Svg("DT0001"),
    );
  });
});

describe("label addresses", () => {
  it("reads ids given once or as a list, each once", () => {
    expect(labelIds(new URLSearchParams("ids=a,b&ids=c&ids=a"))).toEqual(["a", "b", "c"]);
    expect(labelIds(new URLSearchParams(""))).toEqual([]);
  });

  it("refuses more labels than the limit", () => {
    const many = Array.from({ length: 101 }, (_, i) => `id-${i}`).join(",");
    expect(() => labelIds(new URLSearchParams(`ids=${many}`))).toThrow(/At most 100 labels/);
  });
});

describe("a parcel's label", () => {
  const order = {
    id: "order-1",
    orderNumber: "NI-2026-0042",
    courierName: "Steadfast",
    consignmentNumber: "typed-by-hand",
  } as OrderDetail;
  const view = (changes: Partial<CourierView>) =>
    ({ state: null, courier: null, trackingCode: null, consignmentId: null, ...changes }) as CourierView;

  it("carries the courier, the tracking code and the order number, each code as a barcode", async () => {
    const service = createParcelLabelService({
      orders: { get: async () => order },
      couriers: {
        view: async () =>
          view({ state: "booked", courier: "pathao", trackingCode: "DT261126ABCD", consignmentId: "7" }),
      },
    });
    const label = await service.label(order.id);
    expect(label.courierName).toBe("Pathao");
    expect(label.trackingCode).toBe("DT261126ABCD");
    expect(label.trackingBarcode?.text).toBe("DT261126ABCD");
    expect(label.orderNumberBarcode?.text).toBe("NI-2026-0042");
  });

  it("without a booking, what staff typed when shipping by hand", async () => {
    const service = createParcelLabelService({
      orders: { get: async () => order },
      couriers: { view: async () => view({}) },
    });
    const [label] = await service.labels([order.id]);
    expect(label.courierName).toBe("Steadfast");
    expect(label.trackingCode).toBe("typed-by-hand");
  });
});
