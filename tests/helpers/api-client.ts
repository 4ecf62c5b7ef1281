import type { FastifyInstance, LightMyRequestResponse } from "fastify";
import { expect } from "vitest";

export const apiPaths = {
  accessories: "/api/accessory/get-all-accessories",
  accessory: (id: string) => `/api/accessory/get-accessory/${id}`,
  saveOrder: "/api/order/save-order",
  saveOrderDetails: "/api/order/save-order-details",
  sendMessage: "/api/message/send-message",
} as const;

export const validCustomer = {
  name: "Farhana Rahman",
  email: "farhana@example.com",
  address: "House 12, Road 5, Dhanmondi, Dhaka 1205",
  phone: "01711223344",
};

export const validMessage = {
  ...validCustomer,
  message: "We would like a quotation for a three-bedroom flat in Uttara.",
};

export function postJson(
  app: FastifyInstance,
  url: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<LightMyRequestResponse> {
  return app.inject({
    method: "POST",
    url,
    headers: { "content-type": "application/json", ...headers },
    payload: JSON.stringify(body),
  });
}

export type ErrorBody = { code: string; message: string; fields?: Record<string, string> };

/**
 * Asserts the API's error contract: the status, a JSON body holding only `error` with a code, a message and
 * optional string fields, and nothing that looks like a stack trace.
 */
export function expectError(response: LightMyRequestResponse, status: number, code?: string): ErrorBody {
  expect(response.statusCode, response.body).toBe(status);
  expect(response.headers["content-type"]).toMatch(/^application\/json/);
  const body = response.json() as { error: ErrorBody };
  expect(Object.keys(body)).toEqual(["error"]);
  expect(typeof body.error.code).toBe("string");
  expect(typeof body.error.message).toBe("string");
  expect(body.error.message.length).toBeGreaterThan(0);
  expect(Object.keys(body.error).every((key) => ["code", "message", "fields"].includes(key))).toBe(true);
  if (body.error.fields !== undefined) {
    for (const value of Object.values(body.error.fields)) expect(typeof value).toBe("string");
  }
  expect(response.body).not.toMatch(/stack|\bat .+:\d+:\d+|node_modules|\.ts:\d+/i);
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}
