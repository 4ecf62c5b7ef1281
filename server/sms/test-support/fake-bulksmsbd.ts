import { BULKSMSBD_CODES, BULKSMSBD_SEND_PATH, BULKSMSBD_SUBMITTED } from "../bulksmsbd";
import {
  startFakeGatewayServer,
  type FakeAnswer,
  type FakeGatewayServer,
  type FakeRequest,
} from "./fake-gateway-server";

export type DeliveredSms = { number: string; message: string; type: string; senderId: string };

export type FakeBulkSmsBd = FakeGatewayServer & { delivered: DeliveredSms[] };

const MOBILE = /^8801[3-9]\d{8}$/;

function code(responseCode: number, bare = false): FakeAnswer {
  if (bare) return { status: 200, body: String(responseCode), contentType: "text/html" };
  return {
    status: 200,
    body: JSON.stringify({
      response_code: responseCode,
      success_message: "",
      error_message: BULKSMSBD_CODES[responseCode]?.meaning ?? "",
    }),
  };
}

/**
 * BulkSMSBD as bulksmsbd.com documents it: `/api/smsapi` by GET or POST with `api_key`, `senderid`, `number`
 * (8801XXXXXXXXX, several separated by commas) and `message` (`type` text or unicode), always HTTP 200 with
 * `response_code` 202 when submitted. Which code a wrong key gets is not documented: this fake answers 1011
 * (user id not found).
 */
export async function startFakeBulkSmsBd(account: {
  apiKey: string;
  senderId: string;
}): Promise<FakeBulkSmsBd> {
  const delivered: DeliveredSms[] = [];
  let nextMessageId = 41_000_000;
  const server = await startFakeGatewayServer((request: FakeRequest | null, behaviour, raw) => {
    if (raw.path !== BULKSMSBD_SEND_PATH)
      return { status: 404, body: "<html>Not Found</html>", contentType: "text/html" };
    if (!["GET", "POST"].includes(raw.method))
      return { status: 405, body: "<html>Method Not Allowed</html>", contentType: "text/html" };
    const fields = request?.fields ?? {};
    const text = (name: string) => (typeof fields[name] === "string" ? (fields[name] as string) : "");
    if (!text("api_key") || !text("senderid") || !text("number") || !text("message")) return code(1003);
    if (text("type") && !["text", "unicode"].includes(text("type"))) return code(1003);
    if (text("api_key") !== account.apiKey) return code(1011);
    if (text("senderid") !== account.senderId) return code(1002);
    const numbers = text("number").split(",");
    if (!numbers.every((number) => MOBILE.test(number))) return code(1001);
    if (behaviour === "balance") return code(1007);
    if (behaviour === "balance-as-bare-code") return code(1007, true);
    if (behaviour === "internal-error") return code(1005);
    for (const number of numbers) {
      delivered.push({
        number,
        message: text("message"),
        type: text("type") || "text",
        senderId: text("senderid"),
      });
    }
    if (behaviour === "accept-then-hang") return "hang";
    nextMessageId += 1;
    return {
      status: 200,
      body: JSON.stringify({
        response_code: BULKSMSBD_SUBMITTED,
        message_id: nextMessageId,
        success_message: `SMS Submitted Successfully ${numbers.length}`,
        error_message: "",
      }),
    };
  });
  return Object.assign(server, { delivered });
}
