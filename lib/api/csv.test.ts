import { describe, expect, it } from "vitest";
import { CSV_BOM } from "@/lib/csv";
import { csvDownload } from "./csv";

describe("csvDownload", () => {
  it("streams a UTF-8 attachment with a BOM, the header and every batch", async () => {
    async function* batches() {
      yield [["Asha", "₹1,299"]];
      yield [];
      yield [["Ravi", "+1"]];
    }
    const response = csvDownload({ filename: "messages 2026.csv", header: ["name", "note"], batches: batches() });
    expect(response.headers.get("content-type")).toBe("text/csv; charset=utf-8");
    expect(response.headers.get("content-disposition")).toBe('attachment; filename="messages_2026.csv"');
    const text = new TextDecoder("utf-8", { ignoreBOM: true }).decode(await response.arrayBuffer());
    expect(text).toBe(`${CSV_BOM}name,note\r\nAsha,"₹1,299"\r\nRavi,'+1\r\n`);
  });
});
