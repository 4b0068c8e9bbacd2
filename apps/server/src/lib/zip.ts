import { zipSync, type Zippable } from 'fflate';

/** One file of a ZIP archive: its name inside (forward slashes) and its bytes (a string is UTF-8). */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/**
 * A ZIP archive built in memory from small files (the data export: a few files of a few megabytes),
 * with fflate: deflate level 9, names in UTF-8 (flagged as such for non-ASCII names). `modified` is
 * written as the Warsaw wall-clock time: ZIP's DOS times have no zone, and fflate writes the Date's
 * local time, so it gets a Date whose local fields are Warsaw's.
 */
export function zipArchive(entries: readonly ZipEntry[], modified = new Date()): Buffer {
  const mtime = warsawWallClock(modified);
  const files: Zippable = {};
  for (const entry of entries) {
    if (entry.name in files) throw new Error(`zipArchive: ${entry.name} twice`);
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    files[entry.name] = [new Uint8Array(data.buffer, data.byteOffset, data.byteLength), { level: 9, mtime }];
  }
  const zip = zipSync(files);
  return Buffer.from(zip.buffer, zip.byteOffset, zip.byteLength);
}

const WARSAW = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Warsaw',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

function warsawWallClock(at: Date): Date {
  const part = Object.fromEntries(WARSAW.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const year = Math.min(Math.max(part.year!, 1980), 2099);
  return new Date(year, part.month! - 1, part.day!, part.hour!, part.minute!, part.second!);
}
