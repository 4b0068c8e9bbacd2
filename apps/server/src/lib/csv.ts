/**
 * A cell safe to open in a spreadsheet: text starting with = + - @ (or a tab/CR) would be run as
 * a formula by Excel; a leading apostrophe makes it plain text (OWASP "CSV injection").
 * A sign followed only by digits and spaces (a phone `+48 600 100 200`, a balance `-150`) is a
 * number, not a formula: it is written as it is.
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  if (/^[+-]\d[\d ]*$/.test(s)) return s;
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}
