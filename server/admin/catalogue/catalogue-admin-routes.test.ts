import { and, asc, count, eq } from "drizzle-orm";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, type TestSession } from "../../../tests/helpers/admin-session";
import { apiPaths, expectError, postJson, validCustomer } from "../../../tests/helpers/api-client";
import { insertAccessory } from "../../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../../tests/helpers/test-database";
import { accessoryFormMessages } from "../../../common/accessory-form";
import { auditLog, orderItems, photos, photoVariants } from "../../db/schema";
import { photoMessages } from "../../photos/photo-processing";

type Uploaded = { id: string; alt: string; previewUrl: string; width: number; height: number };

/** A multipart/form-data body holding one file, as a browser's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type = "image/jpeg") {
  const boundary = `----nakshi${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="${filename}"\r\n` +
      `Content-Type: ${type}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, bytes, tail]),
    contentType: `multipart/form-data; boundary=${boundary}`,
  };
}

/** A 1600 x 1000 photo, stored sideways (EXIF orientation 6) with a GPS position in its metadata. */
async function phoneJpeg(): Promise<Buffer> {
  return (
    sharp({ create: { width: 1600, height: 1000, channels: 3, background: "#a0522d" } })
      .composite([
        {
          input: await sharp({ create: { width: 200, height: 200, channels: 3, background: "#ffffff" } })
            .png()
            .toBuffer(),
          left: 100,
          top: 100,
        },
      ])
      .jpeg({ quality: 90 })
      // sharp writes the orientation itself (an Orientation given in withExif is overwritten).
      .withMetadata({ orientation: 6 })
      .withExif({
        IFD0: { Make: "Test Phone" },
        IFD3: {
          GPSLatitudeRef: "N",
          GPSLatitude: "23/1 48/1 0/1",
          GPSLongitudeRef: "E",
          GPSLongitude: "90/1 24/1 0/1",
        },
      })
      .toBuffer()
  );
}

const form = (overrides: Record<string, unknown> = {}) => ({
  name: "Hand-thrown Jute Basket",
  code: `NI-BK-${Math.random().toString(36).slice(2, 8)}`,
  size: "30 x 30 cm",
  category: "Baskets",
  rate: 2400,
  description: "Woven by hand in Rangpur from golden jute.",
  specifications: [
    { label: "Material", value: "Jute" },
    { label: "Finish", value: "Natural" },
  ],
  additionalInformation: [{ label: "Care", value: "Dust with a dry cloth" }],
  photos: [],
  outOfStock: false,
  ...overrides,
});

