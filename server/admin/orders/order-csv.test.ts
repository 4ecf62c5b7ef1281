import { describe, expect, it } from "vitest";
import { csvCell, csvRow, ordersCsvFileName } from "./order-csv";

describe("a CSV cell", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+8801711223344", "'+8801711223344"],
    ["-2+3", "'-2+3"],
    ["@SUM(A1)", "'@SUM(A1)"],
    ["\t=1+1", "'\t=1+1"],
    ["\r=1+1", `"'\r=1+1"`],
  ])("escapes %j against formula injection", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("quotes commas, quotes and line breaks, and leaves plain text alone", () => {
    expect(csvCell("House 12, Road 5")).toBe('"House 12, Road 5"');
    expect(csvCell('The "big" vase')).toBe('"The ""big"" vase"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("ফারহানা রহমান")).toBe("ফারহানা রহমান");
    expect(csvCell(" padded ")).toBe('" padded "');
  });

  it("writes numbers as numbers, even negative ones, and nothing for null", () => {
    expect(csvCell(21_800)).toBe("21800");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("makes a visitor's bidi and invisible characters visible, keeping Bangla's joiners", () => {
    expect(csvCell("0171\u202e4433\u202c2211", { visitorText: true })).toBe("0171\ufffd4433\ufffd2211");
    expect(csvCell("র\u200d্য", { visitorText: true })).toBe("র\u200d্য");
    // A disguised formula is still a formula once the disguise is visible: escaped after neutralising.
    expect(csvCell("=1+1\u200b", { visitorText: true })).toBe("'=1+1\ufffd");
  });

  it("ends each row with CRLF and names the file after the Dhaka day", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
    expect(ordersCsvFileName(new Date("2026-11-24T19:00:00Z"))).toBe("orders-2026-11-25.csv");
  });
});
