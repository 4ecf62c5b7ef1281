import { randomBytes } from "node:crypto";
import { SecretValue } from "../secret-value";
import type { SteadfastSettings } from "../courier-config";
import {
  dhakaTimestamp,
  postWebhook,
  startFakeServer,
  type FakeAnswer,
  type Fault,
  type ReceivedRequest,
} from "./fake-courier-server";

/**
 * Steadfast's merchant API (portal.packzy.com/api/v1) as its API guide describes it, on 127.0.0.1: the
 * `Api-Key` and `Secret-Key` headers on every call, the create-order fields and their limits, the bulk
 * endpoint of up to 500, the status and balance endpoints, the fraud score, and the lock-out after ten
 * refused keys. It refuses what the guide does not describe, including fields the guide does not name, so
 * a typo in the adapter fails a test instead of being ignored. It keeps every parcel, so a test can see
 * a second booking, and it sends webhooks as Steadfast's panel describes them.
 */
export type FakeSteadfastParcel = {
  consignmentId: number;
  invoice: string;
  trackingCode: string;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  codAmount: number;
  note: string | null;
  itemDescription: string | null;
  totalLot: number;
  status: string;
  createdAt: string;
  tracking: Array<{ text: string; createdAt: string }>;
};

export type FakeSteadfastOptions = {
  apiKey?: string;
  secretKey?: string;
  /**
   * How a refused booking comes back. Integrations report both: HTTP 422 with Laravel's `errors`, and HTTP
   * 200 with `status: 400` and `errors` inside the body.
   */
  refusalStyle?: "http-422" | "http-200";
  /** The guide v1 shows the bulk answer as a bare array; its newer revision wraps it in `{ status, data }`. */
  bulkAnswerStyle?: "wrapped" | "bare";
  /** What `/get_balance` answers at first (Steadfast's example shows 0); `setBalance` changes it. */
  balance?: number;
};

const API = "/api/v1";
const ORDER_FIELDS = new Set([
  "invoice",
  "recipient_name",
  "recipient_phone",
  "alternative_phone",
  "recipient_email",
  "recipient_address",
  "cod_amount",
  "note",
  "item_description",
  "total_lot",
  "delivery_type",
]);
const AUTH_FAILURE_LIMIT = 10;
const AUTH_FAILURE_WINDOW_MS = 5 * 60_000;
const LOCKOUT_MS = 60 * 60_000;

type Problem = { field: string; code: string; message: string };

const isText = (value: unknown): value is string => typeof value === "string";
const isNumeric = (value: unknown) =>
  (typeof value === "number" && Number.isFinite(value)) ||
  (typeof value === "string" && /^\d+(\.\d+)?$/.test(value));
/** Steadfast stores names, addresses and notes with these replaced by spaces. */
const scrub = (text: string) => text.replace(/[{};<>]/g, " ");

