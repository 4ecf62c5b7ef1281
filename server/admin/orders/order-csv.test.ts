import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { neutraliseDisplayText } from "../../../common/display-text";
import { csvCell, csvRow, ordersCsvFileName } from "./order-csv";

const FORMULA_START = /^[=+\-@\uff1d\uff0b\uff0d\uff20]/;

const neutralised = (text: string, visitorText: boolean) =>
  visitorText ? neutraliseDisplayText(text) : text;

/** What a spreadsheet that splits on one separator and ignores quotes makes of a cell: its pieces. */
function naivePieces(cell: string, separator: string): string[] {
  return cell.split(separator).map((piece) => piece.replace(/^[\s"]+/, ""));
}

describe("a CSV cell", () => {
  it.each([
    ['=HYPERLINK("http://evil")', `"'=HYPERLINK(""http://evil"")"`],
    ["+8801711223344", `"'+8801711223344"`],
    ["-2+3", `"'-2+3"`],
    ["@SUM(A1)", `"'@SUM(A1)"`],
    // A tab or carriage return is a separator as well: the formula after it is guarded too.
    ["\t=1+1", `"'\t'=1+1"`],
    ["\r=1+1", `"'\r'=1+1"`],
    ["  =1+1", `"'  =1+1"`],
    ['"=1+1"', `"'""=1+1"""`],
    // The full-width forms, which Excel reads as the plain ones.
    ["\uff1d1+1", `"'\uff1d1+1"`],
    ["\uff0bcmd", `"'\uff0bcmd"`],
    ["\uff0d2", `"'\uff0d2"`],
    ["\uff20SUM(A1)", `"'\uff20SUM(A1)"`],
  ])("escapes %j at its start against formula injection", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it.each([
    ["Salma;=cmd|' /C calc'!A0;", `"Salma;'=cmd|' /C calc'!A0;"`],
    ["Salma,=cmd|' /C calc'!A0", `"Salma,'=cmd|' /C calc'!A0"`],
    ["Salma\t=cmd|' /C calc'!A0", `"Salma\t'=cmd|' /C calc'!A0"`],
    ["Salma; +1", `"Salma; '+1"`],
    ['Salma;"@SUM(A1)', `"Salma;""'@SUM(A1)"`],
    ["Road 5\n-Block C", `"Road 5\n'-Block C"`],
    ["a;\uff1d1+1", `"a;'\uff1d1+1"`],
    ["=1;=2,=3", `"'=1;'=2,'=3"`],
  ])("escapes %j after a separator inside it", (input, expected) => {
    expect(csvCell(input)).toBe(expected);
  });

  it("leaves no piece a formula, split on `,`, `;` or a tab, whatever the text", () => {
    const alphabet = fc.constantFrom(..."=+-@\uff1d\uff0b\uff0d\uff20,;\t\r\n \"'ab1\u202e");
    fc.assert(
      fc.property(fc.array(alphabet, { maxLength: 24 }), fc.boolean(), (characters, visitorText) => {
        const text = characters.join("");
        const cell = csvCell(text, { visitorText });
        for (const separator of [",", ";", "\t", "\r", "\n"]) {
          for (const piece of naivePieces(cell, separator)) {
            expect(piece, `${JSON.stringify(text)} split on ${JSON.stringify(separator)}`).not.toMatch(
              FORMULA_START,
            );
          }
        }
        // Read as CSV should be, it is one cell holding the text, with nothing added but apostrophes.
        expect(cell.startsWith('"') && cell.endsWith('"')).toBe(true);
        const read = cell.slice(1, -1).replace(/""/g, '"');
        expect(read.replace(/'/g, "")).toBe(neutralised(text, visitorText).replace(/'/g, ""));
      }),
      { numRuns: 2_000 },
    );
  });

  it("quotes every text cell, doubling its quotes", () => {
    expect(csvCell("House 12, Road 5")).toBe('"House 12, Road 5"');
    expect(csvCell('The "big" vase')).toBe('"The ""big"" vase"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("ফারহানা রহমান")).toBe('"ফারহানা রহমান"');
    expect(csvCell(" padded ")).toBe('" padded "');
    expect(csvCell("NI-2611-0042")).toBe('"NI-2611-0042"');
    expect(csvCell("")).toBe('""');
  });

  it("writes numbers as numbers, even negative ones, and nothing for null", () => {
    expect(csvCell(21_800)).toBe("21800");
    expect(csvCell(-5)).toBe("-5");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
  });

  it("makes a visitor's bidi and invisible characters visible, keeping Bangla's joiners", () => {
    expect(csvCell("0171\u202e4433\u202c2211", { visitorText: true })).toBe('"0171\ufffd4433\ufffd2211"');
    expect(csvCell("র\u200d্য", { visitorText: true })).toBe('"র\u200d্য"');
    // A disguised formula is still a formula once the disguise is visible: escaped after neutralising.
    expect(csvCell("=1+1\u200b", { visitorText: true })).toBe(`"'=1+1\ufffd"`);
    expect(csvCell("a;\u200b=1+1", { visitorText: true })).toBe(`"a;\ufffd=1+1"`);
  });

  it("ends each row with CRLF and names the file after the Dhaka day", () => {
    expect(csvRow(["a", "b"])).toBe("a,b\r\n");
    expect(ordersCsvFileName(new Date("2026-11-24T19:00:00Z"))).toBe("orders-2026-11-25.csv");
  });
});
