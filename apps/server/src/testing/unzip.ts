import { crc32, inflateRawSync } from 'node:zlib';

/**
 * Reads a ZIP archive as the tests need it (the data export's answer): the central directory, then
 * each file through its local header, stored or deflated, its CRC-32 checked. Names → bytes.
 */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const endAt = zip.lastIndexOf(Buffer.from([0x50, 0x4b, 0x05, 0x06]));
  if (endAt < 0) throw new Error('unzip: no end of central directory');
  const count = zip.readUInt16LE(endAt + 10);
  let at = zip.readUInt32LE(endAt + 16);
  const files = new Map<string, Buffer>();
  for (let i = 0; i < count; i++) {
    if (zip.readUInt32LE(at) !== 0x02014b50) throw new Error(`unzip: no central header at ${at}`);
    const method = zip.readUInt16LE(at + 10);
    const crc = zip.readUInt32LE(at + 16);
    const packedSize = zip.readUInt32LE(at + 20);
    const size = zip.readUInt32LE(at + 24);
    const nameLength = zip.readUInt16LE(at + 28);
    const skip = nameLength + zip.readUInt16LE(at + 30) + zip.readUInt16LE(at + 32);
    const name = zip.toString('utf8', at + 46, at + 46 + nameLength);
    const local = zip.readUInt32LE(at + 42);
    if (zip.readUInt32LE(local) !== 0x04034b50) throw new Error(`unzip: no local header of ${name}`);
    const start = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const packed = zip.subarray(start, start + packedSize);
    const data = method === 8 ? inflateRawSync(packed) : method === 0 ? Buffer.from(packed) : undefined;
    if (!data) throw new Error(`unzip: ${name} uses method ${method}`);
    if (data.length !== size || crc32(data) !== crc) throw new Error(`unzip: ${name} is damaged`);
    files.set(name, data);
    at += 46 + skip;
  }
  return files;
}
