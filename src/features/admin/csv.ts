/**
 * A CSV writer following RFC 4180: CRLF line endings, fields quoted when they contain a comma, a
 * double quote (doubled inside quotes), a line break or edge spaces.
 *
 * Spreadsheets run a cell that starts with =, +, - or @ as a formula, so user-typed text such as a
 * name "=HYPERLINK(...)" could act when an admin opens the export. Such fields get a leading
 * apostrophe, which spreadsheets show as plain text.
 */
export type CsvValue = string | number | boolean | null | undefined;

const formulaStart = /^[=+\-@\t\r]/;

export function csvField(value: CsvValue): string {
  let text = value === null || value === undefined ? '' : String(value);
  if (typeof value === 'string' && formulaStart.test(text)) text = `'${text}`;
  return /[",\r\n]|^\s|\s$/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** The header row, then one line per row; every line ends with CRLF. */
export function toCsv(header: string[], rows: CsvValue[][]): string {
  return [header, ...rows].map((row) => row.map(csvField).join(',') + '\r\n').join('');
}
