import { randomBytes } from "node:crypto";
import { SecretValue } from "../secret-value";
import { PATHAO_PUBLISHED_INTEGRATION_SECRET, type PathaoSettings } from "../courier-config";
import {
  dhakaTimestamp,
  postWebhook,
  startFakeServer,
  type FakeAnswer,
  type Fault,
  type ReceivedRequest,
} from "./fake-courier-server";

/**
 * Pathao's merchant ("Aladdin") API as its documentation describes it, on 127.0.0.1: the OAuth2 token
 * endpoint with the password and refresh-token grants and tokens that expire, `Authorization: Bearer` on
 * every other call, the create-order fields and their limits, the bulk endpoint that answers 202, the
 * order-info endpoint, and Pathao's error envelope (`{ message, type, code, errors }`). It refuses what the
 * documentation does not describe, keeps every parcel (Pathao does not refuse a repeated merchant order id,
 * so a test can see a second parcel), and sends webhooks as Pathao's panel describes them.
 *
 * Token errors follow RFC 6749 as Laravel Passport writes them; Pathao's documentation shows none.
 */
export type FakePathaoParcel = {
  consignmentId: string;
  merchantOrderId: string | null;
  storeId: number;
  recipientName: string;
  recipientPhone: string;
  recipientAddress: string;
  amountToCollect: number;
  itemWeight: number;
  itemQuantity: number;
  specialInstruction: string | null;
  itemDescription: string | null;
  location: { city?: number; zone?: number; area?: number };
  orderStatus: string;
  deliveryFee: number;
  updatedAt: string;
};

export type FakePathaoOptions = {
  clientId?: string;
  clientSecret?: string;
  username?: string;
  password?: string;
  storeId?: number;
  /** Pathao's documented lifetime is 432000 s (5 days). */
  tokenLifetimeSeconds?: number;
};

const API = "/aladdin/api/v1";
const ORDER_FIELDS = new Set([
  "store_id",
  "merchant_order_id",
  "recipient_name",
  "recipient_phone",
  "recipient_secondary_phone",
  "recipient_address",
  "recipient_city",
  "recipient_zone",
  "recipient_area",
  "delivery_type",
  "item_type",
  "special_instruction",
  "item_quantity",
  "item_weight",
  "item_description",
  "amount_to_collect",
]);

const STATUS_NAMES: Readonly<Record<string, string>> = {
  "order.pickup-requested": "Pickup Requested",
  "order.assigned-for-pickup": "Assigned for Pickup",
  "order.picked": "Pickup",
  "order.pickup-failed": "Pickup Failed",
  "order.pickup-cancelled": "Pickup Cancelled",
  "order.at-the-sorting-hub": "At the Sorting HUB",
  "order.in-transit": "In Transit",
  "order.received-at-last-mile-hub": "Received at Last Mile HUB",
  "order.assigned-for-delivery": "Assigned for Delivery",
  "order.delivered": "Delivered",
  "order.partial-delivery": "Partial Delivery",
  "order.returned": "Return",
  "order.delivery-failed": "Delivery Failed",
  "order.on-hold": "On Hold",
  "order.paid": "Payment Invoice",
  "order.paid-return": "Paid Return",
  "order.exchanged": "Exchange",
};

const isText = (value: unknown): value is string => typeof value === "string";
const isWholeNumber = (value: unknown) => typeof value === "number" && Number.isInteger(value);

