import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../content/site";
import { composeSms, SmsTooLongError } from "./sms-composer";
import { measureSms } from "./sms-parts";
import { cutGraphemes, MAX_NAME_GRAPHEMES, nameForSms, plainSmsField, splitGraphemes } from "./sms-safe-text";
import { SMS_LANGUAGES, trackOrderUrl, type SmsLanguage, type SmsMessage } from "./sms-texts";

const shop = { name: defaultSiteConfig.name, phone: defaultSiteConfig.phone.display };
const SITE_URL = "https://www.nakshiinteriors.com.bd";
const ORDER_NUMBER = "NI-2611-0042";

/** The longest of everything a real message can carry: a large total, a long courier name and code. */
function longestMessages(language: SmsLanguage): SmsMessage[] {
  return [
    { kind: "order-received", orderNumber: ORDER_NUMBER, total: 99_999_999 },
    { kind: "order-confirmed", orderNumber: ORDER_NUMBER, total: 99_999_999 },
    {
      kind: "courier-booked",
      orderNumber: ORDER_NUMBER,
      courier: "Steadfast Courier Limited Dhaka",
      trackingCode: "SFR-2611-0042-ABCDEFGHIJKLMNOP",
      trackUrl: trackOrderUrl(SITE_URL, ORDER_NUMBER, language),
    },
    {
      kind: "new-order-for-staff",
      orderNumber: ORDER_NUMBER,
      total: 99_999_999,
      items: 999,
      adminUrl: `${SITE_URL}/admin/orders/8c5e6b2e-3a9f-4a57-9d1a-0f0c2f1f6d11`,
    },
    {
      kind: "order-confirmed",
      orderNumber: ORDER_NUMBER,
      total: 99_999_999,
      trackUrl: trackOrderUrl(SITE_URL, ORDER_NUMBER, language),
    },
  ];
}

const NAMES = [
  "Farhana Rahman",
  "ফারহানা রহমান",
  "Mohammad Abdur Rahman Chowdhury Khan Majumder",
  "ক্ষমা শ্রীলক্ষ্মী দত্তচৌধুরী মজুমদার",
  "😀😀😀 Emoji Name 😀😀😀",
  "",
];

describe("the SMS composer", () => {
  it.each(SMS_LANGUAGES)("keeps every %s message within two parts, whatever the name", (language) => {
    for (const message of longestMessages(language)) {
      for (const name of NAMES) {
        const sms = composeSms({ message, language, shop, name });
        expect(sms.parts, sms.text).toBeLessThanOrEqual(2);
        expect(measureSms(sms.text)).toEqual({ encoding: sms.encoding, parts: sms.parts });
        expect(sms.text).toContain(ORDER_NUMBER);
      }
    }
  });

  it("says what an order received SMS must: the number, the total and that the shop will call", () => {
    const english = composeSms({
      message: { kind: "order-received", orderNumber: ORDER_NUMBER, total: 21_250 },
      language: "en",
      shop,
      name: "Farhana Rahman",
    });
    expect(english).toEqual({
      text: `Nakshi Interiors: Dear Farhana Rahman, we received your order ${ORDER_NUMBER}, total Tk 21,250. We will call you from +880 1711-223344 to confirm it.`,
      encoding: "GSM-7",
      parts: 1,
    });
    const bengali = composeSms({
      message: { kind: "order-received", orderNumber: ORDER_NUMBER, total: 21_250 },
      language: "bn",
      shop,
      name: "ফারহানা রহমান",
    });
    expect(bengali.encoding).toBe("UCS-2");
    expect(bengali.text).toContain("৳২১,২৫০");
    expect(bengali.text).toContain("+880 1711-223344");
    expect(bengali.text).toContain("প্রিয় ফারহানা,");
  });

  it("puts the tracking link in the courier SMS, under /bn for a Bengali one", () => {
    for (const language of SMS_LANGUAGES) {
      const [, , booked] = longestMessages(language);
      const sms = composeSms({ message: booked, language, shop, name: "Farhana" });
      expect(sms.text).toContain(trackOrderUrl(SITE_URL, ORDER_NUMBER, language));
    }
    expect(trackOrderUrl(SITE_URL, ORDER_NUMBER, "en")).toBe(`${SITE_URL}/track-order?number=NI-2611-0042`);
    expect(trackOrderUrl(SITE_URL, ORDER_NUMBER, "bn")).toBe(
      `${SITE_URL}/bn/track-order?number=NI-2611-0042`,
    );
  });

  it("keeps an English text GSM-7 by writing taka as Tk, and drops a Bengali name it cannot fit", () => {
    const sms = composeSms({
      message: { kind: "order-received", orderNumber: ORDER_NUMBER, total: 1_250 },
      language: "en",
      shop,
      name: "ফারহানা রহমান",
    });
    expect(sms.encoding).toBe("GSM-7");
    expect(sms.text).toContain("Tk 1,250");
    expect(sms.text).not.toMatch(/Dear/);
  });

  it("shortens a long name by whole words before it gives up the greeting", () => {
    const sms = composeSms({
      message: { kind: "order-confirmed", orderNumber: ORDER_NUMBER, total: 99_999_999 },
      language: "en",
      shop,
      name: "Mohammad Abdur Rahman Chowdhury",
    });
    expect(sms.text).toMatch(/^Nakshi Interiors: Dear (Mohammad( Abdur( Rahman( Chowdhury)?)?)?), /);
    expect(sms.parts).toBeLessThanOrEqual(2);
  });

  it("carries nothing the customer typed but the letters of their name", () => {
    const hostile = [
      "Win 50000 taka! Call 01999999999 or visit https://evil.example/prize",
      "Rahim\r\nYour account is blocked",
      "Rahim\u202eevil.com",
      "<script>alert(1)</script>",
      "Rahim bKash.com/pay",
    ];
    for (const name of hostile) {
      const sms = composeSms({
        message: { kind: "order-received", orderNumber: ORDER_NUMBER, total: 500 },
        language: "en",
        shop,
        name,
      });
      const greeting = /Dear (.*?), we received/.exec(sms.text)?.[1] ?? "";
      expect(greeting, name).not.toMatch(/[0-9<>:/@\r\n\u202e]|\w\.\w/);
      expect(greeting.split(" ").length).toBeLessThanOrEqual(4);
      expect(sms.text.match(/\d+/g)?.join(" ")).toBe("2611 0042 500 880 1711 223344");
    }
  });

  it("refuses to compose a text that even its leanest wording cannot fit in two parts", () => {
    expect(() =>
      composeSms({
        message: { kind: "order-received", orderNumber: ORDER_NUMBER, total: 500 },
        language: "bn",
        shop: { name: "ন".repeat(40), phone: "+880 1711-223344" },
      }),
    ).toThrow(SmsTooLongError);
  });
});

