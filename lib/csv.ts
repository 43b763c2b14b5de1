// CSV for spreadsheet exports (RFC 4180: CRLF line ends; a field with a comma,
// quote or line break is quoted and its quotes doubled).
//
// Exports carry text that visitors typed (contact messages, e-mails). A cell
// that starts with = + - @ (or a tab / carriage return) is read by Excel,
// LibreOffice and Google Sheets as a formula, so such text could run one on
// the admin's machine ("CSV injection"). Those cells get a leading apostrophe,
// which spreadsheets show as plain text. A cell with a semicolon is quoted too:
// Excel splits unquoted cells at its list separator, a semicolon wherever the
// decimal mark is a comma (much of Europe), so "Ravi;=cmd|…" would start a new
// cell with the formula.

import { alreadyLogged, log } from "@/lib/observability/log.mjs";

export type CsvValue = string | number | boolean | Date | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;
const NEEDS_QUOTES = /[",;\r\n]/;

/** One cell as CSV text. Numbers and booleans are written as they are; dates as ISO 8601 (UTC). */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return "";
  if (typeof value === "number") return Number.isFinite(value) ? String(value) : "";
  if (typeof value === "boolean") return value ? "true" : "false";
  let text = value instanceof Date ? value.toISOString() : value;
  if (FORMULA_START.test(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** One record, ending in CRLF. */
export function csvRow(values: readonly CsvValue[]): string {
  return `${values.map(csvCell).join(",")}\r\n`;
}

/**
 * Byte-order mark written first, so Excel reads the file as UTF-8 (names in
 * Devanagari or with ₹ would be garbled otherwise). Other tools ignore it.
 */
export const CSV_BOM = "\uFEFF";

/** A spreadsheet export: its file name, its header row and its rows, read in batches as they are sent. */
export type CsvExport = {
  filename: string;
  header: readonly string[];
  batches: AsyncIterable<ReadonlyArray<readonly CsvValue[]>>;
};

/**
 * What an export's stream errors with when a read fails after the download began (the 200 and
 * some rows already sent): the failure is logged here, once, with the file and how far it got, and
 * marked so that Next's report of the same failed response does not log it again.
 */
export class CsvExportInterrupted extends Error {
  override name = "CsvExportInterrupted";
  readonly [alreadyLogged] = true;
  constructor(
    readonly file: string,
    readonly rowsSent: number,
    cause: unknown,
  ) {
    super(`The export ${file} stopped after ${rowsSent} rows.`, { cause });
  }
}

/**
 * The export's bytes, UTF-8 with the BOM: the header row, then each batch of
 * rows as it is read, so a long export never sits in memory whole. A read that
 * fails errors the stream (never a clean end): the server then cuts the
 * connection without the response's last chunk, so a browser reports the
 * download failed instead of saving a shorter file that looks complete.
 */
export function csvStream({ filename, header, batches }: CsvExport): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  const iterator = batches[Symbol.asyncIterator]();
  let started = false;
  let rowsSent = 0;
  return new ReadableStream<Uint8Array>({
    async pull(controller) {
      if (!started) {
        started = true;
        controller.enqueue(encoder.encode(CSV_BOM + csvRow(header)));
        return;
      }
      try {
        const next = await iterator.next();
        if (next.done) controller.close();
        else {
          controller.enqueue(encoder.encode(next.value.map(csvRow).join("")));
          rowsSent += next.value.length;
        }
      } catch (error) {
        log.error("CSV export failed midway", { file: filename, rowsSent, error });
        controller.error(new CsvExportInterrupted(filename, rowsSent, error));
      }
    },
    async cancel() {
      await iterator.return?.();
    },
  });
}
