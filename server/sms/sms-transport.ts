import { createHash } from "node:crypto";
import type { SmsEncoding } from "./sms-parts";

/** One SMS as the gateways take it. */
export type OutgoingSms = {
  /** 8801XXXXXXXXX */
  to: string;
  text: string;
  encoding: SmsEncoding;
  parts: number;
  /**
   * Ours, the same on every attempt at this SMS: up to 20 letters and digits. SSL Wireless takes it as
   * csms_id and refuses a second SMS with the same id on the same day, so a retry after a crash mid-send
   * cannot send it twice there.
   */
  clientMessageId: string;
};

export type SmsReceipt = {
  /** The gateway's id for the SMS, when it gives one. */
  gatewayMessageId?: string;
  /** The gateway had already accepted this SMS (same id, same day): nothing new was sent. */
  alreadyAccepted?: boolean;
  /** Without a gateway: the file the SMS was written to. */
  savedTo?: string;
};

export type SmsTransport = {
  /** "BulkSMSBD", "SSL Wireless" or "file", for the log. */
  readonly name: string;
  send: (sms: OutgoingSms) => Promise<SmsReceipt>;
  close: () => void;
};

/**
 * The gateway refused the SMS and would refuse it again (a wrong key or sender id, an empty balance, a
 * number it does not serve): no retries; staff see the reason and retry once it is fixed.
 */
export class PermanentSmsError extends Error {}

/** The gateway could not take the SMS now (it is down, slow, busy or rate-limiting): try again later. */
export class TemporarySmsError extends Error {}

/**
 * A stable client message id for one SMS: "NI" and 18 hex digits of a hash of what the SMS is (its kind,
 * order and recipient), so every attempt at it carries the same id, within SSL Wireless' 20 characters.
 */
export function clientMessageIdFor(key: string): string {
  return `NI${createHash("sha256").update(key).digest("hex").slice(0, 18).toUpperCase()}`;
}
