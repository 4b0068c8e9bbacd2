import type { FastifyReply } from 'fastify';
import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify';
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

/**
 * Rows as a CSV download for Polish Excel: `;`-separated, BOM, header row. A failure while the
 * rows are produced (the database gone mid-export) destroys the stream, so the response ends
 * with an error instead of hanging.
 */
export function csvDownload(rows: AsyncIterable<(string | number)[]>, columns: readonly string[]): Readable {
  const csv = stringify({ delimiter: ';', bom: true, header: true, columns: [...columns] });
  const source = Readable.from(rows);
  source.on('error', (err) => csv.destroy(err));
  return source.pipe(csv);
}

/** Answers with a CSV download (`csvDownload`'s stream, streamed as it is: a stream is not serialised). */
export function sendCsv(reply: FastifyReply, file: { filename: string; stream: Readable }) {
  return reply
    .header('content-type', 'text/csv; charset=utf-8')
    .header('content-disposition', `attachment; filename="${file.filename}"`)
    .send(file.stream as never);
}
