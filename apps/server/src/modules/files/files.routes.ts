import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import multipart from '@fastify/multipart';
import { z } from 'zod';
import {
  FILE_MESSAGES,
  UPLOAD_VISIBILITIES,
  DownloadQuery,
  FileKeyParam,
  MAX_UPLOAD_BYTES,
  MAX_VIDEO_BYTES,
  type ImageWidth,
  UploadQuery,
  UploadedFile,
  type FileVisibility,
} from '@klub/contracts';
import { ACCESS, authOf, type AuthContext } from '../../plugins/access';
import { errorResponses } from '../../lib/route-schema';
import { ok, spec } from '../../lib/route';
import { multipartFileBody } from '../../plugins/openapi';
import { hitLimit } from '../../lib/rate-limit';
import { AppError, badRequest } from '../../errors';
import type { Deps } from '../../deps';
import { makeVariant } from './image-variants';
import { assertMayDownload, contentDisposition, fileByKey, storeFile } from './files.service';
import { chunkedStream, requestedRange, storeChunkedFile } from './file-chunks';

const tags = ['Files'];
/** A customer may upload this many files an hour (admins are not limited). */
const CUSTOMER_UPLOADS_PER_HOUR = 60;

function visibilityOf(raw: unknown): FileVisibility | undefined {
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw === 'string' && (UPLOAD_VISIBILITIES as readonly string[]).includes(raw)) return raw as FileVisibility;
  throw badRequest(FILE_MESSAGES.badVisibility);
}

/**
 * Uploads (multipart, checked by content, at most 10 MB) and downloads of files kept in
 * PostgreSQL. Multipart parsing is registered only inside this plugin.
 */
