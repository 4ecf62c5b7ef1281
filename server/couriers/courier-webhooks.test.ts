import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { PATHAO_PUBLISHED_INTEGRATION_SECRET } from "./courier-config";
import {
  PATHAO_INTEGRATION_HEADER,
  pathaoWebhookReply,
  readPathaoWebhook,
  verifyPathaoWebhook,
} from "./pathao/pathao-webhook";
import { createPathaoClient } from "./pathao/pathao-client";
import { SecretValue } from "./secret-value";
import { readSteadfastWebhook, verifySteadfastWebhook } from "./steadfast/steadfast-webhook";
import { createSteadfastClient } from "./steadfast/steadfast-client";
import { startFakePathao, type FakePathao } from "./test-support/fake-pathao";
import { startFakeSteadfast, type FakeSteadfast } from "./test-support/fake-steadfast";

const steadfastToken = { webhookToken: new SecretValue("sf-hook-token-0123456789") };
const pathaoSecret = { webhookSecret: new SecretValue("pathao-hook-secret-0123") };

/** What the server's webhook routes will do with these functions, as a bare HTTP server. */
async function startReceiver(
  answer: (request: http.IncomingMessage, body: string) => http.OutgoingHttpHeaders & { status: number },
) {
  const server = http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on("data", (chunk: Buffer) => chunks.push(chunk));
    request.on("end", () => {
      const { status, ...headers } = answer(request, Buffer.concat(chunks).toString("utf8"));
      response.writeHead(status, headers);
      response.end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/hook`,
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}

describe("Steadfast's webhook", () => {
  it("is accepted only with the configured Bearer token", () => {
    expect(verifySteadfastWebhook("Bearer sf-hook-token-0123456789", steadfastToken)).toBe(true);
    expect(verifySteadfastWebhook("bearer   sf-hook-token-0123456789 ", steadfastToken)).toBe(true);
    expect(verifySteadfastWebhook("Bearer sf-hook-token-012345678", steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook("Bearer sf-hook-token-0123456789x", steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook("sf-hook-token-0123456789", steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook("Basic sf-hook-token-0123456789", steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook("Bearer ", steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook(undefined, steadfastToken)).toBe(false);
    expect(verifySteadfastWebhook(["Bearer sf-hook-token-0123456789", "Bearer other"], steadfastToken)).toBe(
      false,
    );
  });

  it("reads a delivery status with the cash collected, as the panel documents it", () => {
    const reading = readSteadfastWebhook({
      notification_type: "delivery_status",
      consignment_id: 12345,
      invoice: "NI-2611-0042",
      cod_amount: 1500.0,
      status: "Delivered",
      delivery_charge: 100.0,
      tracking_message: "Your package has been delivered successfully.",
      updated_at: "2025-03-02 12:45:30",
    });
    expect(reading).toEqual({
      ok: true,
      event: {
        kind: "delivery_status",
        consignmentId: "12345",
        orderNumber: "NI-2611-0042",
        status: expect.objectContaining({
          courierStatus: "Delivered",
          progress: { stage: "delivered", collected: 1500 },
          final: true,
        }),
        deliveryCharge: 100,
        message: "Your package has been delivered successfully.",
        updatedAt: new Date("2025-03-02T06:45:30Z"),
        key: expect.stringMatching(/^steadfast:[0-9a-f]{32}$/),
      },
    });
  });

  it("reads a tracking update", () => {
    const reading = readSteadfastWebhook(
      JSON.stringify({
        notification_type: "tracking_update",
        consignment_id: 12345,
        invoice: "NI-2611-0042",
        tracking_message: "Package arrived at the sorting center.",
        updated_at: "2025-03-02 13:15:00",
      }),
    );
    expect(reading).toMatchObject({
      ok: true,
      event: { kind: "tracking_update", message: "Package arrived at the sorting center." },
    });
  });

  it("gives a replay the same key and a new status a new one", () => {
    const body = {
      notification_type: "delivery_status",
      consignment_id: 7,
      invoice: "NI-2611-0007",
      cod_amount: 900,
      status: "pending",
      updated_at: "2025-03-02 12:45:30",
    };
    const key = (value: object) => {
      const reading = readSteadfastWebhook(value);
      return reading.ok ? reading.event.key : null;
    };
    expect(key(body)).toBe(key({ ...body }));
    expect(key(body)).not.toBe(key({ ...body, status: "delivered" }));
  });

  it.each([
    ["nothing", undefined],
    ["not JSON", "{not json"],
    ["a list", [{ notification_type: "delivery_status" }]],
    ["an unknown notification", { notification_type: "payment", consignment_id: 1, invoice: "X" }],
    ["no invoice", { notification_type: "tracking_update", consignment_id: 1, tracking_message: "x" }],
    [
      "a negative consignment",
      { notification_type: "delivery_status", consignment_id: -1, invoice: "X", status: "x" },
    ],
    ["no status", { notification_type: "delivery_status", consignment_id: 1, invoice: "X" }],
    [
      "an amount in words",
      {
        notification_type: "delivery_status",
        consignment_id: 1,
        invoice: "X",
        status: "delivered",
        cod_amount: "lots",
      },
    ],
  ])("refuses %s without throwing", (_what, body) => {
    const reading = readSteadfastWebhook(body);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(/^Not a Steadfast notification: /);
  });
});

describe("Pathao's webhook", () => {
  it("is accepted only with the configured signature header", () => {
    expect(verifyPathaoWebhook("pathao-hook-secret-0123", pathaoSecret)).toBe(true);
    expect(verifyPathaoWebhook("pathao-hook-secret-012", pathaoSecret)).toBe(false);
    expect(verifyPathaoWebhook(PATHAO_PUBLISHED_INTEGRATION_SECRET, pathaoSecret)).toBe(false);
    expect(verifyPathaoWebhook("", pathaoSecret)).toBe(false);
    expect(verifyPathaoWebhook(undefined, pathaoSecret)).toBe(false);
  });

  it("answers with 202 and the header Pathao's panel checks", () => {
    expect(pathaoWebhookReply({ integrationSecret: PATHAO_PUBLISHED_INTEGRATION_SECRET })).toEqual({
      status: 202,
      headers: { [PATHAO_INTEGRATION_HEADER]: "f3992ecc-59da-4cbe-a049-a13da2018d51" },
    });
    expect(readPathaoWebhook({ event: "webhook_integration" })).toEqual({
      ok: true,
      event: { kind: "integration" },
    });
  });

  it("reads an order event as a claim to confirm, with the cash collected", () => {
    const reading = readPathaoWebhook({
      consignment_id: "DL121224VS8TTJ",
      merchant_order_id: "NI-2611-0042",
      updated_at: "2024-12-27 23:53:23",
      timestamp: "2024-12-27T17:53:23+00:00",
      store_id: 130820,
      event: "order.delivered",
      collected_amount: 60,
    });
    expect(reading).toEqual({
      ok: true,
      event: {
        kind: "order",
        event: "order.delivered",
        consignmentId: "DL121224VS8TTJ",
        orderNumber: "NI-2611-0042",
        storeId: 130820,
        claimed: expect.objectContaining({ progress: { stage: "delivered", collected: 60 }, final: true }),
        deliveryFee: null,
        reason: null,
        invoiceId: null,
        updatedAt: new Date("2024-12-27T17:53:23Z"),
        key: expect.stringMatching(/^pathao:[0-9a-f]{32}$/),
      },
    });
  });

  it.each([
    "order.created",
    "order.updated",
    "order.pickup-requested",
    "order.assigned-for-pickup",
    "order.picked",
    "order.pickup-failed",
    "order.pickup-cancelled",
    "order.at-the-sorting-hub",
    "order.in-transit",
    "order.received-at-last-mile-hub",
    "order.assigned-for-delivery",
    "order.delivered",
    "order.partial-delivery",
    "order.returned",
    "order.delivery-failed",
    "order.on-hold",
    "order.paid",
    "order.paid-return",
    "order.exchanged",
  ])("knows the documented event %s", (event) => {
    const reading = readPathaoWebhook({
      consignment_id: "DL1",
      updated_at: "2024-12-27 23:49:43",
      store_id: 1,
      event,
    });
    expect(reading.ok).toBe(true);
    expect(reading.ok && reading.event.kind === "order" && reading.event.claimed.label).not.toMatch(
      /^Pathao: /,
    );
  });

  it("reads a store event without taking it for an order", () => {
    expect(
      readPathaoWebhook({
        store_id: 1,
        store_name: "Test Store",
        is_active: 1,
        event: "store.updated",
        timestamp: "x",
      }),
    ).toMatchObject({ ok: true, event: { kind: "store", event: "store.updated", storeId: 1 } });
  });

  it.each([
    ["nothing", undefined],
    ["not JSON", "<xml/>"],
    ["no event", { consignment_id: "DL1" }],
    ["no consignment", { event: "order.delivered", merchant_order_id: "NI-1" }],
    ["an unknown kind of event", { event: "payout.sent", consignment_id: "DL1" }],
    ["an event with odd characters", { event: "order.<script>", consignment_id: "DL1" }],
    ["a list", [{ event: "webhook_integration" }]],
  ])("refuses %s without throwing", (_what, body) => {
    const reading = readPathaoWebhook(body);
    expect(reading.ok).toBe(false);
    expect(!reading.ok && reading.problem).toMatch(/^Not a Pathao event: /);
  });
});

describe("webhooks sent by the fakes, received with these functions", () => {
  let steadfast: FakeSteadfast;
  let pathao: FakePathao;

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
    pathao = await startFakePathao();
  });

  afterAll(async () => {
    await Promise.all([steadfast.close(), pathao.close()]);
  });

  it("a Steadfast parcel's delivery reaches the server, and a wrong token does not", async () => {
    const settings = steadfast.settings("sf-hook-token-0123456789");
    const received: unknown[] = [];
    const receiver = await startReceiver((request, body) => {
      if (!verifySteadfastWebhook(request.headers.authorization, settings)) return { status: 401 };
      const reading = readSteadfastWebhook(body);
      if (!reading.ok) return { status: 400 };
      received.push(reading.event);
      return { status: 200 };
    });
    try {
      const booked = await createSteadfastClient({ settings }).bookParcel({
        orderNumber: "NI-2611-0900",
        recipientName: "Rafiq Ahmed",
        recipientPhone: "01812345678",
        recipientAddress: "Road 11, Banani, Dhaka",
        cashToCollect: 3_200,
        itemCount: 1,
      });
      steadfast.setStatus(booked.consignmentId, "delivered", "Delivered to the customer.");
      const notification = steadfast.deliveryStatusNotification(booked.consignmentId);
      expect(
        (await steadfast.sendWebhook(receiver.url, notification, "sf-hook-token-0123456789")).status,
      ).toBe(200);
      expect((await steadfast.sendWebhook(receiver.url, notification, "guessed-token")).status).toBe(401);
      expect(received).toEqual([
        expect.objectContaining({
          kind: "delivery_status",
          consignmentId: booked.consignmentId,
          orderNumber: "NI-2611-0900",
          status: expect.objectContaining({ progress: { stage: "delivered", collected: 3_200 } }),
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });

  it("Pathao's panel accepts an address that answers with these functions, and its events arrive", async () => {
    const settings = pathao.settings("pathao-hook-secret-0123");
    const received: unknown[] = [];
    const receiver = await startReceiver((request, body) => {
      if (!verifyPathaoWebhook(request.headers["x-pathao-signature"], settings)) return { status: 401 };
      const reading = readPathaoWebhook(body);
      if (reading.ok && reading.event.kind !== "integration") received.push(reading.event);
      const reply = pathaoWebhookReply(settings);
      return { status: reply.status, ...reply.headers };
    });
    try {
      expect(await pathao.acceptsWebhookAddress(receiver.url, "pathao-hook-secret-0123")).toBe(true);
      expect(await pathao.acceptsWebhookAddress(receiver.url, "not-the-secret")).toBe(false);
      const booked = await createPathaoClient({ settings }).bookParcel({
        orderNumber: "NI-2611-0901",
        recipientName: "Rafiq Ahmed",
        recipientPhone: "01812345678",
        recipientAddress: "Road 11, Banani, Dhaka",
        cashToCollect: 3_200,
        itemCount: 1,
        weightGrams: 800,
      });
      pathao.setStatus(booked.consignmentId, "order.delivered");
      const answer = await pathao.sendWebhook(
        receiver.url,
        pathao.event(booked.consignmentId, "order.delivered"),
        "pathao-hook-secret-0123",
      );
      expect(answer.status).toBe(202);
      expect(received).toEqual([
        expect.objectContaining({
          kind: "order",
          consignmentId: booked.consignmentId,
          orderNumber: "NI-2611-0901",
          claimed: expect.objectContaining({ progress: { stage: "delivered", collected: 3_200 } }),
        }),
      ]);
    } finally {
      await receiver.close();
    }
  });
});
