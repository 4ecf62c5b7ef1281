import { describe, expect, it } from "vitest";
import { accessoryIn, accessoryPageIn, type Accessory } from "./catalogue";
import { trackedOrderIn, type TrackedOrder } from "./tracking";

const lamp: Accessory = {
  _id: "lamp",
  name: "Brass Lamp",
  size: "30 cm",
  code: "NI-1",
  rate: 100,
  images: [],
  image: null,
  description: "Handmade.",
  category: "Lamps",
  createdAt: "2025-01-01T00:00:00.000Z",
  updatedAt: "2025-01-01T00:00:00.000Z",
  nameBn: "পিতলের বাতি",
  descriptionBn: "হাতে গড়া।",
  specifications: [
    { _id: "s1", label: "Material", value: "Brass", labelBn: "উপাদান", valueBn: "পিতল" },
    { _id: "s2", label: "Care", description: "Dust weekly" },
  ],
  additionalInformation: [{ _id: "i1", label: "Origin", value: "Dhaka", labelBn: "উৎস" }],
};

describe("a page's accessories in its language", () => {
  it("leave out every Bengali text on English pages, keeping the rest as the API sends it", () => {
    const english = accessoryIn("en", lamp);
    expect(JSON.stringify(english)).not.toMatch(/[\u0980-\u09FF]/);
    const { nameBn: _name, descriptionBn: _description, ...rest } = lamp;
    expect(english).toEqual({
      ...rest,
      specifications: [
        { _id: "s1", label: "Material", value: "Brass" },
        { _id: "s2", label: "Care", description: "Dust weekly" },
      ],
      additionalInformation: [{ _id: "i1", label: "Origin", value: "Dhaka" }],
    });
    expect(lamp.nameBn).toBe("পিতলের বাতি");
  });

  it("are whole on Bengali pages", () => {
    expect(accessoryIn("bn", lamp)).toBe(lamp);
    const page = {
      data: [lamp],
      pagination: { totalItems: 1, itemsPerPage: 8, currentPage: 1, totalPages: 1 },
    };
    expect(accessoryPageIn("bn", page)).toBe(page);
    expect(accessoryPageIn("en", page)).toEqual({ ...page, data: [accessoryIn("en", lamp)] });
  });

  it("and a tracked order's items leave out their Bengali names on English pages", () => {
    const order = {
      orderNumber: "NI-1",
      placedAt: "2026-11-27T10:00:00.000Z",
      items: [{ name: "Brass Lamp", nameBn: "পিতলের বাতি", quantity: 1, rate: 100, total: 100 }],
      itemsSubtotal: 100,
      deliveryCharge: null,
      total: 100,
      timeline: [],
    } satisfies TrackedOrder;
    expect(trackedOrderIn("en", order).items).toEqual([
      { name: "Brass Lamp", quantity: 1, rate: 100, total: 100 },
    ]);
    expect(trackedOrderIn("bn", order)).toBe(order);
  });
});
