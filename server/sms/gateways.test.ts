import net from "node:net";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { createBulkSmsBdTransport } from "./bulksmsbd";
import { createSslWirelessTransport } from "./sslwireless";
import {
  clientMessageIdFor,
  PermanentSmsError,
  TemporarySmsError,
  type OutgoingSms,
  type SmsTransport,
} from "./sms-transport";
import { startFakeBulkSmsBd, type FakeBulkSmsBd } from "./test-support/fake-bulksmsbd";
import { startFakeSslWireless, type FakeSslWireless } from "./test-support/fake-sslwireless";

const API_KEY = "k3y-Secret-0123456789abcdef";
const SENDER_ID = "8809617611058";
/** Generous, so that a busy machine never times out a healthy answer; the hang tests use HANG_TIMEOUT_MS. */
const TIMEOUT_MS = 5_000;
const HANG_TIMEOUT_MS = 400;

const english: OutgoingSms = {
  to: "8801711223344",
  text: "Nakshi Interiors: We received your order NI-2611-0042, total Tk 1,250. We will call you from +880 1711-223344 to confirm it.",
  encoding: "GSM-7",
  parts: 1,
  clientMessageId: clientMessageIdFor("test:english"),
};
const bengali: OutgoingSms = {
  to: "8801811223344",
  text: "Nakshi Interiors: আপনার অর্ডার NI-2611-0042 পেয়েছি, মোট ৳১,২৫০।",
  encoding: "UCS-2",
  parts: 1,
  clientMessageId: clientMessageIdFor("test:bengali"),
};

/** A local port nothing listens on. */
async function closedPort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/** The refusal, checked to carry no secret. */
async function refusal(promise: Promise<unknown>): Promise<Error> {
  const error = await promise.then(
    () => null,
    (caught: unknown) => caught as Error,
  );
  expect(error, "the send was refused").toBeInstanceOf(Error);
  expect(error!.message).not.toContain(API_KEY);
  expect(String(error!.stack)).not.toContain(API_KEY);
  return error!;
}

describe("the client message id", () => {
  it("is the same for the same SMS, differs between SMS, and fits SSL Wireless' 20 letters and digits", () => {
    const id = clientMessageIdFor("order-customer-sms:8c5e6b2e-3a9f-4a57-9d1a-0f0c2f1f6d11");
    expect(id).toMatch(/^[A-Za-z0-9]{1,20}$/);
    expect(clientMessageIdFor("order-customer-sms:8c5e6b2e-3a9f-4a57-9d1a-0f0c2f1f6d11")).toBe(id);
    expect(clientMessageIdFor("order-customer-sms:8c5e6b2e-3a9f-4a57-9d1a-0f0c2f1f6d12")).not.toBe(id);
  });
});

