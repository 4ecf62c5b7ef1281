import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { simpleParser } from "mailparser";
import pino from "pino";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "../config";
import { apiPaths, postJson, validMessage } from "../../tests/helpers/api-client";
import { createTestApp } from "../../tests/helpers/test-database";
import { createNotificationWorker } from "./start-notifications";
import { waitUntil } from "../../tests/helpers/smtp-sink";

describe("notification settings", () => {
  it("defaults to the company's own address and to .eml files", () => {
    const { notifications } = loadConfig({});
    expect(notifications.smtpUrl).toBeUndefined();
    expect(notifications.notifyEmails).toEqual(["hello@nakshiinteriors.com.bd"]);
    expect(notifications.from).toEqual({ name: "Nakshi Interiors", address: "hello@nakshiinteriors.com.bd" });
    expect(notifications.orderWaitMs).toBe(20_000);
  });

  it("reads the addresses, the sender and the webhook", () => {
    const { notifications } = loadConfig({
      SMTP_URL: "smtps://user:secret@mail.example.com:465",
      MAIL_FROM: '"Nakshi Orders" <orders@example.com>',
      NOTIFY_EMAILS: " a@example.com, B@example.com ,a@example.com",
      NOTIFY_WEBHOOK_URL: "https://hooks.example.com/x",
      NOTIFY_WEBHOOK_SECRET: "0123456789abcdef",
    });
    expect(notifications).toMatchObject({
      smtpUrl: "smtps://user:secret@mail.example.com:465",
      from: { name: "Nakshi Orders", address: "orders@example.com" },
      notifyEmails: ["a@example.com", "b@example.com"],
      webhookUrl: "https://hooks.example.com/x",
    });
    expect(loadConfig({ NOTIFY_EMAILS: "" }).notifications.notifyEmails).toEqual([]);
  });

  it.each([
    [{ SMTP_URL: "http://mail.example.com" }, /^Invalid configuration: SMTP_URL must be an smtp:\/\//],
    [{ MAIL_FROM: "Orders <not an address>" }, /^Invalid configuration: MAIL_FROM/],
    [{ MAIL_FROM: "Orders\r\nBcc: x@example.com <o@example.com>" }, /^Invalid configuration: MAIL_FROM/],
    [
      { NOTIFY_EMAILS: "a@example.com, nope" },
      /^Invalid configuration: NOTIFY_EMAILS must be email addresses/,
    ],
    [{ NOTIFY_WEBHOOK_URL: "ftp://x.example.com" }, /^Invalid configuration: NOTIFY_WEBHOOK_URL/],
    [
      { NOTIFY_WEBHOOK_URL: "https://x.example.com" },
      /^Invalid configuration: NOTIFY_WEBHOOK_SECRET must be set/,
    ],
    [{ NOTIFY_ORDER_WAIT_MS: "120000" }, /^Invalid configuration: NOTIFY_ORDER_WAIT_MS/],
  ])("refuses %j at start-up with a line naming the variable", (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});

describe("without SMTP_URL", () => {
  it("writes each email as an .eml file under DATA_DIR/mail and logs where", async () => {
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), "mail-files-"));
    const lines: string[] = [];
    const log = pino({ level: "info" }, { write: (line: string) => lines.push(line) });
    const testApp = await createTestApp({
      env: { DATA_DIR: dataDir, NOTIFY_EMAILS: "orders@nakshi.test", OUTBOX_POLL_MS: "50" },
    });
    const { worker, close } = createNotificationWorker(testApp.config, testApp.database, log);
    try {
      worker.start();
      await postJson(testApp.app, apiPaths.sendMessage, validMessage);
      const mailDir = path.join(dataDir, "mail");
      // The log names the file once it is written whole; its mere presence could mean half of it.
      await waitUntil(() => lines.join("").includes("email written to"), "an .eml file");
      const [name] = fs.readdirSync(mailDir);
      expect(name).toMatch(/\.eml$/);
      const mail = await simpleParser(fs.readFileSync(path.join(mailDir, name)));
      expect(mail.subject).toBe("New contact request");
      expect(mail.to).toMatchObject({ value: [{ address: "orders@nakshi.test" }] });
      expect(mail.text).toContain(validMessage.message);
      expect(lines.join("")).toContain(path.join(mailDir, name));
      expect(lines.join("")).toContain(`emails are written as .eml files under ${mailDir}`);
    } finally {
      await close();
      await testApp.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
    // A whole app on a fresh embedded database starts here: slow on a busy machine.
  }, 120_000);
});
