import { randomUUID } from "node:crypto";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Accessory, AccessoryPage } from "../../common/catalogue";
import { apiPaths, expectError } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";
import { accessories } from "../db/schema";
import { resetDatabase } from "../db/seed";
import { seedAccessories } from "../db/seed-data";
import { CATALOGUE_MAX_PAGE } from "../../common/limits";

const accessoryKeys = [
  "_id",
  "additionalInformation",
  "category",
  "code",
  "createdAt",
  "description",
  "image",
  "images",
  "name",
  "rate",
  "size",
  "specifications",
  "updatedAt",
];
const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const isoDatePattern = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

function expectAccessoryShape(accessory: Accessory) {
  expect(Object.keys(accessory).sort()).toEqual(accessoryKeys);
  expect(accessory._id).toMatch(uuidPattern);
  expect(Number.isInteger(accessory.rate)).toBe(true);
  expect(accessory.createdAt).toMatch(isoDatePattern);
  expect(accessory.updatedAt).toMatch(isoDatePattern);
  expect(accessory.images.length).toBeGreaterThan(0);
  for (const image of accessory.images) {
    expect(Object.keys(image).sort()).toEqual(["_id", "imageUrl"]);
    expect(typeof image._id).toBe("string");
    expect(image.imageUrl).toMatch(/^\/images\/accessories\/[a-z-]+-[1-6]-800\.jpg$/);
  }
  expect(accessory.image).toEqual({ imageUrl: accessory.images[0].imageUrl });
  for (const row of accessory.specifications) {
    expect(Object.keys(row).sort()).toEqual(["_id", "label", "value"]);
  }
  for (const row of accessory.additionalInformation) {
    expect(Object.keys(row).sort()).toEqual(["_id", "label", "value"]);
  }
}

