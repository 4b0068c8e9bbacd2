import { randomBytes } from 'node:crypto';
import { fileTypeFromBuffer } from 'file-type';
import {
  FILE_MESSAGES,
  UPLOAD_TYPES,
  fileUrl,
  type FileVisibility,
  type ImageWidth,
  type UploadMimeType,
  type UploadedFile,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import { fileRowByKey, goldMayRead, insertFile } from './files.queries';
import { AppError } from '../../errors';
import type { AuthContext } from '../../plugins/access';
import { resizeAll, storeVariants } from './image-variants';

const isAllowed = (mime: string): mime is UploadMimeType => Object.hasOwn(UPLOAD_TYPES, mime);

/**
 * The kind of an upload by its content (magic bytes), never by its name or the browser's
 * Content-Type: a renamed executable or an HTML page named `.jpg` is refused.
 */
export async function detectType(content: Buffer, badType: string = FILE_MESSAGES.badType): Promise<{ mime: UploadMimeType; ext: string }> {
  if (content.length === 0) throw new AppError('VALIDATION', FILE_MESSAGES.empty);
  const found = await fileTypeFromBuffer(content);
  if (!found || !isAllowed(found.mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', badType);
  return { mime: found.mime, ext: UPLOAD_TYPES[found.mime] };
}

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/g;

/** The uploader's file name, kept only for display and Content-Disposition: no path, no control characters, bounded. */
export function cleanOriginalName(name: string | undefined, ext: string): string {
  const base = (name ?? '').split(/[\\/]/).pop() ?? '';
  const cleaned = base.replace(CONTROL_CHARS, '').trim().slice(-200);
  return cleaned || `plik.${ext}`;
}

/**
 * Stores an upload. `accept` narrows the kinds further (by content, like every upload): a `/contact`
 * attachment is a PDF, JPG or PNG only, refused with its own message.
 */
export async function storeFile(
  db: Database,
  input: {
    content: Buffer;
    originalName: string | undefined;
    visibility: FileVisibility;
    uploadedBy: number;
    accept?: { types: readonly UploadMimeType[]; message: string };
  },
): Promise<UploadedFile> {
  const { mime, ext } = await detectType(input.content, input.accept?.message);
  if (input.accept && !input.accept.types.includes(mime)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', input.accept.message);
  const key = `${randomBytes(18).toString('base64url')}.${ext}`;
  const originalName = cleanOriginalName(input.originalName, ext);
  const variants = await resizeAll(mime, input.content);
  const [row] = await insertFile(db, {
    key,
    originalName,
    mimeType: mime,
    size: input.content.length,
    content: input.content,
    visibility: input.visibility,
    uploadedBy: input.uploadedBy,
  });
  await storeVariants(db, row!.id, variants);
  return { key, url: fileUrl(key), originalName, mimeType: mime, size: input.content.length };
}

export interface StoredFile {
  id: number;
  originalName: string;
  mimeType: string;
  size: number;
  content: Buffer;
  visibility: FileVisibility;
  uploadedBy: number | null;
}

/**
 * Who may download a file: PUBLIC anyone; ADMIN admins; PRIVATE admins and the member who uploaded
 * it; GOLD admins and gold members — a gold document of a subgroup only for members of that
 * subgroup (a GOLD file no document uses yet: every gold member). `auth` is null for an anonymous
 * caller.
 */
export async function assertMayDownload(
  db: Database,
  file: Pick<StoredFile, 'id' | 'visibility' | 'uploadedBy'>,
  auth: AuthContext | null,
): Promise<void> {
  if (file.visibility === 'PUBLIC') return;
  if (!auth) throw new AppError('UNAUTHORIZED');
  if (auth.space === 'admin') return;
  if (file.visibility === 'ADMIN') throw new AppError('FORBIDDEN', FILE_MESSAGES.adminOnly);
  if (file.visibility === 'PRIVATE') {
    if (file.uploadedBy !== null && file.uploadedBy === auth.userId) return;
    throw new AppError('FORBIDDEN', FILE_MESSAGES.privateOnly);
  }
  if (!(await goldMayRead(db, file.id, auth.userId))) throw new AppError('FORBIDDEN', FILE_MESSAGES.goldOnly);
}

/** RFC 6266/5987 Content-Disposition: an ASCII fallback name plus the UTF-8 original. */
export function contentDisposition(name: string, inline: boolean): string {
  const fallback =
    name
      .normalize('NFKD')
      .replace(/[^\x20-\x7e]/g, '')
      .replace(/["\\%;]/g, '_')
      .trim() || 'plik';
  const encoded = encodeURIComponent(name).replace(/['()*]/g, (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`);
  return `${inline ? 'inline' : 'attachment'}; filename="${fallback}"; filename*=UTF-8''${encoded}`;
}

/**
 * A stored file by key, 404 when there is none. With a width: its WebP copy of that width in
 * `variant` when one is stored (and then no `content`, so a list of thumbnails never reads the
 * full-size photos).
 */
export async function fileByKey(db: Database, key: string, width?: ImageWidth) {
  const [file] = await fileRowByKey(db, key, width);
  if (!file) throw new AppError('NOT_FOUND', FILE_MESSAGES.notFound);
  return file;
}
