import { spawnSync } from "node:child_process";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

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
    ["PUBLIC_API_BASE", "/api"],
    ["LOG_LEVEL", "loud"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`^Invalid configuration: ${name} `));
  });

  it("lets the environment override the company's contact facts", () => {
    const config = loadConfig({ SITE_PHONE: "+880 1800-000111", SITE_EMAIL: "desk@example.com" });
    expect(config.site.phone.display).toBe("+880 1800-000111");
    expect(config.site.email.address).toBe("desk@example.com");
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
});
