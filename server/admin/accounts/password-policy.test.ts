import { describe, expect, it } from "vitest";
import { guessableWordsOf, newPasswordProblem, passwordMessages } from "./password-policy";

const owner = {
  name: "Farhana Rahman",
  email: "farhana.rahman@example.com",
  companyName: "Nakshi Interiors",
};

describe("a new password", { timeout: 60_000 }, () => {
  it.each([
    ["password1234", "This is similar to a commonly used password."],
    ["123456789012", "This is a commonly used password."],
    ["aaaaaaaaaaaa", 'Repeated characters like "aaa" are easy to guess.'],
    ["passwordpassword", 'Repeated character patterns like "abcabcabc" are easy to guess.'],
    ["qwertyuiop12", "This is similar to a commonly used password."],
    ["1qaz2wsx3edc", "This is a commonly used password."],
    ["iloveyou123456", "This is similar to a commonly used password."],
    ["abcdefghijklmnop", 'Common character sequences like "abc" are easy to guess.'],
  ])("refuses %j, long enough but easy to guess, and says why", async (password, warning) => {
    const problem = await newPasswordProblem(password, owner);
    expect(problem).toMatch(new RegExp(`^${passwordMessages.tooEasy} `));
    expect(problem).toContain(warning);
  });

  it.each([
    "farhanarahman12",
    "Farhana Rahman 1990",
    "nakshiinteriors2024",
    "NakshiInteriors!",
    "rahman.farhana!!",
  ])("refuses %j, made of the account's name or email or the company's name", async (password) => {
    const problem = await newPasswordProblem(password, owner);
    expect(problem).toContain("Your name, your email and the company's name are easy to guess.");
  });

  it("is judged against its own account: the same password may pass for someone else", async () => {
    const tanvir = { name: "Tanvir Hasan", email: "tanvir@example.com", companyName: "Nakshi Interiors" };
    expect(await newPasswordProblem("farhanarahman12", owner)).toContain(passwordMessages.tooEasy);
    expect(await newPasswordProblem("farhanarahman12", tanvir)).toBeUndefined();
    expect(await newPasswordProblem("farhana rahman walks to gulshan", owner)).toBeUndefined();
  });

  it.each([
    "correct horse battery staple",
    "a quiet river in Sylhet 2026",
    "trombone kettle marigold",
    "gulshan-road-27-blue",
    "আমার সোনার বাংলা আমি তোমায়",
    `${"an evening walk by the lake ".repeat(4)}`.trim(),
  ])("accepts %j: a few unrelated words, no composition rules", async (password) => {
    expect(await newPasswordProblem(password, owner)).toBeUndefined();
  });

  it("keeps the length rules, counted in characters as people see them", async () => {
    expect(await newPasswordProblem("short pass1", owner)).toBe(passwordMessages.tooShort);
    expect(await newPasswordProblem("ক".repeat(11), owner)).toBe(passwordMessages.tooShort);
    expect(await newPasswordProblem("x".repeat(129), owner)).toBe(passwordMessages.tooLong);
    expect(await newPasswordProblem(`my ${owner.email} rocks`, owner)).toBe(passwordMessages.containsEmail);
  });

  it("judges the first 64 characters of a long one, in a bounded time", async () => {
    // Weak at the start and strong only past the 64th character: refused, as its start is what is judged.
    expect(await newPasswordProblem(`${"a".repeat(64)}trombone kettle marigold`, owner)).toContain(
      passwordMessages.tooEasy,
    );
    const started = performance.now();
    for (const slow of ["aB3$".repeat(32), "1234567890".repeat(12), "p@55w0rd".repeat(16)]) {
      await newPasswordProblem(slow, owner);
    }
    // Unbounded, these took several seconds each on a busy two-core machine.
    expect(performance.now() - started).toBeLessThan(6_000);
  });

  it("knows the account's words whole, run together and in parts", () => {
    expect(guessableWordsOf(owner)).toEqual(
      expect.arrayContaining([
        "farhana.rahman@example.com",
        "farhana",
        "rahman",
        "example",
        "farhanarahman",
        "farhana rahman",
        "nakshi",
        "interiors",
        "nakshiinteriors",
      ]),
    );
  });
});
