import { describe, expect, it } from "vitest";
import { normaliseBangladeshMobile } from "./bangladesh-phone";

describe("a customer's mobile number, as the couriers take it", () => {
  it.each([
    ["01712345678", "01712345678"],
    ["+8801712345678", "01712345678"],
    ["8801712345678", "01712345678"],
    ["008801712345678", "01712345678"],
    ["+880 1712-345678", "01712345678"],
    [" 017 1234 5678 ", "01712345678"],
    ["(017) 1234.5678", "01712345678"],
    ["০১৭১২৩৪৫৬৭৮", "01712345678"],
    ["01312345678", "01312345678"],
    ["01912345678", "01912345678"],
  ])("reads %j as %s", (typed, expected) => {
    expect(normaliseBangladeshMobile(typed)).toBe(expected);
  });

  it.each([
    ["", "nothing"],
    ["0171234567", "ten digits"],
    ["017123456789", "twelve digits"],
    ["01212345678", "no operator starts with 012"],
    ["02 9887766", "a Dhaka landline"],
    ["+44 20 7946 0958", "a foreign number"],
    ["01712345678 ext 2", "letters"],
    ["0171234567８", "a full-width digit"],
  ])("refuses %j (%s)", (typed) => {
    expect(normaliseBangladeshMobile(typed)).toBeNull();
  });
});
