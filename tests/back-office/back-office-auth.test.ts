import { randomUUID } from "node:crypto";
import { count, eq, sql } from "drizzle-orm";
import type { LightMyRequestResponse } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import routeTable from "../../app/routes";
import { signInForTest, TEST_STAFF_PASSWORD, type TestSession } from "../helpers/admin-session";
import { createTestApp, databaseKinds, type TestApp } from "../helpers/test-database";
import { auditLog, setupTokens, signInFailures, staffAccounts, staffSessions } from "../../server/db/schema";
import { openDatabase } from "../../server/db/database";
import { SIGN_IN_FAILED_MESSAGE } from "../../server/admin/accounts/account-service";
import { SESSION_ABSOLUTE_MS, SESSION_IDLE_MS } from "../../common/limits";
import { hashSecretToken } from "../../server/admin/auth/session-token";
import { safeNextPath, SETUP_PAGE, SIGN_IN_PAGE } from "../../server/admin/auth/back-office-paths";

const ORIGIN = "http://localhost:80";
const HTTPS_ORIGIN = "https://localhost:80";

type RouteEntry = { path?: string; index?: boolean; children?: RouteEntry[] };

/** Every page path of the back office in app/routes.ts, parameters filled with a sample value. */
function backOfficePagePaths(): string[] {
  const paths: string[] = [];
  const walk = (entries: RouteEntry[], parent: string) => {
    for (const entry of entries) {
      const own = entry.path ? `${parent}/${entry.path}`.replace(/\/+/g, "/") : parent;
      if (entry.index || (entry.path && !entry.children)) paths.push(own || "/");
      if (entry.children) walk(entry.children, own);
    }
  };
  walk(routeTable as RouteEntry[], "");
  return [...new Set(paths)]
    .filter((path) => path === "/admin" || path.startsWith("/admin/"))
    .map((path) => path.replace(/:[^/]+/g, randomUUID()));
}

/** Every method and path of the server's back-office API, read from the server's own route tree. */
function backOfficeApiRoutes(printed: string): { method: string; url: string }[] {
  const routes: { method: string; url: string }[] = [];
  const stack: string[] = [];
  for (const line of printed.split("\n")) {
    const match = /^([│ ]*)(?:├── |└── )(.+?)(?: \(([^)]*)\))?$/.exec(line);
    if (!match) continue;
    const depth = match[1].length / 4;
    stack.length = depth;
    const full = (stack[depth - 1] ?? "") + match[2];
    stack[depth] = full;
    if (!match[3] || !full.startsWith("/api/admin")) continue;
    const url = full.replace(/\/?\*$/, "/no-such-endpoint").replace(/:[^/]+/g, randomUUID());
    for (const method of match[3].split(", ")) {
      if (["GET", "POST", "PUT", "PATCH", "DELETE"].includes(method)) routes.push({ method, url });
    }
  }
  return routes;
}

/** The endpoints an anonymous visitor may use: signing in and out, and the first owner's setup. */
const OPEN_API = new Set(["POST /api/admin/session", "DELETE /api/admin/session", "POST /api/admin/setup"]);

function cookieOf(response: LightMyRequestResponse): string {
  const header = response.headers["set-cookie"];
  return String(Array.isArray(header) ? header[0] : header);
}