function orderProblems(order: unknown, existingInvoices: ReadonlySet<string>): Problem[] {
  if (!order || typeof order !== "object" || Array.isArray(order))
    return [{ field: "order", code: "INVALID_ORDER", message: "Each order must be an object." }];
  const data = order as Record<string, unknown>;
  const problems: Problem[] = [];
  const add = (field: string, code: string, message: string) => problems.push({ field, code, message });
  for (const key of Object.keys(data))
    if (!ORDER_FIELDS.has(key)) add(key, "UNKNOWN_FIELD", `The ${key} field is not part of the API.`);

  const { invoice, recipient_name, recipient_phone, recipient_address, cod_amount } = data;
  if (!isText(invoice) || invoice === "")
    add("invoice", "INVOICE_IS_REQUIRED", "The invoice field is required.");
  else if (!/^[A-Za-z0-9_-]+$/.test(invoice))
    add(
      "invoice",
      "INVOICE_MUST_BE_ALPHA_NUM_DASH_UNDERSCORE",
      "The invoice may only contain letters, numbers, dashes and underscores.",
    );
  else if (invoice.length > 100)
    add(
      "invoice",
      "INVOICE_LENGTH_SHOULD_BE_LESS_THAN_100_CHARS",
      "The invoice may not be greater than 100 characters.",
    );
  else if (existingInvoices.has(invoice))
    add("invoice", "THIS_INVOICE_ALREADY_EXISTS", "The invoice has already been taken.");

  if (!isText(recipient_name) || recipient_name.trim() === "")
    add("recipient_name", "RECEIVER_NAME_IS_REQUIRED", "The recipient name field is required.");
  else if (recipient_name.length > 100)
    add(
      "recipient_name",
      "RECEIVER_NAME_LENGTH_SHOULD_BE_LESS_THAN_100_CHARS",
      "The recipient name may not be greater than 100 characters.",
    );

  if (!isText(recipient_phone) || recipient_phone === "")
    add("recipient_phone", "RECEIVER_PHONE_IS_REQUIRED", "The recipient phone field is required.");
  else if (!/^01\d{9}$/.test(recipient_phone))
    add("recipient_phone", "RECEIVER_PHONE_MUST_BE_11_DIGITS", "The recipient phone must be 11 digits.");
  if (
    data.alternative_phone !== undefined &&
    !(isText(data.alternative_phone) && /^01\d{9}$/.test(data.alternative_phone))
  )
    add(
      "alternative_phone",
      "ALTERNATIVE_PHONE_MUST_BE_11_DIGITS",
      "The alternative phone must be 11 digits.",
    );
  if (
    data.recipient_email !== undefined &&
    !(isText(data.recipient_email) && /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(data.recipient_email))
  )
    add("recipient_email", "RECEIVER_EMAIL_INVALID", "The recipient email must be a valid email address.");

  if (!isText(recipient_address) || recipient_address.trim() === "")
    add("recipient_address", "RECEIVER_ADDRESS_IS_REQUIRED", "The recipient address field is required.");
  else if (recipient_address.length > 250)
    add(
      "recipient_address",
      "RECEIVER_ADDRESS_LENGTH_SHOULD_BE_LESS_THAN_250_CHARS",
      "The recipient address may not be greater than 250 characters.",
    );

  if (!isNumeric(cod_amount) || Number(cod_amount) < 0 || Number(cod_amount) > 1_000_000)
    add("cod_amount", "COD_AMOUNT_ERROR", "The cod amount must be a number from 0 to 1000000.");
  if (data.note !== undefined && data.note !== null && !(isText(data.note) && data.note.length <= 480))
    add(
      "note",
      "RECEIVER_NOTE_LENGTH_SHOULD_BE_LESS_THAN_500_CHARS",
      "The note may not be greater than 480 characters.",
    );
  if (
    data.item_description !== undefined &&
    !(isText(data.item_description) && data.item_description.length <= 255)
  )
    add(
      "item_description",
      "ITEM_DESCRIPTION_TOO_LONG",
      "The item description may not be greater than 255 characters.",
    );
  if (data.total_lot !== undefined && !(Number.isInteger(data.total_lot) && (data.total_lot as number) >= 1))
    add("total_lot", "TOTAL_LOT_ERROR", "The total lot must be a whole number.");
  if (data.delivery_type !== undefined && data.delivery_type !== 0 && data.delivery_type !== 1)
    add("delivery_type", "DELIVERY_TYPE_ERROR", "The delivery type must be 0 or 1.");
  return problems;
}

function laravelErrors(problems: Problem[]): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  for (const problem of problems) (errors[problem.field] ??= []).push(problem.message);
  return errors;
}