describe.each(databaseKinds())("back-office catalogue API on %s", (kind) => {
  let testApp: TestApp;
  let session: TestSession;
  let other: TestSession;

  beforeAll(async () => {
    // The public catalogue answers are cached for a minute, so a test that sees a change sees the cache drop.
    testApp = await createTestApp({ kind, env: { CATALOGUE_CACHE_MS: "60000" } });
    session = await signInForTest(testApp.app, { role: "owner" });
    other = await signInForTest(testApp.app, { role: "staff" });
    // Migrations and two argon2 sign-ins: slow on a busy two-core machine.
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.database.db;
  const get = (url: string, headers: Record<string, string> = session.headers) =>
    testApp.app.inject({ method: "GET", url, headers });
  const send = (method: "POST" | "PUT" | "DELETE", url: string, body?: unknown, headers = session.headers) =>
    testApp.app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const upload = (bytes: Buffer, filename: string, type?: string) => {
    const body = multipart(bytes, filename, type);
    return testApp.app.inject({
      method: "POST",
      url: "/api/admin/photos",
      headers: { ...session.headers, "content-type": body.contentType },
      payload: body.payload,
    });
  };
  const photoCount = async () => (await db().select({ total: count() }).from(photos))[0].total;
  const auditActions = async (id: string) =>
    (
      await db()
        .select({ action: auditLog.action })
        .from(auditLog)
        .where(eq(auditLog.entityId, id))
        .orderBy(asc(auditLog.createdAt))
    ).map((row) => row.action);
  const create = async (overrides: Record<string, unknown> = {}) => {
    const response = await send("POST", "/api/admin/accessories", form(overrides));
    expect(response.statusCode, response.body).toBe(201);
    return response.json().data as { id: string; version: number };
  };

  it("is for signed-in staff only", async () => {
    expectError(await get("/api/admin/accessories", {}), 401);
    const anonymous = multipart(await phoneJpeg(), "a.jpg");
    const refused = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/photos",
      headers: { "content-type": anonymous.contentType, origin: session.headers.origin },
      payload: anonymous.payload,
    });
    expectError(refused, 401);
    // Without the back office's origin, the upload is refused before anything else (CSRF).
    const crossSite = await testApp.app.inject({
      method: "POST",
      url: "/api/admin/photos",
      headers: {
        ...session.headers,
        "content-type": anonymous.contentType,
        origin: "https://elsewhere.example",
      },
      payload: anonymous.payload,
    });
    expectError(crossSite, 403);
  });

  it("uploads a photo: upright, no metadata, every width and format under content-hashed immutable URLs", async () => {
    const response = await upload(await phoneJpeg(), "IMG_0042.JPG");
    expect(response.statusCode, response.body).toBe(201);
    const photo = response.json().data as Uploaded;
    // Orientation 6 turns the 1600 x 1000 raster upright: 1000 wide, 1600 high.
    expect({ width: photo.width, height: photo.height }).toEqual({ width: 1000, height: 1600 });

    const variants = await db()
      .select({ width: photoVariants.width, format: photoVariants.format, hash: photoVariants.contentHash })
      .from(photoVariants)
      .where(eq(photoVariants.photoId, photo.id));
    // 400, 600 and 800 px (1000 px is below 1200), each in AVIF, WebP and JPEG.
    expect(variants.map((variant) => `${variant.width}.${variant.format}`).sort()).toEqual(
      ["400", "600", "800"].flatMap((width) => [`${width}.avif`, `${width}.jpg`, `${width}.webp`]).sort(),
    );

    for (const variant of variants) {
      const media = await testApp.app.inject({
        method: "GET",
        url: `/media/${variant.hash}.${variant.format}`,
      });
      expect(media.statusCode).toBe(200);
      expect(media.headers["content-type"]).toBe(
        { avif: "image/avif", webp: "image/webp", jpg: "image/jpeg" }[variant.format],
      );
      expect(media.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      const metadata = await sharp(media.rawPayload).metadata();
      expect(metadata.width).toBe(variant.width);
      // Portrait: taller than wide, with no orientation flag left to apply.
      expect(metadata.height).toBeGreaterThan(variant.width);
      expect(metadata.exif).toBeUndefined();
      expect(metadata.orientation ?? 1).toBe(1);
      expect(media.rawPayload.includes(Buffer.from("GPS"))).toBe(false);
      expect(media.rawPayload.includes(Buffer.from("Test Phone"))).toBe(false);
    }
    // The wrong extension for a stored hash is no address at all.
    const jpg = variants.find((variant) => variant.format === "jpg")!;
    expect((await testApp.app.inject({ method: "GET", url: `/media/${jpg.hash}.webp` })).statusCode).toBe(
      404,
    );
  }, 60_000);

  describe("refuses what is not a photo it can take, storing nothing", () => {
    const refusals: [string, () => Promise<Buffer>, string, number, string][] = [
      [
        "an HTML page named .jpg",
        async () => Buffer.from("<!doctype html><html><script>alert(1)</script></html>"),
        "holiday.jpg",
        415,
        photoMessages.notAnImage,
      ],
      [
        "an SVG named .jpg",
        async () =>
          Buffer.from(
            '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>',
          ),
        "vase.jpg",
        415,
        photoMessages.notAnImage,
      ],
      [
        "a truncated JPEG",
        async () => {
          const whole = await sharp({ create: { width: 900, height: 700, channels: 3, background: "#345" } })
            .jpeg()
            .toBuffer();
          return whole.subarray(0, Math.floor(whole.length / 2));
        },
        "cut.jpg",
        422,
        photoMessages.damaged,
      ],
      [
        "a file over 15 MB",
        async () =>
          Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(15 * 1024 * 1024 + 10)]),
        "huge.jpg",
        413,
        photoMessages.tooLarge,
      ],
      [
        "a photo over 40 megapixels",
        async () =>
          sharp({ create: { width: 8000, height: 5100, channels: 3, background: "#ddd" } })
            .png({ compressionLevel: 9 })
            .toBuffer(),
        "big.png",
        413,
        photoMessages.tooManyPixels,
      ],
      [
        "a decompression bomb (a small PNG claiming 30000 x 30000 pixels)",
        async () => {
          // A real PNG header and a tiny compressed stream declaring 900 megapixels.
          const small = await sharp({ create: { width: 1, height: 1, channels: 3, background: "#000" } })
            .png()
            .toBuffer();
          const bomb = Buffer.from(small);
          bomb.writeUInt32BE(30_000, 16);
          bomb.writeUInt32BE(30_000, 20);
          return bomb;
        },
        "bomb.png",
        413,
        photoMessages.tooManyPixels,
      ],
      [
        "an iPhone HEIC photo",
        async () => {
          const ftyp = Buffer.alloc(24);
          ftyp.writeUInt32BE(24, 0);
          ftyp.write("ftypheic", 4, "latin1");
          ftyp.write("mif1heic", 16, "latin1");
          return Buffer.concat([ftyp, Buffer.alloc(2000, 7)]);
        },
        "IMG_0001.HEIC",
        415,
        photoMessages.heic,
      ],
      ["an empty file", async () => Buffer.alloc(0), "empty.jpg", 415, photoMessages.empty],
    ];

    it.each(refusals)(
      "%s",
      async (_label, bytes, filename, status, message) => {
        const before = await photoCount();
        const error = expectError(await upload(await bytes(), filename), status);
        expect(error.message).toBe(message);
        expect(await photoCount()).toBe(before);
      },
      60_000,
    );
  });

  it("creates an accessory with photos; the public API shows them with their variants", async () => {
    const first = (await upload(await phoneJpeg(), "a.jpg")).json().data as Uploaded;
    const png = await sharp({ create: { width: 1300, height: 1300, channels: 4, background: "#3a5f0b80" } })
      .png()
      .toBuffer();
    const secondResponse = await upload(png, "b.png", "image/png");
    expect(secondResponse.statusCode, secondResponse.body).toBe(201);
    const second = secondResponse.json().data as Uploaded;

    const missingAlt = await send(
      "POST",
      "/api/admin/accessories",
      form({ photos: [{ id: first.id, alt: "" }] }),
    );
    expect(expectError(missingAlt, 400).fields?.["photos.0.alt"]).toBe(
      accessoryFormMessages.photoAltRequired,
    );

    const created = await create({
      name: "Jute Basket With Photos",
      photos: [
        { id: second.id, alt: "The basket from above" },
        { id: first.id, alt: "The basket on a shelf" },
      ],
    });
    const publicAnswer = await get(apiPaths.accessory(created.id), {});
    expect(publicAnswer.statusCode).toBe(200);
    const accessory = publicAnswer.json().data;
    expect(accessory.images).toHaveLength(2);
    // The first photo is the card image.
    expect(accessory.images[0]._id).toBe(second.id);
    expect(accessory.image.imageUrl).toBe(accessory.images[0].imageUrl);
    expect(accessory.images[0]).toMatchObject({ alt: "The basket from above", width: 1200, height: 1200 });
    expect(accessory.images[0].srcSet.avif).toMatch(/^\/media\/[0-9a-f]{32}\.avif 400w, .+ 1200w$/);
    expect(accessory.images[0].imageUrl).toMatch(/^\/media\/[0-9a-f]{32}\.jpg$/);
    expect(await auditActions(created.id)).toEqual(["accessory.created"]);

    const list = await get(`/api/admin/accessories?q=${encodeURIComponent("jute basket with")}`);
    expect(list.json().data.map((row: { id: string }) => row.id)).toEqual([created.id]);
  }, 60_000);

  it("validates with the shared schema and says beside the field that a code is taken", async () => {
    const invalid = expectError(
      await send(
        "POST",
        "/api/admin/accessories",
        form({ name: " ", rate: -5, specifications: [{ label: "", value: "x" }] }),
      ),
      400,
    );
    expect(invalid.fields).toMatchObject({
      name: accessoryFormMessages.nameRequired,
      rate: accessoryFormMessages.rateInvalid,
      "specifications.0.label": accessoryFormMessages.rowLabelRequired,
    });
    expectError(await send("POST", "/api/admin/accessories", form({ rate: 12.5 })), 400);

    await create({ code: "NI-CLASH-1" });
    const clash = expectError(
      await send("POST", "/api/admin/accessories", form({ code: "NI-CLASH-1" })),
      409,
      "code_taken",
    );
    expect(clash.fields).toEqual({ code: accessoryFormMessages.codeTaken });
  });

  it("edits, and the second of two editors gets who changed it and when instead of overwriting", async () => {
    const created = await create({ name: "Brass Candle Stand" });
    const saved = await send("PUT", `/api/admin/accessories/${created.id}`, {
      ...form({ name: "Brass Candle Stand, tall", code: "NI-CS-77" }),
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data.version).toBe(created.version + 1);

    // The other member of staff still has the page loaded at the first version.
    const late = await send(
      "PUT",
      `/api/admin/accessories/${created.id}`,
      { ...form({ name: "Brass Candle Stand, short", code: "NI-CS-77" }), version: created.version },
      other.headers,
    );
    const conflict = expectError(late, 409, "changed_meanwhile");
    expect(conflict.message).toMatch(/^This accessory was changed by Test Owner at .+, reload to see it\.$/);

    const editing = (await get(`/api/admin/accessories/${created.id}`)).json().data;
    expect(editing).toMatchObject({
      name: "Brass Candle Stand, tall",
      code: "NI-CS-77",
      updatedByName: "Test Owner",
    });
    expect(editing.specifications).toEqual([
      { label: "Material", value: "Jute", labelBn: null, valueBn: null },
      { label: "Finish", value: "Natural", labelBn: null, valueBn: null },
    ]);
    expect(await auditActions(created.id)).toEqual(["accessory.created", "accessory.updated"]);
  });

  it("keeps an optional Bengali name and description: checked, audited, on the public API only when written", async () => {
    const refused = expectError(
      await send(
        "POST",
        "/api/admin/accessories",
        form({ nameBn: "Jute Basket", descriptionBn: `বেতের ঝুড়ি ${"অ".repeat(5_000)}` }),
      ),
      400,
    );
    expect(refused.fields).toEqual({
      nameBn: accessoryFormMessages.bengaliLetters,
      descriptionBn: accessoryFormMessages.tooLong(5_000),
    });
    expectError(await send("POST", "/api/admin/accessories", form({ nameBn: "১২৩" })), 400);

    // Without them, the English answer keeps the exact shape docs/product.md#public-api gives.
    const plain = await create({ nameBn: "  ", descriptionBn: "" });
    const plainJson = (await get(apiPaths.accessory(plain.id), {})).json().data;
    expect(plainJson).not.toHaveProperty("nameBn");
    expect(plainJson).not.toHaveProperty("descriptionBn");
    expect((await get(`/api/admin/accessories/${plain.id}`)).json().data).toMatchObject({
      nameBn: null,
      descriptionBn: null,
    });

    const created = await create({
      name: "Jute Basket",
      nameBn: "  পাটের ঝুড়ি (Rangpur)  ",
      description: "Woven by hand.",
      descriptionBn: "রংপুরের কারিগরদের হাতে বোনা।",
    });
    const shown = (await get(apiPaths.accessory(created.id), {})).json().data;
    expect(shown).toMatchObject({
      name: "Jute Basket",
      nameBn: "পাটের ঝুড়ি (Rangpur)",
      description: "Woven by hand.",
      descriptionBn: "রংপুরের কারিগরদের হাতে বোনা।",
    });

    // Emptying one takes it off the API; the audit log has both sides of the change.
    const saved = await send("PUT", `/api/admin/accessories/${created.id}`, {
      ...form({ name: "Jute Basket", description: "Woven by hand.", nameBn: "পাটের ঝুড়ি" }),
      code: shown.code,
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(apiPaths.accessory(created.id), {})).json().data;
    expect(after.nameBn).toBe("পাটের ঝুড়ি");
    expect(after).not.toHaveProperty("descriptionBn");
    const [entry] = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "accessory.updated")));
    expect(entry.before).toMatchObject({
      nameBn: "পাটের ঝুড়ি (Rangpur)",
      descriptionBn: "রংপুরের কারিগরদের হাতে বোনা।",
    });
    expect(entry.after).toMatchObject({ nameBn: "পাটের ঝুড়ি", descriptionBn: null });
  });

  it("keeps a row's optional Bengali label and value: checked, audited, on the public API only when written", async () => {
    const refused = expectError(
      await send(
        "POST",
        "/api/admin/accessories",
        form({
          specifications: [{ label: "Material", value: "Jute", labelBn: "Material", valueBn: "পাট" }],
          additionalInformation: [{ label: "Care", value: "Dust it", valueBn: "১২৩" }],
        }),
      ),
      400,
    );
    expect(refused.fields).toEqual({
      "specifications.0.labelBn": accessoryFormMessages.bengaliLetters,
      "additionalInformation.0.valueBn": accessoryFormMessages.bengaliLetters,
    });

    // Without them (absent or blank), the rows keep the exact shape docs/product.md#public-api gives.
    const plain = await create({
      specifications: [{ label: "Material", value: "Jute", labelBn: " ", valueBn: "" }],
    });
    const plainJson = (await get(apiPaths.accessory(plain.id), {})).json().data;
    expect(Object.keys(plainJson.specifications[0]).sort()).toEqual(["_id", "label", "value"]);
    expect(Object.keys(plainJson.additionalInformation[0]).sort()).toEqual(["_id", "label", "value"]);
    expect((await get(`/api/admin/accessories/${plain.id}`)).json().data.specifications).toEqual([
      { label: "Material", value: "Jute", labelBn: null, valueBn: null },
    ]);

    const created = await create({
      specifications: [
        { label: "Material", value: "Jute", labelBn: " উপাদান ", valueBn: "পাট" },
        { label: "Finish", value: "Natural", valueBn: "প্রাকৃতিক" },
      ],
      additionalInformation: [{ label: "Care", value: "Dust with a dry cloth", labelBn: "যত্ন" }],
    });
    const shown = (await get(apiPaths.accessory(created.id), {})).json().data;
    expect(shown.specifications.map(({ _id, ...row }: { _id: string }) => row)).toEqual([
      { label: "Material", value: "Jute", labelBn: "উপাদান", valueBn: "পাট" },
      { label: "Finish", value: "Natural", valueBn: "প্রাকৃতিক" },
    ]);
    expect(shown.additionalInformation.map(({ _id, ...row }: { _id: string }) => row)).toEqual([
      { label: "Care", value: "Dust with a dry cloth", labelBn: "যত্ন" },
    ]);
    expect((await get(`/api/admin/accessories/${created.id}`)).json().data.specifications).toEqual([
      { label: "Material", value: "Jute", labelBn: "উপাদান", valueBn: "পাট" },
      { label: "Finish", value: "Natural", labelBn: null, valueBn: "প্রাকৃতিক" },
    ]);

    // A row whose English stays keeps its id when its Bengali changes; emptying one takes it off the API, and
    // the audit log has both sides of the change.
    const saved = await send("PUT", `/api/admin/accessories/${created.id}`, {
      ...form({
        specifications: [
          { label: "Material", value: "Jute", labelBn: "উপাদান", valueBn: "সোনালি পাট" },
          { label: "Finish", value: "Natural", valueBn: "" },
        ],
        additionalInformation: [{ label: "Care", value: "Dust with a dry cloth", labelBn: "যত্ন" }],
      }),
      code: shown.code,
      version: created.version,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const after = (await get(apiPaths.accessory(created.id), {})).json().data;
    expect(after.specifications).toEqual([
      {
        _id: shown.specifications[0]._id,
        label: "Material",
        value: "Jute",
        labelBn: "উপাদান",
        valueBn: "সোনালি পাট",
      },
      { _id: shown.specifications[1]._id, label: "Finish", value: "Natural" },
    ]);
    const [entry] = await db()
      .select({ before: auditLog.before, after: auditLog.after })
      .from(auditLog)
      .where(and(eq(auditLog.entityId, created.id), eq(auditLog.action, "accessory.updated")));
    expect(entry.before).toMatchObject({
      specifications: [
        { label: "Material", value: "Jute", labelBn: "উপাদান", valueBn: "পাট" },
        { label: "Finish", value: "Natural", valueBn: "প্রাকৃতিক" },
      ],
      additionalInformation: [{ label: "Care", value: "Dust with a dry cloth", labelBn: "যত্ন" }],
    });
    expect((entry.after as { specifications: unknown }).specifications).toEqual([
      { label: "Material", value: "Jute", labelBn: "উপাদান", valueBn: "সোনালি পাট" },
      { label: "Finish", value: "Natural" },
    ]);
  });

  it("a saved change is on the public API at once, although its answers are cached for a minute", async () => {
    const created = await create({ rate: 1500 });
    // This app caches the public answers for a minute, and the first read above filled the cache: reading the
    // new rate straight after the save shows the save emptied it, however long the save took.
    expect((await get(apiPaths.accessory(created.id), {})).json().data.rate).toBe(1500);
    await send("PUT", `/api/admin/accessories/${created.id}`, {
      ...form({ rate: 1750 }),
      code: (await get(`/api/admin/accessories/${created.id}`)).json().data.code,
      version: created.version,
    });
    expect((await get(apiPaths.accessory(created.id), {})).json().data.rate).toBe(1750);
  });

  it("out of stock: the public API says so and an order line for it is refused with 409", async () => {
    const created = await create({ name: "Mango Wood Tray" });
    const marked = await send("POST", `/api/admin/accessories/${created.id}/stock`, {
      outOfStock: true,
      version: created.version,
    });
    expect(marked.statusCode, marked.body).toBe(200);
    expect((await get(apiPaths.accessory(created.id), {})).json().data.outOfStock).toBe(true);

    const order = await postJson(testApp.app, apiPaths.saveOrder, validCustomer);
    expect(order.statusCode).toBe(201);
    const line = await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order.json()._id,
      accessoryId: created.id,
      quantity: 1,
    });
    const refused = expectError(line, 409, "out_of_stock");
    expect(refused.message).toBe(
      "Mango Wood Tray is out of stock. Please remove it from your cart to place your order.",
    );
    expect(await auditActions(created.id)).toEqual(["accessory.created", "accessory.out_of_stock"]);

    await send("POST", `/api/admin/accessories/${created.id}/stock`, { outOfStock: false, version: 2 });
    const accepted = await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order.json()._id,
      accessoryId: created.id,
      quantity: 1,
    });
    expect(accepted.statusCode, accepted.body).toBe(201);
  });

  it("archive takes it off the shop and keeps it for the back office; restore brings it back", async () => {
    const created = await create({ name: "Archived Lamp" });
    const archived = await send("POST", `/api/admin/accessories/${created.id}/archive`, {
      version: created.version,
    });
    expect(archived.statusCode, archived.body).toBe(200);
    expectError(await get(apiPaths.accessory(created.id), {}), 404);
    const shopIds = async () => {
      const page = (await get(`${apiPaths.accessories}?page=1`, {})).json();
      return page.data.map((row: { _id: string }) => row._id);
    };
    expect(await shopIds()).not.toContain(created.id);
    expect(
      (await testApp.app.inject({ method: "GET", url: "/api/accessory/get-all-accessories" })).statusCode,
    ).toBe(200);
    const links = await testApp.app.admin.catalogue.list({ q: "Archived Lamp" });
    expect(links.accessories).toMatchObject([{ id: created.id, archived: true }]);

    const restored = await send("POST", `/api/admin/accessories/${created.id}/restore`, {
      version: created.version + 1,
    });
    expect(restored.statusCode, restored.body).toBe(200);
    expect((await get(apiPaths.accessory(created.id), {})).statusCode).toBe(200);
    expect(await shopIds()).toContain(created.id);
    expect(await auditActions(created.id)).toEqual([
      "accessory.created",
      "accessory.archived",
      "accessory.restored",
    ]);
  });

  it("deletes only what no order has named; a price change leaves order lines at the rate charged", async () => {
    const orderedId = await insertAccessory(db(), { name: "Ordered Vase", rate: 3000 });
    const order = await postJson(testApp.app, apiPaths.saveOrder, validCustomer);
    const line = await postJson(testApp.app, apiPaths.saveOrderDetails, {
      orderId: order.json()._id,
      accessoryId: orderedId,
      quantity: 2,
    });
    expect(line.statusCode, line.body).toBe(201);

    const editing = (await get(`/api/admin/accessories/${orderedId}`)).json().data;
    expect(editing.timesOrdered).toBe(1);
    const repriced = await send("PUT", `/api/admin/accessories/${orderedId}`, {
      ...form({ name: editing.name, code: editing.code, rate: 3600 }),
      version: editing.version,
    });
    expect(repriced.statusCode, repriced.body).toBe(200);
    const [kept] = await db()
      .select({ rate: orderItems.rate })
      .from(orderItems)
      .where(and(eq(orderItems.accessoryId, orderedId), eq(orderItems.orderId, order.json()._id)));
    expect(kept.rate).toBe(3000);

    const refused = expectError(
      await send("DELETE", `/api/admin/accessories/${orderedId}`),
      409,
      "accessory_ordered",
    );
    expect(refused.message).toMatch(/Archive it to take it off the shop/);
    expect((await get(`/api/admin/accessories/${orderedId}`)).statusCode).toBe(200);

    const unordered = await create({ name: "Never Ordered" });
    expect((await send("DELETE", `/api/admin/accessories/${unordered.id}`)).statusCode).toBe(204);
    expectError(await get(`/api/admin/accessories/${unordered.id}`), 404);
    expect(await auditActions(unordered.id)).toEqual(["accessory.created", "accessory.deleted"]);
  });

  it("lists every accessory newest first, archived ones marked, searchable by code", async () => {
    const older = await create({ name: "Search Older", code: "NI-SRCH-1" });
    const newer = await create({ name: "Search Newer", code: "NI-SRCH-2" });
    await send("POST", `/api/admin/accessories/${older.id}/archive`, { version: older.version });
    const found = (await get("/api/admin/accessories?q=ni-srch")).json();
    expect(found.data.map((row: { id: string; archived: boolean }) => [row.id, row.archived])).toEqual([
      [newer.id, false],
      [older.id, true],
    ]);
    // A `%` typed into the search box is a character, not a wildcard.
    expect((await get("/api/admin/accessories?q=%25")).json().data).toEqual([]);
  });
});
