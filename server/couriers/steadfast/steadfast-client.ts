import type { CourierClient } from "../courier-client";
import type { SteadfastSettings } from "../courier-config";
import { CourierRefusedError, CourierUnavailableError, type FieldProblems } from "../courier-errors";
import {
  courierMessage,
  describeProblems,
  failureFromAnswer,
  fieldProblems,
  sendCourierRequest,
  type CourierHttpRequest,
  type CourierHttpResponse,
} from "../courier-http";
import { normaliseBangladeshMobile } from "../bangladesh-phone";
import type {
  BookedParcel,
  BulkBookingResult,
  FoundParcel,
  ParcelField,
  ParcelRequest,
  ParcelStatus,
} from "../parcel";
import {
  STEADFAST_FIELD_NAMES,
  STEADFAST_LIMITS,
  steadfastOrderBody,
  type SteadfastOrderBody,
} from "./steadfast-parcel-fields";
import { steadfastStatus } from "./steadfast-statuses";
import {
  balanceAnswer,
  bulkAnswer,
  createOrderAnswer,
  fraudScoreAnswer,
  refusalAnswer,
  statusAnswer,
  trackingsAnswer,
} from "./steadfast-wire";

export type SteadfastClientOptions = {
  settings: SteadfastSettings;
  /** Deadline for one call; the outbox's lease (2 minutes) must outlast it. */
  timeoutMs?: number;
  /** Deadline for one bulk call of up to 500 parcels. */
  bulkTimeoutMs?: number;
};

/** Steadfast's delivery-history indicators for a phone number (GET /fraud_check/score/{phone}). */
export type SteadfastFraudReport = {
  phone: string;
  /** Whole percentages of finished parcels; null when none has finished. */
  deliveredPercent: number | null;
  cancelledPercent: number | null;
  /** How many parcels Steadfast has seen for this number, as a band: none, 1-5, 6-20, 21-200, 200+. */
  volume: { band: string; label: string };
  /** Fraud reports other merchants filed against this number. */
  reports: number;
};

export interface SteadfastClient extends CourierClient {
  readonly courier: "steadfast";
  /** `POST /create_order/bulk-order`, in requests of up to 500; one result per parcel, in the order given. */
  bookParcels(parcels: readonly ParcelRequest[]): Promise<BulkBookingResult[]>;
  /** `GET /status_by_invoice/{invoice}`, then `/trackings_by_invoice/{invoice}` for the consignment id. */
  readonly findParcelByOrderNumber: (orderNumber: string) => Promise<FoundParcel | null>;
  parcelStatusByTrackingCode(trackingCode: string): Promise<ParcelStatus>;
  /** Whole taka Steadfast owes us now (delivered cash less its charges). */
  balance(): Promise<number>;
  fraudCheck(phone: string): Promise<SteadfastFraudReport>;
}

const VOLUME_LABELS: Readonly<Record<string, string>> = {
  none: "no parcels",
  low: "1-5 parcels",
  medium: "6-20 parcels",
  high: "21-200 parcels",
  very_high: "more than 200 parcels",
};

const CREDENTIAL_HINT = "STEADFAST_API_KEY and STEADFAST_SECRET_KEY";

/** Bulk answers name problems with codes (`RECEIVER_PHONE_IS_REQUIRED`); the prefix says which field. */
const BULK_CODE_FIELDS: ReadonlyArray<[RegExp, ParcelField]> = [
  [/^INVOICE_/, "orderNumber"],
  [/^RECEIVER_NAME_/, "recipientName"],
  [/^RECEIVER_PHONE_/, "recipientPhone"],
  [/^RECEIVER_ADDRESS_/, "recipientAddress"],
  [/^RECEIVER_NOTE_/, "note"],
  [/^COD_/, "cashToCollect"],
];

const DUPLICATE_INVOICE = /already (been )?(taken|exists?)|THIS_INVOICE_ALREADY_EXISTS/i;

