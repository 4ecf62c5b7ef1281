import { describe, expect, it } from "vitest";
import {
  accessoryCardIn,
  accessoryCardPageIn,
  accessoryIn,
  accessoryPageIn,
  cardImageOf,
  type Accessory,
} from "./catalogue";
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

describe("a showcase card's record", () => {
  const photographed: Accessory = {
    ...lamp,
    images: [
      { _id: "blank", imageUrl: "" },
      { _id: "p1", imageUrl: "/images/lamp-1.jpg", width: 800, height: 800 },
      { _id: "p2", imageUrl: "/images/lamp-2.jpg" },
    ],
    image: { imageUrl: "/images/lamp-1.jpg" },
    outOfStock: false,
    available: 2,
    lowStockAt: 3,
    weightGrams: 1200,
  };

  it("keeps only what the card shows: name, size, price, stock words and the photograph it shows", () => {
    expect(accessoryCardIn("en", photographed)).toEqual({
      _id: "lamp",
      name: "Brass Lamp",
      size: "30 cm",
      rate: 100,
      images: [{ _id: "p1", imageUrl: "/images/lamp-1.jpg", width: 800, height: 800 }],
      image: null,
      outOfStock: false,
      available: 2,
      lowStockAt: 3,
    });
    expect(cardImageOf(accessoryCardIn("en", photographed))).toEqual(cardImageOf(photographed));
  });

  it("falls back to the main image when no photograph has an address, and to none", () => {
    const mainOnly = { ...lamp, images: [], image: { imageUrl: "/images/lamp.jpg" } };
    expect(accessoryCardIn("en", mainOnly)).toMatchObject({
      images: [],
      image: { imageUrl: "/images/lamp.jpg" },
    });
    expect(cardImageOf(accessoryCardIn("en", mainOnly))).toEqual({
      _id: "main",
      imageUrl: "/images/lamp.jpg",
    });
    expect(cardImageOf(accessoryCardIn("en", lamp))).toBeUndefined();
  });

  it("has the Bengali name on Bengali pages only, and leaves out stock fields the accessory has not", () => {
    expect(accessoryCardIn("bn", lamp).nameBn).toBe("পিতলের বাতি");
    expect(JSON.stringify(accessoryCardIn("en", lamp))).not.toMatch(/[\u0980-\u09FF]/);
    expect(Object.keys(accessoryCardIn("en", lamp)).sort()).toEqual(
      ["_id", "image", "images", "name", "rate", "size"].sort(),
    );
  });

  it("a page of them holds at most the count asked for, with the page's pagination", () => {
    const pagination = { totalItems: 12, itemsPerPage: 8, currentPage: 1, totalPages: 2 };
    const page = { data: Array.from({ length: 8 }, (_, i) => ({ ...lamp, _id: `l${i}` })), pagination };
    const cards = accessoryCardPageIn("en", page, 3);
    expect(cards.data.map((card) => card._id)).toEqual(["l0", "l1", "l2"]);
    expect(cards.pagination).toBe(pagination);
  });
});
