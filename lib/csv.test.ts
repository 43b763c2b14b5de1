import { describe, expect, it } from "vitest";
import { csvCell, csvRow } from "./csv";

describe("csvCell", () => {
  it("leaves plain text alone and writes numbers, booleans, dates and blanks", () => {
    expect(csvCell("Priya Sharma")).toBe("Priya Sharma");
    expect(csvCell(42.5)).toBe("42.5");
    expect(csvCell(-3)).toBe("-3");
    expect(csvCell(Number.NaN)).toBe("");
    expect(csvCell(true)).toBe("true");
    expect(csvCell(new Date("2026-01-02T03:04:05.000Z"))).toBe("2026-01-02T03:04:05.000Z");
    expect(csvCell(null)).toBe("");
    expect(csvCell(undefined)).toBe("");
    expect(csvCell("")).toBe("");
  });

  it("quotes fields with a comma, quote or line break and doubles the quotes", () => {
    expect(csvCell("Mumbai, Maharashtra")).toBe('"Mumbai, Maharashtra"');
    expect(csvCell('The "Trek" bag')).toBe('"The ""Trek"" bag"');
    expect(csvCell("line one\nline two")).toBe('"line one\nline two"');
    expect(csvCell("a\r\nb")).toBe('"a\r\nb"');
  });

  it("defuses text a spreadsheet would run as a formula", () => {
    expect(csvCell("=1+1")).toBe("'=1+1");
    expect(csvCell("+91 98765 43210")).toBe("'+91 98765 43210");
    expect(csvCell("-2+3")).toBe("'-2+3");
    expect(csvCell("@SUM(A1:A2)")).toBe("'@SUM(A1:A2)");
    expect(csvCell("\t=cmd")).toBe("'\t=cmd");
    expect(csvCell('=HYPERLINK("http://x.example","click")')).toBe('"\'=HYPERLINK(""http://x.example"",""click"")"');
    // Only a leading character matters.
    expect(csvCell("a=b")).toBe("a=b");
  });

  it("quotes a semicolon, so where Excel splits cells at one (its list separator in much of Europe) a formula after it stays in this cell", () => {
    expect(csvCell("Ravi;=cmd|' /C calc'!A0")).toBe("\"Ravi;=cmd|' /C calc'!A0\"");
    expect(csvCell("Asha;@SUM(1+9)")).toBe('"Asha;@SUM(1+9)"');
    expect(csvRow(["Ravi;-2+3", "ok"])).toBe('"Ravi;-2+3",ok\r\n');
  });
});

describe("csvRow", () => {
  it("joins cells with commas and ends records with CRLF", () => {
    expect(csvRow(["a", 1, null, "b,c"])).toBe('a,1,,"b,c"\r\n');
    expect(csvRow(["Ravi", "=bad()"])).toBe("Ravi,'=bad()\r\n");
  });
});
