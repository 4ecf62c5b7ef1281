import { describe, expect, it } from "vitest";
import { rememberedLanguageRedirect } from "./language-home";

describe("rememberedLanguageRedirect", () => {
  it("sends a visit to / with the Bengali choice to /bn, keeping the query", () => {
    expect(rememberedLanguageRedirect("/", "nakshi_lang=bn")).toBe("/bn");
    expect(rememberedLanguageRedirect("/?utm_source=sms", "a=1; nakshi_lang=bn")).toBe("/bn?utm_source=sms");
  });

  it("never redirects a deep link, an English choice or a visit without the cookie", () => {
    expect(rememberedLanguageRedirect("/view-accessories", "nakshi_lang=bn")).toBeUndefined();
    expect(rememberedLanguageRedirect("/_root.data", "nakshi_lang=bn")).toBeUndefined();
    expect(rememberedLanguageRedirect("/", "nakshi_lang=en")).toBeUndefined();
    expect(rememberedLanguageRedirect("/", "other=bn")).toBeUndefined();
    expect(rememberedLanguageRedirect("/", undefined)).toBeUndefined();
  });
});
