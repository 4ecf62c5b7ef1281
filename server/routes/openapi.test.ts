import { randomUUID } from "node:crypto";
import { Ajv } from "ajv";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths, postJson, validCustomer, validMessage } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp, databaseKinds, type TestApp } from "../../tests/helpers/test-database";

type Schema = Record<string, unknown>;
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: Schema }[];
  requestBody?: { required?: boolean; content: Record<string, { schema: Schema }> };
  responses: Record<string, { description: string; content?: Record<string, { schema: Schema }> }>;
};
type OpenApiDocument = {
  openapi: string;
  info: { title: string; version: string };
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Schema> };
};

const endpoints = {
  "/api/accessory/get-all-accessories": "get",
  "/api/accessory/get-accessory/{id}": "get",
  "/api/order/save-order": "post",
  "/api/order/save-order-details": "post",
  "/api/message/send-message": "post",
  "/api/track-order": "post",
} as const;

/** Every value of `key` anywhere inside `value`. */
function collect(value: unknown, key: string): unknown[] {
  if (Array.isArray(value)) return value.flatMap((item) => collect(item, key));
  if (!value || typeof value !== "object") return [];
  return Object.entries(value).flatMap(([name, inner]) => [
    ...(name === key ? [inner] : []),
    ...collect(inner, key),
  ]);
}

