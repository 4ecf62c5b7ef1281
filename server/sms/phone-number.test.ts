import { describe, expect, it } from "vitest";
import { maskMobileNumber, normaliseMobileNumber } from "./phone-number";

describe("Bangladeshi mobile numbers", () => {
  it.each([
    ["01711223344", "8801711223344"],
    ["+8801711223344", "8801711223344"],
    ["8801711223344", "8801711223344"],
    ["+880 1711-223344", "8801711223344"],
    ["(017) 11 22 33 44", "8801711223344"],
    ["01311223344", "8801311223344"],
    ["01911223344", "8801911223344"],
  ])("normalises %s to %s", (input, expected) => {
    expect(normaliseMobileNumber(input)).toBe(expected);
  });

  it.each([
    "",
    "1711223344",
    "0171122334",
    "017112233445",
    "01211223344",
    "01011223344",
    "+8811711223344",
    "008801711223344",
    "+1 415 555 0100",
    "০১৭১১২২৩৩৪৪",
    "01711223344; 01811223344",
    "01711x23344",
  ])("refuses %j", (input) => {
    expect(normaliseMobileNumber(input)).toBeNull();
  });

  it("masks a number to its operator code and last three digits", () => {
    expect(maskMobileNumber("8801711223344")).toBe("88017•••••344");
    expect(maskMobileNumber("123")).toBe("•••");
  });
});