function renameField(field: string): string {
  return STEADFAST_FIELD_NAMES[field] ?? field;
}

function isDuplicate(problems: FieldProblems): boolean {
  return (problems.orderNumber ?? []).some((message) => DUPLICATE_INVOICE.test(message));
}

/** A bulk entry's `error`: a JSON-encoded list of codes (guide v1), a list of sentences (newer), or text. */
function bulkProblems(error: unknown): FieldProblems {
  let list: unknown = error;
  if (typeof error === "string") {
    try {
      list = JSON.parse(error);
    } catch {
      list = [error];
    }
  }
  const messages = (Array.isArray(list) ? list : [list])
    .map((item) => courierMessage(item))
    .filter((item): item is string => item !== null);
  const problems: Record<string, string[]> = {};
  for (const message of messages) {
    const code = /^[A-Z0-9_]+$/.test(message) ? message : null;
    const field =
      (code && BULK_CODE_FIELDS.find(([pattern]) => pattern.test(code))?.[1]) ||
      (/invoice/i.test(message) ? "orderNumber" : /phone/i.test(message) ? "recipientPhone" : "general");
    const readable = code ? `${code.charAt(0)}${code.slice(1).toLowerCase().replace(/_/g, " ")}.` : message;
    (problems[field] ??= []).push(
      code === "THIS_INVOICE_ALREADY_EXISTS" ? "This invoice already exists." : readable,
    );
  }
  return problems;
}