function orderErrors(order: unknown, storeId: number): Record<string, string[]> {
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (!order || typeof order !== "object" || Array.isArray(order)) {
    add("order", "The order must be an object.");
    return errors;
  }
  const data = order as Record<string, unknown>;
  for (const key of Object.keys(data))
    if (!ORDER_FIELDS.has(key)) add(key, `The ${key} field is not allowed.`);

  if (data.store_id === undefined) add("store_id", "The store field is required.");
  else if (data.store_id !== storeId) add("store_id", "Wrong Store selected.");
  if (
    data.merchant_order_id !== undefined &&
    data.merchant_order_id !== null &&
    !isText(data.merchant_order_id)
  )
    add("merchant_order_id", "The merchant order id must be a string.");
  if (!isText(data.recipient_name)) add("recipient_name", "The recipient name field is required.");
  else if (data.recipient_name.length < 3 || data.recipient_name.length > 100)
    add("recipient_name", "The recipient name must be between 3 and 100 characters.");
  if (!isText(data.recipient_phone)) add("recipient_phone", "The recipient phone field is required.");
  else if (!/^01\d{9}$/.test(data.recipient_phone))
    add("recipient_phone", "The recipient phone format is invalid.");
  if (
    data.recipient_secondary_phone !== undefined &&
    !(isText(data.recipient_secondary_phone) && /^01\d{9}$/.test(data.recipient_secondary_phone))
  )
    add("recipient_secondary_phone", "The recipient secondary phone format is invalid.");
  if (!isText(data.recipient_address)) add("recipient_address", "The recipient address field is required.");
  else if (data.recipient_address.length < 10 || data.recipient_address.length > 220)
    add("recipient_address", "The recipient address must be between 10 and 220 characters.");
  for (const field of ["recipient_city", "recipient_zone", "recipient_area"])
    if (field in data && !(isWholeNumber(data[field]) && (data[field] as number) > 0))
      add(field, `The ${field.replace("_", " ")} must be an integer.`);
  if (data.delivery_type !== 48 && data.delivery_type !== 12)
    add("delivery_type", "The selected delivery type is invalid.");
  if (data.item_type !== 1 && data.item_type !== 2) add("item_type", "The selected item type is invalid.");
  if (data.special_instruction !== undefined && !isText(data.special_instruction))
    add("special_instruction", "The special instruction must be a string.");
  if (!isWholeNumber(data.item_quantity) || (data.item_quantity as number) < 1)
    add("item_quantity", "The item quantity must be an integer of at least 1.");
  const weight = typeof data.item_weight === "string" ? Number(data.item_weight) : data.item_weight;
  if (typeof weight !== "number" || !Number.isFinite(weight) || weight < 0.5 || weight > 10)
    add("item_weight", "The item weight must be between 0.5 and 10.");
  if (data.item_description !== undefined && !isText(data.item_description))
    add("item_description", "The item description must be a string.");
  if (!isWholeNumber(data.amount_to_collect) || (data.amount_to_collect as number) < 0)
    add("amount_to_collect", "The amount to collect must be an integer.");
  return errors;
}

