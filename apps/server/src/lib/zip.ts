import { crc32, deflateRawSync } from 'node:zlib';

/** One file of a ZIP archive: its name inside (forward slashes) and its bytes (a string is UTF-8). */
export interface ZipEntry {
  name: string;
  data: Buffer | string;
}

/**
 * A ZIP archive (PKWARE APPNOTE 6.3, deflate, names in UTF-8) built in memory from small files, with
 * Node's own zlib: no ZIP library is needed for what the data export writes (a few files of a few
 * megabytes). No ZIP64: an archive over 4 GiB or 65 535 files is refused, far above what a caller
 * may put in (the export caps its files long before). `modified` is written as the Warsaw wall-clock
 * time (ZIP's DOS times have no zone).
 */
export function zipArchive(entries: readonly ZipEntry[], modified = new Date()): Buffer {
  if (entries.length > 0xffff) throw new Error('zipArchive: too many files for a ZIP without ZIP64');
  const { time, date } = dosTime(modified);
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const entry of entries) {
    const name = Buffer.from(entry.name, 'utf8');
    const data = typeof entry.data === 'string' ? Buffer.from(entry.data, 'utf8') : entry.data;
    const packed = deflateRawSync(data, { level: 9 });
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0); // local file header
    local.writeUInt16LE(20, 4); // version needed: 2.0 (deflate)
    local.writeUInt16LE(0x0800, 6); // flags: bit 11, the name is UTF-8
    local.writeUInt16LE(8, 8); // method: deflate
    local.writeUInt16LE(time, 10);
    local.writeUInt16LE(date, 12);
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(name.length, 26);
    local.writeUInt16LE(0, 28); // no extra field
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0); // central directory header
    central.writeUInt16LE(20, 4); // made by: 2.0, MS-DOS attributes
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(time, 12);
    central.writeUInt16LE(date, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(name.length, 28);
    // extra, comment, disk, internal and external attributes: 0
    central.writeUInt32LE(offset, 42);
    locals.push(local, name, packed);
    centrals.push(central, name);
    offset += local.length + name.length + packed.length;
    if (offset > 0xffffffff) throw new Error('zipArchive: over 4 GiB, which needs ZIP64');
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0); // end of central directory
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
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

/** MS-DOS date and time (2-second steps, years 1980–2107) of the Warsaw wall clock at `at`. */
function dosTime(at: Date): { time: number; date: number } {
  const part = Object.fromEntries(WARSAW.formatToParts(at).map((p) => [p.type, Number(p.value)]));
  const year = Math.min(Math.max(part.year!, 1980), 2107);
  return {
    time: (part.hour! << 11) | (part.minute! << 5) | Math.floor(part.second! / 2),
    date: ((year - 1980) << 9) | (part.month! << 5) | part.day!,
  };
}
