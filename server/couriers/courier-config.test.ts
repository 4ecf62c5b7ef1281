import { inspect } from "node:util";
import { describe, expect, it } from "vitest";
import { z } from "zod";
import {
  COURIER_SECRET_VARIABLES,
  PATHAO_PUBLISHED_INTEGRATION_SECRET,
  checkCourierEnvironment,
  courierEnvironment,
  resolveCourierConfig,
} from "./courier-config";
import { SecretValue } from "./secret-value";
import { startFakePathao } from "./test-support/fake-pathao";
import { startFakeSteadfast } from "./test-support/fake-steadfast";

/** The couriers' section as the server's configuration module uses it: spread in, checked, resolved. */
const schema = z.object(courierEnvironment).superRefine(checkCourierEnvironment);

function load(env: Record<string, string | undefined>) {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return { error: `${String(issue.path[0])} ${issue.message}` } as const;
  }
  return { config: resolveCourierConfig(parsed.data) } as const;
}

const steadfast = {
  STEADFAST_API_KEY: "sf-api-key-value",
  STEADFAST_SECRET_KEY: "sf-secret-key-value",
  STEADFAST_WEBHOOK_TOKEN: "sf-webhook-token-value",
};
const pathao = {
  PATHAO_CLIENT_ID: "7N1aMJQbWm",
  PATHAO_CLIENT_SECRET: "pathao-client-secret-value",
  PATHAO_USERNAME: "shop@example.com",
  PATHAO_PASSWORD: "pathao-password-value",
  PATHAO_STORE_ID: "130820",
  PATHAO_WEBHOOK_SECRET: "pathao-webhook-secret-value",
};

