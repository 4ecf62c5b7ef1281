import { describe, expect, it } from "vitest";
import { measureSms } from "./sms-parts";

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
