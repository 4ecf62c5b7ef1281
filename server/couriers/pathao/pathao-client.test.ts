import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookParcelOnce } from "../courier-booking";
import { CourierRefusedError, CourierUnavailableError } from "../courier-errors";
import type { ParcelRequest } from "../parcel";
import { SecretValue } from "../secret-value";
import { startFakePathao, type FakePathao } from "../test-support/fake-pathao";
import { createPathaoClient, type PathaoClient } from "./pathao-client";

let fake: FakePathao;
let client: PathaoClient;
let counter = 0;

function parcel(overrides: Partial<ParcelRequest> = {}): ParcelRequest {
  counter += 1;
  return {
    orderNumber: `NI-2611-${String(counter).padStart(4, "0")}`,
    recipientName: "Nusrat Jahan",
    recipientPhone: "01712345678",
    recipientAddress: "House 123, Road 4, Sector 10, Uttara, Dhaka-1230",
    cashToCollect: 1_860,
    itemCount: 3,
    weightGrams: 1_250,
    itemDescription: "3 × Ceramic planter",
    note: "Fragile, please keep upright",
    ...overrides,
  };
}

async function failure(promise: Promise<unknown>): Promise<Error> {
  try {
    await promise;
  } catch (error) {
    return error as Error;
  }
  throw new Error("expected the call to fail");
}

/** A clock a test moves by hand, for the token's lifetime. */
function manualClock() {
  let now = Date.now();
  return {
    now: () => now,
    advance(ms: number) {
      now += ms;
    },
  };
}

beforeAll(async () => {
  fake = await startFakePathao();
  client = createPathaoClient({ settings: fake.settings(), timeoutMs: 400 });
});

afterAll(async () => {
  await fake.close();
});

