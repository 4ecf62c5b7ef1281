import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { DEFAULT_API_BASE, setApiBase } from "./api-base";
import { ApiRequestError, getJson, postJson } from "./api-client";

const fetchMock = vi.fn<typeof fetch>();

beforeEach(() => vi.stubGlobal("fetch", fetchMock));
afterEach(() => {
  fetchMock.mockReset();
  vi.unstubAllGlobals();
  setApiBase(DEFAULT_API_BASE);
});

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

async function caught(promise: Promise<unknown>): Promise<ApiRequestError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  );
  expect(error).toBeInstanceOf(ApiRequestError);
  return error as ApiRequestError;
}

describe("api client", () => {
  it("GETs JSON under the /api/ base by default", async () => {
    fetchMock.mockResolvedValue(json(200, { data: [1] }));
    await expect(getJson("accessory/get-all-accessories?page=2")).resolves.toEqual({ data: [1] });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("/api/accessory/get-all-accessories?page=2");
    expect(init?.method).toBe("GET");
    expect(init?.body).toBeUndefined();
    expect(init?.signal).toBeInstanceOf(AbortSignal);
  });

  it("POSTs a JSON body with the caller's extra headers, under a configured base", async () => {
    setApiBase("https://cdn.example.com/shop-api");
    fetchMock.mockResolvedValue(json(201, { _id: "o1" }));
    await postJson("/order/save-order", { name: "A" }, { headers: { "idempotency-key": "k1" } });
    const [url, init] = fetchMock.mock.calls[0];
    expect(url).toBe("https://cdn.example.com/shop-api/order/save-order");
    expect(init?.method).toBe("POST");
    expect(init?.body).toBe('{"name":"A"}');
    expect(init?.headers).toMatchObject({ "content-type": "application/json", "idempotency-key": "k1" });
  });

  it("turns the server's error body into an ApiRequestError with status, code and fields", async () => {
    fetchMock.mockResolvedValue(
      json(400, {
        error: {
          code: "validation_failed",
          message: "Name is required",
          fields: { name: "Name is required" },
        },
      }),
    );
    const error = await caught(postJson("message/send-message", {}));
    expect(error).toMatchObject({
      status: 400,
      code: "validation_failed",
      message: "Name is required",
      fields: { name: "Name is required" },
    });
  });

  it("reports a failure without a JSON body by its status", async () => {
    fetchMock.mockResolvedValue(new Response("<html>Bad gateway</html>", { status: 502 }));
    const error = await caught(getJson("accessory/get-accessory/1"));
    expect(error).toMatchObject({ status: 502, code: "http_error", fields: undefined });
  });

  it("reports an unreachable server as a network error with status 0", async () => {
    fetchMock.mockRejectedValue(new TypeError("Failed to fetch"));
    const error = await caught(getJson("accessory/get-accessory/1"));
    expect(error).toMatchObject({ status: 0, code: "network_error" });
  });

  it("lets a caller's own abort through untouched", async () => {
    const controller = new AbortController();
    controller.abort();
    const abort = new DOMException("Aborted", "AbortError");
    fetchMock.mockRejectedValue(abort);
    await expect(getJson("accessory/get-accessory/1", { signal: controller.signal })).rejects.toBe(abort);
  });
});
