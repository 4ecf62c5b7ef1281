import { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, TEST_ORIGIN, type TestSession } from "../helpers/admin-session";
import { databaseKinds } from "../helpers/test-database";
import { createWebTestApp, type WebTestApp } from "../reliability/support/web-app";
import { OPEN_FORM_BODY_LIMIT_BYTES } from "../../server/admin/auth/open-forms";

/** The sign-in page's action as a stand-in: it reads the form and says how much it got. */
const actionsRun: string[] = [];
const formAction = async ({ request }: { request: Request }) => {
  const form = await request.formData();
  actionsRun.push(new URL(request.url).pathname);
  return Response.json({ fields: [...form.keys()].length });
};
const page = () => null;

describe.each(databaseKinds())("the back office's open doors on %s", (kind) => {
  let web: WebTestApp;
  let owner: TestSession;

  beforeAll(async () => {
    web = await createWebTestApp({
      kind,
      routes: [
        { path: "admin/login", Component: page, action: formAction },
        { path: "admin/setup", Component: page, action: formAction },
        { path: "admin/staff", Component: page, action: formAction },
      ],
    });
    owner = await signInForTest(web.app, { role: "owner" });
  }, 180_000);
  afterAll(async () => {
    await web?.close();
  });

  const post = (url: string, payload: string | Buffer | Readable, headers: Record<string, string> = {}) =>
    web.app.inject({
      method: "POST",
      url,
      headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded", ...headers },
      payload,
    });
  /** A sign-in form of exactly this many bytes. */
  const formOf = (bytes: number) => {
    const start = "email=a%40example.test&password=";
    return `${start}${"p".repeat(bytes - start.length)}`;
  };

  it("takes a sign-in or setup form up to the limit", async () => {
    actionsRun.length = 0;
    for (const url of ["/admin/login", "/admin/setup", "/admin/login.data"]) {
      const response = await post(url, formOf(OPEN_FORM_BODY_LIMIT_BYTES));
      expect(response.statusCode, url).toBeLessThan(400);
    }
    expect(actionsRun).toEqual(["/admin/login", "/admin/setup", "/admin/login"]);
  });

  it("refuses an anonymous form past 4 KB with 413 before reading it, however the address is spelled", async () => {
    actionsRun.length = 0;
    const big = formOf(OPEN_FORM_BODY_LIMIT_BYTES + 1);
    for (const url of [
      "/admin/login",
      "/admin/setup",
      "/admin/login.data",
      "/ADMIN/login",
      "/admin//setup",
    ]) {
      const response = await post(url, big);
      expect(response.statusCode, url).toBe(413);
      expect(response.json().error.code).toBe("payload_too_large");
    }
    // An 11.5 MB form, declared: refused on its Content-Length alone.
    const huge = await post("/admin/login", Buffer.alloc(11.5 * 1024 * 1024, "a"));
    expect(huge.statusCode).toBe(413);
    // Sent without a length (chunked): cut off as soon as it passes the limit.
    let sent = 0;
    const endless = new Readable({
      read() {
        sent += 64 * 1024;
        this.push(sent > 11.5 * 1024 * 1024 ? null : Buffer.alloc(64 * 1024, "a"));
      },
    });
    const chunked = await post("/admin/login", endless);
    expect(chunked.statusCode).toBe(413);
    expect(sent).toBeLessThan(1024 * 1024);
    expect(actionsRun).toEqual([]);
  });

  it("refuses an upload (multipart) and any other body type on the open pages with 415", async () => {
    actionsRun.length = 0;
    for (const type of ["multipart/form-data; boundary=x", "application/json", "text/plain"]) {
      const response = await post("/admin/login", "--x--\r\n", { "content-type": type });
      expect(response.statusCode, type).toBe(415);
    }
    expect(actionsRun).toEqual([]);
  });

  it("runs the open pages' action for a form post only: PUT, PATCH and DELETE are 405", async () => {
    actionsRun.length = 0;
    for (const method of ["PUT", "PATCH", "DELETE"] as const) {
      const response = await web.app.inject({
        method,
        url: "/admin/login",
        headers: { origin: TEST_ORIGIN, "content-type": "application/x-www-form-urlencoded" },
        payload: formOf(100),
      });
      expect(response.statusCode, method).toBe(405);
      expect(response.headers.allow).toBe("GET, HEAD, POST");
    }
    expect(actionsRun).toEqual([]);
  });

  it("refuses an anonymous JSON body past 4 KB at the sign-in and setup API with 413", async () => {
    for (const url of ["/api/admin/session", "/api/admin/setup"]) {
      const response = await post(
        url,
        JSON.stringify({ email: "a@example.test", password: "p".repeat(5_000) }),
        {
          "content-type": "application/json",
        },
      );
      expect(response.statusCode, url).toBe(413);
    }
  });

  it("keeps the usual limits behind the session: a signed-in form of 20 KB goes through", async () => {
    actionsRun.length = 0;
    const response = await post("/admin/staff", `_csrf=${owner.csrfToken}&notes=${"n".repeat(20_000)}`, {
      cookie: owner.cookie,
    });
    expect(response.statusCode).toBeLessThan(400);
    expect(actionsRun).toEqual(["/admin/staff"]);
  });
});
