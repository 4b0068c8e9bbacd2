import { currentSpace, clearToken, getToken, type TokenSpace } from './auth-storage';
import { saveBlob } from './download';
import { takeEarly } from './early';

/** A failed API call: `message` is the text to show (server's Polish message when there is one). */
export class ApiError extends Error {
  readonly status: number;
  readonly messages: string[];

  constructor(status: number, messages: string[], fallback: string) {
    super(messages.length ? messages.join('\n') : fallback);
    this.name = 'ApiError';
    this.status = status;
    this.messages = messages;
  }
}

/**
 * The text to display for a failure (spec §8): the server's message (a list joined
 * by newlines); else the screen's default text; else the error's own message.
 */
export function errorMessage(error: unknown, fallback: string): string {
  if (error instanceof ApiError) return error.messages.length ? error.messages.join('\n') : fallback;
  if (error instanceof Error && error.message) return error.message;
  return fallback;
}

/**
 * A query string's values; undefined, null and empty text are left out (an empty filter is no filter).
 * A list is the parameter repeated (`dth=3&dth=4`), after the single ones.
 */
export type ApiQuery = Record<string, string | number | boolean | null | undefined | readonly (string | number)[]>;
type Query = ApiQuery;

export interface RequestOptions {
  query?: Query;
  body?: unknown;
  signal?: AbortSignal;
  /** Token space to use; by default the space of the current page. */
  space?: TokenSpace;
  /** false: a 401 is only thrown (sign-in with wrong password, logout). */
  handleUnauthorized?: boolean;
  /** A non-JSON body sent as is (e.g. a CSV file as `text/csv`); replaces `body`. */
  raw?: { text: string | Blob; contentType: string };
}

/** Spec §5/§8: a CSV download that is not `text/csv` is refused with this text. */
export const INVALID_CONTENT_TYPE = 'Invalid content type';

/** Leaves the protected area after a 401; the token is cleared once it settles. */
type UnauthorizedHandler = (space: TokenSpace) => void | Promise<void>;

const defaultUnauthorized: UnauthorizedHandler = (space) => {
  window.location.assign(space === 'admin' ? '/admin/login' : '/');
};
let onUnauthorized: UnauthorizedHandler = defaultUnauthorized;

/** The app wires navigation and cache clearing here (router and query client live outside this module). */
export function configureApiClient(options: { onUnauthorized?: UnauthorizedHandler }): void {
  onUnauthorized = options.onUnauthorized ?? defaultUnauthorized;
}

const leaving: Partial<Record<TokenSpace, Promise<void>>> = {};
/**
 * Leaves `space` once, however many calls answer 401 together (a page load makes several): one
 * navigation, and the token is dropped only when it has settled. Two overlapping navigations
 * would let the first clear the token while the second is still loading its page, and the route
 * guard of the page being left would then send the member to /login instead of "/".
 */
function leaveSpace(space: TokenSpace): Promise<void> {
  leaving[space] ??= Promise.resolve()
    .then(() => onUnauthorized(space))
    .finally(() => {
      clearToken(space);
      delete leaving[space];
    });
  return leaving[space];
}

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  const lists: Array<[string, readonly (string | number)[]]> = [];
  for (const [key, value] of Object.entries(query)) {
    if (Array.isArray(value)) lists.push([key, value]);
    else if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  }
  for (const [key, values] of lists) for (const value of values) params.append(key, String(value));
  const search = params.toString();
  return search ? `${path}?${search}` : path;
}

function parseMessages(body: unknown): string[] {
  if (body && typeof body === 'object' && 'message' in body) {
    const { message } = body as { message: unknown };
    if (typeof message === 'string' && message) return [message];
    if (Array.isArray(message)) return message.filter((m): m is string => typeof m === 'string' && m.length > 0);
  }
  return [];
}

async function readBody(response: Response): Promise<unknown> {
  if (response.status === 204) return undefined;
  const text = await response.text();
  if (!text) return undefined;
  const type = response.headers.get('content-type') ?? '';
  if (type.includes('json')) {
    try {
      return JSON.parse(text);
    } catch {
      return text;
    }
  }
  return text;
}