describe("names and fields made safe for an SMS", () => {
  it("keeps letters, marks, spaces and the joiners Bangla spelling needs", () => {
    expect(nameForSms("  Farhana   Rahman ")).toBe("Farhana Rahman");
    expect(nameForSms("Md. Rahim-Uddin O'Neil")).toBe("Md. Rahim-Uddin O'Neil");
    expect(nameForSms("র‍্যাব")).toBe("র‍্যাব");
    expect(nameForSms("Md.Rahim")).toBe("Md. Rahim");
    expect(nameForSms("evil.com")).toBe("evil. com");
    expect(nameForSms("01711223344")).toBe("");
    expect(nameForSms("Rahim\u202e\u200bKhan")).toBe("Rahim Khan");
  });

  it("caps a long name at whole words, and cuts one long word only between graphemes", () => {
    expect(nameForSms("Md Abdur Rahman Khan Chowdhury")).toBe("Md Abdur Rahman Khan");
    expect(nameForSms("Mohammad Abdur Rahman Chowdhury")).toBe("Mohammad Abdur Rahman");
    expect(nameForSms("Mohammadullah Abdurrahman Chowdhuryzzz")).toBe("Mohammadullah Abdurrahman");
    const conjuncts = "ক্ষ".repeat(40);
    const cut = nameForSms(conjuncts);
    expect(splitGraphemes(cut)).toHaveLength(MAX_NAME_GRAPHEMES);
    expect(cut).toBe("ক্ষ".repeat(MAX_NAME_GRAPHEMES));
  });

  it("never cuts inside a Bengali conjunct or a surrogate pair", () => {
    expect(splitGraphemes("শ্রীলক্ষ্মী")).toEqual(["শ্রী", "ল", "ক্ষ্মী"]);
    expect(cutGraphemes("শ্রীলক্ষ্মী", 2)).toBe("শ্রীল");
    expect(cutGraphemes("ক্ষমা", 1)).toBe("ক্ষ");
    expect(cutGraphemes("😀👍🏽x", 2)).toBe("😀👍🏽");
    expect(cutGraphemes("ab", 5)).toBe("ab");
    for (let count = 0; count <= 6; count += 1) {
      const cut = cutGraphemes("শ্রীলক্ষ্মী দত্ত", count);
      expect(cut.endsWith("\u09cd")).toBe(false);
      expect(/[\ud800-\udbff]$/.test(cut)).toBe(false);
    }
  });

  it("makes a courier's name or code one plain line", () => {
    expect(plainSmsField(" Steadfast\r\nCourier\u202e ", 40)).toBe("Steadfast Courier");
    expect(plainSmsField("X".repeat(50), 24)).toBe("X".repeat(24));
  });
});

describe("the order-confirmed SMS", () => {
  const trackUrl = trackOrderUrl(SITE_URL, ORDER_NUMBER, "en");
  const confirmed = (language: SmsLanguage) =>
    composeSms({
      message: { kind: "order-confirmed", orderNumber: ORDER_NUMBER, total: 21_250, trackUrl },
      language,
      shop,
      name: "Farhana Rahman",
    });

  it("carries the tracking link with the order number in English, in two parts at most", () => {
    const sms = confirmed("en");
    expect(sms.text).toBe(
      `Nakshi Interiors: Dear Farhana Rahman, your order ${ORDER_NUMBER} is confirmed. Please keep Tk 21,250 ready to pay on delivery. Track it: ${trackUrl}`,
    );
    expect(sms.parts).toBe(2);
  });

  it("leaves the link out in Bengali, which would not fit in two UCS-2 parts with it", () => {
    const sms = confirmed("bn");
    expect(sms.text).not.toContain("track-order");
    expect(sms.text).toContain(ORDER_NUMBER);
    expect(sms.parts).toBeLessThanOrEqual(2);
  });
});