describe.each(databaseKinds())("back-office sign-in and its protections on %s", (kind) => {
  let testApp: TestApp;
  let owner: TestSession;
  let member: TestSession;
  let clientNumber = 0;
  /** A client address of its own for each use, so one test's failures do not throttle another's. */
  const nextClient = () => `198.51.100.${++clientNumber}`;

  beforeAll(async () => {
    // One proxy in front: X-Forwarded-Proto and X-Forwarded-For are believed, as behind nginx.
    testApp = await createTestApp({ kind, env: { TRUST_PROXY: "1" } });
    owner = await signInForTest(testApp.app, { role: "owner" });
    member = await signInForTest(testApp.app, { role: "staff" });
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const db = () => testApp.database.db;
  const signIn = (
    email: string,
    password: string,
    client = nextClient(),
    extra: Record<string, string> = {},
  ) =>
    testApp.app.inject({
      method: "POST",
      url: "/api/admin/session",
      headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": client, ...extra },
      payload: JSON.stringify({ email, password }),
    });
  const whoAmI = (cookie: string, extra: Record<string, string> = {}) =>
    testApp.app.inject({ method: "GET", url: "/api/admin/session", headers: { cookie, ...extra } });
  const newAccount = async (role: "owner" | "staff" = "staff") => {
    const email = `${role}-${randomUUID()}@example.test`;
    const actor = {
      ...owner.staff,
      role: "owner" as const,
      csrfToken: "",
      sessionId: "",
      clientAddress: "192.0.2.1",
    };
    const account = await testApp.app.admin.accounts.addAccount(actor, {
      email,
      name: "Throttle Test",
      role,
      password: TEST_STAFF_PASSWORD,
    });
    return account;
  };

  describe("anonymous requests, for every route in the route tables", { timeout: 120_000 }, () => {
    it("send every back-office page to the sign-in page with 303 and a next path, data requests too", async () => {
      const pages = backOfficePagePaths();
      // The route table really was read: the dashboard, staff and account pages are in it.
      expect(pages).toEqual(expect.arrayContaining(["/admin", "/admin/staff", "/admin/account"]));
      for (const path of pages) {
        const open = path === SIGN_IN_PAGE || path === SETUP_PAGE;
        if (open) continue;
        for (const method of ["GET", "POST"] as const) {
          const response = await testApp.app.inject({
            method,
            url: path,
            headers: { origin: ORIGIN, "content-type": "application/x-www-form-urlencoded" },
            payload: method === "POST" ? "intent=add" : undefined,
          });
          expect(response.statusCode, `${method} ${path}`).toBe(303);
          expect(response.headers.location, `${method} ${path}`).toBe(
            `${SIGN_IN_PAGE}?next=${encodeURIComponent(path)}`,
          );
          expect(response.headers["cache-control"]).toBe("private, no-store");
          expect(response.headers["x-robots-tag"]).toContain("noindex");
        }
        const data = await testApp.app.inject({ method: "GET", url: `${path}.data` });
        expect(data.statusCode, `${path}.data`).toBe(204);
        expect(data.headers["x-remix-redirect"]).toBe(`${SIGN_IN_PAGE}?next=${encodeURIComponent(path)}`);
      }
      // Only sign-in and setup are open, and both are in the table.
      const open = pages.filter((path) => path === SIGN_IN_PAGE || path === SETUP_PAGE);
      expect(open.sort()).toEqual([SIGN_IN_PAGE, SETUP_PAGE]);
    });

    it("refuse every back-office API route with 401 in the API's error shape", async () => {
      const routes = backOfficeApiRoutes(testApp.app.printRoutes({ commonPrefix: false }));
      const keys = routes.map((route) => `${route.method} ${route.url}`);
      expect(keys).toEqual(
        expect.arrayContaining(["GET /api/admin/staff", "PUT /api/admin/account/password"]),
      );
      expect(routes.length).toBeGreaterThan(15);
      const accountsBefore = await db().select({ n: count() }).from(staffAccounts);
      for (const { method, url } of routes) {
        if (OPEN_API.has(`${method} ${url}`)) continue;
        const response = await testApp.app.inject({
          method: method as "GET",
          url,
          headers: { origin: ORIGIN, "content-type": "application/json" },
          payload: method === "GET" ? undefined : "{}",
        });
        expect(response.statusCode, `${method} ${url}`).toBe(401);
        expect(response.json(), `${method} ${url}`).toEqual({
          error: { code: "unauthorized", message: "Sign in to use the back office." },
        });
        expect(response.headers["cache-control"]).toBe("private, no-store");
      }
      expect(await db().select({ n: count() }).from(staffAccounts)).toEqual(accountsBefore);
    });

    it("are refused however the path is spelled", async () => {
      for (const url of [
        "/ADMIN/staff",
        "/admin//staff",
        "/admin/./staff",
        "/%61dmin/staff",
        "/admin/staff/",
      ]) {
        const response = await testApp.app.inject({ method: "GET", url });
        expect(response.statusCode, url).toBe(303);
      }
      for (const url of ["/API/admin/staff", "/api//admin/staff", "/api/%61dmin/staff"]) {
        const response = await testApp.app.inject({ method: "GET", url });
        expect([401, 404], url).toContain(response.statusCode);
        expect(response.body).not.toContain("@example.test");
      }
    });
  });

  describe("cross-site requests", () => {
    it("refuse a foreign Origin, a missing Origin and a forged or missing CSRF token with 403, changing nothing", async () => {
      const before = await db().select({ n: count() }).from(staffAccounts);
      const body = JSON.stringify({
        name: "Forged",
        email: `forged-${kind}@example.test`,
        role: "owner",
        password: "a long forged passphrase",
      });
      const attempts: Record<string, string>[] = [
        { ...owner.headers, origin: "https://evil.example" },
        { ...owner.headers, origin: "null" },
        { cookie: owner.cookie, "x-csrf-token": owner.csrfToken },
        { cookie: owner.cookie, "x-csrf-token": owner.csrfToken, "sec-fetch-site": "cross-site" },
        { cookie: owner.cookie, origin: ORIGIN },
        { ...owner.headers, "x-csrf-token": "forged" },
        // Another session's token is no good either.
        { ...owner.headers, "x-csrf-token": member.csrfToken },
      ];
      for (const headers of attempts) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/api/admin/staff",
          headers: { ...headers, "content-type": "application/json" },
          payload: body,
        });
        expect(response.statusCode, JSON.stringify(headers)).toBe(403);
        expect(response.json().error.code).toBe("forbidden");
      }
      // A page form posted from elsewhere, or without its _csrf field, is refused the same way.
      for (const [headers, payload] of [
        [{ cookie: owner.cookie, origin: "https://evil.example" }, `_csrf=${owner.csrfToken}&intent=add`],
        [{ cookie: owner.cookie, origin: ORIGIN }, "intent=add"],
        [{ cookie: owner.cookie, origin: ORIGIN }, "_csrf=forged&intent=add"],
      ] as const) {
        const response = await testApp.app.inject({
          method: "POST",
          url: "/admin/staff",
          headers: { ...headers, "content-type": "application/x-www-form-urlencoded" },
          payload,
        });
        expect(response.statusCode, payload).toBe(403);
      }
      // Signing in from another site is refused too (login CSRF).
      const crossSiteSignIn = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/session",
        headers: { "content-type": "application/json", origin: "https://evil.example" },
        payload: JSON.stringify({ email: owner.email, password: owner.password }),
      });
      expect(crossSiteSignIn.statusCode).toBe(403);
      expect(crossSiteSignIn.headers["set-cookie"]).toBeUndefined();

      expect(await db().select({ n: count() }).from(staffAccounts)).toEqual(before);
      // The real request, with everything in place, goes through.
      const real = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/staff",
        headers: { ...owner.headers, "content-type": "application/json" },
        payload: body,
      });
      expect(real.statusCode).toBe(201);
    });
  });

  describe("sign-in", { timeout: 120_000 }, () => {
    it("answers a wrong password and an unknown email with the same words, status and about the same time", async () => {
      // Two accounts, four wrong guesses each: under the per-account limit of 5.
      const accounts = [await newAccount(), await newAccount()];
      const wrong: number[] = [];
      const unknown: number[] = [];
      // Eight of each, alternating, so both see the same machine load.
      for (let round = 0; round < 8; round++) {
        let started = performance.now();
        const a = await signIn(accounts[round % 2].email, "not the password at all");
        wrong.push(performance.now() - started);
        started = performance.now();
        const b = await signIn(`nobody-${round}-${randomUUID()}@example.test`, "not the password at all");
        unknown.push(performance.now() - started);
        expect(a.statusCode).toBe(401);
        expect(b.statusCode).toBe(401);
        expect(a.json()).toEqual(b.json());
        expect(a.json().error.message).toBe(SIGN_IN_FAILED_MESSAGE);
        expect(a.headers["set-cookie"]).toBeUndefined();
      }
      // The fastest of each is the least disturbed by whatever else the machine is doing (other test files
      // share the cores). Both verify one argon2id hash, tens of milliseconds; an early answer to the unknown
      // email would take a millisecond or two, far below a quarter of the other.
      const [w, u] = [Math.min(...wrong), Math.min(...unknown)];
      expect(u).toBeGreaterThan(w * 0.25);
      expect(w).toBeGreaterThan(u * 0.25);
    });

    it("sets an HttpOnly, SameSite=Lax, Path=/ cookie over http, and a __Host- Secure one over https via the proxy", async () => {
      const plain = await signIn(owner.email, owner.password);
      expect(plain.statusCode).toBe(200);
      const cookie = cookieOf(plain);
      expect(cookie).toMatch(/^nakshi_admin_session=[\w-]{43,};/);
      expect(cookie).toContain("HttpOnly");
      expect(cookie).toContain("SameSite=Lax");
      expect(cookie).toContain("Path=/");
      expect(cookie).not.toContain("Secure");
      expect(cookie).not.toMatch(/Domain|Max-Age|Expires/i);

      const secure = await signIn(owner.email, owner.password, nextClient(), {
        "x-forwarded-proto": "https",
        origin: HTTPS_ORIGIN,
      });
      expect(secure.statusCode).toBe(200);
      const secureCookie = cookieOf(secure);
      expect(secureCookie).toMatch(/^__Host-nakshi_admin_session=[\w-]{43,};/);
      expect(secureCookie).toContain("Secure");
      expect(secureCookie).toContain("HttpOnly");
      expect(secureCookie).toContain("SameSite=Lax");
      expect(secureCookie).toContain("Path=/");
      expect(secureCookie).not.toMatch(/Domain/i);
      const secureValue = secureCookie.split(";")[0];
      expect((await whoAmI(secureValue, { "x-forwarded-proto": "https" })).statusCode).toBe(200);
      // Over https the unprefixed cookie is not accepted (it could have been planted over http).
      const unprefixed = secureValue.replace("__Host-", "");
      expect((await whoAmI(unprefixed, { "x-forwarded-proto": "https" })).statusCode).toBe(401);
      // X-Forwarded-Proto from a client that is not the trusted proxy is not believed: covered by TRUST_PROXY
      // hop counting; here the plain cookie still works over plain http.
      expect((await whoAmI(cookie.split(";")[0])).statusCode).toBe(200);
    });

    it("gives a new random token at every sign-in, and stores only its hash", async () => {
      const first = cookieOf(await signIn(owner.email, owner.password))
        .split(";")[0]
        .split("=")[1];
      const second = cookieOf(await signIn(owner.email, owner.password))
        .split(";")[0]
        .split("=")[1];
      expect(first).not.toBe(second);
      // 32 random bytes, base64url: 256 bits.
      expect(Buffer.from(first, "base64url")).toHaveLength(32);
      const rows = await db().select().from(staffSessions);
      expect(JSON.stringify(rows)).not.toContain(first);
      expect(rows.some((row) => row.tokenHash === hashSecretToken(first))).toBe(true);
      // A token that was never handed out opens nothing.
      expect((await whoAmI(`nakshi_admin_session=${first.slice(0, -2)}xx`)).statusCode).toBe(401);
    });

    it("signs out: the session is deleted and its cookie no longer works", async () => {
      const session = await signInForTest(testApp.app, { role: "staff" });
      const out = await testApp.app.inject({
        method: "DELETE",
        url: "/api/admin/session",
        headers: session.headers,
      });
      expect(out.statusCode).toBe(204);
      expect(cookieOf(out)).toMatch(/^nakshi_admin_session=;.*Max-Age=0/);
      expect((await whoAmI(session.cookie)).statusCode).toBe(401);
      const token = session.cookie.split("=")[1];
      expect(
        await db()
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hashSecretToken(token))),
      ).toEqual([]);
    });
  });

  describe("throttling", { timeout: 120_000 }, () => {
    it("refuses an account after 5 failures in 15 minutes, the right password included, from any client, until the window passes", async () => {
      const account = await newAccount();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn(account.email, "wrong password, long enough")).statusCode).toBe(401);
      }
      for (const password of [TEST_STAFF_PASSWORD, "wrong password, long enough"]) {
        const refused = await signIn(account.email, password);
        expect(refused.statusCode).toBe(429);
        expect(refused.json().error).toEqual({
          code: "too_many_attempts",
          message: "Too many attempts, try again in 15 minutes.",
        });
        expect(Number(refused.headers["retry-after"])).toBeGreaterThan(14 * 60);
        expect(refused.headers["set-cookie"]).toBeUndefined();
      }
      // The same email typed differently is the same account.
      expect((await signIn(account.email.toUpperCase(), TEST_STAFF_PASSWORD)).statusCode).toBe(429);

      // 15 minutes later the window has passed.
      await db()
        .update(signInFailures)
        .set({ createdAt: sql`${signInFailures.createdAt} - interval '15 minutes 1 second'` })
        .where(eq(signInFailures.email, account.email));
      expect((await signIn(account.email, TEST_STAFF_PASSWORD)).statusCode).toBe(200);
    });

    it("refuses a client after 20 failures in 15 minutes, whichever accounts they named", async () => {
      const account = await newAccount();
      const client = nextClient();
      for (let attempt = 0; attempt < 20; attempt++) {
        const response = await signIn(
          `guess-${attempt}-${randomUUID()}@example.test`,
          "some guess here",
          client,
        );
        expect(response.statusCode).toBe(401);
      }
      const refused = await signIn(account.email, TEST_STAFF_PASSWORD, client);
      expect(refused.statusCode).toBe(429);
      expect(refused.json().error.message).toMatch(/^Too many attempts, try again in \d+ minutes?\.$/);
      // Another client is not held back by this one's guesses.
      expect((await signIn(account.email, TEST_STAFF_PASSWORD, nextClient())).statusCode).toBe(200);
    });
  });

  describe("password guesses counted before they are verified", { timeout: 180_000 }, () => {
    const statusesOf = (responses: LightMyRequestResponse[]) =>
      responses.map((response) => response.statusCode).sort();
    const failuresOf = async (email: string) =>
      (await db().select({ n: count() }).from(signInFailures).where(eq(signInFailures.email, email)))[0].n;

    it("verifies at most 5 of 12 parallel wrong sign-ins for one account, from any clients; the rest are 429", async () => {
      const account = await newAccount();
      // On PostgreSQL, a second instance of the server on the same database takes half of them.
      const other =
        kind === "postgres"
          ? await createTestApp({
              database: await openDatabase({ databaseUrl: testApp.database.url, dataDir: "memory://" }),
              env: { TRUST_PROXY: "1" },
            })
          : undefined;
      try {
        const attempts = Array.from({ length: 12 }, (_, index) =>
          (index % 2 === 1 && other ? other.app : testApp.app).inject({
            method: "POST",
            url: "/api/admin/session",
            headers: { "content-type": "application/json", origin: ORIGIN, "x-forwarded-for": nextClient() },
            payload: JSON.stringify({ email: account.email, password: `wrong guess number ${index}` }),
          }),
        );
        const responses = await Promise.all(attempts);
        // 401 means the password was verified and was wrong; 429 means it was never looked at.
        expect(statusesOf(responses)).toEqual([...Array(5).fill(401), ...Array(7).fill(429)]);
        expect(await failuresOf(account.email)).toBe(5);
        // The right password is refused too now, without being verified.
        expect((await signIn(account.email, TEST_STAFF_PASSWORD)).statusCode).toBe(429);
      } finally {
        if (other) {
          await other.app.close();
          await other.database.close();
        }
      }
    });

    it("takes back a sign-in that succeeds: it never counts against the account", async () => {
      const account = await newAccount();
      const client = nextClient();
      for (let attempt = 0; attempt < 8; attempt++) {
        expect((await signIn(account.email, TEST_STAFF_PASSWORD, client)).statusCode).toBe(200);
      }
      expect(await failuresOf(account.email)).toBe(0);
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn(account.email, `wrong ${attempt}`, client)).statusCode).toBe(401);
      }
    });

    it("throttles wrong current passwords at Your account like sign-ins, and signs the session out", async () => {
      const session = await signInForTest(testApp.app, { role: "staff" });
      const client = nextClient();
      const change = (currentPassword: string, from: TestSession = session) =>
        testApp.app.inject({
          method: "PUT",
          url: "/api/admin/account/password",
          headers: {
            ...from.headers,
            "content-type": "application/json",
            "x-forwarded-for": client,
          },
          payload: JSON.stringify({ currentPassword, newPassword: "a brand new passphrase of mine" }),
        });
      for (let attempt = 1; attempt <= 4; attempt++) {
        const wrong = await change(`not my password ${attempt}`);
        expect(wrong.statusCode, `attempt ${attempt}`).toBe(400);
        expect(wrong.json().error.fields).toEqual({ currentPassword: "Your current password is not right." });
      }
      // The fifth wrong one reaches the account's limit: this session ends with it.
      const fifth = await change("not my password 5");
      expect(fifth.statusCode).toBe(429);
      expect(fifth.json().error).toEqual({
        code: "too_many_attempts",
        message: "Too many wrong passwords. You have been signed out; sign in again in 15 minutes.",
      });
      expect(Number(fifth.headers["retry-after"])).toBeGreaterThan(14 * 60);
      expect(cookieOf(fifth)).toMatch(/^nakshi_admin_session=;.*Max-Age=0/);
      expect((await whoAmI(session.cookie)).statusCode).toBe(401);
      const ended = await db()
        .select()
        .from(auditLog)
        .where(eq(auditLog.action, "staff_account.password_change_throttled"));
      expect(ended.filter((entry) => entry.staffAccountId === session.staff.id)).toMatchObject([
        { clientAddress: client, after: { email: session.email, limitedBy: "account" } },
      ]);
      // The same limit holds the account's sign-in, the right password included.
      expect((await signIn(session.email, session.password)).statusCode).toBe(429);

      // Another session of the account, with the right current password, is refused without a check and ends.
      await db()
        .update(signInFailures)
        .set({ createdAt: sql`${signInFailures.createdAt} - interval '16 minutes'` })
        .where(eq(signInFailures.email, session.email));
      const second = await signInForTest(testApp.app, { email: session.email, password: session.password });
      for (let attempt = 0; attempt < 5; attempt++) {
        await signIn(session.email, `wrong at sign-in ${attempt}`);
      }
      const refused = await change(session.password, second);
      expect(refused.statusCode).toBe(429);
      expect((await whoAmI(second.cookie)).statusCode).toBe(401);
    });

    it("verifies at most 5 of 10 parallel wrong current passwords", async () => {
      const session = await signInForTest(testApp.app, { role: "staff" });
      const responses = await Promise.all(
        Array.from({ length: 10 }, (_, index) =>
          testApp.app.inject({
            method: "PUT",
            url: "/api/admin/account/password",
            headers: {
              ...session.headers,
              "content-type": "application/json",
              "x-forwarded-for": nextClient(),
            },
            payload: JSON.stringify({
              currentPassword: `parallel wrong guess ${index}`,
              newPassword: "a brand new passphrase of mine",
            }),
          }),
        ),
      );
      const statuses = statusesOf(responses);
      // 400: verified and wrong; 429: refused unverified; 401: arrived after the session had been ended.
      expect(
        statuses.every((status) => [400, 401, 429].includes(status)),
        String(statuses),
      ).toBe(true);
      expect(statuses.filter((status) => status === 400).length).toBeLessThanOrEqual(4);
      expect(await failuresOf(session.email)).toBe(5);
      expect((await whoAmI(session.cookie)).statusCode).toBe(401);
    });
  });

  describe("the audit log", { timeout: 120_000 }, () => {
    const entriesOf = (action: string) => db().select().from(auditLog).where(eq(auditLog.action, action));

    it("records failed and throttled sign-ins with the client's address, and no password", async () => {
      const account = await newAccount();
      const client = nextClient();
      for (let attempt = 0; attempt < 5; attempt++) {
        expect((await signIn(account.email, "a wrong password typed", client)).statusCode).toBe(401);
      }
      for (let attempt = 0; attempt < 3; attempt++) {
        expect((await signIn(account.email, "a wrong password typed", client)).statusCode).toBe(429);
      }
      const failed = (await entriesOf("session.sign_in_failed")).filter(
        (entry) => entry.entityId === account.id,
      );
      expect(failed).toHaveLength(5);
      expect(failed[0]).toMatchObject({
        actorName: "Visitor",
        staffAccountId: null,
        entityType: "staff_account",
        clientAddress: client,
        after: { email: account.email },
      });
      // A flood of refused attempts is one entry a minute, not one a request.
      const throttled = (await entriesOf("session.sign_in_throttled")).filter(
        (entry) => entry.entityId === account.id,
      );
      expect(throttled).toHaveLength(1);
      expect(throttled[0]).toMatchObject({
        actorName: "Visitor",
        clientAddress: client,
        after: { email: account.email, limitedBy: "account" },
      });
      // An email that names no account is recorded as typed, with no account.
      const nobody = `nobody-${randomUUID()}@example.test`;
      await signIn(nobody, "a wrong password typed", client);
      const unknown = (await entriesOf("session.sign_in_failed")).filter(
        (entry) => (entry.after as { email: string }).email === nobody,
      );
      expect(unknown).toMatchObject([{ entityId: null, clientAddress: client }]);
      expect(JSON.stringify(await db().select().from(auditLog))).not.toContain("a wrong password typed");
    });

    it("records a wrong current password, a CSV export and every other change with the client's address", async () => {
      const client = nextClient();
      const session = await signInForTest(testApp.app, { role: "staff" });
      const headers = { ...session.headers, "x-forwarded-for": client };
      await testApp.app.inject({
        method: "PUT",
        url: "/api/admin/account/password",
        headers: { ...headers, "content-type": "application/json" },
        payload: JSON.stringify({
          currentPassword: "not the one",
          newPassword: "a brand new passphrase of mine",
        }),
      });
      const exported = await testApp.app.inject({
        method: "GET",
        url: "/api/admin/orders/export.csv?status=pending&q=01711",
        headers,
      });
      expect(exported.statusCode).toBe(200);
      const wrong = (await entriesOf("staff_account.current_password_wrong")).filter(
        (entry) => entry.entityId === session.staff.id,
      );
      expect(wrong).toMatchObject([
        { staffAccountId: session.staff.id, actorName: "Test Staff", clientAddress: client },
      ]);
      const exports = (await entriesOf("orders.exported")).filter(
        (entry) => entry.staffAccountId === session.staff.id,
      );
      expect(exports).toMatchObject([
        { clientAddress: client, entityType: "order", after: { filters: { status: "pending", q: "01711" } } },
      ]);
      // Signing in, and a change an owner makes, carry the address too; only the system's own work has none.
      const signedIn = await signIn(session.email, session.password, client);
      expect(signedIn.statusCode).toBe(200);
      const ownerClient = nextClient();
      const created = await testApp.app.inject({
        method: "POST",
        url: "/api/admin/staff",
        headers: { ...owner.headers, "content-type": "application/json", "x-forwarded-for": ownerClient },
        payload: JSON.stringify({
          name: "Audited Addition",
          email: `audited-${randomUUID()}@example.test`,
          role: "staff",
          password: "an audited passphrase here",
        }),
      });
      expect(created.statusCode).toBe(201);
      const entries = await db().select().from(auditLog);
      expect(
        entries.filter((entry) => entry.action === "session.signed_in" && entry.clientAddress === client),
      ).toHaveLength(1);
      expect(
        entries.find(
          (entry) => entry.action === "staff_account.created" && entry.entityId === created.json().data.id,
        ),
      ).toMatchObject({ clientAddress: ownerClient, staffAccountId: owner.staff.id });
      const withoutAddress = entries.filter((entry) => entry.clientAddress === null);
      expect(withoutAddress.every((entry) => entry.actorName === "System")).toBe(true);
    });
  });

  describe("session lifetime", () => {
    it("ends a session after 12 idle hours, and keeps one that was used within them", async () => {
      const idle = await signInForTest(testApp.app, { role: "staff" });
      const busy = await signInForTest(testApp.app, { role: "staff" });
      const hashOf = (session: TestSession) => hashSecretToken(session.cookie.split("=")[1]);
      await db()
        .update(staffSessions)
        .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS - 1000) })
        .where(eq(staffSessions.tokenHash, hashOf(idle)));
      await db()
        .update(staffSessions)
        .set({ lastSeenAt: new Date(Date.now() - SESSION_IDLE_MS + 60_000) })
        .where(eq(staffSessions.tokenHash, hashOf(busy)));
      expect((await whoAmI(idle.cookie)).statusCode).toBe(401);
      expect(
        await db()
          .select()
          .from(staffSessions)
          .where(eq(staffSessions.tokenHash, hashOf(idle))),
      ).toEqual([]);
      expect((await whoAmI(busy.cookie)).statusCode).toBe(200);
      // Using it moved its idle clock on.
      const [row] = await db()
        .select()
        .from(staffSessions)
        .where(eq(staffSessions.tokenHash, hashOf(busy)));
      expect(Date.now() - row.lastSeenAt.getTime()).toBeLessThan(60_000);
    });

    it("ends a session 7 days after sign-in however busy it was", async () => {
      const sessions = testApp.app.admin.sessions;
      const start = new Date("2026-01-01T08:00:00Z");
      const session = await sessions.create(owner.staff.id, "test", start);
      let at = start.getTime();
      // Used every 11 hours: never idle long enough to end, until the 7 days are up.
      while (at + 11 * 60 * 60 * 1000 < start.getTime() + SESSION_ABSOLUTE_MS) {
        at += 11 * 60 * 60 * 1000;
        expect(await sessions.find(session.token, new Date(at)), new Date(at).toISOString()).toBeDefined();
      }
      expect(
        await sessions.find(session.token, new Date(start.getTime() + SESSION_ABSOLUTE_MS)),
      ).toBeUndefined();

      // Over HTTP: a session whose 7 days are up is refused even though it was used a minute ago.
      const old = await signInForTest(testApp.app, { role: "staff" });
      await db()
        .update(staffSessions)
        .set({
          createdAt: new Date(Date.now() - SESSION_ABSOLUTE_MS - 1000),
          expiresAt: new Date(Date.now() - 1000),
          lastSeenAt: new Date(Date.now() - 60_000),
        })
        .where(eq(staffSessions.tokenHash, hashSecretToken(old.cookie.split("=")[1])));
      expect((await whoAmI(old.cookie)).statusCode).toBe(401);
    });

    it("ends every session of a disabled account at once", async () => {
      const target = await signInForTest(testApp.app, { role: "staff" });
      const response = await testApp.app.inject({
        method: "PATCH",
        url: `/api/admin/staff/${target.staff.id}`,
        headers: { ...owner.headers, "content-type": "application/json" },
        payload: JSON.stringify({ disabled: true }),
      });
      expect(response.statusCode).toBe(200);
      expect(
        await db()
          .select({ n: count() })
          .from(staffSessions)
          .where(eq(staffSessions.staffAccountId, target.staff.id)),
      ).toEqual([{ n: 0 }]);
      expect((await whoAmI(target.cookie)).statusCode).toBe(401);
    });
  });

  describe("roles", () => {
    it("lets a member of staff use the back office but not manage accounts; an owner may", async () => {
      expect((await whoAmI(member.cookie)).json().staff.role).toBe("staff");
      const staffList = await testApp.app.inject({
        method: "GET",
        url: "/api/admin/staff",
        headers: member.headers,
      });
      expect(staffList.statusCode).toBe(403);
      expect(staffList.json().error.message).toBe("Only an owner can manage staff accounts.");
      const dashboard = await testApp.app.inject({
        method: "GET",
        url: "/api/admin/dashboard",
        headers: member.headers,
      });
      expect(dashboard.statusCode).toBe(200);
      const ownerList = await testApp.app.inject({
        method: "GET",
        url: "/api/admin/staff",
        headers: owner.headers,
      });
      expect(ownerList.statusCode).toBe(200);
    });
  });

  describe("the first-owner setup link", () => {
    it("works once, within the hour, and only while no account exists", async () => {
      // A database of its own: this one already has accounts.
      const fresh = await createTestApp({ kind });
      try {
        const accounts = fresh.app.admin.accounts;
        const setup = (token: string, email = "first@example.test") =>
          fresh.app.inject({
            method: "POST",
            url: "/api/admin/setup",
            headers: { "content-type": "application/json", origin: ORIGIN },
            payload: JSON.stringify({
              token,
              email,
              name: "First Owner",
              password: "the first owner's passphrase",
            }),
          });
        const expired = await accounts.createSetupToken(new Date(Date.now() - 60 * 60 * 1000 - 1000));
        expect((await setup(expired!)).statusCode).toBe(410);

        const token = (await accounts.createSetupToken())!;
        expect(token).not.toBe(expired);
        const forged = await setup(`${token.slice(0, -2)}zz`);
        expect(forged.statusCode).toBe(410);

        const created = await setup(token);
        expect(created.statusCode).toBe(201);
        expect(created.json().staff).toMatchObject({ email: "first@example.test", role: "owner" });
        expect(cookieOf(created)).toMatch(/^nakshi_admin_session=/);

        const again = await setup(token, "second@example.test");
        expect(again.statusCode).toBe(410);
        expect(again.json().error.message).toContain("has been used or has expired");
        expect(await accounts.createSetupToken()).toBeUndefined();
        expect(await fresh.database.db.select({ n: count() }).from(staffAccounts)).toEqual([{ n: 1 }]);
        const [row] = await fresh.database.db
          .select()
          .from(setupTokens)
          .where(eq(setupTokens.tokenHash, hashSecretToken(token)));
        expect(row.usedAt).not.toBeNull();
      } finally {
        await fresh.close();
      }
    }, 120_000);
  });
});

