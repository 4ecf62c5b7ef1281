import type { CourierClient } from "../courier-client";
import type { PathaoSettings } from "../courier-config";
import { CourierRefusedError, CourierUnavailableError, type FieldProblems } from "../courier-errors";
import {
  courierMessage,
  failureFromAnswer,
  fieldProblems,
  sendCourierRequest,
  type CourierHttpRequest,
  type CourierHttpResponse,
} from "../courier-http";
import type { BookedParcel, ParcelRequest, ParcelStatus } from "../parcel";
import { PATHAO_FIELD_NAMES, pathaoOrderBody, type PathaoOrderBody } from "./pathao-parcel-fields";
import { pathaoStatus } from "./pathao-statuses";
import { createPathaoTokenKeeper, type PathaoTokenKeeper } from "./pathao-token";
import { bulkAnswer, createOrderAnswer, errorAnswer, orderInfoAnswer } from "./pathao-wire";

export type PathaoClientOptions = {
  settings: PathaoSettings;
  /** Deadline for one call; the outbox's lease (2 minutes) must outlast it. */
  timeoutMs?: number;
  /** The clock the token's expiry is read against; tests move it. */
  now?: () => number;
};

/** What Pathao said to a bulk booking: it queues the accepted parcels and names none of them yet. */
export type PathaoBulkRequestResult = {
  /** Order numbers Pathao queued; each becomes a parcel whose id arrives with an `order.created` webhook. */
  queued: string[];
  /** Parcels refused by our check of Pathao's limits or by Pathao; none of these was queued. */
  refused: Array<{ orderNumber: string; error: CourierRefusedError }>;
};

export interface PathaoClient extends CourierClient {
  readonly courier: "pathao";
  /** Pathao's published API has no look-up by merchant order id. */
  readonly findParcelByOrderNumber: null;
  /**
   * `POST /aladdin/api/v1/orders/bulk`. Pathao answers 202 and creates the parcels later, so this does not
   * book in the sense `bookParcel` does: the consignment ids come only with the webhooks. Throws
   * `CourierUnavailableError` when the request as a whole failed.
   */
  requestBulkBooking(parcels: readonly ParcelRequest[]): Promise<PathaoBulkRequestResult>;
  readonly tokens: PathaoTokenKeeper;
}

const API = "/aladdin/api/v1";
const CREDENTIAL_HINT = "PATHAO_CLIENT_ID, PATHAO_CLIENT_SECRET, PATHAO_USERNAME and PATHAO_PASSWORD";

function renameField(field: string): string {
  return PATHAO_FIELD_NAMES[field] ?? field;
}