describe("BulkSMSBD against an in-process fake of its API", () => {
  let fake: FakeBulkSmsBd;
  let transport: SmsTransport;

  beforeAll(async () => {
    fake = await startFakeBulkSmsBd({ apiKey: API_KEY, senderId: SENDER_ID });
    transport = createBulkSmsBdTransport({
      apiKey: API_KEY,
      senderId: SENDER_ID,
      baseUrl: fake.url,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delivered.length = 0;
  });

  it("posts the documented fields as a form, text for English and unicode for Bengali", async () => {
    const receipt = await transport.send(english);
    expect(receipt.gatewayMessageId).toMatch(/^\d+$/);
    await transport.send(bengali);
    expect(fake.requests.map(({ method, path, contentType }) => ({ method, path, contentType }))).toEqual([
      { method: "POST", path: "/api/smsapi", contentType: "application/x-www-form-urlencoded" },
      { method: "POST", path: "/api/smsapi", contentType: "application/x-www-form-urlencoded" },
    ]);
    expect(fake.requests[0].fields).toEqual({
      api_key: API_KEY,
      type: "text",
      number: "8801711223344",
      senderid: SENDER_ID,
      message: english.text,
    });
    expect(fake.delivered).toEqual([
      { number: english.to, message: english.text, type: "text", senderId: SENDER_ID },
      { number: bengali.to, message: bengali.text, type: "unicode", senderId: SENDER_ID },
    ]);
  });

  it("takes a wrong key, a wrong sender id, an empty balance or an invalid number as refused for good", async () => {
    const wrongKey = createBulkSmsBdTransport({
      apiKey: "wrong-key-value",
      senderId: SENDER_ID,
      baseUrl: fake.url,
    });
    const badKey = await refusal(wrongKey.send(english));
    expect(badKey).toBeInstanceOf(PermanentSmsError);
    expect(badKey.message).toMatch(
      /^BulkSMSBD refused the SMS: 1011 User Id not found\. Check SMS_API_KEY\.$/,
    );
    expect(badKey.message).not.toContain("wrong-key-value");

    const wrongSender = createBulkSmsBdTransport({ apiKey: API_KEY, senderId: "NAKSHI", baseUrl: fake.url });
    const badSender = await refusal(wrongSender.send(english));
    expect(badSender).toBeInstanceOf(PermanentSmsError);
    expect(badSender.message).toMatch(
      /1002 sender id not correct\/sender id is disabled\. Check SMS_SENDER_ID\./,
    );

    fake.next("balance");
    const balance = await refusal(transport.send(english));
    expect(balance).toBeInstanceOf(PermanentSmsError);
    expect(balance.message).toMatch(/1007 Balance Insufficient\. Top up the SMS balance, then retry\./);

    fake.next("balance-as-bare-code");
    const bare = await refusal(transport.send(english));
    expect(bare).toBeInstanceOf(PermanentSmsError);
    expect(bare.message).toMatch(/1007 Balance Insufficient/);

    const invalid = await refusal(transport.send({ ...english, to: "880171122334" }));
    expect(invalid).toBeInstanceOf(PermanentSmsError);
    expect(invalid.message).toMatch(/1001 Invalid Number/);
    expect(fake.delivered).toEqual([]);
  });

  it("takes a server error, rate limiting, its internal error, a hang or no connection as temporary", async () => {
    fake.next("server-error");
    expect(await refusal(transport.send(english))).toEqual(
      new TemporarySmsError("BulkSMSBD had a server error (HTTP 503)."),
    );
    fake.next("too-many-requests");
    expect((await refusal(transport.send(english))).message).toMatch(/HTTP 429/);
    fake.next("internal-error");
    const internal = await refusal(transport.send(english));
    expect(internal).toBeInstanceOf(TemporarySmsError);
    expect(internal.message).toMatch(/1005 Internal Error/);

    fake.next("hang");
    const started = Date.now();
    const impatient = createBulkSmsBdTransport({
      apiKey: API_KEY,
      senderId: SENDER_ID,
      baseUrl: fake.url,
      timeoutMs: HANG_TIMEOUT_MS,
    });
    const hang = await refusal(impatient.send(english));
    expect(hang).toBeInstanceOf(TemporarySmsError);
    expect(hang.message).toBe("BulkSMSBD did not answer within 400 ms.");
    expect(Date.now() - started).toBeLessThan(5_000);

    const nowhere = createBulkSmsBdTransport({
      apiKey: API_KEY,
      senderId: SENDER_ID,
      baseUrl: `http://127.0.0.1:${await closedPort()}`,
    });
    const refused = await refusal(nowhere.send(english));
    expect(refused).toBeInstanceOf(TemporarySmsError);
    expect(refused.message).toMatch(/^Could not reach BulkSMSBD \(ECONNREFUSED\)\.$/);
    expect(fake.delivered).toEqual([]);
  });

  it("says to check SMS_BASE_URL when the address answers with something that is not the API", async () => {
    const wrongPath = createBulkSmsBdTransport({
      apiKey: API_KEY,
      senderId: SENDER_ID,
      baseUrl: `${fake.url}/v2`,
    });
    const error = await refusal(wrongPath.send(english));
    expect(error).toBeInstanceOf(PermanentSmsError);
    expect(error.message).toMatch(/not its API's \(HTTP 404\); check SMS_BASE_URL/);
  });
});

describe("SSL Wireless against an in-process fake of its API", () => {
  let fake: FakeSslWireless;
  let transport: SmsTransport;
  let sequence = 0;
  const fresh = (sms: OutgoingSms): OutgoingSms => ({
    ...sms,
    clientMessageId: clientMessageIdFor(`ssl-test:${(sequence += 1)}`),
  });

  const impatient = () =>
    createSslWirelessTransport({
      apiToken: API_KEY,
      sid: "NAKSHI",
      baseUrl: fake.url,
      timeoutMs: HANG_TIMEOUT_MS,
    });

  beforeAll(async () => {
    fake = await startFakeSslWireless({ apiToken: API_KEY, sid: "NAKSHI" });
    transport = createSslWirelessTransport({
      apiToken: API_KEY,
      sid: "NAKSHI",
      baseUrl: fake.url,
      timeoutMs: TIMEOUT_MS,
    });
  });
  afterAll(async () => {
    await fake?.stop();
  });
  beforeEach(() => {
    fake.requests.length = 0;
    fake.delivered.length = 0;
  });

  it("posts exactly the documented JSON fields and reads the reference of the SMS", async () => {
    const sms = fresh(bengali);
    const receipt = await transport.send(sms);
    expect(receipt.gatewayMessageId).toMatch(/^[0-9a-f]+$/);
    expect(fake.requests).toEqual([
      {
        method: "POST",
        path: "/api/v3/send-sms",
        contentType: "application/json",
        fields: {
          api_token: API_KEY,
          sid: "NAKSHI",
          msisdn: sms.to,
          sms: sms.text,
          csms_id: sms.clientMessageId,
        },
      },
    ]);
  });

  it("sends an SMS once when a retry repeats its csms_id the same day", async () => {
    const sms = fresh(english);
    fake.next("accept-then-hang");
    expect(await refusal(impatient().send(sms))).toBeInstanceOf(TemporarySmsError);
    const retried = await transport.send(sms);
    expect(retried).toEqual({ alreadyAccepted: true });
    expect(fake.delivered.map((delivered) => delivered.csmsId)).toEqual([sms.clientMessageId]);
  });

  it("takes a wrong token, a wrong sid, a refusal it does not document or an invalid number as refused for good", async () => {
    const wrongToken = createSslWirelessTransport({
      apiToken: "wrong-token-value",
      sid: "NAKSHI",
      baseUrl: fake.url,
    });
    const badToken = await refusal(wrongToken.send(fresh(english)));
    expect(badToken).toBeInstanceOf(PermanentSmsError);
    expect(badToken.message).toBe(
      "SSL Wireless refused the SMS: 4001 Unauthorized. Check SMS_API_KEY (the API token).",
    );

    const wrongSid = createSslWirelessTransport({ apiToken: API_KEY, sid: "OTHER", baseUrl: fake.url });
    const badSid = await refusal(wrongSid.send(fresh(english)));
    expect(badSid).toBeInstanceOf(PermanentSmsError);
    expect(badSid.message).toMatch(
      /4002 SID\/Stakeholder is not permitted to send SMS\. Check SMS_SENDER_ID/,
    );

    fake.next("balance");
    const balance = await refusal(transport.send(fresh(english)));
    expect(balance).toBeInstanceOf(PermanentSmsError);
    expect(balance.message).toBe(
      "SSL Wireless refused the SMS: 4099 an undocumented code (Insufficient balance).",
    );

    const invalid = await refusal(transport.send(fresh({ ...english, to: "88017112233" })));
    expect(invalid).toBeInstanceOf(PermanentSmsError);
    expect(invalid.message).toMatch(/4025 Invalid MSISDN/);
    expect(fake.delivered).toEqual([]);
  });

  it("takes a server error, rate limiting, its unknown error or a hang as temporary", async () => {
    fake.next("server-error");
    expect((await refusal(transport.send(fresh(english)))).message).toBe(
      "SSL Wireless had a server error (HTTP 503).",
    );
    fake.next("internal-error");
    const unknown = await refusal(transport.send(fresh(english)));
    expect(unknown).toBeInstanceOf(TemporarySmsError);
    expect(unknown.message).toMatch(/5000 Unknown Error/);
    fake.next("too-many-requests");
    expect(await refusal(transport.send(fresh(english)))).toBeInstanceOf(TemporarySmsError);
    fake.next("hang");
    const hang = await refusal(impatient().send(fresh(english)));
    expect(hang).toBeInstanceOf(TemporarySmsError);
    expect(hang.message).toMatch(/did not answer/);
    expect(fake.delivered).toEqual([]);
  });
});