export async function startFakePathao(options: FakePathaoOptions = {}) {
  const clientId = options.clientId ?? "7N1aMJQbWm";
  const clientSecret = options.clientSecret ?? `pathao-secret-${randomBytes(8).toString("hex")}`;
  const username = options.username ?? "merchant@example.com";
  const password = options.password ?? `pathao-password-${randomBytes(6).toString("hex")}`;
  const storeId = options.storeId ?? 130_820;
  let lifetimeSeconds = options.tokenLifetimeSeconds ?? 432_000;
  const parcels: FakePathaoParcel[] = [];
  const accessTokens = new Map<string, { expiresAt: number; revoked: boolean }>();
  const refreshTokens = new Map<string, { revoked: boolean; accessToken: string }>();
  const tokenRequests: Array<{ grantType: string }> = [];
  let sequence = 0;

  const envelope = (status: number, message: string, extra: Record<string, unknown> = {}): FakeAnswer => ({
    status,
    body: { message, type: status < 400 ? "success" : "error", code: status, ...extra },
  });

  function issue(): FakeAnswer {
    const accessToken = `pt-access-${randomBytes(12).toString("hex")}`;
    const refreshToken = `pt-refresh-${randomBytes(12).toString("hex")}`;
    accessTokens.set(accessToken, { expiresAt: Date.now() + lifetimeSeconds * 1000, revoked: false });
    refreshTokens.set(refreshToken, { revoked: false, accessToken });
    return {
      status: 200,
      body: {
        token_type: "Bearer",
        expires_in: lifetimeSeconds,
        access_token: accessToken,
        refresh_token: refreshToken,
      },
    };
  }

  function oauthError(status: number, error: string, description: string): FakeAnswer {
    return { status, body: { error, error_description: description, message: description } };
  }

  function token(request: ReceivedRequest): FakeAnswer {
    const body = (request.body ?? {}) as Record<string, unknown>;
    tokenRequests.push({ grantType: String(body.grant_type) });
    if (body.client_id !== clientId || body.client_secret !== clientSecret)
      return oauthError(401, "invalid_client", "Client authentication failed");
    if (body.grant_type === "password") {
      if (!isText(body.username) || !isText(body.password))
        return oauthError(400, "invalid_request", "The request is missing a required parameter.");
      if (body.username !== username || body.password !== password)
        return oauthError(400, "invalid_grant", "The user credentials were incorrect.");
      return issue();
    }
    if (body.grant_type === "refresh_token") {
      const known = isText(body.refresh_token) ? refreshTokens.get(body.refresh_token) : undefined;
      if (!known || known.revoked) return oauthError(401, "invalid_request", "The refresh token is invalid.");
      // Passport rotates: the used refresh token and the tokens it stood for stop working.
      known.revoked = true;
      const previous = accessTokens.get(known.accessToken);
      if (previous) previous.revoked = true;
      return issue();
    }
    return oauthError(400, "unsupported_grant_type", "The authorization grant type is not supported.");
  }

  function signedIn(request: ReceivedRequest): boolean {
    const match = /^Bearer (\S+)$/.exec(String(request.headers.authorization ?? ""));
    const known = match ? accessTokens.get(match[1]) : undefined;
    return Boolean(known && !known.revoked && known.expiresAt > Date.now());
  }

  function create(order: Record<string, unknown>): FakePathaoParcel {
    sequence += 1;
    const day = dhakaTimestamp().slice(2, 10).replace(/-/g, "");
    const weight = Number(order.item_weight);
    const parcel: FakePathaoParcel = {
      consignmentId: `DL${day}${randomBytes(3).toString("hex").toUpperCase()}${sequence}`,
      merchantOrderId: isText(order.merchant_order_id) ? order.merchant_order_id : null,
      storeId: order.store_id as number,
      recipientName: order.recipient_name as string,
      recipientPhone: order.recipient_phone as string,
      recipientAddress: order.recipient_address as string,
      amountToCollect: order.amount_to_collect as number,
      itemWeight: weight,
      itemQuantity: order.item_quantity as number,
      specialInstruction: isText(order.special_instruction) ? order.special_instruction : null,
      itemDescription: isText(order.item_description) ? order.item_description : null,
      location: {
        city: order.recipient_city as number | undefined,
        zone: order.recipient_zone as number | undefined,
        area: order.recipient_area as number | undefined,
      },
      orderStatus: "Pending",
      deliveryFee: 60 + Math.max(0, Math.ceil(weight - 1)) * 15,
      updatedAt: dhakaTimestamp(),
    };
    parcels.push(parcel);
    return parcel;
  }

  const server = await startFakeServer((request) => {
    if (!request.path.startsWith(`${API}/`))
      return { status: 404, body: { message: "no Route matched with those values" } };
    const route = request.path.slice(API.length);
    if (
      request.method === "POST" &&
      !String(request.headers["content-type"] ?? "").startsWith("application/json")
    )
      return envelope(415, "Send the body as application/json.");
    if (route === "/issue-token" && request.method === "POST") return token(request);
    if (!signedIn(request)) return envelope(401, "Unauthenticated.");
    if (route === "/orders" && request.method === "POST") {
      const errors = orderErrors(request.body, storeId);
      if (Object.keys(errors).length > 0) return envelope(422, "Please fix the given errors", { errors });
      const parcel = create(request.body as Record<string, unknown>);
      return envelope(200, "Order Created Successfully", {
        data: {
          consignment_id: parcel.consignmentId,
          merchant_order_id: parcel.merchantOrderId,
          order_status: parcel.orderStatus,
          delivery_fee: parcel.deliveryFee,
        },
      });
    }
    if (route === "/orders/bulk" && request.method === "POST") {
      const orders = (request.body as { orders?: unknown } | undefined)?.orders;
      if (!Array.isArray(orders) || orders.length === 0)
        return envelope(422, "Please fix the given errors", {
          errors: { orders: ["The orders field is required."] },
        });
      const errors: Record<string, string[]> = {};
      orders.forEach((order, index) => {
        for (const [field, messages] of Object.entries(orderErrors(order, storeId)))
          errors[`orders.${index}.${field}`] = messages;
      });
      if (Object.keys(errors).length > 0) return envelope(422, "Please fix the given errors", { errors });
      for (const order of orders) create(order as Record<string, unknown>);
      return envelope(
        202,
        "Your bulk order creation request is accepted,<br> please wait some time to complete order creation.",
        { data: true },
      );
    }
    const info = /^\/orders\/([^/]+)\/info$/.exec(route);
    if (info && request.method === "GET") {
      const parcel = parcels.find((candidate) => candidate.consignmentId === info[1]);
      if (!parcel) return envelope(404, "Order not found.");
      return envelope(200, "Order info", {
        data: {
          consignment_id: parcel.consignmentId,
          merchant_order_id: parcel.merchantOrderId,
          order_status: parcel.orderStatus,
          order_status_slug: parcel.orderStatus,
          updated_at: parcel.updatedAt,
          invoice_id: null,
        },
      });
    }
    return { status: 404, body: { message: "no Route matched with those values" } };
  });

  const baseUrl = server.origin;

  function parcel(consignmentId: string): FakePathaoParcel {
    const found = parcels.find((candidate) => candidate.consignmentId === consignmentId);
    if (!found) throw new Error(`The fake Pathao has no parcel ${consignmentId}`);
    return found;
  }

  return {
    baseUrl,
    clientId,
    storeId,
    parcels,
    tokenRequests,
    requests: server.requests,
    requestsTo: server.requestsTo,
    /** Settings for an adapter talking to this fake; `webhookSecret` is what the panel would send back. */
    settings(webhookSecret = "pathao-webhook-secret-for-tests"): PathaoSettings {
      return {
        baseUrl,
        clientId,
        clientSecret: new SecretValue(clientSecret),
        username,
        password: new SecretValue(password),
        storeId,
        webhookSecret: new SecretValue(webhookSecret),
        integrationSecret: PATHAO_PUBLISHED_INTEGRATION_SECRET,
      };
    },
    /**
     * The environment variables that point a server at this fake, as `settings(webhookSecret)` describes
     * it; spread them into a test server's environment.
     */
    env(webhookSecret = "pathao-webhook-secret-for-tests"): Record<string, string> {
      return {
        PATHAO_CLIENT_ID: clientId,
        PATHAO_CLIENT_SECRET: clientSecret,
        PATHAO_USERNAME: username,
        PATHAO_PASSWORD: password,
        PATHAO_STORE_ID: String(storeId),
        PATHAO_BASE_URL: baseUrl,
        PATHAO_WEBHOOK_SECRET: webhookSecret,
      };
    },
    failNext(method: string, path: RegExp, fault: Fault, times = 1) {
      server.failNext(method, new RegExp(`^${API}${path.source.replace(/^\^/, "")}`), fault, times);
    },
    /** Every access token issued so far stops working, as if Pathao revoked them or they ran out early. */
    expireAccessTokens() {
      for (const entry of accessTokens.values()) entry.expiresAt = 0;
    },
    /** Refresh tokens stop working too: only the password grant helps then. */
    expireRefreshTokens() {
      for (const entry of refreshTokens.values()) entry.revoked = true;
    },
    setTokenLifetime(seconds: number) {
      lifetimeSeconds = seconds;
    },
    /** Moves a parcel on as Pathao does; `event` is a webhook slug such as `order.delivered`. */
    setStatus(consignmentId: string, event: string) {
      const found = parcel(consignmentId);
      found.orderStatus = STATUS_NAMES[event] ?? event;
      found.updatedAt = dhakaTimestamp();
    },
    /** An event body as Pathao's panel documents it, for a parcel this fake holds. */
    event(consignmentId: string, event: string, extra: Record<string, unknown> = {}) {
      const found = parcel(consignmentId);
      const now = new Date();
      return {
        consignment_id: found.consignmentId,
        merchant_order_id: found.merchantOrderId,
        updated_at: dhakaTimestamp(now),
        timestamp: now.toISOString().replace(/\.\d+Z$/, "+00:00"),
        store_id: found.storeId,
        event,
        ...(event === "order.created" || event === "order.updated"
          ? { delivery_fee: found.deliveryFee }
          : {}),
        ...(event === "order.delivered" ? { collected_amount: found.amountToCollect } : {}),
        ...extra,
      };
    },
    /** Posts an event to `url` as Pathao does, with the secret typed into its panel. */
    sendWebhook(url: string, body: unknown, secret: string) {
      return postWebhook(url, body, { "X-PATHAO-Signature": secret });
    },
    /**
     * What Pathao's panel checks when "Add Webhook" is pressed: the address answers the integration event
     * with 202 and the published header value.
     */
    async acceptsWebhookAddress(url: string, secret: string): Promise<boolean> {
      const answer = await postWebhook(
        url,
        { event: "webhook_integration" },
        { "X-PATHAO-Signature": secret },
      );
      return (
        answer.status === 202 &&
        answer.headers.get("X-Pathao-Merchant-Webhook-Integration-Secret") ===
          PATHAO_PUBLISHED_INTEGRATION_SECRET
      );
    },
    close: server.close,
  };
}

export type FakePathao = Awaited<ReturnType<typeof startFakePathao>>;
