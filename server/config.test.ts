import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../content/site";
import { ConfigError, configVariableNames, isSecretVariable, loadConfig, loadServerConfig } from "./config";

describe("loadConfig", () => {
  it("runs the embedded setup with no variables at all", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.databaseUrl).toBeUndefined();
    expect(config.dataDir).toBe(path.resolve("./data"));
    expect(config.publicApiBase).toBe("/api/");
    expect(config.rateLimitMax).toBeGreaterThan(0);
  });

  it.each([
    ["PORT", "abc"],
    ["PORT", "70000"],
    ["DATABASE_URL", "mysql://localhost/db"],
    ["RATE_LIMIT_MAX", "-1"],
    ["TRUST_PROXY", "maybe"],
    ["TRUST_PROXY", "true"],
    ["TRUST_PROXY", "11"],
    ["TRUST_PROXY", "10.0.0.0/33"],
    ["TRUST_PROXY", "10.0.0.0/8,proxy.internal"],
    ["PAGE_RATE_LIMIT_MAX", "-5"],
    ["SITE_URL", "https://shop.example/catalogue"],
    ["SITE_URL", "shop.example"],
    ["ALLOWED_HOSTS", "shop.example,<script>"],
    ["PUBLIC_API_BASE", "/api"],
    ["LOG_LEVEL", "loud"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it("reads TRUST_PROXY as a hop count or the proxies' addresses, never as trust in everybody", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "1" }).trustProxy).toBe(1);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "127.0.0.1",
      "::1",
    ]);
    // The old setting trusted any X-Forwarded-For: the message says what to write instead.
    expect(() => loadConfig({ TRUST_PROXY: "true" })).toThrow(/number of proxies.*TRUST_PROXY=1/);
  });

  it("requires SITE_URL in production with PostgreSQL, where every instance must name the same origin", () => {
    const production = { NODE_ENV: "production", DATABASE_URL: "postgres://localhost/shop" };
    expect(() => loadServerConfig(production)).toThrow(ConfigError);
    expect(() => loadServerConfig(production)).toThrow(/^Invalid configuration: SITE_URL is required/);
    expect(loadServerConfig({ ...production, SITE_URL: "https://shop.example/" }).siteUrl).toBe(
      "https://shop.example",
    );
    // Development and the embedded database may still take the origin from the address the browser used.
    expect(
      loadServerConfig({ NODE_ENV: "development", DATABASE_URL: "postgres://localhost/shop" }).siteUrl,
    ).toBe(undefined);
    expect(loadServerConfig({ NODE_ENV: "production" }).siteUrl).toBeUndefined();
    // The command-line tools (seeding, creating an owner) need no origin.
    expect(loadConfig(production).databaseUrl).toBe("postgres://localhost/shop");
  });

  it("reads ALLOWED_HOSTS as lower-case host names", () => {
    expect(loadConfig({ ALLOWED_HOSTS: " Shop.Example ,localhost:3000," }).allowedHosts).toEqual([
      "shop.example",
      "localhost:3000",
    ]);
  });

  it("lets the environment override the company's contact facts", () => {
    const config = loadConfig({ SITE_PHONE: "+880 1800-000111", SITE_EMAIL: "desk@example.com" });
    expect(config.site.phone).toEqual({ display: "+880 1800-000111", href: "tel:+8801800000111" });
    expect(config.site.email.address).toBe("desk@example.com");
    expect(loadConfig({ SITE_NAME: "  Nakshi Interiors Chattogram " }).site.name).toBe(
      "Nakshi Interiors Chattogram",
    );
  });

  it("takes WHATSAPP_NUMBER as wa.me wants it, and the company phone's number without it", () => {
    expect(defaultSiteConfig.whatsappNumber).toBe("8801711223344");
    expect(loadConfig({}).site.whatsappNumber).toBe("8801711223344");
    expect(loadConfig({ SITE_PHONE: "+880 1800-000111" }).site.whatsappNumber).toBe("8801800000111");
    for (const value of ["8801911223344", "+880 1911-223344", "01911-223344"]) {
      expect(loadConfig({ WHATSAPP_NUMBER: value }).site.whatsappNumber, value).toBe("8801911223344");
    }
    expect(loadConfig({ WHATSAPP_NUMBER: "+44 20 7946 0958" }).site.whatsappNumber).toBe("442079460958");
  });

  it("keeps the company's facts for blank overrides", () => {
    expect(loadConfig({ SITE_PHONE: "  ", SITE_EMAIL: "", SITE_NAME: "" }).site).toEqual(defaultSiteConfig);
  });

  it.each([
    ["SITE_EMAIL", "not-an-email", /^Invalid configuration: SITE_EMAIL must be an email address/],
    ["SITE_PHONE", "call us", /^Invalid configuration: SITE_PHONE must be a phone number/],
    [
      "WHATSAPP_NUMBER",
      "wa.me/8801711223344",
      /^Invalid configuration: WHATSAPP_NUMBER must be a phone number/,
    ],
    ["WHATSAPP_NUMBER", "12345", /^Invalid configuration: WHATSAPP_NUMBER must be a phone number/],
  ])("refuses %s=%s like any other bad value", (name, value, message) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(message);
  });
});

