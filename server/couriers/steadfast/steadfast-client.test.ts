import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { bookParcelOnce } from "../courier-booking";
import { CourierRefusedError, CourierUnavailableError, isTemporaryCourierError } from "../courier-errors";
import type { ParcelRequest } from "../parcel";
import { SecretValue } from "../secret-value";
import { startFakeSteadfast, type FakeSteadfast } from "../test-support/fake-steadfast";
import { createSteadfastClient, type SteadfastClient } from "./steadfast-client";

let fake: FakeSteadfast;
let client: SteadfastClient;
let counter = 0;

/** A parcel with its own order number, so tests share one fake without meeting each other's parcels. */
function parcel(overrides: Partial<ParcelRequest> = {}): ParcelRequest {
  counter += 1;
  return {
    orderNumber: `NI-2611-${String(counter).padStart(4, "0")}`,
    recipientName: "Nusrat Jahan",
    recipientPhone: "01712345678",
    recipientAddress: "House 17/1, Road 3/A, Dhanmondi, Dhaka 1209",
    cashToCollect: 2_450,
    itemCount: 2,
    itemDescription: "1 × Brass table lamp, 1 × Jute cushion cover",
    note: "Call before 3 PM",
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

beforeAll(async () => {
  fake = await startFakeSteadfast();
  client = createSteadfastClient({ settings: fake.settings(), timeoutMs: 400 });
});

afterAll(async () => {
  await fake.close();
});

describe("booking a parcel with Steadfast", () => {
  it("sends the documented request with both keys and keeps the consignment and tracking code", async () => {
    const request = parcel();
    const booked = await client.bookParcel(request);

    const [sent] = fake.requestsTo("POST", /\/create_order$/).slice(-1);
    expect(sent.headers["api-key"]).toBe(fake.apiKey);
    expect(sent.headers["secret-key"]).toBe(fake.secretKey);
    expect(sent.headers["content-type"]).toBe("application/json");
    expect(sent.body).toEqual({
      invoice: request.orderNumber,
      recipient_name: "Nusrat Jahan",
      recipient_phone: "01712345678",
      recipient_address: "House 17/1, Road 3/A, Dhanmondi, Dhaka 1209",
      cod_amount: 2_450,
      note: "Call before 3 PM",
      item_description: "1 × Brass table lamp, 1 × Jute cushion cover",
      total_lot: 2,
      delivery_type: 0,
    });
    const stored = fake.parcels.at(-1)!;
    expect(booked).toEqual({
      courier: "steadfast",
      orderNumber: request.orderNumber,
      consignmentId: String(stored.consignmentId),
      trackingCode: stored.trackingCode,
      courierStatus: "in_review",
      deliveryFee: null,
      trackingUrl: `https://steadfast.com.bd/t/${stored.trackingCode}`,
    });
  });

  it("sends the phone as 01XXXXXXXXX and the text as one clean line, however it was typed", async () => {
    await client.bookParcel(
      parcel({
        recipientName: "  Rafiq\u202e  Ahmed ",
        recipientPhone: "+880 1712-345678",
        recipientAddress: "Flat B2,\nHouse 5 <Road 7>;\tGulshan 1, Dhaka",
        note: "",
        itemDescription: undefined,
      }),
    );
    const sent = fake.requestsTo("POST", /\/create_order$/).at(-1)!.body as Record<string, unknown>;
    expect(sent.recipient_phone).toBe("01712345678");
    expect(sent.recipient_name).toBe("Rafiq Ahmed");
    expect(sent.recipient_address).toBe("Flat B2, House 5 Road 7 Gulshan 1, Dhaka");
    expect(sent).not.toHaveProperty("note");
    expect(sent).not.toHaveProperty("item_description");
  });

  it("refuses a parcel that breaks Steadfast's limits before sending anything, naming each field", async () => {
    const before = fake.requests.length;
    const error = await failure(
      client.bookParcel(
        parcel({
          recipientName: "N".repeat(101),
          recipientPhone: "0171234567",
          recipientAddress: "A".repeat(251),
          cashToCollect: -5,
        }),
      ),
    );
    expect(error).toBeInstanceOf(CourierRefusedError);
    const refusal = error as CourierRefusedError;
    expect(refusal.sent).toBe(false);
    expect(refusal.reason).toBe("invalid");
    expect(Object.keys(refusal.fields).sort()).toEqual(
      ["cashToCollect", "recipientAddress", "recipientName", "recipientPhone"].sort(),
    );
    expect(refusal.fields.recipientAddress).toEqual([
      "Steadfast takes at most 250 characters in the address; this one has 251.",
    ]);
    expect(isTemporaryCourierError(refusal)).toBe(false);
    expect(fake.requests.length).toBe(before);
  });

  it("shortens a long item description to Steadfast's 255 characters instead of refusing it", async () => {
    await client.bookParcel(parcel({ itemDescription: "2 × Hand-woven jute basket, ".repeat(20) }));
    const sent = fake.requestsTo("POST", /\/create_order$/).at(-1)!.body as { item_description: string };
    expect(Array.from(sent.item_description).length).toBeLessThanOrEqual(255);
    expect(Array.from(sent.item_description).length).toBeGreaterThan(240);
    expect(sent.item_description.endsWith("…")).toBe(true);
  });

  it("shows Steadfast's own message beside our field when it refuses a field (HTTP 422)", async () => {
    fake.failNext("POST", /\/create_order$/, {
      kind: "answer",
      answer: {
        status: 422,
        body: {
          status: 422,
          message: "The given data was invalid.",
          errors: { recipient_phone: ["The recipient phone must be 11 digits."], total_lot: ["Too many."] },
        },
      },
    });
    const error = (await failure(client.bookParcel(parcel()))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.sent).toBe(true);
    expect(error.status).toBe(422);
    expect(error.fields).toEqual({
      recipientPhone: ["The recipient phone must be 11 digits."],
      itemCount: ["Too many."],
    });
    expect(error.message).toContain("The recipient phone must be 11 digits.");
  });

  it("recognises an order number Steadfast already has, and books it only once when asked again", async () => {
    const request = parcel();
    const first = await client.bookParcel(request);
    const error = (await failure(client.bookParcel(request))) as CourierRefusedError;
    expect(error.reason).toBe("duplicate");

    const outcome = await bookParcelOnce(client, request, { earlierAttemptMayHaveActed: false });
    expect(outcome).toMatchObject({
      kind: "found",
      parcel: { consignmentId: first.consignmentId, orderNumber: request.orderNumber },
    });
    expect(fake.parcels.filter((stored) => stored.invoice === request.orderNumber)).toHaveLength(1);
  });

  it("reads a refusal Steadfast puts in an HTTP 200 answer as `status: 400`", async () => {
    const lenient = await startFakeSteadfast({ refusalStyle: "http-200" });
    try {
      const other = createSteadfastClient({ settings: lenient.settings() });
      const request = parcel();
      await other.bookParcel(request);
      const error = (await failure(other.bookParcel(request))) as CourierRefusedError;
      expect(error).toBeInstanceOf(CourierRefusedError);
      expect(error.reason).toBe("duplicate");
      expect(error.status).toBe(400);
    } finally {
      await lenient.close();
    }
  });
});

describe("Steadfast failures, sorted into refusals for staff and outages for retries", () => {
  it("refuses wrong keys without retrying and without printing them", async () => {
    const wrong = createSteadfastClient({
      settings: { ...fake.settings(), secretKey: new SecretValue("not-the-secret-key") },
    });
    const error = (await failure(wrong.bookParcel(parcel()))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("unauthorised");
    expect(error.message).toContain("STEADFAST_API_KEY and STEADFAST_SECRET_KEY");
    const printed = `${error.message} ${JSON.stringify(error)} ${String(error.stack)}`;
    expect(printed).not.toContain("not-the-secret-key");
    expect(printed).not.toContain(fake.apiKey);
  });

  it("passes on Steadfast's reason when it will not serve the account (403)", async () => {
    fake.failNext("POST", /\/create_order$/, {
      kind: "answer",
      answer: {
        status: 403,
        body: { status: 403, message: "Your account is on hold. Please contact support." },
      },
    });
    const error = (await failure(client.bookParcel(parcel()))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("forbidden");
    expect(error.message).toContain("Your account is on hold. Please contact support.");
  });

  it("locks out after ten refused keys, as Steadfast does, and reports the lock-out as temporary", async () => {
    const guarded = await startFakeSteadfast();
    try {
      const wrong = createSteadfastClient({
        settings: { ...guarded.settings(), apiKey: new SecretValue("wrong") },
      });
      for (let attempt = 0; attempt < 10; attempt += 1) await failure(wrong.balance());
      const right = createSteadfastClient({ settings: guarded.settings() });
      const error = (await failure(right.balance())) as CourierUnavailableError;
      expect(error).toBeInstanceOf(CourierUnavailableError);
      expect(error.reason).toBe("rate_limited");
      expect(error.retryAfterMs).toBe(3_600_000);
    } finally {
      await guarded.close();
    }
  });

  it("retries after a 5xx, warning that a booking may have gone through", async () => {
    fake.failNext("POST", /\/create_order$/, {
      kind: "answer",
      answer: { status: 502, body: { message: "Bad Gateway" } },
    });
    const error = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(error).toBeInstanceOf(CourierUnavailableError);
    expect(error.reason).toBe("server");
    expect(error.mayHaveActed).toBe(true);

    fake.failNext("GET", /\/get_balance$/, { kind: "answer", answer: { status: 500 } });
    const reading = (await failure(client.balance())) as CourierUnavailableError;
    expect(reading.mayHaveActed).toBe(false);
  });

  it("honours Retry-After on a 429", async () => {
    fake.failNext("POST", /\/create_order$/, {
      kind: "answer",
      answer: { status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "30" } },
    });
    const error = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(error.reason).toBe("rate_limited");
    expect(error.retryAfterMs).toBe(30_000);
    expect(error.mayHaveActed).toBe(false);
  });

  it("gives up on a courier that never answers at its deadline", async () => {
    fake.failNext("POST", /\/create_order$/, { kind: "hang" });
    const startedAt = Date.now();
    const error = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(error.reason).toBe("timeout");
    expect(error.mayHaveActed).toBe(true);
    expect(Date.now() - startedAt).toBeLessThan(3_000);
  });

  it("does not book twice when the connection dropped after Steadfast took the parcel", async () => {
    const request = parcel();
    fake.failNext("POST", /\/create_order$/, { kind: "drop-after" });
    const error = (await failure(client.bookParcel(request))) as CourierUnavailableError;
    expect(error).toBeInstanceOf(CourierUnavailableError);
    expect(error.mayHaveActed).toBe(true);
    const creates = fake.requestsTo("POST", /\/create_order$/).length;

    const outcome = await bookParcelOnce(client, request, { earlierAttemptMayHaveActed: error.mayHaveActed });
    const stored = fake.parcels.filter((candidate) => candidate.invoice === request.orderNumber);
    expect(stored).toHaveLength(1);
    expect(outcome).toMatchObject({
      kind: "found",
      parcel: { consignmentId: String(stored[0].consignmentId) },
    });
    expect(fake.requestsTo("POST", /\/create_order$/)).toHaveLength(creates);
  });

  it("books after a connection that dropped before Steadfast did anything, once", async () => {
    const request = parcel();
    fake.failNext("POST", /\/create_order$/, { kind: "drop-before" });
    const error = (await failure(client.bookParcel(request))) as CourierUnavailableError;
    const outcome = await bookParcelOnce(client, request, { earlierAttemptMayHaveActed: error.mayHaveActed });
    expect(outcome.kind).toBe("booked");
    expect(fake.parcels.filter((candidate) => candidate.invoice === request.orderNumber)).toHaveLength(1);
  });

  it("knows a refused connection never reached Steadfast", async () => {
    const closed = await startFakeSteadfast();
    const settings = closed.settings();
    await closed.close();
    const error = (await failure(
      createSteadfastClient({ settings }).bookParcel(parcel()),
    )) as CourierUnavailableError;
    expect(error.reason).toBe("network");
    expect(error.mayHaveActed).toBe(false);
    expect(error.message).toContain("ECONNREFUSED");
  });

  it("treats an answer that is not Steadfast's as unreadable, and possibly booked", async () => {
    fake.failNext("POST", /\/create_order$/, { kind: "garbage" });
    const error = (await failure(client.bookParcel(parcel()))) as CourierUnavailableError;
    expect(error.reason).toBe("unreadable");
    expect(error.mayHaveActed).toBe(true);

    fake.failNext("GET", /\/get_balance$/, {
      kind: "answer",
      answer: { status: 200, body: "x".repeat(3_000_000) },
    });
    const oversized = (await failure(client.balance())) as CourierUnavailableError;
    expect(oversized).toMatchObject({ reason: "unreadable", mayHaveActed: false });
  });
});

describe("bulk booking with Steadfast", () => {
  it("books 50 parcels in one request and answers for each, in the order given", async () => {
    const parcels = Array.from({ length: 50 }, () => parcel());
    const results = await client.bookParcels(parcels);

    const bulkRequests = fake.requestsTo("POST", /\/create_order\/bulk-order$/);
    expect((bulkRequests.at(-1)!.body as { data: unknown[] }).data).toHaveLength(50);
    expect(results.map((result) => result.orderNumber)).toEqual(parcels.map((item) => item.orderNumber));
    for (const result of results) {
      const stored = fake.parcels.find((candidate) => candidate.invoice === result.orderNumber)!;
      expect(result.booked).toMatchObject({
        consignmentId: String(stored.consignmentId),
        trackingCode: stored.trackingCode,
      });
    }
  });

  it("books the good ones and names why each other one was not", async () => {
    const booked = parcel();
    await client.bookParcel(booked);
    const parcels = [parcel(), parcel({ recipientPhone: "12345" }), { ...booked }, parcel()];
    const twice = parcels[3];
    parcels.push({ ...twice });

    const results = await client.bookParcels(parcels);
    expect(results[0].booked).toBeDefined();
    expect(results[1].error).toMatchObject({ reason: "invalid", sent: false });
    expect(results[2].error).toMatchObject({ reason: "duplicate", sent: true });
    expect(results[3].booked).toBeDefined();
    expect(results[4].error).toMatchObject({ reason: "duplicate", sent: false });
    const sent = (fake.requestsTo("POST", /\/create_order\/bulk-order$/).at(-1)!.body as { data: unknown[] })
      .data;
    expect(sent).toHaveLength(3);
  });

  it("splits more than 500 parcels into requests of 500", async () => {
    const before = fake.requestsTo("POST", /\/create_order\/bulk-order$/).length;
    const results = await client.bookParcels(Array.from({ length: 501 }, () => parcel()));
    const requests = fake.requestsTo("POST", /\/create_order\/bulk-order$/).slice(before);
    expect(requests.map((request) => (request.body as { data: unknown[] }).data.length)).toEqual([500, 1]);
    expect(results.every((result) => result.booked)).toBe(true);
  });

  it("reads the guide's older answer, a bare list", async () => {
    const older = await startFakeSteadfast({ bulkAnswerStyle: "bare" });
    try {
      const results = await createSteadfastClient({ settings: older.settings() }).bookParcels([
        parcel(),
        parcel(),
      ]);
      expect(results.every((result) => result.booked)).toBe(true);
    } finally {
      await older.close();
    }
  });

  it("reports an outage of the whole request against every parcel in it", async () => {
    fake.failNext("POST", /\/create_order\/bulk-order$/, { kind: "answer", answer: { status: 503 } });
    const results = await client.bookParcels([parcel(), parcel()]);
    for (const result of results) {
      expect(result.error).toBeInstanceOf(CourierUnavailableError);
      expect((result.error as CourierUnavailableError).mayHaveActed).toBe(true);
    }
  });
});

describe("following a parcel with Steadfast", () => {
  it("finds a parcel by its order number, or says there is none", async () => {
    const request = parcel();
    expect(await client.findParcelByOrderNumber(request.orderNumber)).toBeNull();
    const booked = await client.bookParcel(request);
    expect(await client.findParcelByOrderNumber(request.orderNumber)).toMatchObject({
      courier: "steadfast",
      orderNumber: request.orderNumber,
      consignmentId: booked.consignmentId,
      status: { courierStatus: "in_review", progress: { stage: "in_progress" }, final: false },
    });
  });

  it("reads each status in our words", async () => {
    const booked = await client.bookParcel(parcel());
    fake.setStatus(booked.consignmentId, "delivered_approval_pending");
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      progress: { stage: "in_progress" },
      final: false,
    });
    fake.setStatus(booked.consignmentId, "delivered");
    expect(await client.parcelStatus(booked.consignmentId)).toMatchObject({
      courierStatus: "delivered",
      label: "Delivered",
      progress: { stage: "delivered", collected: null },
      final: true,
    });
    fake.setStatus(booked.consignmentId, "cancelled");
    expect(await client.parcelStatusByTrackingCode(booked.trackingCode!)).toMatchObject({
      progress: { stage: "returned" },
      final: true,
    });
  });

  it("says so when asked about a parcel Steadfast does not know", async () => {
    const error = (await failure(client.parcelStatus("999999999"))) as CourierRefusedError;
    expect(error).toBeInstanceOf(CourierRefusedError);
    expect(error.reason).toBe("not_found");
  });

  it("reads the balance in whole taka", async () => {
    fake.setBalance(12_450.6);
    expect(await client.balance()).toBe(12_451);
  });

  it("checks a phone number's delivery history with Steadfast", async () => {
    fake.setFraudHistory("01812345678", { delivered: 6, cancelled: 4, reports: 1 });
    expect(await client.fraudCheck("+880 1812-345678")).toEqual({
      phone: "01812345678",
      deliveredPercent: 60,
      cancelledPercent: 40,
      volume: { band: "medium", label: "6-20 parcels" },
      reports: 1,
    });
    expect(await client.fraudCheck("01912345678")).toMatchObject({
      deliveredPercent: null,
      volume: { band: "none", label: "no parcels" },
    });
    const before = fake.requests.length;
    const error = (await failure(client.fraudCheck("12345"))) as CourierRefusedError;
    expect(error.sent).toBe(false);
    expect(fake.requests.length).toBe(before);
  });
});
