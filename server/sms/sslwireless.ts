import {
  callGateway,
  DEFAULT_GATEWAY_TIMEOUT_MS,
  parseJsonObject,
  unreadableAnswer,
  withoutSecrets,
} from "./gateway-http";
import { PermanentSmsError, TemporarySmsError, type SmsTransport } from "./sms-transport";

/**
 * SSL Wireless' Push SMS API v3 (ISMS Plus): `POST /api/v3/send-sms` with JSON `api_token`, `sid`, `msisdn`
 * (8801XXXXXXXXX), `sms` and `csms_id` (ours, up to 20 characters, unique for the day). It answers
 * `{ "status": "SUCCESS" | "FAILED", "status_code", "error_message", "smsinfo": [{ "sms_status",
 * "status_message", "msisdn", "sms_type", "sms_body", "csms_id", "reference_id" }] }`. A repeated csms_id on
 * the same day is refused with 4023, which for us means the SMS was already taken: that is how a retry after
 * a crash mid-send stays one SMS.
 */
const GATEWAY = "SSL Wireless";
export const SSLWIRELESS_SEND_PATH = "/api/v3/send-sms";
export const SSLWIRELESS_SUCCESS = 200;
export const SSLWIRELESS_DUPLICATE_CSMS_ID = 4023;

export const SSLWIRELESS_CODES: Readonly<
  Record<number, { meaning: string; temporary?: true; advice?: string }>
> = {
  4001: { meaning: "Unauthorized", advice: "Check SMS_API_KEY (the API token)." },
  4002: {
    meaning: "SID/Stakeholder is not permitted to send SMS",
    advice: "Check SMS_SENDER_ID and the account's balance and validity.",
  },
  4003: { meaning: "IP Blacklisted", advice: "Ask SSL Wireless to whitelist this server's IP address." },
  4004: { meaning: "Endpoint Not Found", advice: "Check SMS_BASE_URL." },
  4005: { meaning: "Invalid request format" },
  4020: { meaning: "Invalid CSMS ID" },
  4022: { meaning: "Required Parameter Missing", advice: "Check SMS_API_KEY and SMS_SENDER_ID." },
  4023: { meaning: "Duplicate CSMS ID" },
  4025: { meaning: "Invalid MSISDN", advice: "The number is not one SSL Wireless can send to." },
  4026: { meaning: "Blocked MSISDN", advice: "The number does not take SMS from this sender." },
  4027: { meaning: "Message length exceeded maximum" },
  4028: { meaning: "Invalid message data" },
  4029: { meaning: "Too many requests", temporary: true },
  4030: { meaning: "Limit Exceeded" },
  4031: { meaning: "TPS Exceeded", temporary: true },
  5000: { meaning: "Unknown Error", temporary: true },
};

type SmsInfo = { sms_status?: unknown; status_message?: unknown; reference_id?: unknown };

function firstSmsInfo(json: Record<string, unknown>): SmsInfo | undefined {
  return Array.isArray(json.smsinfo) && json.smsinfo.length > 0 ? (json.smsinfo[0] as SmsInfo) : undefined;
}

export function createSslWirelessTransport(options: {
  apiToken: string;
  sid: string;
  baseUrl: string;
  timeoutMs?: number;
}): SmsTransport {
  const url = `${options.baseUrl}${SSLWIRELESS_SEND_PATH}`;
  const timeoutMs = options.timeoutMs ?? DEFAULT_GATEWAY_TIMEOUT_MS;
  const hide = (value: unknown) =>
    withoutSecrets(typeof value === "string" ? value : "", [options.apiToken]).slice(0, 300);
  return {
    name: GATEWAY,
    async send(sms) {
      const answer = await callGateway(
        GATEWAY,
        url,
        {
          headers: { "content-type": "application/json", accept: "application/json" },
          body: JSON.stringify({
            api_token: options.apiToken,
            sid: options.sid,
            msisdn: sms.to,
            sms: sms.text,
            csms_id: sms.clientMessageId,
          }),
        },
        timeoutMs,
      );
      const json = parseJsonObject(answer.body);
      const code = Number(json?.status_code);
      if (!json || !Number.isInteger(code)) throw unreadableAnswer(GATEWAY, answer);
      const info = firstSmsInfo(json);

      if (code === SSLWIRELESS_DUPLICATE_CSMS_ID) return { alreadyAccepted: true };
      if (code === SSLWIRELESS_SUCCESS && json.status === "SUCCESS") {
        const smsStatus = typeof info?.sms_status === "string" ? info.sms_status : "SUCCESS";
        const reference = info?.reference_id === undefined ? undefined : String(info.reference_id);
        if (smsStatus === "SUCCESS") return { gatewayMessageId: reference };
        // The request went through but this SMS did not: its own status says why.
        const detail = hide(info?.status_message) || smsStatus;
        if (/duplicate/i.test(smsStatus) && /csms/i.test(detail)) return { alreadyAccepted: true };
        throw new PermanentSmsError(`${GATEWAY} refused the SMS: ${smsStatus} (${detail}).`);
      }

      const known = SSLWIRELESS_CODES[code];
      const said = hide(json.error_message);
      const reason = `${GATEWAY} refused the SMS: ${code} ${known?.meaning ?? "an undocumented code"}${
        said && said !== known?.meaning ? ` (${said})` : ""
      }.`;
      // An undocumented 5xxx is the gateway's trouble; an undocumented 4xxx is about this request or account.
      if (known?.temporary || (!known && code >= 5000)) throw new TemporarySmsError(reason);
      throw new PermanentSmsError(known?.advice ? `${reason} ${known.advice}` : reason);
    },
    close: () => {},
  };
}
