import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { createSmsTransport } from "./create-sms-transport";
import { createFileSmsTransport } from "./file-transport";
import { clientMessageIdFor } from "./sms-transport";

describe("SMS settings", () => {
  it("without a provider writes files, and reads the staff numbers in any usual spelling", () => {
    const { sms } = loadConfig({ NOTIFY_SMS: "01711223344, +880 1811-223344,8801711223344" }).notifications;
    expect(sms).toEqual({ gateway: undefined, notifyNumbers: ["8801711223344", "8801811223344"] });
    expect(loadConfig({}).notifications.sms).toEqual({ gateway: undefined, notifyNumbers: [] });
  });

  it("names each gateway's documented address unless SMS_BASE_URL says otherwise", () => {
    const account = { SMS_API_KEY: "key-123", SMS_SENDER_ID: "8809617611058" };
    expect(loadConfig({ SMS_PROVIDER: "bulksmsbd", ...account }).notifications.sms.gateway).toEqual({
      provider: "bulksmsbd",
      apiKey: "key-123",
      senderId: "8809617611058",
      baseUrl: "https://bulksmsbd.net",
    });
    expect(loadConfig({ SMS_PROVIDER: "sslwireless", ...account }).notifications.sms.gateway?.baseUrl).toBe(
      "https://smsplus.sslwireless.com",
    );
    expect(
      loadConfig({ SMS_PROVIDER: "sslwireless", SMS_BASE_URL: "https://sms.example.com/", ...account })
        .notifications.sms.gateway?.baseUrl,
    ).toBe("https://sms.example.com");
  });

  it.each([
    [
      { SMS_PROVIDER: "twilio" },
      /^Invalid configuration: SMS_PROVIDER must be one of bulksmsbd, sslwireless/,
    ],
    [
      { SMS_PROVIDER: "bulksmsbd", SMS_SENDER_ID: "NAKSHI" },
      /SMS_API_KEY must be set when SMS_PROVIDER is set/,
    ],
    [{ SMS_PROVIDER: "sslwireless", SMS_API_KEY: "k" }, /SMS_SENDER_ID must be set when SMS_PROVIDER is set/],
    [{ SMS_SENDER_ID: "Nakshi <Interiors>" }, /SMS_SENDER_ID must be the approved sender id/],
    [{ SMS_BASE_URL: "ftp://bulksmsbd.net" }, /SMS_BASE_URL must be an http:\/\/ or https:\/\/ URL/],
    [{ SMS_BASE_URL: "https://bulksmsbd.net/?api_key=x" }, /SMS_BASE_URL must not carry a query/],
    [{ NOTIFY_SMS: "01711223344, 1234" }, /NOTIFY_SMS must be Bangladeshi mobile numbers/],
  ])("refuses %j with one line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });

  it("never prints the API key in a refusal", () => {
    const secret = "very-secret-sms-key";
    const attempt = () => loadConfig({ SMS_PROVIDER: "bulksmsbd", SMS_API_KEY: secret });
    expect(attempt).toThrow(/SMS_SENDER_ID must be set/);
    try {
      attempt();
    } catch (error) {
      expect((error as Error).message).not.toContain(secret);
    }
  });
});

describe("SMS without a gateway", () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-files-"));
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it("writes each SMS as a text file and names it", async () => {
    const saved: string[] = [];
    const transport = createSmsTransport(loadConfig({}).notifications.sms, {
      smsDir: path.join(dir, "sms"),
      onSaved: (file) => saved.push(file),
    });
    expect(transport.name).toBe("file");
    const clientMessageId = clientMessageIdFor("file-test");
    const text = "Nakshi Interiors: আপনার অর্ডার NI-2611-0042 পেয়েছি।";
    const receipt = await transport.send({
      to: "8801711223344",
      text,
      encoding: "UCS-2",
      parts: 1,
      clientMessageId,
    });
    expect(saved).toEqual([receipt.savedTo]);
    expect(path.dirname(receipt.savedTo!)).toBe(path.join(dir, "sms"));
    expect(path.basename(receipt.savedTo!)).toMatch(
      new RegExp(`^\\d{4}-\\d\\d-\\d\\dT[\\d-]+Z-${clientMessageId}\\.txt$`),
    );
    expect(fs.readFileSync(receipt.savedTo!, "utf8")).toBe(
      `To: 8801711223344\nId: ${clientMessageId}\nEncoding: UCS-2, 1 part\n\n${text}\n`,
    );
  });

  it("picks the gateway's adapter when one is set", () => {
    const config = loadConfig({ SMS_PROVIDER: "sslwireless", SMS_API_KEY: "k", SMS_SENDER_ID: "NAKSHI" });
    expect(createSmsTransport(config.notifications.sms, { smsDir: dir }).name).toBe("SSL Wireless");
    const bulk = loadConfig({ SMS_PROVIDER: "bulksmsbd", SMS_API_KEY: "k", SMS_SENDER_ID: "NAKSHI" });
    expect(createSmsTransport(bulk.notifications.sms, { smsDir: dir }).name).toBe("BulkSMSBD");
    expect(createFileSmsTransport(dir).name).toBe("file");
  });
});