export function createSteadfastClient(options: SteadfastClientOptions): SteadfastClient {
  const { settings } = options;
  const timeoutMs = options.timeoutMs ?? 15_000;
  const bulkTimeoutMs = options.bulkTimeoutMs ?? 60_000;

  function request(
    operation: string,
    method: "GET" | "POST",
    path: string,
    body?: unknown,
    deadline = timeoutMs,
  ): { request: CourierHttpRequest; send: () => Promise<CourierHttpResponse> } {
    const details: CourierHttpRequest = {
      courier: "steadfast",
      operation,
      method,
      url: `${settings.baseUrl}${path}`,
      headers: { "Api-Key": settings.apiKey.reveal(), "Secret-Key": settings.secretKey.reveal() },
      body,
      timeoutMs: deadline,
    };
    return { request: details, send: () => sendCourierRequest(details) };
  }

  /** Steadfast's refusal, wherever it put it: an HTTP 4xx, or `status: 400` inside an HTTP 200. */
  function refusalIn(call: CourierHttpRequest, response: CourierHttpResponse, orderNumber?: string) {
    const answer = refusalAnswer.safeParse(response.body);
    const bodyStatus = answer.success ? answer.data.status : undefined;
    const status =
      response.status >= 200 && response.status < 300 && bodyStatus && bodyStatus >= 400
        ? bodyStatus
        : response.status;
    const problems = answer.success ? fieldProblems(answer.data.errors, renameField) : {};
    const message = answer.success ? courierMessage(answer.data.message) : null;
    if ((status === 400 || status === 422) && isDuplicate(problems)) {
      return new CourierRefusedError(
        "steadfast",
        `Steadfast already has a parcel with the order number${orderNumber ? ` ${orderNumber}` : ""}.`,
        { reason: "duplicate", fields: problems, status },
      );
    }
    return failureFromAnswer(
      call,
      { ...response, status },
      { problems, message, credentialHint: CREDENTIAL_HINT },
    );
  }

  function bookedFrom(
    orderNumber: string,
    consignment: {
      consignment_id: string;
      tracking_code?: string | null;
      tracking_link?: string | null;
      status?: string | null;
    },
  ): BookedParcel {
    return {
      courier: "steadfast",
      orderNumber,
      consignmentId: consignment.consignment_id,
      trackingCode: consignment.tracking_code ?? null,
      courierStatus: consignment.status ?? "in_review",
      deliveryFee: null,
      trackingUrl: consignment.tracking_link ?? null,
    };
  }

  async function bookParcel(parcel: ParcelRequest): Promise<BookedParcel> {
    const prepared = steadfastOrderBody(parcel);
    if (prepared.refusal) throw prepared.refusal;
    const call = request(`book ${parcel.orderNumber}`, "POST", "/create_order", prepared.body);
    const response = await call.send();
    const answer = createOrderAnswer.safeParse(response.body);
    if (response.status >= 200 && response.status < 300 && answer.success)
      return bookedFrom(parcel.orderNumber, answer.data.consignment);
    throw refusalIn(call.request, response, parcel.orderNumber);
  }

  async function bookChunk(
    chunk: ReadonlyArray<{ parcel: ParcelRequest; body: SteadfastOrderBody }>,
  ): Promise<BulkBookingResult[]> {
    const call = request(
      `book ${chunk.length} parcels`,
      "POST",
      "/create_order/bulk-order",
      { data: chunk.map((item) => item.body) },
      bulkTimeoutMs,
    );
    let response: CourierHttpResponse;
    try {
      response = await call.send();
    } catch (error) {
      return chunk.map(({ parcel }) => ({
        orderNumber: parcel.orderNumber,
        error: error as CourierUnavailableError,
      }));
    }
    const answer = bulkAnswer.safeParse(response.body);
    if (!(response.status >= 200 && response.status < 300 && answer.success)) {
      const failure = refusalIn(call.request, response);
      return chunk.map(({ parcel }) => ({ orderNumber: parcel.orderNumber, error: failure }));
    }
    const entries = new Map(answer.data.map((entry) => [entry.invoice, entry]));
    return chunk.map(({ parcel }) => {
      const entry = entries.get(parcel.orderNumber);
      if (entry && entry.status === "success" && entry.consignment_id)
        return {
          orderNumber: parcel.orderNumber,
          booked: bookedFrom(parcel.orderNumber, {
            ...entry,
            consignment_id: entry.consignment_id,
            status: null,
          }),
        };
      if (!entry)
        return {
          orderNumber: parcel.orderNumber,
          error: new CourierUnavailableError(
            "steadfast",
            `Steadfast's answer to a bulk booking did not mention ${parcel.orderNumber}.`,
            { reason: "unreadable", mayHaveActed: true, status: response.status },
          ),
        };
      const problems = bulkProblems(entry.error);
      const duplicate = isDuplicate(problems);
      return {
        orderNumber: parcel.orderNumber,
        error: new CourierRefusedError(
          "steadfast",
          duplicate
            ? `Steadfast already has a parcel with the order number ${parcel.orderNumber}.`
            : `Steadfast refused to book ${parcel.orderNumber}: ${describeProblems(problems) || "no reason given"}`,
          { reason: duplicate ? "duplicate" : "invalid", fields: problems, status: response.status },
        ),
      };
    });
  }

  async function bookParcels(parcels: readonly ParcelRequest[]): Promise<BulkBookingResult[]> {
    const results = new Map<number, BulkBookingResult>();
    const sendable: Array<{ index: number; parcel: ParcelRequest; body: SteadfastOrderBody }> = [];
    const seen = new Set<string>();
    parcels.forEach((parcel, index) => {
      const prepared = steadfastOrderBody(parcel);
      if (prepared.refusal) results.set(index, { orderNumber: parcel.orderNumber, error: prepared.refusal });
      else if (seen.has(parcel.orderNumber))
        results.set(index, {
          orderNumber: parcel.orderNumber,
          error: new CourierRefusedError(
            "steadfast",
            `${parcel.orderNumber} appears twice in this booking.`,
            {
              reason: "duplicate",
              fields: { orderNumber: ["This order is already in this booking."] },
              status: null,
            },
          ),
        });
      else {
        seen.add(parcel.orderNumber);
        sendable.push({ index, parcel, body: prepared.body });
      }
    });
    for (let start = 0; start < sendable.length; start += STEADFAST_LIMITS.bulk) {
      const chunk = sendable.slice(start, start + STEADFAST_LIMITS.bulk);
      const chunkResults = await bookChunk(chunk);
      chunk.forEach((item, position) => results.set(item.index, chunkResults[position]));
    }
    return parcels.map((_, index) => results.get(index)!);
  }

  async function statusAt(operation: string, path: string): Promise<ParcelStatus | null> {
    const call = request(operation, "GET", path);
    const response = await call.send();
    const answer = statusAnswer.safeParse(response.body);
    if (response.status === 200 && answer.success) return steadfastStatus(answer.data.delivery_status);
    const failure = refusalIn(call.request, response);
    if (failure instanceof CourierRefusedError && failure.reason === "not_found") return null;
    throw failure;
  }

  async function statusOf(operation: string, path: string): Promise<ParcelStatus> {
    const status = await statusAt(operation, path);
    if (status) return status;
    throw new CourierRefusedError(
      "steadfast",
      `Steadfast does not know that parcel (asked to ${operation}).`,
      {
        reason: "not_found",
        status: 404,
      },
    );
  }

  async function consignmentIdOf(orderNumber: string): Promise<string | null> {
    const call = request(
      `look up ${orderNumber}`,
      "GET",
      `/trackings_by_invoice/${encodeURIComponent(orderNumber)}`,
    );
    const response = await call.send();
    const answer = trackingsAnswer.safeParse(response.body);
    if (response.status === 200 && answer.success)
      return answer.data.tracking.find((entry) => entry.consignment_id)?.consignment_id ?? null;
    const failure = refusalIn(call.request, response);
    // The parcel exists (its status was just read); without its history we still know that much.
    if (failure instanceof CourierRefusedError && failure.reason === "not_found") return null;
    throw failure;
  }

  return {
    courier: "steadfast",
    bookParcel,
    bookParcels,
    async findParcelByOrderNumber(orderNumber) {
      const status = await statusAt(
        `look up ${orderNumber}`,
        `/status_by_invoice/${encodeURIComponent(orderNumber)}`,
      );
      if (!status) return null;
      return { courier: "steadfast", orderNumber, consignmentId: await consignmentIdOf(orderNumber), status };
    },
    parcelStatus(consignmentId) {
      return statusOf(
        `report on parcel ${consignmentId}`,
        `/status_by_cid/${encodeURIComponent(consignmentId)}`,
      );
    },
    parcelStatusByTrackingCode(trackingCode) {
      return statusOf(
        `report on tracking code ${trackingCode}`,
        `/status_by_trackingcode/${encodeURIComponent(trackingCode)}`,
      );
    },
    async balance() {
      const call = request("report the balance", "GET", "/get_balance");
      const response = await call.send();
      const answer = balanceAnswer.safeParse(response.body);
      if (response.status === 200 && answer.success) return Math.round(answer.data.current_balance);
      throw refusalIn(call.request, response);
    },
    async fraudCheck(phone) {
      const normalised = normaliseBangladeshMobile(phone);
      if (!normalised)
        throw new CourierRefusedError(
          "steadfast",
          "Not sent to Steadfast: that is not a Bangladeshi mobile number.",
          {
            reason: "invalid",
            fields: {
              recipientPhone: ["Steadfast checks Bangladeshi mobile numbers only (01 then 3-9, 11 digits)."],
            },
            status: null,
          },
        );
      const call = request(
        "check the phone number's delivery history",
        "GET",
        `/fraud_check/score/${normalised}`,
      );
      const response = await call.send();
      const answer = fraudScoreAnswer.safeParse(response.body);
      if (response.status === 200 && answer.success) {
        const band = answer.data.volume_band ?? "none";
        return {
          phone: normalised,
          deliveredPercent: answer.data.delivery_ratio,
          cancelledPercent: answer.data.cancellation_ratio,
          volume: { band, label: VOLUME_LABELS[band] ?? band.replace(/_/g, " ") },
          reports: answer.data.total_reports ?? 0,
        };
      }
      throw refusalIn(call.request, response);
    },
  };
}
