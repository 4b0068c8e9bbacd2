import { unzipSync } from 'fflate';

/** Reads a ZIP archive as the tests need it (the data export's answer): names → bytes, in archive order. */
export function unzip(zip: Buffer): Map<string, Buffer> {
  const files = unzipSync(new Uint8Array(zip.buffer, zip.byteOffset, zip.byteLength));
  return new Map(Object.entries(files).map(([name, data]) => [name, Buffer.from(data)]));
}
