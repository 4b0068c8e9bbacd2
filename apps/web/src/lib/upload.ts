import { FILE_MESSAGES, MAX_UPLOAD_BYTES, type FileVisibility, type UploadedFile } from '@klub/contracts';
import { ApiError } from './api-client';
import { currentSpace, getToken, type TokenSpace } from './auth-storage';
import { saveBlob } from './download';

export interface UploadOptions {
  /** Use the admin token (admin screens); by default the space of the current page. */
  admin?: boolean;
  /** PUBLIC by default; GOLD and ADMIN only for admins. */
  visibility?: FileVisibility;
  /** 0–100 while the file is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function messagesOf(text: string): string[] {
  try {
    const body = JSON.parse(text) as { message?: unknown };
    return [body.message].flat().filter((m): m is string => typeof m === 'string' && m.length > 0);
  } catch {
    return [];
  }
}

/**
 * POST /api/files/upload (multipart, field `file`): answers `{ key, url, originalName, mimeType, size }`.
 * The size is checked here first (the server checks it again, and the content too).
 * Failures are ApiError with the server's Polish message.
 */
export function uploadFile(file: File, options: UploadOptions = {}): Promise<UploadedFile> {
  if (file.size > MAX_UPLOAD_BYTES) return Promise.reject(new ApiError(413, [FILE_MESSAGES.tooLarge], FILE_MESSAGES.tooLarge));
  const space: TokenSpace = options.admin ? 'admin' : currentSpace();
  const token = getToken(space);
  const form = new FormData();
  if (options.visibility) form.append('visibility', options.visibility);
  form.append('file', file, file.name);
  const query = options.visibility ? `?visibility=${options.visibility}` : '';

  return new Promise<UploadedFile>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', `/api/files/upload${query}`);
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as UploadedFile);
      } else {
        reject(new ApiError(xhr.status, messagesOf(xhr.responseText), `Nie udało się przesłać pliku (${xhr.status})`));
      }
    };
    xhr.onerror = () => reject(new ApiError(0, ['Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie'], 'Brak połączenia'));
    xhr.onabort = () => reject(new DOMException('Przerwano', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Downloads a file that needs the caller's token (GOLD or ADMIN visibility): fetched with the
 * Bearer header and saved as a blob, since a plain link would carry no token.
 */
export async function downloadFile(url: string, fileName: string, options: { admin?: boolean } = {}): Promise<void> {
  const space: TokenSpace = options.admin ? 'admin' : currentSpace();
  const token = getToken(space);
  let response: Response;
  try {
    response = await fetch(url, { headers: token ? { Authorization: `Bearer ${token}` } : {}, credentials: 'same-origin' });
  } catch {
    throw new ApiError(0, ['Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie'], 'Brak połączenia');
  }
  if (!response.ok) throw new ApiError(response.status, messagesOf(await response.text()), `Nie udało się pobrać pliku (${response.status})`);
  saveBlob(await response.blob(), fileName);
}
