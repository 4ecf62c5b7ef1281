import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { COURIER_BALANCE_CACHE_MS, COURIER_BALANCE_RETRY_MS } from "../../common/limits";
import { SecretValue } from "./secret-value";
import { createSteadfastBalanceReader } from "./steadfast-balance";
import { startFakeSteadfast, type FakeSteadfast } from "./test-support/fake-steadfast";

describe("Steadfast's balance beside Reconcile", () => {
  let steadfast: FakeSteadfast;
  let clock = 0;
  const now = () => clock;

  beforeAll(async () => {
    steadfast = await startFakeSteadfast();
  });
  afterAll(async () => {
    await steadfast?.close();
  });
  beforeEach(() => {
    clock = Date.parse("2026-11-27T04:00:00Z");
    steadfast.setBalance(0);
  });

  const balanceCalls = () => steadfast.requestsTo("GET", /\/get_balance$/).length;
  const reader = (settings = steadfast.settings(), timeoutMs?: number) =>
    createSteadfastBalanceReader({ settings, timeoutMs, now });

  it("shows nothing when Steadfast is not connected, and asks nobody", async () => {
    const before = balanceCalls();
    expect(await createSteadfastBalanceReader({ settings: null }).read()).toBeNull();
    expect(balanceCalls()).toBe(before);
  });

  it("reads the balance with the documented GET and headers, then keeps it a few minutes", async () => {
    steadfast.setBalance(15_250);
    const balance = reader();
    const before = balanceCalls();
    expect(await balance.read()).toEqual({
      state: "read",
      taka: 15_250,
      readAt: "2026-11-27T04:00:00.000Z",
    });
    const [call] = steadfast.requestsTo("GET", /\/get_balance$/).slice(before);
    expect(call.headers["api-key"]).toBe(steadfast.apiKey);
    expect(call.headers["secret-key"]).toBe(steadfast.secretKey);
    expect(call.rawBody).toBe("");

    // Within the cache the same figure, without asking; once it lapses, asked again.
    steadfast.setBalance(16_000);
    clock += COURIER_BALANCE_CACHE_MS - 1;
    expect(await balance.read()).toMatchObject({ taka: 15_250 });
    expect(balanceCalls()).toBe(before + 1);
    clock += 2;
    expect(await balance.read()).toMatchObject({ state: "read", taka: 16_000 });
    expect(balanceCalls()).toBe(before + 2);
  });

  it("asks once when several pages ask at the same moment", async () => {
    steadfast.setBalance(700);
    steadfast.failNext("GET", /\/get_balance$/, { kind: "slow", ms: 200 });
    const balance = reader();
    const before = balanceCalls();
    const answers = await Promise.all([balance.read(), balance.read(), balance.read()]);
    expect(answers.map((answer) => answer?.state === "read" && answer.taka)).toEqual([700, 700, 700]);
    expect(balanceCalls()).toBe(before + 1);
  });

  it("says the keys were refused on a 401, never shows them, and waits the full cache before asking again", async () => {
    const wrong = {
      ...steadfast.settings(),
      apiKey: new SecretValue("sf-key-typed-wrong-0001"),
      secretKey: new SecretValue("sf-secret-typed-wrong-0001"),
    };
    const balance = reader(wrong);
    const before = balanceCalls();
    const answer = await balance.read();
    expect(answer).toEqual({
      state: "unreadable",
      reason: "Steadfast refused the shop's API keys (STEADFAST_API_KEY and STEADFAST_SECRET_KEY).",
      readAt: "2026-11-27T04:00:00.000Z",
    });
    expect(JSON.stringify(answer)).not.toMatch(/typed-wrong|Unauthenticated/);
    // Ten refused keys in five minutes lock the shop out of Steadfast for an hour: not asked again soon.
    clock += COURIER_BALANCE_RETRY_MS + 1;
    await balance.read();
    expect(balanceCalls()).toBe(before + 1);
    clock += COURIER_BALANCE_CACHE_MS;
    await balance.read();
    expect(balanceCalls()).toBe(before + 2);
  });

  it("says Steadfast did not answer properly on a 5xx, and asks again after a minute", async () => {
    steadfast.setBalance(4_200);
    steadfast.failNext("GET", /\/get_balance$/, {
      kind: "answer",
      answer: { status: 503, body: { message: "Service Unavailable" } },
    });
    const balance = reader();
    expect(await balance.read()).toEqual({
      state: "unreadable",
      reason: "Steadfast did not answer properly.",
      readAt: "2026-11-27T04:00:00.000Z",
    });
    clock += COURIER_BALANCE_RETRY_MS - 1;
    expect(await balance.read()).toMatchObject({ state: "unreadable" });
    clock += 2;
    expect(await balance.read()).toMatchObject({ state: "read", taka: 4_200 });
  });

  it("gives up after the short deadline when Steadfast does not answer, without holding the page", async () => {
    steadfast.failNext("GET", /\/get_balance$/, { kind: "hang" });
    const balance = reader(steadfast.settings(), 300);
    const started = performance.now();
    const answer = await balance.read();
    const waited = performance.now() - started;
    expect(answer).toMatchObject({
      state: "unreadable",
      reason: "Steadfast did not answer within 0.3 seconds.",
    });
    expect(waited).toBeGreaterThanOrEqual(250);
    expect(waited).toBeLessThan(2_000);
  });
});
