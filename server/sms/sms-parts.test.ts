import { describe, expect, it } from "vitest";
import { defaultSiteConfig } from "../../content/site";
import { composeSms } from "./sms-composer";
import { measureSms } from "./sms-parts";
import { trackOrderUrl, type SmsMessage } from "./sms-texts";

describe("SMS part counting", () => {
  it("fits 160 GSM-7 characters in one SMS and 153 in each part of a longer one", () => {
    expect(measureSms("a".repeat(160))).toEqual({ encoding: "GSM-7", parts: 1 });
    expect(measureSms("a".repeat(161))).toEqual({ encoding: "GSM-7", parts: 2 });
    expect(measureSms("a".repeat(306))).toEqual({ encoding: "GSM-7", parts: 2 });
    expect(measureSms("a".repeat(307))).toEqual({ encoding: "GSM-7", parts: 3 });
  });

  it("counts the extension table's characters twice, and never splits one across parts", () => {
    expect(measureSms("€".repeat(80))).toEqual({ encoding: "GSM-7", parts: 1 });
    expect(measureSms("€".repeat(81))).toEqual({ encoding: "GSM-7", parts: 2 });
    expect(measureSms(`${"a".repeat(159)}{`)).toEqual({ encoding: "GSM-7", parts: 2 });
    // 152 single places, then "[" needs two: it cannot start at place 153 of the first part.
    expect(measureSms(`${"a".repeat(152)}[${"a".repeat(152)}`).parts).toBe(3);
    expect(measureSms(`${"a".repeat(151)}[${"a".repeat(151)}`).parts).toBe(2);
  });

  it("makes Bengali UCS-2: 70 characters in one SMS, 67 in each part", () => {
    const letter = "ক";
    expect(measureSms(letter.repeat(70))).toEqual({ encoding: "UCS-2", parts: 1 });
    expect(measureSms(letter.repeat(71))).toEqual({ encoding: "UCS-2", parts: 2 });
    expect(measureSms(letter.repeat(134))).toEqual({ encoding: "UCS-2", parts: 2 });
    expect(measureSms(letter.repeat(135))).toEqual({ encoding: "UCS-2", parts: 3 });
    // A conjunct is three UTF-16 units (ক ্ ষ), each one place.
    expect(measureSms("ক্ষ".repeat(23))).toEqual({ encoding: "UCS-2", parts: 1 });
    expect(measureSms("ক্ষ".repeat(24))).toEqual({ encoding: "UCS-2", parts: 2 });
  });

  it("turns a whole English text UCS-2 for one Bengali letter or taka sign", () => {
    expect(measureSms(`${"a".repeat(69)}ক`)).toEqual({ encoding: "UCS-2", parts: 1 });
    expect(measureSms(`${"a".repeat(70)}ক`)).toEqual({ encoding: "UCS-2", parts: 2 });
    expect(measureSms("Total ৳ 500").encoding).toBe("UCS-2");
    expect(measureSms("Total Tk 500").encoding).toBe("GSM-7");
  });

  it("counts a surrogate pair as two places and keeps it in one part", () => {
    expect(measureSms("😀".repeat(35))).toEqual({ encoding: "UCS-2", parts: 1 });
    expect(measureSms("😀".repeat(36))).toEqual({ encoding: "UCS-2", parts: 2 });
    // 66 places, then a pair that would straddle places 67 and 68 of the first part.
    expect(measureSms(`${"ক".repeat(66)}😀${"ক".repeat(66)}`).parts).toBe(3);
    expect(measureSms(`${"ক".repeat(65)}😀${"ক".repeat(65)}`).parts).toBe(2);
  });
});

describe("a Bengali SMS's parts", () => {
  const shop = { name: defaultSiteConfig.name, phone: defaultSiteConfig.phone.display };

  it("counts ৳ and the Bengali digits as one UCS-2 place each: 70 in one SMS, 67 a part beyond", () => {
    expect(measureSms(`৳${"১".repeat(69)}`)).toEqual({ encoding: "UCS-2", parts: 1 });
    expect(measureSms(`৳${"১".repeat(70)}`)).toEqual({ encoding: "UCS-2", parts: 2 });
    expect(measureSms(`৳${"১".repeat(133)}`)).toEqual({ encoding: "UCS-2", parts: 2 });
    expect(measureSms(`৳${"১".repeat(134)}`)).toEqual({ encoding: "UCS-2", parts: 3 });
  });

  it("writes a Bengali order's total with lakh grouping and counts the whole text by UCS-2 parts", () => {
    const sms = composeSms({
      message: { kind: "order-received", orderNumber: "NI-2611-0042", total: 1_234_567 },
      language: "bn",
      shop,
      name: "ফারহানা রহমান",
    });
    expect(sms.text).toContain("মোট ৳১২,৩৪,৫৬৭।");
    expect(sms.text).not.toMatch(/৳[0-9]/);
    // Every character here is in the Basic Multilingual Plane: one UTF-16 unit, one UCS-2 place.
    const places = sms.text.length;
    expect(places).toBeGreaterThan(70);
    expect(places).toBeLessThanOrEqual(2 * 67);
    expect(sms).toMatchObject({ encoding: "UCS-2", parts: 2 });
  });

  it("keeps each Bengali message of an order within two parts, a crore total included", () => {
    const messages: SmsMessage[] = [
      { kind: "order-received", orderNumber: "NI-2611-0042", total: 12_345_678 },
      { kind: "order-confirmed", orderNumber: "NI-2611-0042", total: 12_345_678 },
      {
        kind: "courier-booked",
        orderNumber: "NI-2611-0042",
        courier: "Steadfast",
        trackingCode: "SFR2611A42",
        trackUrl: trackOrderUrl("https://www.nakshiinteriors.com.bd", "NI-2611-0042", "bn"),
      },
    ];
    for (const message of messages) {
      const sms = composeSms({ message, language: "bn", shop, name: "ক্ষমা শ্রীলক্ষ্মী দত্তচৌধুরী" });
      expect(sms.encoding).toBe("UCS-2");
      expect(sms.parts, sms.text).toBeLessThanOrEqual(2);
      expect(measureSms(sms.text)).toEqual({ encoding: sms.encoding, parts: sms.parts });
    }
  });
});
