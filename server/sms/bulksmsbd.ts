import {
  callGateway,
  DEFAULT_GATEWAY_TIMEOUT_MS,
  parseJsonObject,
  unreadableAnswer,
  withoutSecrets,
} from "./gateway-http";
import { PermanentSmsError, TemporarySmsError, type SmsTransport } from "./sms-transport";

/**
 * BulkSMSBD's single-SMS API (bulksmsbd.com/bulksms-api-bangladesh.php): `POST /api/smsapi` with `api_key`,
 * `type`, `number` (8801XXXXXXXXX), `senderid` and `message`. Every answer is HTTP 200 with
 * `{ "response_code": 202, "message_id", "success_message", "error_message" }`, 202 meaning submitted and
 * any other code a refusal; some error paths answer the bare code. The form is posted rather than put in
 * the query string so the key never sits in a URL that a proxy might log.
 */
const GATEWAY = "BulkSMSBD";
export const BULKSMSBD_SEND_PATH = "/api/smsapi";
export const BULKSMSBD_SUBMITTED = 202;

/** BulkSMSBD's documented codes, in its words, with what the shop can do about each. */
export const BULKSMSBD_CODES: Readonly<Record<number, { meaning: string; advice?: string }>> = {
  1001: { meaning: "Invalid Number", advice: "The number is not one BulkSMSBD can send to." },
  1002: { meaning: "sender id not correct/sender id is disabled", advice: "Check SMS_SENDER_ID." },
  1003: {
    meaning: "Please Required all fields/Contact Your System Administrator",
    advice: "Check SMS_API_KEY and SMS_SENDER_ID.",
  },
  1005: { meaning: "Internal Error" },
  1006: { meaning: "Balance Validity Not Available", advice: "Renew the SMS package, then retry." },
  1007: { meaning: "Balance Insufficient", advice: "Top up the SMS balance, then retry." },
  1011: { meaning: "User Id not found", advice: "Check SMS_API_KEY." },
  1012: { meaning: "Masking SMS must be sent in Bengali" },
  1013: {
    meaning: "Sender Id has not found Gateway by api key",
    advice: "Check SMS_SENDER_ID and SMS_API_KEY.",
  },
  1014: {
    meaning: "Sender Type Name not found using this sender by api key",
    advice: "Check SMS_SENDER_ID.",
  },
  1015: { meaning: "Sender Id has not found Any Valid Gateway by api key", advice: "Check SMS_SENDER_ID." },
  1016: {
    meaning: "Sender Type Name Active Price Info not found by this sender id",
    advice: "Ask BulkSMSBD to set up the sender id's price.",
  },
  1017: {
    meaning: "Sender Type Name Price Info not found by this sender id",
    advice: "Ask BulkSMSBD to set up the sender id's price.",
  },
  1018: {
    meaning: "The Owner of this (username) Account is disabled",
    advice: "Ask BulkSMSBD why the account is disabled.",
  },
  1019: {
    meaning: "The (sender type name) Price of this (username) Account is disabled",
    advice: "Ask BulkSMSBD to enable the price.",
  },
  1020: { meaning: "The parent of this account is not found." },
  1021: { meaning: "The parent active (sender type name) price of this account is not found." },
  1031: {
    meaning: "Your Account Not Verified, Please Contact Administrator.",
    advice: "Verify the BulkSMSBD account.",
  },
  1032: { meaning: "ip Not whitelisted", advice: "Whitelist this server's IP address in BulkSMSBD." },
};

/** The only refusal worth retrying: the gateway's own fault, gone a moment later. */
const TEMPORARY_CODES = new Set([1005]);

function responseCode(body: string): { code: number; message: string; messageId?: string } | null {
  const trimmed = body.trim();
  if (/^\d{3,4}$/.test(trimmed)) return { code: Number(trimmed), message: "" };
  const json = parseJsonObject(trimmed);
  if (!json) return null;
  const code = Number(json.response_code);
  if (!Number.isInteger(code)) return null;
  const message = [json.error_message, json.success_message].find(
    (value) => typeof value === "string" && value,
  );
  const messageId =
    json.message_id === undefined || json.message_id === null ? undefined : String(json.message_id);
  return { code, message: typeof message === "string" ? message : "", messageId };
}

export function createBulkSmsBdTransport(options: {
  apiKey: string;
  senderId: string;
  baseUrl: string;
  timeoutMs?: number;
}): SmsTransport {
  const url = `${options.baseUrl}${BULKSMSBD_SEND_PATH}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const hide = (text: string) => withoutSecrets(text, [options.apiKey]).slice(0, 300);
  return {
    name: GATEWAY,
    async send(sms) {
      const form = new URLSearchParams({
        api_key: options.apiKey,
        // `text` is the documented value; Bengali goes as `unicode`, as integrations that send Bangla do.
        type: sms.encoding === "UCS-2" ? "unicode" : "text",
        number: sms.to,
        senderid: options.senderId,
        message: sms.text,
      });
      const answer = await callGateway(
        GATEWAY,
        url,
        {
          headers: { "content-type": "application/x-www-form-urlencoded", accept: "application/json" },
          body: form.toString(),
        },
        timeoutMs,
      );
      const result = responseCode(answer.body);
      if (!result) throw unreadableAnswer(GATEWAY, answer);
      if (result.code === BULKSMSBD_SUBMITTED) return { gatewayMessageId: result.messageId };
      const known = BULKSMSBD_CODES[result.code];
      const said = hide(result.message && result.message !== known?.meaning ? ` (${result.message})` : "");
      const reason = `${GATEWAY} refused the SMS: ${result.code} ${known?.meaning ?? "an undocumented code"}${said}.`;
      if (TEMPORARY_CODES.has(result.code)) throw new TemporarySmsError(reason);
      throw new PermanentSmsError(known?.advice ? `${reason} ${known.advice}` : reason);
    },
    close: () => {},
  };
}
