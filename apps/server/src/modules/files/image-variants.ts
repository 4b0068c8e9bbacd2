import sharp from 'sharp';
import { IMAGE_WIDTHS, type ImageWidth } from '@klub/contracts';
import type { Database } from '@klub/db';
import { insertVariants } from './files.queries';

/** The photos that get WebP copies: a GIF may be animated and keeps only its original. */
const RESIZABLE = new Set(['image/jpeg', 'image/png', 'image/webp']);
export const isResizable = (mime: string) => RESIZABLE.has(mime);

const WEBP_QUALITY = 78;
/** A decompression-bomb guard: sharp refuses an image of more pixels than this (about 8 000 × 5 000). */
const MAX_PIXELS = 40_000_000;

/**
 * A WebP copy of `content` at most `width` px wide (never enlarged), turned upright by its EXIF
 * orientation and without its metadata (no camera serial numbers or GPS in what members download).
 */
export async function resizeToWebp(content: Buffer, width: ImageWidth): Promise<Buffer> {
  return sharp(content, { limitInputPixels: MAX_PIXELS, failOn: 'error' })
    .rotate()
    .resize({ width, withoutEnlargement: true })
    .webp({ quality: WEBP_QUALITY, effort: 3 })
    .toBuffer();
}

/**
 * Every width of a photo (at upload, before any row is written, so no transaction waits on sharp).
 * A photo sharp cannot read gets no copies: downloads with `?w=` then get the original, as a GIF.
 */
export async function resizeAll(mime: string, content: Buffer): Promise<{ width: ImageWidth; content: Buffer }[]> {
  if (!isResizable(mime)) return [];
  try {
    return await Promise.all(IMAGE_WIDTHS.map(async (width) => ({ width, content: await resizeToWebp(content, width) })));
  } catch {
    return [];
  }
}

export async function storeVariants(db: Database, fileId: number, variants: { width: ImageWidth; content: Buffer }[]) {
  if (variants.length === 0) return;
  await insertVariants(db, fileId, variants);
}

/**
 * One width of a photo uploaded before copies were made (or whose copy failed): made now and
 * stored for the next request. Null when the photo is not resizable or cannot be read: the caller
 * sends the original.
 */
export async function makeVariant(
  db: Database,
  file: { id: number; mimeType: string; content: Buffer },
  width: ImageWidth,
): Promise<Buffer | null> {
  if (!isResizable(file.mimeType)) return null;
  let content: Buffer;
  try {
    content = await resizeToWebp(file.content, width);
  } catch {
    return null;
  }
  await insertVariants(db, file.id, [{ width, content }]);
  return content;
}
