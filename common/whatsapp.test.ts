import { describe, expect, it } from "vitest";
import { whatsappNumberOf } from "../content/site";
import { whatsappLink } from "./whatsapp";

const NUMBER = "8801711223344";

describe("the WhatsApp link", () => {
  it("opens a chat with the number alone when there is no text", () => {
    expect(whatsappLink(NUMBER)).toBe("https://wa.me/8801711223344");
  });

  it("URL-encodes the whole text: an & or # in a name stays text, not a new parameter or a fragment", () => {
    const text =
      "Brass & Teak Lamp #2 (code NI-LM-02): https://example.com/accessories/details/brass-teak-lamp-2/1?x=1";
    const link = whatsappLink(NUMBER, text);
    expect(link).toBe(
      "https://wa.me/8801711223344?text=Brass%20%26%20Teak%20Lamp%20%232%20(code%20NI-LM-02)%3A%20https%3A%2F%2Fexample.com%2Faccessories%2Fdetails%2Fbrass-teak-lamp-2%2F1%3Fx%3D1",
    );
    const url = new URL(link);
    expect([...url.searchParams.keys()]).toEqual(["text"]);
    expect(url.searchParams.get("text")).toBe(text);
    expect(url.hash).toBe("");
  });

  it("carries Bengali text as UTF-8, read back letter for letter", () => {
    const text = "নকশি কাঁথা কুশন & ল্যাম্প (কোড NI-KN-07)";
    const link = whatsappLink(NUMBER, text);
    expect(link).toMatch(/^https:\/\/wa\.me\/8801711223344\?text=[A-Za-z0-9%()\-_.!~*']+$/);
    expect(link).toContain("%E0%A6%A8%E0%A6%95%E0%A6%B6%E0%A6%BF"); // নকশি
    expect(new URL(link).searchParams.get("text")).toBe(text);
  });
});

describe("the WhatsApp number", () => {
  it.each([
    ["+880 1711-223344", NUMBER],
    ["01711-223344", NUMBER],
    ["8801711223344", NUMBER],
    ["(017) 1122 3344", NUMBER],
    ["+44 20 7946 0958", "442079460958"],
  ])("%s → %s", (input, expected) => {
    expect(whatsappNumberOf(input)).toBe(expected);
  });

  it.each(["", "call us", "1234567", "wa.me/8801711223344", "+880 1711-223344 ext 2", "0000000000000000"])(
    "refuses %j",
    (input) => {
      expect(whatsappNumberOf(input)).toBeNull();
    },
  );
});
