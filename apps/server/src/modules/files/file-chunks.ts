import { randomBytes } from 'node:crypto';
import { Readable } from 'node:stream';
import { fileTypeFromBuffer } from 'file-type';
import { parse as parseRange } from 'range-parser';
import { FILE_MESSAGES, MAX_VIDEO_BYTES, fileUrl, type UploadedFile } from '@klub/contracts';
import type { Database } from '@klub/db';
import { AppError } from '../../errors';
import { cleanOriginalName } from './files.service';
import { chunks, insertChunk, insertFile, setFileSize } from './files.queries';

/**
 * Large files (uploaded films) kept in `file_chunks`, parts of CHUNK_BYTES: an upload is written
 * part by part as it arrives, and a download — whole or a byte range, as a `<video>` asks while
 * it plays and seeks — reads only the parts it covers, a few at a time. A file is never whole in
 * the server's memory, and every instance serves it from the database (docs/domain.md "Filmy
 * szkoleniowe").
 */
export const CHUNK_BYTES = 1024 * 1024;
/** Parts read per query while streaming a download. */
const PARTS_PER_READ = 4;

/** The film types accepted, by content (magic bytes): MP4 only, the one every browser plays. */
const VIDEO_TYPES: Record<string, string> = { 'video/mp4': 'mp4' };

/**
 * Stores an uploaded film from its stream. The caller's request transaction (every admin write
 * runs in one) makes it all or nothing: a refused type, a too large file or a broken connection
 * leaves no row. `truncated` tells whether the multipart limit cut the stream.
 */
export async function storeChunkedFile(
  db: Database,
  input: { stream: AsyncIterable<Buffer>; truncated: () => boolean; originalName: string | undefined; uploadedBy: number },
  chunkBytes = CHUNK_BYTES,
): Promise<UploadedFile> {
  let fileId: number | null = null;
  let ext = '';
  let mime = '';
  let size = 0;
  let n = 0;
  let pending: Buffer[] = [];
  let pendingBytes = 0;

  const flush = async (final: boolean) => {
    while (pendingBytes >= chunkBytes || (final && pendingBytes > 0)) {
      const all = Buffer.concat(pending);
      const part = all.subarray(0, Math.min(chunkBytes, all.length));
      const rest = all.subarray(part.length);
      if (fileId === null) {
        const type = await fileTypeFromBuffer(part);
        if (!type || !Object.hasOwn(VIDEO_TYPES, type.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.videoType);
        mime = type.mime;
        ext = VIDEO_TYPES[type.mime]!;
        const [row] = await insertFile(db, {
          key: `${randomBytes(18).toString('base64url')}.${ext}`,
          originalName: cleanOriginalName(input.originalName, ext),
          mimeType: mime,
          size: 0,
          content: Buffer.alloc(0),
          chunkSize: chunkBytes,
          // Members play it in a <video>, which sends no token: the key (144 random bits) is the secret.
          visibility: 'PUBLIC',
          uploadedBy: input.uploadedBy,
        });
        fileId = row!.id;
      }
      await insertChunk(db, fileId, n++, Buffer.from(part));
      pending = rest.length ? [rest] : [];
      pendingBytes = rest.length;
    }
  };

  for await (const piece of input.stream) {
    size += piece.length;
    if (size > MAX_VIDEO_BYTES) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.videoTooLarge);
    pending.push(piece);
    pendingBytes += piece.length;
    if (pendingBytes >= chunkBytes) await flush(false);
  }
  if (input.truncated()) throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.videoTooLarge);
  if (size === 0) throw new AppError('VALIDATION', FILE_MESSAGES.empty);
  await flush(true);
  const [row] = await setFileSize(db, fileId!, size);
  return { key: row!.key, url: fileUrl(row!.key), originalName: row!.originalName, mimeType: mime, size };
}

/** The bytes a download sends: the whole file (null), one range, or 416 when the range lies outside it. */
export type ByteRange = { start: number; end: number };

/**
 * The `Range` header read as RFC 9110 says: `bytes=a-b`, `a-`, `-n`; several ranges that touch are
 * merged; a header that cannot be read, another unit, or ranges that stay apart get the whole file
 * (a server may ignore Range); a range wholly past the end is 416.
 */
export function requestedRange(size: number, header: string | undefined): ByteRange | null | 'unsatisfiable' {
  if (!header) return null;
  const parsed = parseRange(size, header);
  if (parsed.type !== 'bytes') return null;
  if (parsed.ranges.length === 0) return parsed.code & 2 ? 'unsatisfiable' : null;
  if (parsed.code & 1) return null;
  const sorted = [...parsed.ranges].sort((a, b) => a.start - b.start);
  const merged = { ...sorted[0]! };
  for (const r of sorted.slice(1)) {
    if (r.start > merged.end + 1) return null;
    merged.end = Math.max(merged.end, r.end);
  }
  return merged;
}

/** Bytes [start, end] of a chunked file as a stream, reading PARTS_PER_READ parts per query. */
export function chunkedStream(db: Database, file: { id: number; chunkSize: number }, range: ByteRange): Readable {
  const { chunkSize } = file;
  async function* parts() {
    const last = Math.floor(range.end / chunkSize);
    for (let first = Math.floor(range.start / chunkSize); first <= last; first += PARTS_PER_READ) {
      const rows = await chunks(db, file.id, first, Math.min(first + PARTS_PER_READ - 1, last));
      for (const row of rows) {
        const offset = row.n * chunkSize;
        yield row.content.subarray(Math.max(range.start - offset, 0), Math.min(range.end + 1 - offset, row.content.length));
      }
    }
  }
  return Readable.from(parts());
}