export function createPathaoClient(options: PathaoClientOptions): PathaoClient {
  const { settings } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const tokens = createPathaoTokenKeeper({ settings, timeoutMs, now: options.now });

  /** A call with the kept token; a 401 (a token Pathao revoked or let lapse early) renews it once. */
  async function authorised(
    operation: string,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
  ): Promise<{ call: CourierHttpRequest; response: CourierHttpResponse }> {
    const call = (token: string): CourierHttpRequest => ({
      courier: "pathao",
      operation,
      method,
      url: `${settings.baseUrl}${API}${path}`,
      headers: { authorization: `Bearer ${token}` },
      body,
      timeoutMs,
    });
    let token = await tokens.current();
    let request = call(token);
    let response = await sendCourierRequest(request);
    if (response.status === 401) {
      tokens.discard(token);
      token = await tokens.current();
      request = call(token);
      response = await sendCourierRequest(request);
    }
    return { call: request, response };
  }

  function failure(call: CourierHttpRequest, response: CourierHttpResponse, problems?: FieldProblems) {
    const error = errorAnswer.safeParse(response.body);
    return failureFromAnswer(call, response, {
      problems: problems ?? (error.success ? fieldProblems(error.data.errors, renameField) : {}),
      message: error.success ? courierMessage(error.data.message) : null,
      credentialHint: CREDENTIAL_HINT,
    });
  }

  async function bookParcel(parcel: ParcelRequest): Promise<BookedParcel> {
    const prepared = pathaoOrderBody(parcel, settings.storeId);
    if (prepared.refusal) throw prepared.refusal;
    const { call, response } = await authorised(
      `book ${parcel.orderNumber}`,
      "POST",
      "/orders",
      prepared.body,
    );
    const answer = createOrderAnswer.safeParse(response.body);
    if (response.status >= 200 && response.status < 300 && answer.success) {
      const data = answer.data.data;
      return {
        courier: "pathao",
        orderNumber: parcel.orderNumber,
        consignmentId: data.consignment_id,
        // Pathao's tracking page takes the consignment id.
        trackingCode: data.consignment_id,
        courierStatus: data.order_status,
        deliveryFee: data.delivery_fee == null ? null : Math.round(data.delivery_fee),
        trackingUrl: null,
      };
    }
    throw failure(call, response);
  }

  /** Laravel names a bulk field `orders.3.recipient_phone`: the problems of each order, by its position. */
  function problemsByPosition(response: CourierHttpResponse): Map<number, FieldProblems> | null {
    const error = errorAnswer.safeParse(response.body);
    if (!error.success || !error.data.errors || typeof error.data.errors !== "object") return null;
    const byPosition = new Map<number, Record<string, unknown>>();
    for (const [key, messages] of Object.entries(error.data.errors)) {
      const match = /^orders\.(\d+)\.(.+)$/.exec(key);
      if (!match) return null;
      const position = Number(match[1]);
      byPosition.set(position, { ...byPosition.get(position), [match[2]]: messages });
    }
    return new Map(
      [...byPosition].map(([position, errors]) => [position, fieldProblems(errors, renameField)]),
    );
  }

  async function requestBulkBooking(parcels: readonly ParcelRequest[]): Promise<PathaoBulkRequestResult> {
    const refused: PathaoBulkRequestResult["refused"] = [];
    let batch: Array<{ orderNumber: string; body: PathaoOrderBody }> = [];
    for (const parcel of parcels) {
      const prepared = pathaoOrderBody(parcel, settings.storeId);
      if (prepared.refusal) refused.push({ orderNumber: parcel.orderNumber, error: prepared.refusal });
      else batch.push({ orderNumber: parcel.orderNumber, body: prepared.body });
    }
    // Pathao validates the whole batch and refuses all of it for one bad order: the refused ones are taken
    // out and the rest sent once more. A second refusal is not narrowed down again.
    for (let attempt = 1; batch.length > 0; attempt += 1) {
      const { call, response } = await authorised(`book ${batch.length} parcels`, "POST", "/orders/bulk", {
        orders: batch.map((item) => item.body),
      });
      if (response.status >= 200 && response.status < 300 && bulkAnswer.safeParse(response.body).success)
        return { queued: batch.map((item) => item.orderNumber), refused };
      const byPosition = response.status === 422 ? problemsByPosition(response) : null;
      const error = failure(call, response);
      if (!(error instanceof CourierRefusedError)) throw error;
      if (!byPosition || byPosition.size === 0) {
        refused.push(...batch.map((item) => ({ orderNumber: item.orderNumber, error })));
        return { queued: [], refused };
      }
      const kept: typeof batch = [];
      batch.forEach((item, position) => {
        const problems = byPosition.get(position);
        if (problems)
          refused.push({
            orderNumber: item.orderNumber,
            error: new CourierRefusedError(
              "pathao",
              `Pathao refused to book ${item.orderNumber}: ${Object.values(problems).flat().join(" ")}`,
              { reason: "invalid", fields: problems, status: response.status },
            ),
          });
        else if (attempt === 2) refused.push({ orderNumber: item.orderNumber, error });
        else kept.push(item);
      });
      batch = kept;
    }
    return { queued: [], refused };
  }

  return {
    courier: "pathao",
    tokens,
    findParcelByOrderNumber: null,
    bookParcel,
    requestBulkBooking,
    async parcelStatus(consignmentId: string): Promise<ParcelStatus> {
      const { call, response } = await authorised(
        `report on parcel ${consignmentId}`,
        "GET",
        `/orders/${encodeURIComponent(consignmentId)}/info`,
      );
      const answer = orderInfoAnswer.safeParse(response.body);
      const word = answer.success
        ? (answer.data.data.order_status_slug ?? answer.data.data.order_status)
        : undefined;
      if (response.status === 200 && word) return pathaoStatus(word);
      if (response.status === 200)
        throw new CourierUnavailableError(
          "pathao",
          `Pathao's report on parcel ${consignmentId} named no status.`,
          {
            reason: "unreadable",
            mayHaveActed: false,
            status: 200,
          },
        );
      throw failure(call, response);
    },
  };
}