describe.each(databaseKinds())("OpenAPI document and docs page on %s", (kind) => {
  let testApp: TestApp;
  let document: OpenApiDocument;
  let ajv: Ajv;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    const response = await testApp.app.inject({ method: "GET", url: "/api/openapi.json" });
    expect(response.statusCode).toBe(200);
    document = response.json();
    // OpenAPI 3.0 schema objects are JSON Schema plus `nullable`; the components sit where the $refs point.
    ajv = new Ajv({ strict: false, allErrors: true });
    ajv.addSchema({ components: document.components }, "openapi.json");
  });
  afterAll(async () => {
    await testApp?.close();
  });

  const operation = (path: keyof typeof endpoints) => document.paths[path][endpoints[path]];
  const bodySchema = (path: keyof typeof endpoints) =>
    operation(path).requestBody!.content["application/json"].schema as {
      properties: Record<string, Schema>;
      required: string[];
    };
  const responseSchema = (path: keyof typeof endpoints, status: string) =>
    operation(path).responses[status].content!["application/json"].schema;
  /** Checks a real response body against the schema the document gives for it. */
  const expectDocumented = (path: keyof typeof endpoints, status: string, body: unknown) => {
    const validate = ajv.compile(withRefsInto(responseSchema(path, status)));
    expect(validate(body), JSON.stringify(validate.errors)).toBe(true);
  };

  it("is an OpenAPI 3 document with the product's name as its title and a version", () => {
    expect(document.openapi).toMatch(/^3\.0\.\d+$/);
    expect(document.info.title).toBe("Nakshi Interiors API");
    expect(document.info.version).toBeTruthy();
  });

  it("lists exactly the public endpoints, each with its method", () => {
    expect(Object.keys(document.paths).sort()).toEqual(Object.keys(endpoints).sort());
    for (const [path, method] of Object.entries(endpoints)) {
      expect(Object.keys(document.paths[path]), path).toEqual([method]);
    }
  });

  it("uses only OpenAPI 3.0 schema forms, and every $ref resolves", () => {
    for (const type of collect(document, "type")) expect(type).not.toEqual(expect.any(Array));
    expect(collect(document, "type")).not.toContain("null");
    for (const ref of collect(document, "$ref")) {
      const name = String(ref).replace("#/components/schemas/", "");
      expect(document.components.schemas, String(ref)).toHaveProperty(name);
    }
    for (const schema of Object.values(document.components.schemas)) {
      expect(() => ajv.compile(withRefsInto(schema))).not.toThrow();
    }
  });

  it("documents the page query and the id path parameter", () => {
    const page = operation("/api/accessory/get-all-accessories").parameters!.find((p) => p.name === "page")!;
    expect(page).toMatchObject({ in: "query", required: false, schema: { type: "string" } });
    const id = operation("/api/accessory/get-accessory/{id}").parameters!.find((p) => p.name === "id")!;
    expect(id).toMatchObject({ in: "path", required: true, schema: { type: "string" } });
  });

  it("documents the order body with the shared validation rules and the Idempotency-Key header", () => {
    const body = bodySchema("/api/order/save-order");
    expect(operation("/api/order/save-order").requestBody!.required).toBe(true);
    // The customer details of docs/product.md#entities, where the order goes (optional, issue 28) and the
    // language of the page it came from (optional, issue 31).
    expect(Object.keys(body.properties).sort()).toEqual([
      "address",
      "area",
      "district",
      "email",
      "language",
      "name",
      "phone",
    ]);
    expect(body.required.sort()).toEqual(["address", "name", "phone"]);
    expect(body.properties.district).toMatchObject({ type: "string", maxLength: 80, nullable: true });
    expect(body.properties.name).toMatchObject({ type: "string", maxLength: 100 });
    expect(body.properties.address).toMatchObject({ type: "string", maxLength: 300 });
    expect(body.properties.phone).toMatchObject({ type: "string", pattern: "^01\\d{9}$" });
    expect(body.properties.phone.description).toMatch(/Bengali digits/);
    expect(body.properties.email).toMatchObject({ type: "string", nullable: true });
    const header = operation("/api/order/save-order").parameters!.find((p) => p.name === "idempotency-key");
    expect(header).toMatchObject({ in: "header", required: false });
  });

  it("documents the order-item body without a rate", () => {
    const body = bodySchema("/api/order/save-order-details");
    expect(Object.keys(body.properties).sort()).toEqual(["accessoryId", "orderId", "quantity"]);
    expect(body.required.sort()).toEqual(["accessoryId", "orderId", "quantity"]);
    expect(body.properties.quantity).toMatchObject({ type: "integer", minimum: 1, maximum: 99 });
  });

  it("documents the message body", () => {
    const body = bodySchema("/api/message/send-message");
    expect(Object.keys(body.properties).sort()).toEqual([
      "address",
      "email",
      "language",
      "message",
      "name",
      "phone",
    ]);
    expect(body.required.sort()).toEqual(["address", "message", "name", "phone"]);
    expect(body.properties.message).toMatchObject({ type: "string", maxLength: 2000 });
  });

  it("documents the success and error responses of every endpoint", () => {
    const success = { get: "200", post: "201" } as const;
    for (const [path, method] of Object.entries(endpoints) as [keyof typeof endpoints, "get" | "post"][]) {
      // Tracking an order creates nothing: its success is a 200.
      expect(responseSchema(path, path === "/api/track-order" ? "200" : success[method]), path).toBeTruthy();
      for (const status of ["400", "404", "429", "503"]) {
        expect(responseSchema(path, status), `${path} ${status}`).toEqual({
          $ref: "#/components/schemas/ErrorBody",
        });
      }
    }
    expect(responseSchema("/api/order/save-order", "201")).toEqual({ $ref: "#/components/schemas/Order" });
    expect(responseSchema("/api/order/save-order-details", "201")).toEqual({
      $ref: "#/components/schemas/OrderItem",
    });
    expect(responseSchema("/api/message/send-message", "201")).toEqual({
      $ref: "#/components/schemas/Message",
    });
  });

  it("documents the accessory's optional Bengali name and description", () => {
    const accessory = document.components.schemas.Accessory as {
      properties: Record<string, Schema>;
      required: string[];
    };
    for (const field of ["nameBn", "descriptionBn"]) {
      expect(accessory.properties[field]).toMatchObject({
        type: "string",
        description: expect.stringContaining("Bengali"),
      });
      expect(accessory.required).not.toContain(field);
    }
  });

  it("documents the optional Bengali label and value of an accessory's rows", () => {
    const accessory = document.components.schemas.Accessory as { properties: Record<string, Schema> };
    for (const list of ["specifications", "additionalInformation"]) {
      const row = (
        accessory.properties[list] as { items: { properties: Record<string, Schema>; required: string[] } }
      ).items;
      for (const field of ["labelBn", "valueBn"]) {
        expect(row.properties[field]).toMatchObject({
          type: "string",
          description: expect.stringContaining("Bengali"),
        });
        expect(row.required).not.toContain(field);
      }
    }
  });

  it("matches what the endpoints really answer", async () => {
    const { app, database } = testApp;
    const accessoryId = await insertAccessory(database.db);
    const bengaliId = await insertAccessory(database.db, {
      nameBn: "পিতলের টেবিল ল্যাম্প",
      descriptionBn: "হাতে গড়া পিতলের ল্যাম্প।",
      specifications: [
        { _id: randomUUID(), label: "Material", value: "Brass", labelBn: "উপাদান", valueBn: "পিতল" },
      ],
      additionalInformation: [{ _id: randomUUID(), label: "Origin", value: "Dhaka", labelBn: "উৎস" }],
    });
    const page = await app.inject({ method: "GET", url: apiPaths.accessories });
    expectDocumented("/api/accessory/get-all-accessories", "200", page.json());
    const one = await app.inject({ method: "GET", url: apiPaths.accessory(accessoryId) });
    expectDocumented("/api/accessory/get-accessory/{id}", "200", one.json());
    const bengali = await app.inject({ method: "GET", url: apiPaths.accessory(bengaliId) });
    expect(bengali.json().data).toMatchObject({
      nameBn: "পিতলের টেবিল ল্যাম্প",
      specifications: [{ labelBn: "উপাদান", valueBn: "পিতল" }],
      additionalInformation: [{ labelBn: "উৎস" }],
    });
    expectDocumented("/api/accessory/get-accessory/{id}", "200", bengali.json());
    const order = await postJson(app, apiPaths.saveOrder, validCustomer);
    expectDocumented("/api/order/save-order", "201", order.json());
    const orderWithoutEmail = await postJson(app, apiPaths.saveOrder, { ...validCustomer, email: undefined });
    expectDocumented("/api/order/save-order", "201", orderWithoutEmail.json());
    const line = await postJson(app, apiPaths.saveOrderDetails, {
      orderId: order.json()._id,
      accessoryId,
      quantity: 2,
    });
    expectDocumented("/api/order/save-order-details", "201", line.json());
    const message = await postJson(app, apiPaths.sendMessage, validMessage);
    expectDocumented("/api/message/send-message", "201", message.json());
    const missing = await app.inject({ method: "GET", url: apiPaths.accessory(randomUUID()) });
    expectDocumented("/api/accessory/get-accessory/{id}", "404", missing.json());
    const invalid = await postJson(app, apiPaths.sendMessage, {});
    expectDocumented("/api/message/send-message", "400", invalid.json());
  });

  it("serves the docs page with its scripts under the API base", async () => {
    const page = await testApp.app.inject({ method: "GET", url: "/api/docs" });
    expect(page.statusCode).toBe(200);
    expect(page.headers["content-type"]).toMatch(/^text\/html/);
    expect(page.body).toContain('<div id="swagger-ui">');
    const assets = [...page.body.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]);
    expect(assets.length).toBeGreaterThan(2);
    for (const asset of assets) {
      expect(asset).toMatch(/^\/api\/docs\/static\//);
      const response = await testApp.app.inject({ method: "GET", url: asset });
      expect(response.statusCode, asset).toBe(200);
    }
  });
});

/** A schema whose local $refs point into the registered document, so Ajv can resolve them. */
function withRefsInto(schema: Schema): Schema {
  return JSON.parse(JSON.stringify(schema).replaceAll('"#/components/', '"openapi.json#/components/'));
}