describe("a bad secret at start-up", () => {
  it.each([
    ["SMTP_URL", "http://orders:Hunter2-mail@mail.example.com:587"],
    ["SMTP_URL", "smtp://orders:Hunter2 mail@mail.example.com:587"],
    ["DATABASE_URL", "mysql://shop:Hunter2-db@127.0.0.1/shop"],
    ["REDIS_URL", "http://:Hunter2-redis@127.0.0.1:6379"],
    ["NOTIFY_WEBHOOK_URL", "ftp://hooks.example.com/T0/Hunter2-hook"],
    ["NOTIFY_WEBHOOK_SECRET", "Hunter2-short"],
    ["STEADFAST_WEBHOOK_TOKEN", "Hunter2-short"],
    ["PATHAO_WEBHOOK_SECRET", "Hunter2-short"],
    // Not a secret variable, but a URL with credentials in it is never printed either.
    ["SITE_URL", "https://admin:Hunter2-site@shop.example/catalogue"],
  ])("names %s without printing its value", (name, value) => {
    let message = "";
    try {
      loadConfig({ [name]: value });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(new RegExp(`^Invalid configuration: ${name} .+ \\(its value is not shown`));
    expect(message).not.toContain("Hunter2");
  });

  it("offers a courier only when all of its variables are set, and names the first one missing", () => {
    expect(loadConfig({}).couriers).toEqual({ steadfast: null, pathao: null });
    const steadfast = {
      STEADFAST_API_KEY: "Hunter2-api-key",
      STEADFAST_SECRET_KEY: "Hunter2-secret-key",
      STEADFAST_WEBHOOK_TOKEN: "Hunter2-webhook-token",
    };
    const config = loadConfig(steadfast);
    expect(config.couriers.pathao).toBeNull();
    expect(config.couriers.steadfast?.baseUrl).toBe("https://portal.packzy.com/api/v1");
    expect(JSON.stringify(config)).not.toContain("Hunter2");
    let message = "";
    try {
      loadConfig({ ...steadfast, STEADFAST_SECRET_KEY: "" });
    } catch (error) {
      message = (error as Error).message;
    }
    expect(message).toMatch(/^Invalid configuration: STEADFAST_SECRET_KEY must be set too/);
    expect(message).not.toContain("Hunter2");
  });

  it("still quotes a value that is no secret", () => {
    expect(() => loadConfig({ NOTIFY_EMAILS: "a@example.com, nope" })).toThrow(
      /\(got "a@example\.com, nope"\)$/,
    );
  });

  it("treats every password, key and credential-carrying URL the server reads as a secret", () => {
    const secrets = configVariableNames.filter(isSecretVariable);
    expect(secrets).toEqual(
      expect.arrayContaining([
        "DATABASE_URL",
        "REDIS_URL",
        "SMTP_URL",
        "NOTIFY_WEBHOOK_URL",
        "NOTIFY_WEBHOOK_SECRET",
        "ADMIN_PASSWORD",
        "STEADFAST_API_KEY",
        "STEADFAST_SECRET_KEY",
        "PATHAO_CLIENT_SECRET",
        "PATHAO_PASSWORD",
      ]),
    );
    // A variable whose name says it holds a secret must be marked as one.
    const named = configVariableNames.filter((name) => /PASSWORD|SECRET|TOKEN|_KEY$|API_KEY/.test(name));
    expect(named.filter((name) => !isSecretVariable(name))).toEqual([]);
  });
});

describe("the server entry", () => {
  it("stops with one clear line and exit code 1 on a bad value", () => {
    const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("server/main.ts")], {
      env: { ...process.env, PORT: "abc" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    const lines = result.stderr.trim().split("\n");
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(/^Invalid configuration: PORT /);
  });

  it("names a bad SMTP_URL without printing the mail account's password", () => {
    const result = spawnSync(path.resolve("node_modules/.bin/tsx"), [path.resolve("server/main.ts")], {
      env: { ...process.env, SMTP_URL: "smtp://orders:Hunter2-mail@mail example.com:587" },
      encoding: "utf8",
      timeout: 30_000,
    });
    expect(result.status).toBe(1);
    expect(result.stderr.trim().split("\n")).toEqual([
      "Invalid configuration: SMTP_URL must be an smtp:// or smtps:// URL, like smtp://user:pass@host:587 (its value is not shown: it may hold a password or key)",
    ]);
    expect(result.stdout + result.stderr).not.toContain("Hunter2");
  });
});
