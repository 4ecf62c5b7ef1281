import type { CourierName, ParcelField } from "./parcel";

/**
 * Every failure of a courier call is one of two kinds, because the outbox treats them differently:
 *
 * - `CourierRefusedError`: the courier (or our own check of its limits, before sending) said no. Trying again
 *   unchanged cannot help; staff see the message, fix the fields or the credentials, and press Retry.
 * - `CourierUnavailableError`: the courier could not be reached or did not answer properly (network, timeout,
 *   5xx, 429, an unreadable answer). The outbox tries again with backoff.
 *
 * Messages name the courier and the operation in staff's words; they never carry a credential, a request
 * header or a raw response body.
 */
export class CourierError extends Error {
  readonly courier: CourierName;

  constructor(courier: CourierName, message: string) {
    super(message);
    this.name = new.target.name;
    this.courier = courier;
  }
}

export type RefusalReason =
  /** A field broke the courier's rules (HTTP 400/422, or our check before sending). */
  | "invalid"
  /** The order number was booked before: look the parcel up instead of booking again. */
  | "duplicate"
  /** The credentials were refused (401): the configuration needs fixing. */
  | "unauthorised"
  /** Authenticated but not allowed (403): an account, store or balance problem on the courier's side. */
  | "forbidden"
  /** The courier does not know that parcel (404). */
  | "not_found";

/** Field messages keyed by our field names where the courier's field maps to one, else the courier's name. */
export type FieldProblems = Readonly<Partial<Record<ParcelField | (string & {}), readonly string[]>>>;

export class CourierRefusedError extends CourierError {
  readonly reason: RefusalReason;
  readonly fields: FieldProblems;
  /** The courier's HTTP status, or null when our own check refused the parcel before anything was sent. */
  readonly status: number | null;

  constructor(
    courier: CourierName,
    message: string,
    options: { reason: RefusalReason; fields?: FieldProblems; status: number | null },
  ) {
    super(courier, message);
    this.reason = options.reason;
    this.fields = options.fields ?? {};
    this.status = options.status;
  }

  /** Whether the request reached the courier (false: refused by our check of the courier's limits). */
  get sent(): boolean {
    return this.status !== null;
  }
}

export type UnavailableReason = "network" | "timeout" | "server" | "rate_limited" | "unreadable";

export class CourierUnavailableError extends CourierError {
  readonly reason: UnavailableReason;
  /**
   * Whether the courier may have carried the request out although we heard no success: a timeout or a
   * dropped connection after the request left, a 5xx, an answer we could not read. A booking that fails
   * this way must not be sent again before asking the courier whether the order number exists.
   */
  readonly mayHaveActed: boolean;
  /** How long the courier asked us to wait (Retry-After on a 429), when it said. */
  readonly retryAfterMs: number | null;
  readonly status: number | null;

  constructor(
    courier: CourierName,
    message: string,
    options: {
      reason: UnavailableReason;
      mayHaveActed: boolean;
      retryAfterMs?: number | null;
      status?: number | null;
    },
  ) {
    super(courier, message);
    this.reason = options.reason;
    this.mayHaveActed = options.mayHaveActed;
    this.retryAfterMs = options.retryAfterMs ?? null;
    this.status = options.status ?? null;
  }
}

/** The error class the outbox retries with backoff; anything else from an adapter goes to staff. */
export function isTemporaryCourierError(error: unknown): error is CourierUnavailableError {
  return error instanceof CourierUnavailableError;
}
