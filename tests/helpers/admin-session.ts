import { randomBytes } from "node:crypto";
import type { FastifyInstance, LightMyRequestResponse } from "fastify";

/** The origin `fastify.inject` requests come from (its default Host is localhost:80). */
export const TEST_ORIGIN = "http://localhost:80";
export const TEST_STAFF_PASSWORD = "correct horse battery staple";

export type TestSession = {
  /** `name=value` of the session cookie, for a Cookie header. */
  cookie: string;
  csrfToken: string;
  /** Cookie, Origin and X-CSRF-Token: what a back-office request from the signed-in browser carries. */
  headers: Record<string, string>;
  staff: { id: string; name: string; email: string; role: "owner" | "staff" };
  email: string;
  password: string;
};

/** The `name=value` part of a response's session cookie. */
export function sessionCookieOf(response: LightMyRequestResponse): string {
  const setCookie = response.headers["set-cookie"];
  const first = Array.isArray(setCookie) ? setCookie[0] : setCookie;
  if (!first) throw new Error(`no session cookie in the answer (status ${response.statusCode})`);
  return first.split(";")[0];
}

/**
 * Creates an account with the role asked for (an owner, or a member of staff added by a test owner) and
 * signs it in through the real `POST /api/admin/session`, as a browser would.
 */
export async function signInForTest(
  app: FastifyInstance,
  {
    role = "owner",
    email,
    password = TEST_STAFF_PASSWORD,
  }: { role?: "owner" | "staff"; email?: string; password?: string } = {},
): Promise<TestSession> {
  const accountEmail = email ?? `${role}-${randomBytes(6).toString("hex")}@example.test`;
  const name = role === "owner" ? "Test Owner" : "Test Staff";
  if (role === "owner") {
    await app.admin.accounts.ensureOwner({ email: accountEmail, name, password });
  } else {
    const { account: owner } = await app.admin.accounts.ensureOwner({
      email: "test-owner@example.test",
      name: "Test Owner",
      password: TEST_STAFF_PASSWORD,
    });
    const actor = {
      ...owner,
      role: "owner" as const,
      csrfToken: "",
      sessionId: "",
      clientAddress: "192.0.2.1",
    };
    await app.admin.accounts.addAccount(actor, { email: accountEmail, name, role, password });
  }
  const response = await app.inject({
    method: "POST",
    url: "/api/admin/session",
    headers: { "content-type": "application/json", origin: TEST_ORIGIN },
    payload: JSON.stringify({ email: accountEmail, password }),
  });
  if (response.statusCode !== 200) {
    throw new Error(`signing in failed: ${response.statusCode} ${response.body}`);
  }
  const body = response.json() as { staff: TestSession["staff"]; csrfToken: string };
  const cookie = sessionCookieOf(response);
  return {
    cookie,
    csrfToken: body.csrfToken,
    headers: { cookie, origin: TEST_ORIGIN, "x-csrf-token": body.csrfToken },
    staff: body.staff,
    email: accountEmail,
    password,
  };
}
