/**
 * A cell safe to open in a spreadsheet: text starting with = + - @ (or a tab/CR) would be run as
 * a formula by Excel; a leading apostrophe makes it plain text (OWASP "CSV injection").
 */
export function csvCell(value: string | number | null | undefined): string {
  if (value === null || value === undefined) return '';
  const s = String(value);
  return /^[=+\-@\t\r]/.test(s) ? `'${s}` : s;
}