export async function startFakeSteadfast(options: FakeSteadfastOptions = {}) {
  const apiKey = options.apiKey ?? `sf-key-${randomBytes(8).toString("hex")}`;
  const secretKey = options.secretKey ?? `sf-secret-${randomBytes(8).toString("hex")}`;
  const parcels: FakeSteadfastParcel[] = [];
  const fraudHistory = new Map<string, { delivered: number; cancelled: number; reports: number }>();
  const authFailures = new Map<string, number[]>();
  const lockedUntil = new Map<string, number>();
  let nextConsignmentId = 1_424_107;
  let balance = options.balance ?? 0;

  const byInvoice = (invoice: string) => parcels.filter((parcel) => parcel.invoice === invoice).at(-1);
  const byId = (id: string) => parcels.find((parcel) => String(parcel.consignmentId) === id);
  const notFound: FakeAnswer = { status: 404, body: { status: 404, message: "Consignment not found." } };

  function refuse(problems: Problem[]): FakeAnswer {
    const errors = laravelErrors(problems);
    return options.refusalStyle === "http-200"
      ? { status: 200, body: { status: 400, message: "The given data was invalid.", errors } }
      : { status: 422, body: { status: 422, message: "The given data was invalid.", errors } };
  }

  function create(order: Record<string, unknown>): FakeSteadfastParcel {
    const now = new Date().toISOString().replace("Z", "000Z");
    const parcel: FakeSteadfastParcel = {
      consignmentId: nextConsignmentId++,
      invoice: order.invoice as string,
      trackingCode: randomBytes(4).toString("hex").toUpperCase(),
      recipientName: scrub(order.recipient_name as string),
      recipientPhone: order.recipient_phone as string,
      recipientAddress: scrub(order.recipient_address as string),
      codAmount: Number(order.cod_amount),
      note: isText(order.note) ? scrub(order.note) : null,
      itemDescription: isText(order.item_description) ? order.item_description : null,
      totalLot: (order.total_lot as number | undefined) ?? 1,
      status: "in_review",
      createdAt: now,
      tracking: [{ text: "Consignment created by Sender(API).", createdAt: now }],
    };
    parcels.push(parcel);
    return parcel;
  }

  function consignmentAnswer(parcel: FakeSteadfastParcel) {
    return {
      consignment_id: parcel.consignmentId,
      invoice: parcel.invoice,
      tracking_code: parcel.trackingCode,
      tracking_link: `https://steadfast.com.bd/t/${parcel.trackingCode}`,
      recipient_name: parcel.recipientName,
      recipient_phone: parcel.recipientPhone,
      recipient_address: parcel.recipientAddress,
      cod_amount: parcel.codAmount,
      status: parcel.status,
      note: parcel.note,
      created_at: parcel.createdAt,
      updated_at: parcel.createdAt,
    };
  }

  function authorised(request: ReceivedRequest): FakeAnswer | null {
    const caller = `${request.headers["x-forwarded-for"] ?? "127.0.0.1"}`;
    const now = Date.now();
    if ((lockedUntil.get(caller) ?? 0) > now)
      return { status: 429, body: { message: "Too Many Attempts." }, headers: { "retry-after": "3600" } };
    if (request.headers["api-key"] === apiKey && request.headers["secret-key"] === secretKey) return null;
    const recent = (authFailures.get(caller) ?? []).filter((at) => at > now - AUTH_FAILURE_WINDOW_MS);
    recent.push(now);
    authFailures.set(caller, recent);
    if (recent.length >= AUTH_FAILURE_LIMIT) lockedUntil.set(caller, now + LOCKOUT_MS);
    return { status: 401, body: { message: "Unauthenticated." } };
  }

  function bulk(request: ReceivedRequest): FakeAnswer {
    let data = (request.body as { data?: unknown } | undefined)?.data;
    // The guide v1's example sends `data` as a JSON-encoded string; its newer revision as an array.
    if (typeof data === "string") {
      try {
        data = JSON.parse(data);
      } catch {
        data = undefined;
      }
    }
    if (!Array.isArray(data) || data.length === 0 || data.length > 500)
      return { status: 400, body: { status: 400, message: "The data must be a list of 1 to 500 orders." } };
    const seen = new Set(parcels.map((parcel) => parcel.invoice));
    const entries = data.map((order: Record<string, unknown>) => {
      const problems = orderProblems(order, seen);
      const echo = {
        invoice: order?.invoice ?? null,
        recipient_name: order?.recipient_name ?? null,
        recipient_address: order?.recipient_address ?? null,
        recipient_phone: order?.recipient_phone ?? null,
        cod_amount: isNumeric(order?.cod_amount) ? Number(order.cod_amount).toFixed(2) : null,
        note: order?.note ?? null,
      };
      if (problems.length > 0)
        return {
          ...echo,
          consignment_id: null,
          tracking_code: null,
          status: "error",
          error: JSON.stringify(problems.map((problem) => problem.code)),
        };
      const parcel = create(order);
      seen.add(parcel.invoice);
      return {
        ...echo,
        consignment_id: parcel.consignmentId,
        tracking_code: parcel.trackingCode,
        status: "success",
      };
    });
    return {
      status: 200,
      body:
        options.bulkAnswerStyle === "bare"
          ? entries
          : { status: 200, message: "We have a response for you.", data: entries },
    };
  }

  function fraudScore(phone: string): FakeAnswer {
    if (!/^01\d{9}$/.test(phone))
      return { status: 422, body: { status: 422, message: "The phone must be 11 digits." } };
    const history = fraudHistory.get(phone) ?? { delivered: 0, cancelled: 0, reports: 0 };
    const finished = history.delivered + history.cancelled;
    const band =
      finished === 0
        ? "none"
        : finished <= 5
          ? "low"
          : finished <= 20
            ? "medium"
            : finished <= 200
              ? "high"
              : "very_high";
    return {
      status: 200,
      body: {
        status: 200,
        phone,
        delivery_ratio: finished ? Math.round((history.delivered / finished) * 100) : null,
        cancellation_ratio: finished ? Math.round((history.cancelled / finished) * 100) : null,
        volume_band: band,
        total_reports: history.reports,
        fraud_categories: {},
        score: null,
        level: null,
        reasons: [],
        scoring_disabled: true,
        doubtful_reports: false,
      },
    };
  }

  const server = await startFakeServer((request) => {
    if (!request.path.startsWith(`${API}/`)) return { status: 404, body: { message: "Not Found" } };
    const route = request.path.slice(API.length);
    const refusedKeys = authorised(request);
    if (refusedKeys) return refusedKeys;
    if (request.method === "POST") {
      if (!String(request.headers["content-type"] ?? "").startsWith("application/json"))
        return { status: 400, body: { status: 400, message: "Send the body as application/json." } };
      if (request.body === undefined)
        return { status: 400, body: { status: 400, message: "The body is not valid JSON." } };
      if (route === "/create_order") {
        const problems = orderProblems(request.body, new Set(parcels.map((parcel) => parcel.invoice)));
        if (problems.length > 0) return refuse(problems);
        const parcel = create(request.body as Record<string, unknown>);
        return {
          status: 200,
          body: {
            status: 200,
            message: "Consignment has been created successfully.",
            consignment: consignmentAnswer(parcel),
          },
        };
      }
      if (route === "/create_order/bulk-order") return bulk(request);
      return { status: 404, body: { message: "Not Found" } };
    }
    if (request.method !== "GET") return { status: 405, body: { message: "Method Not Allowed" } };
    let match: RegExpExecArray | null;
    const statusOf = (parcel: FakeSteadfastParcel | undefined): FakeAnswer =>
      parcel ? { status: 200, body: { status: 200, delivery_status: parcel.status } } : notFound;
    if ((match = /^\/status_by_cid\/([^/]+)$/.exec(route))) return statusOf(byId(match[1]));
    if ((match = /^\/status_by_invoice\/([^/]+)$/.exec(route))) return statusOf(byInvoice(match[1]));
    if ((match = /^\/status_by_trackingcode\/([^/]+)$/.exec(route)))
      return statusOf(parcels.find((parcel) => parcel.trackingCode === match![1]));
    if ((match = /^\/trackings_by_invoice\/([^/]+)$/.exec(route))) {
      const parcel = byInvoice(match[1]);
      if (!parcel) return notFound;
      return {
        status: 200,
        body: {
          status: 200,
          tracking: parcel.tracking.map((entry, index) => ({
            consignment_id: parcel.consignmentId,
            tracking_type: index + 1,
            text: entry.text,
            created_at: entry.createdAt,
          })),
        },
      };
    }
    if (route === "/get_balance") return { status: 200, body: { status: 200, current_balance: balance } };
    if ((match = /^\/fraud_check\/score\/([^/]+)$/.exec(route))) return fraudScore(match[1]);
    return { status: 404, body: { message: "Not Found" } };
  });

  const baseUrl = `${server.origin}${API}`;

  function parcel(consignmentId: number | string): FakeSteadfastParcel {
    const found = byId(String(consignmentId));
    if (!found) throw new Error(`The fake Steadfast has no parcel ${consignmentId}`);
    return found;
  }

  return {
    baseUrl,
    apiKey,
    secretKey,
    parcels,
    requests: server.requests,
    requestsTo: server.requestsTo,
    /** Settings for an adapter talking to this fake; `webhookToken` is what the panel would send back. */
    settings(webhookToken = "steadfast-webhook-token-for-tests"): SteadfastSettings {
      return {
        baseUrl,
        apiKey: new SecretValue(apiKey),
        secretKey: new SecretValue(secretKey),
        webhookToken: new SecretValue(webhookToken),
      };
    },
    /**
     * The environment variables that point a server at this fake, as `settings(webhookToken)` describes
     * it; spread them into a test server's environment.
     */
    env(webhookToken = "steadfast-webhook-token-for-tests"): Record<string, string> {
      return {
        STEADFAST_API_KEY: apiKey,
        STEADFAST_SECRET_KEY: secretKey,
        STEADFAST_BASE_URL: baseUrl,
        STEADFAST_WEBHOOK_TOKEN: webhookToken,
      };
    },
    /** Makes the next `times` requests to paths under the API matching `path` fail as `fault` says. */
    failNext(method: string, path: RegExp, fault: Fault, times = 1) {
      server.failNext(method, new RegExp(`^${API}${path.source.replace(/^\^/, "")}`), fault, times);
    },
    setStatus(consignmentId: number | string, status: string, trackingText?: string) {
      const found = parcel(consignmentId);
      found.status = status;
      found.tracking.push({
        text: trackingText ?? `Status changed to ${status}.`,
        createdAt: new Date().toISOString(),
      });
    },
    setBalance(taka: number) {
      balance = taka;
    },
    setFraudHistory(phone: string, history: { delivered: number; cancelled: number; reports?: number }) {
      fraudHistory.set(phone, { reports: 0, ...history });
    },
    /** The `delivery_status` notification Steadfast sends when a parcel's status changes. */
    deliveryStatusNotification(consignmentId: number | string, overrides: Record<string, unknown> = {}) {
      const found = parcel(consignmentId);
      return {
        notification_type: "delivery_status",
        consignment_id: found.consignmentId,
        invoice: found.invoice,
        cod_amount: found.codAmount,
        status: found.status,
        delivery_charge: 60,
        tracking_message: found.tracking.at(-1)?.text ?? "",
        updated_at: dhakaTimestamp(),
        ...overrides,
      };
    },
    /** The `tracking_update` notification Steadfast sends as a parcel moves. */
    trackingUpdateNotification(consignmentId: number | string, message: string) {
      const found = parcel(consignmentId);
      return {
        notification_type: "tracking_update",
        consignment_id: found.consignmentId,
        invoice: found.invoice,
        tracking_message: message,
        updated_at: dhakaTimestamp(),
      };
    },
    /** Posts a notification to `url` as Steadfast does, with the panel's Bearer token. */
    sendWebhook(url: string, notification: unknown, token: string) {
      return postWebhook(url, notification, { authorization: `Bearer ${token}` });
    },
    close: server.close,
  };
}

export type FakeSteadfast = Awaited<ReturnType<typeof startFakeSteadfast>>;