export function filesRoutes(deps: Deps): FastifyPluginAsyncZod {
  return async (app) => {
    await app.register(multipart, {
      limits: { fileSize: MAX_UPLOAD_BYTES, files: 1, fields: 5, fieldSize: 200, parts: 6, headerPairs: 50 },
    });

    const uploadBody = multipartFileBody({
      description: `Plik: obraz JPG/PNG/WEBP/GIF, PDF, DOCX lub XLSX, do ${MAX_UPLOAD_BYTES / 1024 / 1024} MB`,
      fields: {
        visibility: { type: 'string', enum: [...UPLOAD_VISIBILITIES], description: 'Widoczność (jak w zapytaniu), przed plikiem' },
      },
    });
    const postFilesUpload = spec({ access: ACCESS.signedIn, docBody: uploadBody }, tags, ok(UploadedFile, 413, 415, 429), {
      summary: 'Przesyła plik (multipart, pole „file”; obrazy JPG/PNG/WEBP/GIF, PDF, DOCX, XLSX; do 10 MB)',
      description:
        'Widoczność (`visibility`: PUBLIC domyślnie; GOLD i ADMIN tylko dla administratora) w zapytaniu lub jako pole formularza przed plikiem.',
      querystring: UploadQuery,
    });
    app.post('/api/files/upload', postFilesUpload, async (req) => {
      const auth: AuthContext = authOf(req);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.notMultipart);
      if (auth.space !== 'admin') {
        await hitLimit(deps.db, { key: `upload:user:${auth.userId}`, limit: CUSTOMER_UPLOADS_PER_HOUR, windowSeconds: 3600 });
      }
      let part;
      try {
        part = await req.file();
      } catch (err) {
        throw mapMultipartError(err);
      }
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', FILE_MESSAGES.noFile);
      const field = part.fields.visibility;
      const fieldValue = field && !Array.isArray(field) && field.type === 'field' ? field.value : undefined;
      const visibility = req.query.visibility ?? visibilityOf(fieldValue) ?? 'PUBLIC';
      if (visibility !== 'PUBLIC' && auth.space !== 'admin') {
        part.file.resume();
        throw new AppError('FORBIDDEN', FILE_MESSAGES.visibilityAdminOnly);
      }
      let content: Buffer;
      try {
        content = await part.toBuffer();
      } catch (err) {
        throw mapMultipartError(err);
      }
      return storeFile(deps.db, { content, originalName: part.filename, visibility, uploadedBy: auth.userId });
    });

    const videoBody = multipartFileBody({ description: `Film MP4, do ${MAX_VIDEO_BYTES / 1024 / 1024} MB` });
    const postFilesUploadVideo = spec({ access: ACCESS.admin('content'), docBody: videoBody }, tags, ok(UploadedFile, 400, 413, 415), {
      summary: `Przesyła film MP4 (multipart, pole „file”; do ${MAX_VIDEO_BYTES / 1024 / 1024} MB) — do filmów szkoleniowych`,
      description: 'Film jest zapisywany częściami w trakcie przesyłania i odtwarzany z obsługą nagłówka `Range`.',
    });
    app.post('/api/files/upload-video', postFilesUploadVideo, async (req) => {
      const auth: AuthContext = authOf(req);
      if (!req.isMultipart()) throw new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.notMultipart);
      let part;
      try {
        part = await req.file({ limits: { fileSize: MAX_VIDEO_BYTES, files: 1, fields: 0, parts: 1 } });
      } catch (err) {
        throw mapMultipartError(err);
      }
      if (!part || part.fieldname !== 'file') throw new AppError('VALIDATION', FILE_MESSAGES.noFile);
      const file = part.file;
      try {
        return await storeChunkedFile(deps.db, {
          stream: file,
          truncated: () => file.truncated,
          originalName: part.filename,
          uploadedBy: auth.userId,
        });
      } catch (err) {
        file.resume();
        if ((err as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
          throw new AppError('PAYLOAD_TOO_LARGE', FILE_MESSAGES.videoTooLarge);
        throw mapMultipartError(err);
      }
    });

    const getFilesDownloadByKey = spec(
      { access: ACCESS.public },
      tags,
      {
        200: z.any().describe('zawartość pliku'),
        206: z.any().describe('zakres bajtów filmu (nagłówek Range)'),
        ...errorResponses(401, 403, 404, 416),
      },
      {
        summary: 'Pobiera plik (PUBLIC: każdy; GOLD: członkowie grupy Gold i administratorzy; ADMIN: administratorzy)',
        description:
          'Z `w` (320, 640 lub 1280) zdjęcie JPG, PNG lub WEBP przychodzi jako WebP najwyżej tej szerokości; GIF i dokumenty zawsze w oryginale. ' +
          'Film (MP4) przychodzi strumieniem i obsługuje nagłówek `Range` (206 z `Content-Range`, 416 poza plikiem).',
        params: FileKeyParam,
        querystring: DownloadQuery,
      },
    );
    app.get('/api/files/download/:key', getFilesDownloadByKey, async (req, reply) => {
      const width = req.query.w as ImageWidth | undefined;
      const file = await fileByKey(deps.db, req.params.key, width);
      let auth: AuthContext | null = null;
      if (file.visibility !== 'PUBLIC' && req.headers.authorization) auth = await deps.tokens.authenticate(req, ACCESS.signedIn);
      await assertMayDownload(deps.db, file, auth);
      const inline = file.mimeType.startsWith('image/') || file.mimeType.startsWith('video/') || file.mimeType === 'application/pdf';
      reply
        .header('content-disposition', contentDisposition(file.originalName, inline))
        .header('x-content-type-options', 'nosniff')
        // Keys are never reused, so a public file never changes; restricted ones stay out of shared caches.
        .header('cache-control', file.visibility === 'PUBLIC' ? 'public, max-age=31536000, immutable' : 'private, no-store');
      if (file.chunkSize !== null) {
        // A film kept in parts: streamed, and a byte range reads only the parts it covers.
        const range = requestedRange(file.size, req.headers.range);
        if (range === 'unsatisfiable') throw new AppError('RANGE_NOT_SATISFIABLE', undefined, { 'content-range': `bytes */${file.size}` });
        const bytes = range ?? { start: 0, end: file.size - 1 };
        if (range) reply.code(206).header('content-range', `bytes ${bytes.start}-${bytes.end}/${file.size}`);
        return reply
          .header('accept-ranges', 'bytes')
          .header('content-type', file.mimeType)
          .header('content-length', String(bytes.end - bytes.start + 1))
          .send(chunkedStream(deps.db, { id: file.id, chunkSize: file.chunkSize }, bytes));
      }
      // With a width: the stored copy; for a photo older than its copies, made now (and kept) from the original.
      const variant =
        file.variant ??
        (width === undefined || !file.content ? null : await makeVariant(deps.db, { ...file, content: file.content }, width));
      const body = variant ?? file.content!;
      const type = variant ? 'image/webp' : file.mimeType;
      return reply.header('content-type', type).header('content-length', String(body.length)).send(body);
    });
  };
}

/** A multipart failure as the client's error (too large, too many parts, not a form), else the error itself. */
export function mapMultipartError(err: unknown): AppError | unknown {
  const code = (err as { code?: string }).code;
  if (code === 'FST_REQ_FILE_TOO_LARGE' || code === 'FST_FILES_LIMIT' || code === 'FST_PARTS_LIMIT' || code === 'FST_FIELDS_LIMIT') {
    return new AppError('PAYLOAD_TOO_LARGE', code === 'FST_REQ_FILE_TOO_LARGE' ? FILE_MESSAGES.tooLarge : FILE_MESSAGES.tooManyParts);
  }
  if (code === 'FST_INVALID_MULTIPART_CONTENT_TYPE') return new AppError('UNSUPPORTED_MEDIA_TYPE', FILE_MESSAGES.notMultipart);
  if (code === 'FST_PROTO_VIOLATION' || (err instanceof Error && /multipart|boundary|Unexpected end/i.test(err.message))) {
    return badRequest(FILE_MESSAGES.badForm);
  }
  return err;
}