describe("booking a parcel with Pathao", () => {
  it("signs in with the password grant and sends the documented order", async () => {
    const fresh = await startFakePathao();
    try {
      const settings = fresh.settings();
      const request = parcel();
      const booked = await createPathaoClient({ settings }).bookParcel(request);

      const [tokenRequest] = fresh.requestsTo("POST", /\/issue-token$/);
      expect(tokenRequest.body).toEqual({
        client_id: settings.clientId,
        client_secret: settings.clientSecret.reveal(),
        grant_type: "password",
        username: settings.username,
        password: settings.password.reveal(),
      });
      const [order] = fresh.requestsTo("POST", /\/orders$/);
      expect(order.headers.authorization).toMatch(/^Bearer pt-access-/);
      expect(order.body).toEqual({
        store_id: fresh.storeId,
        merchant_order_id: request.orderNumber,
        recipient_name: "Nusrat Jahan",
        recipient_phone: "01712345678",
        recipient_address: "House 123, Road 4, Sector 10, Uttara, Dhaka-1230",
        delivery_type: 48,
        item_type: 2,
        special_instruction: "Fragile, please keep upright",
        item_quantity: 3,
        item_weight: 1.25,
        item_description: "3 × Ceramic planter",
        amount_to_collect: 1_860,
      });
      const stored = fresh.parcels[0];
      expect(booked).toEqual({
        courier: "pathao",
        orderNumber: request.orderNumber,
        consignmentId: stored.consignmentId,
        trackingCode: stored.consignmentId,
        courierStatus: "Pending",
        deliveryFee: stored.deliveryFee,
        trackingUrl: null,
      });
    } finally {
      await fresh.close();
    }
  });

  it("sends Pathao's own city, zone and area when known, and leaves them out (never null) otherwise", async () => {
    await client.bookParcel(parcel({ pathaoLocation: { cityId: 1, zoneId: 298, areaId: 37 } }));
    expect(fake.requestsTo("POST", /\/orders$/).at(-1)!.body).toMatchObject({
      recipient_city: 1,
      recipient_zone: 298,
      recipient_area: 37,
    });
    await client.bookParcel(parcel());
    const body = fake.requestsTo("POST", /\/orders$/).at(-1)!.body as Record<string, unknown>;
    expect(Object.keys(body)).not.toContain("recipient_city");
    expect(Object.keys(body)).not.toContain("recipient_zone");
  });

  it("rounds a light parcel up to Pathao's 0.5 kg and refuses what Pathao would, before sending", async () => {
    await client.bookParcel(parcel({ weightGrams: 300 }));
    expect(fake.requestsTo("POST", /\/orders$/).at(-1)!.body).toMatchObject({ item_weight: 0.5 });

    const before = fake.requests.length;
    const error = (await failure(
      client.bookParcel(
        parcel({
          recipientName: "Al",
          recipientAddress: "Dhaka",
          weightGrams: 12_000,
          recipientPhone: "+44 20 7946 0958",
        }),
      ),
    )) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.sent).toBe(false);
    expect(error.fields).toEqual({
      recipientName: ["Pathao needs 3 characters or more in the recipient's name."],
      recipientPhone: [
        "Pathao needs a Bangladeshi mobile number of 11 digits, 01 then 3-9 (like 01712345678).",
      ],
      recipientAddress: ["Pathao needs 10 characters or more in the address."],
      weightGrams: ["Pathao carries parcels of at most 10 kg; this one weighs 12 kg."],
    });
    const missing = (await failure(
      client.bookParcel(parcel({ weightGrams: undefined })),
    )) as CourierRefusedError;
    expect(missing.fields.weightGrams).toEqual(["Pathao needs the parcel's weight (0.5 to 10 kg)."]);
    const long = (await failure(
      client.bookParcel(parcel({ recipientAddress: "A".repeat(221) })),
    )) as CourierRefusedError;
    expect(long.fields.recipientAddress).toEqual([
      "Pathao takes at most 220 characters in the address; this one has 221.",
    ]);
    expect(fake.requests.length).toBe(before);
  });

  it("shows Pathao's own message beside our field when it refuses one (422)", async () => {
    const otherStore = createPathaoClient({ settings: { ...fake.settings(), storeId: 999 } });
    const error = (await failure(otherStore.bookParcel(parcel()))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({ store_id: ["Wrong Store selected."] });

    fake.failNext("POST", /\/orders$/, {
      kind: "answer",
      answer: {
        status: 422,
        body: {
          message: "Please fix the given errors",
          type: "error",
          code: 422,
          errors: { recipient_address: ["Delivery is not available in this area."] },
        },
      },
    });
    const area = (await failure(client.bookParcel(parcel()))) as CourierRefusedError;
    expect(area.fields).toEqual({ recipientAddress: ["Delivery is not available in this area."] });
    expect(area.message).toMatch(/^Pathao refused to book NI-2611-\d{4}: /);
    expect(area.message).toContain("Delivery is not available in this area.");
  });
});

