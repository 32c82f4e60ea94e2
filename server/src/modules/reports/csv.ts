/**
 * CSV for spreadsheets: a UTF-8 byte-order mark so Excel reads Bangla and ৳ right, CRLF rows, and
 * cells that a spreadsheet would run as a formula (starting with = + - @, or a tab or carriage
 * return) prefixed with an apostrophe, so an order's name or a coupon code cannot become a formula.
 */
export const UTF8_BOM = '\uFEFF';

export type CsvCell = string | number | null | undefined;

const FORMULA_START = /^[=+\-@\t\r]/;

/** One cell, quoted when it holds a comma, quote or line break, and defused when it starts like a formula. */
export function csvCell(value: CsvCell): string {
  if (value === null || value === undefined) return '';
  // Numbers are written as numbers (a negative amount stays a number, not text).
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** A whole file: the header row, then the rows, with a BOM in front. */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  return UTF8_BOM + [header, ...rows].map((row) => row.map(csvCell).join(',')).join('\r\n') + '\r\n';
}
