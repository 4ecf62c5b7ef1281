import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import { count, eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { signInForTest, TEST_ORIGIN, type TestSession } from "../../../tests/helpers/admin-session";
import { createTestApp, databaseKinds, type TestApp } from "../../../tests/helpers/test-database";
import { loadConfig } from "../../config";
import { auditLog, setupTokens, staffAccounts } from "../../db/schema";
import { accountMessages } from "./account-schemas";
import { dataDirectoryHolder, HOLDER_FILE, holdDataDirectory } from "./data-directory-holder";
import { prepareFirstOwner } from "./first-owner";
import { passwordMessages } from "./password-policy";

/** The answer's field message for a password too easy to guess: why, in zxcvbn's words. */
const tooEasy = (warning: string) =>
  expect.stringMatching(new RegExp(`^${passwordMessages.tooEasy} .*${warning}`));

const NEW_PASSWORD = "a quiet river in Sylhet 2026";

describe.each(databaseKinds())("staff accounts and own passwords on %s", (kind) => {
  let testApp: TestApp;
  let owner: TestSession;
  let member: TestSession;

  beforeAll(async () => {
    testApp = await createTestApp({ kind });
    owner = await signInForTest(testApp.app, { role: "owner" });
    member = await signInForTest(testApp.app, { role: "staff" });
  }, 180_000);
  afterAll(async () => {
    await testApp?.close();
  });

  const inject = (
    method: "GET" | "POST" | "PATCH" | "PUT",
    url: string,
    headers: Record<string, string>,
    body?: unknown,
  ) =>
    testApp.app.inject({
      method,
      url,
      headers: body === undefined ? headers : { ...headers, "content-type": "application/json" },
      payload: body === undefined ? undefined : JSON.stringify(body),
    });
  const signIn = (email: string, password: string) =>
    inject("POST", "/api/admin/session", { origin: TEST_ORIGIN }, { email, password });
  const whoAmI = (session: TestSession) => inject("GET", "/api/admin/session", { cookie: session.cookie });

  it("lets an owner add a member of staff, who can then sign in with the staff role", async () => {
    const email = `rahima-${kind}@example.test`;
    const added = await inject("POST", "/api/admin/staff", owner.headers, {
      name: "Rahima Akter",
      email: email.toUpperCase(),
      role: "staff",
      password: NEW_PASSWORD,
    });
    expect(added.statusCode).toBe(201);
    expect(added.json().data).toMatchObject({ name: "Rahima Akter", email, role: "staff", disabled: false });
    expect(JSON.stringify(added.json())).not.toContain("argon2");

    const again = await inject("POST", "/api/admin/staff", owner.headers, {
      name: "Someone Else",
      email,
      role: "staff",
      password: NEW_PASSWORD,
    });
    expect(again.statusCode).toBe(400);
    expect(again.json().error.fields).toEqual({ email: accountMessages.emailTaken });

    const signedIn = await signIn(email, NEW_PASSWORD);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json().staff.role).toBe("staff");

    const list = await inject("GET", "/api/admin/staff", { cookie: owner.cookie });
    expect(list.statusCode).toBe(200);
    expect((list.json().data as { email: string }[]).map((account) => account.email)).toContain(email);
  });

  it("refuses weak first passwords: shorter than 12 characters, or long but easy to guess", async () => {
    const email = `weak-${kind}@example.test`;
    for (const [password, message] of [
      ["short pass1", passwordMessages.tooShort],
      ["password1234", tooEasy("similar to a commonly used password")],
      ["123456789012", tooEasy("a commonly used password")],
      ["aaaaaaaaaaaa", tooEasy("Repeated characters")],
      ["passwordpassword", tooEasy("Repeated character patterns")],
      ["QWERTY123456", tooEasy("commonly used password")],
      // The new account's own name and email, and the company's, are the first guesses.
      ["Weak Person 2026", tooEasy("Your name, your email and the company's name are easy to guess.")],
      ["nakshiinteriors2026", tooEasy("Your name, your email and the company's name are easy to guess.")],
    ] as const) {
      const response = await inject("POST", "/api/admin/staff", owner.headers, {
        name: "Weak Person",
        email,
        role: "staff",
        password,
      });
      expect(response.statusCode, password).toBe(400);
      expect(response.json().error.fields).toEqual({ password: message });
    }
    // No composition rules: a long passphrase of lower-case words, or Bangla, is fine.
    const bangla = await inject("POST", "/api/admin/staff", owner.headers, {
      name: "Bangla",
      email: `bangla-${kind}@example.test`,
      role: "staff",
      password: "আমার সোনার বাংলা আমি তোমায়",
    });
    expect(bangla.statusCode).toBe(201);
  });

  it("refuses a member of staff (role staff) every account-management request with 403", async () => {
    const before = await testApp.database.db.select({ n: count() }).from(staffAccounts);
    const list = await inject("GET", "/api/admin/staff", { cookie: member.cookie });
    expect(list.statusCode).toBe(403);
    expect(list.json().error.code).toBe("forbidden");
    const add = await inject("POST", "/api/admin/staff", member.headers, {
      name: "Sneaky",
      email: "sneaky@example.test",
      role: "owner",
      password: NEW_PASSWORD,
    });
    expect(add.statusCode).toBe(403);
    const disable = await inject("PATCH", `/api/admin/staff/${owner.staff.id}`, member.headers, {
      disabled: true,
    });
    expect(disable.statusCode).toBe(403);
    const after = await testApp.database.db.select({ n: count() }).from(staffAccounts);
    expect(after).toEqual(before);
    expect((await whoAmI(owner)).statusCode).toBe(200);
  });

  it("disabling an account ends its sessions and refuses its sign-in; re-enabling lets it back in", async () => {
    const target = await signInForTest(testApp.app, { role: "staff" });
    const second = await signIn(target.email, target.password);
    const secondCookie = String(second.headers["set-cookie"]).split(";")[0];

    const disabled = await inject("PATCH", `/api/admin/staff/${target.staff.id}`, owner.headers, {
      disabled: true,
    });
    expect(disabled.statusCode).toBe(200);
    expect(disabled.json().data.disabled).toBe(true);
    expect((await whoAmI(target)).statusCode).toBe(401);
    expect((await inject("GET", "/api/admin/session", { cookie: secondCookie })).statusCode).toBe(401);

    const refused = await signIn(target.email, target.password);
    expect(refused.statusCode).toBe(401);
    expect(refused.json().error.message).toBe("Email or password is incorrect.");

    const enabled = await inject("PATCH", `/api/admin/staff/${target.staff.id}`, owner.headers, {
      disabled: false,
    });
    expect(enabled.json().data.disabled).toBe(false);
    expect((await signIn(target.email, target.password)).statusCode).toBe(200);

    const audit = await testApp.database.db
      .select({ action: auditLog.action })
      .from(auditLog)
      .where(eq(auditLog.entityId, target.staff.id));
    expect(audit.map((row) => row.action)).toEqual(
      expect.arrayContaining(["staff_account.disabled", "staff_account.enabled"]),
    );
  });

  it("does not let an owner disable their own account", async () => {
    const response = await inject("PATCH", `/api/admin/staff/${owner.staff.id}`, owner.headers, {
      disabled: true,
    });
    expect(response.statusCode).toBe(409);
    expect((await whoAmI(owner)).statusCode).toBe(200);
  });

  it("lets an owner set a new password for someone who forgot theirs: signed out everywhere, failures forgotten", async () => {
    const forgetful = await signInForTest(testApp.app, { role: "staff" });
    // The forgotten password tried five times: the account is now refused even the right one.
    for (let attempt = 0; attempt < 5; attempt++) {
      expect((await signIn(forgetful.email, `my old guess number ${attempt}`)).statusCode).toBe(401);
    }
    expect((await signIn(forgetful.email, forgetful.password)).statusCode).toBe(429);
    const url = `/api/admin/staff/${forgetful.staff.id}/password`;

    const weak = await inject("PUT", url, owner.headers, { newPassword: "q1w2e3r4t5y6" });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().error.fields).toEqual({ newPassword: tooEasy("commonly used password") });
    // Judged against the account it is for: its holder's name is as easy to guess as their email.
    const named = await inject("PUT", url, owner.headers, { newPassword: "Test Staff 1234" });
    expect(named.json().error.fields).toEqual({
      newPassword: tooEasy("Your name, your email and the company's name are easy to guess."),
    });
    const forged = await inject(
      "PUT",
      url,
      { cookie: owner.cookie, origin: TEST_ORIGIN },
      { newPassword: NEW_PASSWORD },
    );
    expect(forged.statusCode).toBe(403);
    const byStaff = await inject("PUT", url, member.headers, { newPassword: NEW_PASSWORD });
    expect(byStaff.statusCode).toBe(403);
    expect(byStaff.json().error.code).toBe("forbidden");
    expect((await whoAmI(forgetful)).statusCode).toBe(200);

    const set = await inject("PUT", url, owner.headers, { newPassword: NEW_PASSWORD });
    expect(set.statusCode).toBe(200);
    expect(set.json().data).toMatchObject({ id: forgetful.staff.id, email: forgetful.email });
    expect(JSON.stringify(set.json())).not.toContain(NEW_PASSWORD);
    expect((await whoAmI(forgetful)).statusCode).toBe(401);
    expect((await signIn(forgetful.email, forgetful.password)).statusCode).toBe(401);
    expect((await signIn(forgetful.email, NEW_PASSWORD)).statusCode).toBe(200);

    const audit = await testApp.database.db
      .select({ action: auditLog.action, staffAccountId: auditLog.staffAccountId, after: auditLog.after })
      .from(auditLog)
      .where(eq(auditLog.entityId, forgetful.staff.id));
    const reset = audit.find((row) => row.action === "staff_account.password_reset");
    expect(reset?.staffAccountId).toBe(owner.staff.id);
    expect(JSON.stringify(audit)).not.toContain(NEW_PASSWORD);
  });

  it("refuses to set an owner's own password this way, or one for an account that does not exist", async () => {
    for (const ownId of [owner.staff.id, owner.staff.id.toUpperCase()]) {
      const own = await inject("PUT", `/api/admin/staff/${ownId}/password`, owner.headers, {
        newPassword: NEW_PASSWORD,
      });
      expect(own.statusCode, ownId).toBe(409);
      expect(own.json().error.message).toBe(accountMessages.ownPasswordHere);
    }
    const disableSelf = await inject(
      "PATCH",
      `/api/admin/staff/${owner.staff.id.toUpperCase()}`,
      owner.headers,
      { disabled: true },
    );
    expect(disableSelf.statusCode).toBe(409);
    expect((await whoAmI(owner)).statusCode).toBe(200);
    for (const id of ["not-an-id", "6f1c2d9e-0000-4000-8000-000000000000"]) {
      const missing = await inject("PUT", `/api/admin/staff/${id}/password`, owner.headers, {
        newPassword: NEW_PASSWORD,
      });
      expect(missing.statusCode, id).toBe(404);
    }
    // The back-office pages pass the form's account id straight on: one that is not a UUID is not found,
    // not a database error.
    const actor = {
      ...owner.staff,
      csrfToken: owner.csrfToken,
      sessionId: "not used here",
      clientAddress: "192.0.2.1",
    };
    for (const change of [
      () => testApp.app.admin.accounts.resetPassword(actor, "<script>", { newPassword: NEW_PASSWORD }),
      () => testApp.app.admin.accounts.setDisabled(actor, "1 or 1=1", { disabled: true }),
    ]) {
      await expect(change()).rejects.toMatchObject({ statusCode: 404 });
    }
  });

  it("changes one's own password only with the current one; other sessions end, this one stays", async () => {
    const me = await signInForTest(testApp.app, { role: "staff" });
    const other = await signIn(me.email, me.password);
    const otherCookie = String(other.headers["set-cookie"]).split(";")[0];

    const wrong = await inject("PUT", "/api/admin/account/password", me.headers, {
      currentPassword: "not my password at all",
      newPassword: NEW_PASSWORD,
    });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields).toEqual({ currentPassword: accountMessages.currentPasswordWrong });

    for (const [newPassword, message] of [
      ["eleven char", passwordMessages.tooShort],
      ["q1w2e3r4t5y6", tooEasy("commonly used password")],
      ["passwordpassword", tooEasy("Repeated character patterns")],
      [me.password, accountMessages.sameAsCurrent],
    ] as const) {
      const refused = await inject("PUT", "/api/admin/account/password", me.headers, {
        currentPassword: me.password,
        newPassword,
      });
      expect(refused.statusCode, newPassword).toBe(400);
      expect(refused.json().error.fields).toEqual({ newPassword: message });
    }
    expect((await inject("GET", "/api/admin/session", { cookie: otherCookie })).statusCode).toBe(200);

    const changed = await inject("PUT", "/api/admin/account/password", me.headers, {
      currentPassword: me.password,
      newPassword: NEW_PASSWORD,
    });
    expect(changed.statusCode).toBe(204);
    expect((await whoAmI(me)).statusCode).toBe(200);
    expect((await inject("GET", "/api/admin/session", { cookie: otherCookie })).statusCode).toBe(401);
    expect((await signIn(me.email, me.password)).statusCode).toBe(401);
    expect((await signIn(me.email, NEW_PASSWORD)).statusCode).toBe(200);
  });
});