describe("Pathao's access token", () => {
  it("is asked for once and used for every call, even many at the same moment", async () => {
    const fresh = await startFakePathao();
    try {
      const shared = createPathaoClient({ settings: fresh.settings() });
      const booked = await Promise.all(Array.from({ length: 10 }, () => shared.bookParcel(parcel())));
      await Promise.all(booked.map((item) => shared.parcelStatus(item.consignmentId)));
      expect(fresh.tokenRequests).toEqual([{ grantType: "password" }]);
      expect(fresh.parcels).toHaveLength(10);
    } finally {
      await fresh.close();
    }
  });

  it("is renewed with the refresh token before it runs out", async () => {
    const fresh = await startFakePathao({ tokenLifetimeSeconds: 3_600 });
    try {
      const clock = manualClock();
      const timed = createPathaoClient({ settings: fresh.settings(), now: clock.now });
      await timed.bookParcel(parcel());
      clock.advance(50 * 60_000);
      await timed.bookParcel(parcel());
      expect(fresh.tokenRequests.map((request) => request.grantType)).toEqual(["password"]);
      // Within the last tenth of its hour the token is renewed before use, not after a refusal.
      clock.advance(5 * 60_000);
      await timed.bookParcel(parcel());
      expect(fresh.tokenRequests.map((request) => request.grantType)).toEqual(["password", "refresh_token"]);
      expect(fresh.requestsTo("POST", /\/orders$/).every((request) => request.headers.authorization)).toBe(
        true,
      );
    } finally {
      await fresh.close();
    }
  });

  it("is renewed once when Pathao refuses it early (401), and the call goes through", async () => {
    const fresh = await startFakePathao();
    try {
      const shared = createPathaoClient({ settings: fresh.settings() });
      await shared.bookParcel(parcel());
      fresh.expireAccessTokens();
      const booked = await shared.bookParcel(parcel());
      expect(booked.consignmentId).toBe(fresh.parcels[1].consignmentId);
      expect(fresh.tokenRequests.map((request) => request.grantType)).toEqual(["password", "refresh_token"]);
      expect(fresh.requestsTo("POST", /\/orders$/)).toHaveLength(3);
    } finally {
      await fresh.close();
    }
  });

  it("comes from the password grant again when the refresh token is refused too", async () => {
    const fresh = await startFakePathao();
    try {
      const shared = createPathaoClient({ settings: fresh.settings() });
      await shared.bookParcel(parcel());
      fresh.expireAccessTokens();
      fresh.expireRefreshTokens();
      await shared.bookParcel(parcel());
      expect(fresh.tokenRequests.map((request) => request.grantType)).toEqual([
        "password",
        "refresh_token",
        "password",
      ]);
    } finally {
      await fresh.close();
    }
  });

  it("is renewed only once when Pathao keeps refusing, then the call is refused for staff", async () => {
    const booked = await client.bookParcel(parcel());
    const before = fake.tokenRequests.length;
    fake.failNext(
      "GET",
      /\/orders\/[^/]+\/info$/,
      { kind: "answer", answer: { status: 401, body: { message: "Unauthenticated." } } },
      2,
    );
    const error = (await failure(client.parcelStatus(booked.consignmentId))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("unauthorised");
    expect(fake.tokenRequests.length - before).toBe(1);
  });

  it("is refused for a wrong password, said without the password", async () => {
    const settings = { ...fake.settings(), password: new SecretValue("wrong-password-123") };
    const orders = fake.requestsTo("POST", /\/orders$/).length;
    const error = (await failure(
      createPathaoClient({ settings }).bookParcel(parcel()),
    )) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("unauthorised");
    expect(error.message).toContain("The user credentials were incorrect.");
    expect(error.message).toContain("PATHAO_PASSWORD");
    expect(`${error.message} ${JSON.stringify(error)} ${error.stack}`).not.toContain("wrong-password-123");
    expect(fake.requestsTo("POST", /\/orders$/)).toHaveLength(orders);
  });

  it("reports a token endpoint that does not answer as temporary", async () => {
    const fresh = await startFakePathao();
    try {
      fresh.failNext("POST", /\/issue-token$/, { kind: "hang" });
      const error = (await failure(
        createPathaoClient({ settings: fresh.settings(), timeoutMs: 300 }).bookParcel(parcel()),
      )) as CourierUnavailableError;
      expect(error).toBeInstanceOf(CourierUnavailableError);
      expect(error.reason).toBe("timeout");
      expect(fresh.requestsTo("POST", /\/orders$/)).toHaveLength(0);
    } finally {
      await fresh.close();
    }
  });
});

describe("Pathao failures", () => {
  it("retries after a 5xx or a timeout, warning that the booking may have gone through", async () => {
    fake.failNext("POST", /\/orders$/, {
      kind: "answer",
      answer: { status: 500, body: { message: "Server Error" } },
    });
    const server = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(server).toMatchObject({ reason: "server", mayHaveActed: true });

    fake.failNext("POST", /\/orders$/, { kind: "hang" });
    const timeout = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(timeout).toMatchObject({ reason: "timeout", mayHaveActed: true });
  });

  it("cannot be asked by order number, so a dropped answer leaves the booking for staff to confirm", async () => {
    const request = parcel();
    fake.failNext("POST", /\/orders$/, { kind: "drop-after" });
    const error = (await failure(client.bookParcel(request))) as CourierUnavailableError;
    expect(error.mayHaveActed).toBe(true);
    const stored = () => fake.parcels.filter((item) => item.merchantOrderId === request.orderNumber);
    expect(stored()).toHaveLength(1);

    const creates = fake.requestsTo("POST", /\/orders$/).length;
    const outcome = await bookParcelOnce(client, request, { earlierAttemptMayHaveActed: true });
    expect(outcome.kind).toBe("unconfirmed");
    expect(outcome.kind === "unconfirmed" && outcome.message).toContain(request.orderNumber);
    expect(fake.requestsTo("POST", /\/orders$/)).toHaveLength(creates);

    // Pathao does not refuse a repeated merchant order id: booking blindly would make a second parcel.
    await client.bookParcel(request);
    expect(stored()).toHaveLength(2);
  });
});

describe("bulk booking with Pathao", () => {
  it("queues 50 parcels in one request (Pathao answers 202 and names none yet)", async () => {
    const before = fake.parcels.length;
    const parcels = Array.from({ length: 50 }, () => parcel());
    const result = await client.requestBulkBooking(parcels);
    expect(result).toEqual({ queued: parcels.map((item) => item.orderNumber), refused: [] });
    const [request] = fake.requestsTo("POST", /\/orders\/bulk$/).slice(-1);
    expect((request.body as { orders: unknown[] }).orders).toHaveLength(50);
    expect(fake.parcels.length - before).toBe(50);
  });

  it("keeps back the parcels it or Pathao refuses and queues the rest", async () => {
    const parcels = Array.from({ length: 6 }, () => parcel());
    parcels[1] = parcel({ recipientAddress: "Too short" });
    fake.failNext("POST", /\/orders\/bulk$/, {
      kind: "answer",
      answer: {
        status: 422,
        body: {
          message: "Please fix the given errors",
          type: "error",
          code: 422,
          errors: { "orders.2.recipient_address": ["Delivery is not available in this area."] },
        },
      },
    });
    const before = fake.requestsTo("POST", /\/orders\/bulk$/).length;
    const result = await client.requestBulkBooking(parcels);

    expect(result.refused.map((item) => item.orderNumber)).toEqual([
      parcels[1].orderNumber,
      parcels[3].orderNumber,
    ]);
    expect(result.refused[0].error.sent).toBe(false);
    expect(result.refused[1].error.fields).toEqual({
      recipientAddress: ["Delivery is not available in this area."],
    });
    expect(result.queued).toEqual(
      [parcels[0], parcels[2], parcels[4], parcels[5]].map((item) => item.orderNumber),
    );
    const sent = fake.requestsTo("POST", /\/orders\/bulk$/).slice(before);
    expect(sent.map((request) => (request.body as { orders: unknown[] }).orders.length)).toEqual([5, 4]);
  });

  it("throws an outage of the whole request, which may have queued them", async () => {
    fake.failNext("POST", /\/orders\/bulk$/, { kind: "answer", answer: { status: 503 } });
    const error = (await failure(client.requestBulkBooking([parcel(), parcel()]))) as CourierUnavailableError;
    expect(error).toBeInstanceOf(CourierUnavailableError);
    expect(error.mayHaveActed).toBe(true);
  });
});

describe("following a parcel with Pathao", () => {
  it("reads the order's status in our words", async () => {
    const booked = await client.bookParcel(parcel());
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      courierStatus: "Pending",
      progress: { stage: "in_progress" },
      final: false,
    });
    fake.setStatus(booked.consignmentId, "order.assigned-for-delivery");
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      label: "Out for delivery",
      final: false,
    });
    fake.setStatus(booked.consignmentId, "order.delivered");
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      courierStatus: "Delivered",
      progress: { stage: "delivered", collected: null },
      final: true,
    });
    fake.setStatus(booked.consignmentId, "order.returned");
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      progress: { stage: "returned" },
    });
  });

  it("says so when asked about a parcel Pathao does not know", async () => {
    const error = (await failure(client.parcelStatus("DL000000XXXX"))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("not_found");
  });
});
