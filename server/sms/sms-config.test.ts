import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import pino from "pino";
import { afterAll, describe, expect, it } from "vitest";
import { apiPaths, postJson, validCustomer } from "../../tests/helpers/api-client";
import { insertAccessory } from "../../tests/helpers/fixtures";
import { createTestApp } from "../../tests/helpers/test-database";
import { ConfigError, loadConfig } from "../config";
import { createNotificationWorker } from "../outbox/start-notifications";
import { waitUntil } from "../../tests/helpers/smtp-sink";
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

describe("an order's SMS without SMS_PROVIDER", () => {
  it("are written as text files under DATA_DIR/sms, and the log names each file", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "sms-order-files-"));
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const testApp = await createTestApp({
      env: {
        DATA_DIR: dataDir,
        NOTIFY_EMAILS: "",
        NOTIFY_SMS: "01811000111",
        NOTIFY_ORDER_WAIT_MS: "300",
        OUTBOX_POLL_MS: "50",
        SMS_API_KEY: "a-key-that-must-never-be-logged",
      },
    });
    const { worker, close } = createNotificationWorker(testApp.config, testApp.database, log);
    try {
      worker.start();
      const accessoryId = await insertAccessory(testApp.database.db, { name: "Brass lamp", rate: 1_250 });
      const order = await postJson(testApp.app, apiPaths.saveOrder, { ...validCustomer, email: "" });
      const orderId = (order.json() as { _id: string })._id;
      await postJson(testApp.app, apiPaths.saveOrderDetails, { orderId, accessoryId, quantity: 1 });
      const smsDir = path.join(dataDir, "sms");
      await waitUntil(() => fs.existsSync(smsDir) && fs.readdirSync(smsDir).length === 2, "two SMS files");
      const files = fs.readdirSync(smsDir).map((name) => fs.readFileSync(path.join(smsDir, name), "utf8"));
      const customer = files.find((file) => file.startsWith("To: 8801711223344\n"))!;
      expect(customer).toMatch(
        /^To: 8801711223344\nId: NI[0-9A-F]{18}\nEncoding: GSM-7, 1 part\n\nNakshi Interiors: /,
      );
      expect(customer).toContain("total Tk 1,250");
      expect(files.some((file) => file.startsWith("To: 8801811000111\n"))).toBe(true);
      // Each file is written before its log line: wait for the line too (a busy machine once read the log between).
      const smsFiles = fs.readdirSync(smsDir).map((name) => path.join(smsDir, name));
      await waitUntil(
        () => smsFiles.every((file) => lines.join("").includes(file)),
        "a log line naming each SMS file",
      );
      const logged = lines.join("");
      for (const file of smsFiles) expect(logged).toContain(file);
      expect(logged).toContain(`SMS are written as text files under ${smsDir}`);
      expect(logged).not.toContain("a-key-that-must-never-be-logged");
    } finally {
      await close();
      await testApp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A whole app on a fresh embedded database starts here: slow on a busy machine.
  }, 120_000);
});
