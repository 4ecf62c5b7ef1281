import { SSLWIRELESS_CODES, SSLWIRELESS_DUPLICATE_CSMS_ID, SSLWIRELESS_SEND_PATH } from "../sslwireless";
import { startFakeGatewayServer, type FakeAnswer, type FakeGatewayServer } from "./fake-gateway-server";

export type DeliveredSms = { msisdn: string; sms: string; csmsId: string; sid: string };

export type FakeSslWireless = FakeGatewayServer & { delivered: DeliveredSms[] };

const MSISDN = /^8801[3-9]\d{8}$/;
const CSMS_ID = /^[A-Za-z0-9]{1,20}$/;

function failed(statusCode: number, errorMessage = SSLWIRELESS_CODES[statusCode]?.meaning ?? ""): FakeAnswer {
  return {
    status: 200,
    body: JSON.stringify({
      status: "FAILED",
      status_code: statusCode,
      error_message: errorMessage,
      smsinfo: [],
    }),
  };
}

/**
 * SSL Wireless' Push SMS API v3 as its specification describes it: `POST /api/v3/send-sms`, JSON with
 * `api_token`, `sid`, `msisdn`, `sms` and `csms_id` (at most 20 characters, unique for the day: a repeat is
 * refused with 4023 and not sent again). Its balance refusal has no documented code; "balance" answers an
 * undocumented FAILED code with the gateway's words, which the adapter must show as they are.
 */
export async function startFakeSslWireless(account: {
  apiToken: string;
  sid: string;
}): Promise<FakeSslWireless> {
  const delivered: DeliveredSms[] = [];
  const takenToday = new Set<string>();
  let nextReference = 0x5da2f0b5ba3a2248110n;
  const server = await startFakeGatewayServer((request, behaviour, raw) => {
    if (raw.path !== SSLWIRELESS_SEND_PATH) return failed(4004);
    if (!request || !request.contentType.startsWith("application/json")) return failed(4005);
    const fields = request.fields;
    const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
    if (!["api_token", "sid", "msisdn", "sms", "csms_id"].every((name) => text(name))) return failed(4022);
    if (text("api_token") !== account.apiToken) return failed(4001);
    if (text("sid") !== account.sid) return failed(4002);
    if (!CSMS_ID.test(text("csms_id"))) return failed(4020);
    if (!MSISDN.test(text("msisdn"))) return failed(4025);
    if (text("sms").length > 1000) return failed(4027);
    if (takenToday.has(text("csms_id"))) return failed(SSLWIRELESS_DUPLICATE_CSMS_ID);
    if (behaviour === "balance" || behaviour === "balance-as-bare-code")
      return failed(4099, "Insufficient balance");
    if (behaviour === "internal-error") return failed(5000);
    takenToday.add(text("csms_id"));
    delivered.push({ msisdn: text("msisdn"), sms: text("sms"), csmsId: text("csms_id"), sid: text("sid") });
    if (behaviour === "accept-then-hang") return "hang";
    nextReference += 1n;
    return {
      status: 200,
      body: JSON.stringify({
        status: "SUCCESS",
        status_code: 200,
        error_message: "",
        smsinfo: [
          {
            sms_status: "SUCCESS",
            status_message: "Success",
            msisdn: text("msisdn"),
            sms_type: /[^\p{ASCII}]/u.test(text("sms")) ? "BN" : "EN",
            sms_body: text("sms"),
            csms_id: text("csms_id"),
            reference_id: nextReference.toString(16),
          },
        ],
      }),
    };
  });
  return Object.assign(server, { delivered });
}