describe.each(databaseKinds())("the first owner on %s", (kind) => {
  const output = () => {
    const lines: string[] = [];
    return { lines, info: (line: string) => lines.push(line), error: (line: string) => lines.push(line) };
  };

  it("prints a one-time setup link while no account exists, and none once ADMIN_EMAIL made an owner", async () => {
    const testApp = await createTestApp({ kind });
    try {
      const accounts = testApp.app.admin.accounts;
      const config = loadConfig({ NODE_ENV: "test", SITE_URL: "https://shop.example" });
      const first = output();
      await prepareFirstOwner(accounts, config, first);
      const link = first.lines.join("\n").match(/https:\/\/shop\.example\/admin\/setup\?token=([\w-]+)/);
      expect(link).not.toBeNull();
      expect(await accounts.setupTokenUsable(link![1])).toBe(true);
      // An hour later the link no longer works.
      expect(await accounts.setupTokenUsable(link![1], new Date(Date.now() + 60 * 60 * 1000 + 1000))).toBe(
        false,
      );

      const withAdmin = loadConfig({
        NODE_ENV: "test",
        ADMIN_EMAIL: "Owner@Example.test",
        ADMIN_PASSWORD: "a long owner passphrase",
      });
      const second = output();
      await prepareFirstOwner(accounts, withAdmin, second);
      expect(second.lines.join("\n")).toContain("created the owner account owner@example.test");
      expect(second.lines.join("\n")).not.toContain("/admin/setup");
      // The earlier link is of no use any more: an account exists.
      expect(await accounts.setupTokenUsable(link![1])).toBe(false);

      const [row] = await testApp.database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, "owner@example.test"));
      expect(row.role).toBe("owner");

      // Start-up again with another password: the existing account is left as it is.
      const third = output();
      await prepareFirstOwner(
        accounts,
        loadConfig({
          NODE_ENV: "test",
          ADMIN_EMAIL: "owner@example.test",
          ADMIN_PASSWORD: "another passphrase!",
        }),
        third,
      );
      expect(third.lines.join("\n")).toContain("was left as it is");
      const [unchanged] = await testApp.database.db
        .select()
        .from(staffAccounts)
        .where(eq(staffAccounts.email, "owner@example.test"));
      expect(unchanged.passwordHash).toBe(row.passwordHash);
      expect(unchanged.updatedAt).toEqual(row.updatedAt);
    } finally {
      await testApp.close();
    }
  }, 180_000);

  it("says why no owner was made when ADMIN_PASSWORD is too weak, and still prints the setup link", async () => {
    const testApp = await createTestApp({ kind });
    try {
      const lines = output();
      await prepareFirstOwner(
        testApp.app.admin.accounts,
        loadConfig({ NODE_ENV: "test", ADMIN_EMAIL: "owner@example.test", ADMIN_PASSWORD: "short" }),
        lines,
      );
      const text = lines.lines.join("\n");
      expect(text).toContain(passwordMessages.tooShort);
      expect(text).toContain("/admin/setup?token=");
      expect(text).not.toContain("short\n");
      expect(await testApp.database.db.select({ n: count() }).from(setupTokens)).toEqual([{ n: 1 }]);
    } finally {
      await testApp.close();
    }
  }, 180_000);
  it("refuses a weak ADMIN_PASSWORD at start-up, saying why, and prints the setup link instead", async () => {
    const testApp = await createTestApp({ kind });
    try {
      const lines = output();
      await prepareFirstOwner(
        testApp.app.admin.accounts,
        loadConfig({ NODE_ENV: "test", ADMIN_EMAIL: "owner@example.test", ADMIN_PASSWORD: "password1234" }),
        lines,
      );
      const text = lines.lines.join("\n");
      expect(text).toContain(
        `no owner was created from ADMIN_EMAIL and ADMIN_PASSWORD: ${passwordMessages.tooEasy}`,
      );
      expect(text).toContain("This is similar to a commonly used password.");
      expect(text).toContain("/admin/setup?token=");
      expect(await testApp.database.db.select({ n: count() }).from(staffAccounts)).toEqual([{ n: 0 }]);
    } finally {
      await testApp.close();
    }
  }, 180_000);

  it("refuses a weak password through the setup link, and a spent link before judging any password", async () => {
    const testApp = await createTestApp({ kind });
    try {
      const accounts = testApp.app.admin.accounts;
      const setup = (token: string, password: string) =>
        testApp.app.inject({
          method: "POST",
          url: "/api/admin/setup",
          headers: { "content-type": "application/json", origin: TEST_ORIGIN },
          payload: JSON.stringify({ token, email: "first@example.test", name: "Farhana Rahman", password }),
        });
      const token = (await accounts.createSetupToken())!;
      for (const [password, warning] of [
        ["123456789012", "commonly used password"],
        ["Farhana Rahman 1990", "Your name, your email and the company's name are easy to guess."],
      ]) {
        const weak = await setup(token, password);
        expect(weak.statusCode, password).toBe(400);
        expect(weak.json().error.fields).toEqual({ password: tooEasy(warning) });
      }
      // The link still works after a refused password; a forged one is refused as a link, whatever the password.
      expect((await setup(`${token.slice(0, -2)}zz`, "aaaaaaaaaaaa")).statusCode).toBe(410);
      expect((await setup(token, "a quiet river in Sylhet 2026")).statusCode).toBe(201);
    } finally {
      await testApp.close();
    }
  }, 180_000);
});

describe("the data directory's holder", () => {
  it("names a live process holding the directory, and forgets a dead one", () => {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), "nakshi-holder-"));
    try {
      expect(dataDirectoryHolder(dir)).toBeUndefined();
      // This process itself never counts as "another" holder.
      holdDataDirectory(dir);
      expect(fs.existsSync(path.join(dir, HOLDER_FILE))).toBe(true);
      expect(dataDirectoryHolder(dir)).toBeUndefined();
      // The parent process (the test runner) is alive.
      fs.writeFileSync(path.join(dir, HOLDER_FILE), JSON.stringify({ pid: process.ppid, startedAt: "x" }));
      expect(dataDirectoryHolder(dir)?.pid).toBe(process.ppid);
      // A process id far beyond any running one is not alive.
      fs.writeFileSync(path.join(dir, HOLDER_FILE), JSON.stringify({ pid: 2 ** 22 + 7, startedAt: "x" }));
      expect(dataDirectoryHolder(dir)).toBeUndefined();
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