/** Sends a call with the space's Bearer token; answers the response when 2xx, else throws ApiError. */
async function send(method: string, path: string, options: RequestOptions, accept: string): Promise<Response> {
  const space = options.space ?? currentSpace();
  const token = getToken(space);
  const headers: Record<string, string> = { Accept: accept };
  if (token) headers.Authorization = `Bearer ${token}`;
  let payload: string | Blob | undefined;
  if (options.raw) {
    headers['Content-Type'] = options.raw.contentType;
    payload = options.raw.text;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    payload = JSON.stringify(options.body);
  }

  const url = buildUrl(path, options.query);
  // The boot code may have started this very GET before the app loaded (src/lib/early.ts).
  const early = method === 'GET' ? takeEarly(url, token) : undefined;
  let response: Response;
  try {
    response = await (early ??
      fetch(url, {
        method,
        headers,
        body: payload,
        signal: options.signal,
        credentials: 'same-origin',
      }));
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, ['Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie'], 'Brak połączenia');
  }
  if (response.ok) return response;

  const body = await readBody(response);
  if (response.status === 401 && options.handleUnauthorized !== false) {
    // Navigate away first, then drop the token, so route guards do not race the redirect.
    await leaveSpace(space).catch(() => undefined);
  }
  throw new ApiError(response.status, parseMessages(body), `Błąd serwera (${response.status})`);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  return (await readBody(response)) as T;
}

type FileOptions = Omit<RequestOptions, 'body' | 'raw'>;

/**
 * A file of the given type (Bearer, 401 and `{message}` errors as for JSON); any other
 * content type is refused with 'Invalid content type' (spec §5, §8). `accept` '*' takes any type.
 */
export async function requestFile(path: string, accept: string, options: FileOptions = {}): Promise<Blob> {
  const response = await send('GET', path, options, accept === '*' ? '*/*' : accept);
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (accept !== '*' && type !== accept) throw new Error(INVALID_CONTENT_TYPE);
  const blob = await response.blob();
  // Keep the type on the blob: jsdom and some browsers drop it.
  return blob.type || accept === '*' ? blob : new Blob([blob], { type: accept });
}

/** A CSV file; anything but `text/csv` is refused with 'Invalid content type' (spec §5, §8). */
export function requestCsv(path: string, options: FileOptions = {}): Promise<Blob> {
  return requestFile(path, 'text/csv', options);
}

/** Fetches a file through the client and saves it under `fileName` (Blob → `<a download>`). */
export async function downloadAs(path: string, fileName: string, accept: string, options: FileOptions = {}): Promise<void> {
  saveBlob(await requestFile(path, accept, options), fileName);
}

export interface UploadRequestOptions {
  space?: TokenSpace;
  query?: Query;
  /** 0–100 while the body is being sent. */
  onProgress?: (percent: number) => void;
  signal?: AbortSignal;
}

function messagesOfText(text: string): string[] {
  try {
    return parseMessages(JSON.parse(text));
  } catch {
    return [];
  }
}

/**
 * A multipart upload (XMLHttpRequest, for progress) with the space's Bearer token; a 401 leaves the
 * area like any other call; failures are ApiError with the server's Polish message.
 */
export function upload<T>(path: string, form: FormData, options: UploadRequestOptions = {}): Promise<T> {
  const space = options.space ?? currentSpace();
  const token = getToken(space);
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', buildUrl(path, options.query));
    xhr.setRequestHeader('Accept', 'application/json');
    if (token) xhr.setRequestHeader('Authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100));
    };
    xhr.onload = () => {
      if (xhr.status >= 200 && xhr.status < 300) {
        options.onProgress?.(100);
        resolve(JSON.parse(xhr.responseText) as T);
        return;
      }
      const error = new ApiError(xhr.status, messagesOfText(xhr.responseText), `Nie udało się przesłać pliku (${xhr.status})`);
      if (xhr.status !== 401) return reject(error);
      void leaveSpace(space).then(
        () => reject(error),
        () => reject(error),
      );
    };
    xhr.onerror = () => reject(new ApiError(0, ['Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie'], 'Brak połączenia'));
    xhr.onabort = () => reject(new DOMException('Przerwano', 'AbortError'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/** The one API client of the web app. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  csv: requestCsv,
  /** A file of one content type ('*': any), e.g. `api.file(url, 'application/pdf')`. */
  file: requestFile,
  /** Downloads and saves a file: `api.download('/api/orders/pdf', 'zamowienia.pdf', 'application/pdf', { query })`. */
  download: downloadAs,
  /** A multipart upload with progress: `api.upload<UploadedFile>('/api/files/upload', form, { onProgress })`. */
  upload,
};