describe("the couriers' configuration", () => {
  it("offers no courier when none is configured", () => {
    expect(load({})).toEqual({ config: { steadfast: null, pathao: null } });
  });

  it("offers a courier whose variables are all set, with its default address", () => {
    const { config } = load({ ...steadfast, ...pathao });
    expect(config?.steadfast).toMatchObject({ baseUrl: "https://portal.packzy.com/api/v1" });
    expect(config?.steadfast?.apiKey.reveal()).toBe("sf-api-key-value");
    expect(config?.pathao).toMatchObject({
      baseUrl: "https://api-hermes.pathao.com",
      clientId: "7N1aMJQbWm",
      username: "shop@example.com",
      storeId: 130_820,
      integrationSecret: PATHAO_PUBLISHED_INTEGRATION_SECRET,
    });
    expect(config?.pathao?.password.reveal()).toBe("pathao-password-value");
  });

  it("offers one courier without the other", () => {
    expect(load(pathao).config).toMatchObject({ steadfast: null, pathao: { storeId: 130_820 } });
    expect(load(steadfast).config).toMatchObject({
      pathao: null,
      steadfast: { baseUrl: expect.any(String) },
    });
  });

  it("refuses a partial set, naming the first variable missing", () => {
    expect(load({ ...steadfast, STEADFAST_SECRET_KEY: undefined }).error).toBe(
      "STEADFAST_SECRET_KEY must be set too: Steadfast needs all of STEADFAST_API_KEY, STEADFAST_SECRET_KEY, STEADFAST_WEBHOOK_TOKEN (STEADFAST_API_KEY, STEADFAST_WEBHOOK_TOKEN are set), or none of them to switch Steadfast off",
    );
    expect(load({ PATHAO_CLIENT_ID: "7N1aMJQbWm" }).error).toMatch(/^PATHAO_CLIENT_SECRET must be set too: /);
  });

  it("counts a blank value as unset, and a base URL alone as no courier", () => {
    expect(load({ ...steadfast, STEADFAST_API_KEY: "  " }).error).toMatch(
      /^STEADFAST_API_KEY must be set too/,
    );
    expect(load({ STEADFAST_BASE_URL: "https://sandbox.example.com/api/v1/" }).config?.steadfast).toBeNull();
    expect(load({ ...pathao, PATHAO_BASE_URL: "" }).config?.pathao?.baseUrl).toBe(
      "https://api-hermes.pathao.com",
    );
  });

  it("takes another address, such as Pathao's sandbox, without a trailing slash", () => {
    const { config } = load({ ...pathao, PATHAO_BASE_URL: "https://courier-api-sandbox.pathao.com/" });
    expect(config?.pathao?.baseUrl).toBe("https://courier-api-sandbox.pathao.com");
  });

  it.each([
    ["STEADFAST_BASE_URL", "http://portal.packzy.com/api/v1"],
    ["STEADFAST_BASE_URL", "https://user:pass@portal.packzy.com/api/v1"],
    ["PATHAO_BASE_URL", "api-hermes.pathao.com"],
    ["PATHAO_BASE_URL", "https://api-hermes.pathao.com/?debug=1"],
  ])("refuses %s=%s (the keys would travel in clear or to an odd place)", (name, value) => {
    expect(load({ ...steadfast, ...pathao, [name]: value }).error).toMatch(
      new RegExp(`^${name} must be an https://`),
    );
  });

  it("allows plain http on this machine, for the fakes", () => {
    expect(
      load({ ...steadfast, STEADFAST_BASE_URL: "http://127.0.0.1:4010/api/v1" }).config?.steadfast?.baseUrl,
    ).toBe("http://127.0.0.1:4010/api/v1");
  });

  it("refuses a store id that is not Pathao's number, and a guessable webhook secret", () => {
    expect(load({ ...pathao, PATHAO_STORE_ID: "my-store" }).error).toMatch(
      /^PATHAO_STORE_ID must be the store's number/,
    );
    expect(load({ ...pathao, PATHAO_WEBHOOK_SECRET: "short" }).error).toMatch(
      /^PATHAO_WEBHOOK_SECRET must be at least 16 characters/,
    );
    expect(load({ ...steadfast, STEADFAST_WEBHOOK_TOKEN: "abc" }).error).toMatch(
      /^STEADFAST_WEBHOOK_TOKEN must be/,
    );
  });

  it("takes another handshake value should Pathao's panel show one", () => {
    const { config } = load({ ...pathao, PATHAO_WEBHOOK_INTEGRATION_SECRET: "0b1c2d3e-new-value" });
    expect(config?.pathao?.integrationSecret).toBe("0b1c2d3e-new-value");
  });

  it("never prints a secret: not when logged, not in an error line", () => {
    const { config } = load({ ...steadfast, ...pathao });
    const printed = `${JSON.stringify(config)} ${inspect(config, { depth: 5 })} ${String(config?.pathao?.password)}`;
    for (const value of [
      ...Object.values(steadfast),
      pathao.PATHAO_CLIENT_SECRET,
      pathao.PATHAO_PASSWORD,
      pathao.PATHAO_WEBHOOK_SECRET,
    ])
      expect(printed).not.toContain(value);
    expect(printed).toContain("[hidden]");
    const partial = load({ ...pathao, PATHAO_USERNAME: undefined }).error!;
    for (const value of Object.values(pathao))
      if (value !== "7N1aMJQbWm" && value !== "130820") expect(partial).not.toContain(value);
  });

  it("lists which variables are secrets, for the configuration module's error line", () => {
    expect([...COURIER_SECRET_VARIABLES].sort()).toEqual(
      [
        "PATHAO_CLIENT_SECRET",
        "PATHAO_PASSWORD",
        "PATHAO_WEBHOOK_SECRET",
        "STEADFAST_API_KEY",
        "STEADFAST_SECRET_KEY",
        "STEADFAST_WEBHOOK_TOKEN",
      ].sort(),
    );
  });

  it("reads the in-process fakes' variables as the settings the fakes describe", async () => {
    const [steadfastFake, pathaoFake] = await Promise.all([startFakeSteadfast(), startFakePathao()]);
    try {
      const { config } = load({
        ...steadfastFake.env("steadfast-webhook-token-value"),
        ...pathaoFake.env("pathao-webhook-secret-value"),
      });
      const revealed = (settings: object | null | undefined) =>
        Object.fromEntries(
          Object.entries(settings ?? {}).map(([key, value]) => [
            key,
            value instanceof SecretValue ? value.reveal() : value,
          ]),
        );
      expect(revealed(config?.steadfast)).toEqual(
        revealed(steadfastFake.settings("steadfast-webhook-token-value")),
      );
      expect(revealed(config?.pathao)).toEqual(revealed(pathaoFake.settings("pathao-webhook-secret-value")));
    } finally {
      await Promise.all([steadfastFake.close(), pathaoFake.close()]);
    }
  });
});
