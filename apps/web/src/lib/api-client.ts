import { currentSpace, clearToken, getToken, type TokenSpace } from './auth-storage';

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

type Query = Record<string, string | number | boolean | null | undefined>;

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

function buildUrl(path: string, query?: Query): string {
  if (!query) return path;
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null) params.set(key, String(value));
  }
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

  let response: Response;
  try {
    response = await fetch(buildUrl(path, options.query), {
      method,
      headers,
      body: payload,
      signal: options.signal,
      credentials: 'same-origin',
    });
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiError(0, ['Brak połączenia z serwerem. Sprawdź internet i spróbuj ponownie'], 'Brak połączenia');
  }
  if (response.ok) return response;

  const body = await readBody(response);
  if (response.status === 401 && options.handleUnauthorized !== false) {
    // Navigate away first, then drop the token, so route guards do not race the redirect.
    try {
      await onUnauthorized(space);
    } finally {
      clearToken(space);
    }
  }
  throw new ApiError(response.status, parseMessages(body), `Błąd serwera (${response.status})`);
}

export async function request<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  const response = await send(method, path, options, 'application/json');
  return (await readBody(response)) as T;
}

/** A CSV file; anything but `text/csv` is refused with 'Invalid content type' (spec §5, §8). */
export async function requestCsv(path: string, options: Omit<RequestOptions, 'body' | 'raw'> = {}): Promise<Blob> {
  const response = await send('GET', path, options, 'text/csv');
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (type !== 'text/csv') throw new Error(INVALID_CONTENT_TYPE);
  const blob = await response.blob();
  // Keep the type on the blob: jsdom and some browsers drop it.
  return blob.type ? blob : new Blob([blob], { type: 'text/csv' });
}

/** The one API client of the web app. */
export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('POST', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PATCH', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: RequestOptions) => request<T>('PUT', path, { ...options, body }),
  delete: <T>(path: string, options?: RequestOptions) => request<T>('DELETE', path, options),
  csv: requestCsv,
};
