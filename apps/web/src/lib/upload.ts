import { FILE_MESSAGES, MAX_UPLOAD_BYTES, MAX_VIDEO_BYTES, type FileVisibility } from '@klub/contracts';
import { pathOf, postFilesUpload, postFilesUploadVideo, type Answer } from './api';
import { api, ApiError } from './api-client';

type UploadedFile = Answer<typeof postFilesUpload>;

export interface UploadOptions {
  /** Use the admin token (admin screens); by default the space of the current page. */
  admin?: boolean;
  /** PUBLIC by default; GOLD and ADMIN only for admins. */
  visibility?: FileVisibility;
  /** 0–100 while the file is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

/**
 * postFilesUpload (multipart, field `file`) through the API client: answers
 * `{ key, url, originalName, mimeType, size }`. The size is checked here first (the server checks
 * it again, and the content too). Failures are ApiError with the server's Polish message.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new ApiError(413, [FILE_MESSAGES.tooLarge], FILE_MESSAGES.tooLarge));
  const form = new FormData();
  if (options.visibility) form.append('visibility', options.visibility);
  form.append('file', file, file.name);
  return api.upload<UploadedFile>(pathOf(postFilesUpload), form, {
    space: options.admin ? 'admin' : undefined,
    query: options.visibility ? { visibility: options.visibility } : undefined,
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/**
 * postFilesUploadVideo (admins; an MP4 up to MAX_VIDEO_BYTES, kept in parts and played with
 * byte ranges), with progress like uploadFile.
 */
export function uploadVideo(file: File, options: Pick<UploadOptions, 'onProgress' | 'signal'> = {}): Promise<UploadedFile> {
  if (file.size > MAX_VIDEO_BYTES) return Promise.reject(new ApiError(413, [FILE_MESSAGES.videoTooLarge], FILE_MESSAGES.videoTooLarge));
  const form = new FormData();
  form.append('file', file, file.name);
  return api.upload<Answer<typeof postFilesUploadVideo>>(pathOf(postFilesUploadVideo), form, {
    space: 'admin',
    onProgress: options.onProgress,
    signal: options.signal,
  });
}

/**
 * Downloads a file that needs the caller's token (GOLD or ADMIN visibility): fetched through the
 * API client (Bearer, 401, the server's message) and saved as a blob, since a plain link would
 * carry no token.
 */
export function downloadFile(url: string, fileName: string, options: { admin?: boolean } = {}): Promise<void> {
  return api.download(url, fileName, '*', options.admin ? { space: 'admin' } : {});
}
