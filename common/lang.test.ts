import { describe, expect, it } from "vitest";
import { hasBengaliLetter, langOfPath, langOfRequest } from "./lang";

describe("the page's language", () => {
  it("is Bengali for /bn and the addresses below it, English for every other", () => {
    expect(langOfPath("/bn")).toBe("bn");
    expect(langOfPath("/BN/checkout-order")).toBe("bn");
    expect(langOfPath("/bnx")).toBe("en");
    expect(langOfPath("/view-accessories")).toBe("en");
  });

  it("comes from a request's address alone, not its query or headers", () => {
    const request = (url: string) =>
      new Request(url, { headers: { "accept-language": "bn-BD", cookie: "nakshi_lang=bn" } });
    expect(langOfRequest(request("https://nakshi.example/bn/view-accessories?page=2"))).toBe("bn");
    expect(langOfRequest(request("https://nakshi.example/view-accessories?lang=bn"))).toBe("en");
  });
});

describe("a Bengali letter", () => {
  it("is found in Bengali words, not in Bengali digits, the taka sign or Latin text", () => {
    expect(hasBengaliLetter("ঢাকা")).toBe(true);
    expect(hasBengaliLetter("Brass lamp (পিতল)")).toBe(true);
    expect(hasBengaliLetter("১২৩")).toBe(false);
    expect(hasBengaliLetter("৳ 1,000")).toBe(false);
    expect(hasBengaliLetter("Dhaka")).toBe(false);
  });
});