describe("where signing in may lead (next)", () => {
  it("keeps back-office paths of this site and sends everything else to /admin", () => {
    const kept = [
      "/admin",
      "/admin/orders?status=pending&page=2",
      "/admin/orders/NI-2611-0042",
      "/admin/staff",
    ];
    for (const next of kept) expect(safeNextPath(next), next).toBe(next);
    const refused = [
      "https://evil.example/admin",
      "//evil.example/admin",
      "/\\evil.example",
      "\\\\evil.example",
      "/%2F%2Fevil.example",
      "javascript:alert(1)",
      "/admin/../../evil",
      "/admin/..%2F..%2Fevil",
      "/\tadmin",
      "/admin\r\nLocation: https://evil.example",
      "http:/evil.example",
      "/checkout-order",
      SIGN_IN_PAGE,
      SETUP_PAGE,
      "",
      "x".repeat(600),
    ];
    for (const next of refused) {
      const safe = safeNextPath(next);
      // Wherever a browser resolves it, it stays on this site, in the back office.
      const resolved = new URL(safe, "https://shop.example/admin/login");
      expect(resolved.origin, next).toBe("https://shop.example");
      expect(resolved.pathname === "/admin" || resolved.pathname.startsWith("/admin/"), next).toBe(true);
      expect(safe, next).not.toMatch(/^\/\/|\\|[\r\n\t]/);
    }
    expect(safeNextPath(undefined)).toBe("/admin");
    expect(safeNextPath(["/admin/staff"])).toBe("/admin");
  });
});