describe.each(databaseKinds())("accessory API on %s", (kind) => {
  const totalItems = seedAccessories.length;
  const totalPages = Math.ceil(totalItems / 8);
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const getPage = (query: string) =>
    testApp.app.inject({ method: "GET", url: `${apiPaths.accessories}${query}` });

  describe("GET accessory/get-all-accessories", () => {
    beforeAll(async () => {
      await resetDatabase(testApp.database.db);
    });

    it("answers page 1 with 8 accessories and the true pagination", async () => {
      const response = await getPage("?page=1");
      expect(response.statusCode).toBe(200);
      expect(response.headers["content-type"]).toMatch(/^application\/json/);
      const body = response.json() as AccessoryPage;
      expect(Object.keys(body).sort()).toEqual(["data", "pagination"]);
      expect(body.pagination).toEqual({ totalItems, itemsPerPage: 8, currentPage: 1, totalPages });
      expect(body.data).toHaveLength(8);
      body.data.forEach(expectAccessoryShape);
    });

    it("treats a missing page as page 1", async () => {
      const [missing, first] = await Promise.all([getPage(""), getPage("?page=1")]);
      expect(missing.statusCode).toBe(200);
      expect(missing.json()).toEqual(first.json());
    });

    it("lists every accessory exactly once across the pages, newest first", async () => {
      const pages = await Promise.all(
        Array.from({ length: totalPages }, (_, index) => getPage(`?page=${index + 1}`)),
      );
      const all = pages.flatMap((response) => (response.json() as AccessoryPage).data);
      expect(all).toHaveLength(totalItems);
      expect(new Set(all.map((item) => item._id)).size).toBe(totalItems);
      // The seed gives its first item the latest timestamp, so the list order is the seed order.
      expect(all.map((item) => item.name)).toEqual(seedAccessories.map((item) => item.name));
      const times = all.map((item) => Date.parse(item.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      const last = pages.at(-1)!.json() as AccessoryPage;
      expect(last.data).toHaveLength(totalItems - 8 * (totalPages - 1));
      expect(last.pagination.currentPage).toBe(totalPages);
    });

    it.each([totalPages + 1, 1000, CATALOGUE_MAX_PAGE])(
      "answers page %s past the end with no data and the true pagination",
      async (page) => {
        const response = await getPage(`?page=${page}`);
        expect(response.statusCode).toBe(200);
        expect(response.json()).toEqual({
          data: [],
          pagination: { totalItems, itemsPerPage: 8, currentPage: page, totalPages },
        });
      },
    );

    it.each([
      ["0", "0"],
      ["-1", "-1"],
      ["1.5", "1.5"],
      ["abc", "abc"],
      ["10^20", "100000000000000000000"],
      ["CATALOGUE_MAX_PAGE + 1", String(CATALOGUE_MAX_PAGE + 1)],
      ["an exponent", "1e3"],
      ["a leading zero", "01"],
      ["hexadecimal", "0x10"],
      ["a padded number", "%201"],
      ["a repeated parameter", "1&page=2"],
    ])("rejects page %s with a 400", async (_label, page) => {
      const response = await getPage(`?page=${page}`);
      const error = expectError(response, 400, "validation_failed");
      expect(error.message).toBe(`page must be a whole number from 1 to ${CATALOGUE_MAX_PAGE}`);
      expect(error.fields).toEqual({ page: error.message });
    });

    it("answers 304 to a client that already has the page", async () => {
      const first = await getPage("?page=2");
      const etag = first.headers.etag as string;
      expect(etag).toBeTruthy();
      const again = await testApp.app.inject({
        method: "GET",
        url: `${apiPaths.accessories}?page=2`,
        headers: { "if-none-match": etag },
      });
      expect(again.statusCode).toBe(304);
      expect(again.body).toBe("");
    });
  });

  describe("GET accessory/get-accessory/{id}", () => {
    beforeAll(async () => {
      await resetDatabase(testApp.database.db);
    });

    it("answers { data } with the same accessory the list shows", async () => {
      const listed = (await getPage("?page=2")).json() as AccessoryPage;
      const target = listed.data[3];
      const response = await testApp.app.inject({ method: "GET", url: apiPaths.accessory(target._id) });
      expect(response.statusCode).toBe(200);
      const body = response.json() as { data: Accessory };
      expect(Object.keys(body)).toEqual(["data"]);
      expectAccessoryShape(body.data);
      expect(body.data).toEqual(target);
    });

    it("finds an id given in upper case", async () => {
      const target = ((await getPage("?page=1")).json() as AccessoryPage).data[0];
      const response = await testApp.app.inject({
        method: "GET",
        url: apiPaths.accessory(target._id.toUpperCase()),
      });
      expect(response.statusCode).toBe(200);
      expect(response.json().data._id).toBe(target._id);
    });

    it.each([
      ["an unknown id", randomUUID()],
      ["a word", "not-an-id"],
      ["a number", "12345"],
      ["a Mongo-style id", "64f1c2a9e4b0a1b2c3d4e5f6"],
      ["a uuid with extra characters", `${randomUUID()}x`],
      ["a quoted string", encodeURIComponent("' or 1=1 --")],
      ["a 300-character id", "a".repeat(300)],
      ["an empty id", ""],
      ["an id with broken percent-encoding", "%E0%A4%A"],
      ["a lone percent sign", "%"],
      ["an encoded NUL byte", "%00"],
    ])("answers %s with a JSON 404", async (_label, id) => {
      const response = await testApp.app.inject({ method: "GET", url: apiPaths.accessory(id) });
      expectError(response, 404, "not_found");
    });
  });

  describe("ordering and images", () => {
    beforeAll(async () => {
      await testApp.database.db.delete(accessories);
    });

    const getPageBody = async (page: number) => (await getPage(`?page=${page}`)).json() as AccessoryPage;

    it("answers an empty catalogue with no data and one page", async () => {
      expect(await getPageBody(1)).toEqual({
        data: [],
        pagination: { totalItems: 0, itemsPerPage: 8, currentPage: 1, totalPages: 1 },
      });
    });

    it("breaks ties between equal timestamps by id, the same way on every page", async () => {
      const { db } = testApp.database;
      const sameTime = new Date("2024-03-01T10:00:00.000Z");
      const tied = await Promise.all(
        Array.from({ length: 10 }, () => insertAccessory(db, { createdAt: sameTime, updatedAt: sameTime })),
      );
      const newest = await insertAccessory(db, { createdAt: new Date("2024-04-01T10:00:00.000Z") });
      const oldest = await insertAccessory(db, { createdAt: new Date("2024-01-01T10:00:00.000Z") });

      const first = await getPageBody(1);
      const second = await getPageBody(2);
      expect(first.pagination).toEqual({ totalItems: 12, itemsPerPage: 8, currentPage: 1, totalPages: 2 });
      const ids = [...first.data, ...second.data].map((item) => item._id);
      expect(ids).toEqual([newest, ...[...tied].sort().reverse(), oldest]);
      expect(await getPageBody(1)).toEqual(first);
    });

    it("shows only images that have an imageUrl, and no main image when none has", async () => {
      const { db } = testApp.database;
      const withGaps = await insertAccessory(db, {
        images: [
          { _id: randomUUID(), imageUrl: "" },
          { _id: randomUUID(), imageUrl: "/images/accessories/lamp-2-800.jpg" },
        ],
      });
      const withoutImages = await insertAccessory(db, { images: [] });

      const gaps = (await testApp.app.inject({ method: "GET", url: apiPaths.accessory(withGaps) })).json()
        .data;
      expect(gaps.images.map((image: { imageUrl: string }) => image.imageUrl)).toEqual([
        "/images/accessories/lamp-2-800.jpg",
      ]);
      expect(gaps.image).toEqual({ imageUrl: "/images/accessories/lamp-2-800.jpg" });

      const none = (
        await testApp.app.inject({ method: "GET", url: apiPaths.accessory(withoutImages) })
      ).json().data;
      expect(none.images).toEqual([]);
      expect(none.image).toBeNull();
    });
  });
});
