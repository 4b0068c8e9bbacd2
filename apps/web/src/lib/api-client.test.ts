import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ApiError, INVALID_CONTENT_TYPE, api, configureApiClient, errorMessage } from './api-client';
import { ADMIN_TOKEN_KEY, CUSTOMER_TOKEN_COOKIE, getToken, setToken } from './auth-storage';
import { ADMIN_ME, publicConfig } from '../testing/fixtures';
import { json, mockFetch } from '../testing/render';
import { STATS } from '../testing/stats.test-data';

/** Answers every request with `body` (JSON) and `status`. */
const respond = (status: number, body: unknown) => mockFetch({ '*': () => json(body, status) });
/** Answers every request with a text of the given content type. */
const respondText = (text: string, type: string) => mockFetch({ '*': () => new Response(text, { headers: { 'content-type': type } }) });

function authHeader(fetchMock: ReturnType<typeof mockFetch>): string | undefined {
  return fetchMock.mock.calls[0]?.[1].headers.authorization;
}

describe('api client', () => {
  const onUnauthorized = vi.fn();

  beforeEach(() => {
    configureApiClient({ onUnauthorized });
    setToken('customer', 'customer-token', 3600);
    setToken('admin', 'admin-token');
  });

  afterEach(() => {
    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
    window.localStorage.clear();
    window.history.pushState({}, '', '/');
    onUnauthorized.mockReset();
  });

  it('sends the customer token on customer pages and the admin token on /admin pages', async () => {
    window.history.pushState({}, '', '/home');
    let fetchMock = respond(200, ADMIN_ME);
    await api.get('/api/users/me');
    expect(authHeader(fetchMock)).toBe('Bearer customer-token');

    window.history.pushState({}, '', '/admin/club-members/list');
    fetchMock = respond(200, ADMIN_ME);
    await api.get('/api/admin/me');
    expect(authHeader(fetchMock)).toBe('Bearer admin-token');
  });

  it('sends no Authorization header without a token', async () => {
    Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
    const fetchMock = respond(200, publicConfig());
    await api.get('/api/config');
    expect(authHeader(fetchMock)).toBeUndefined();
  });

  it('on 401 in the customer area clears the customer cookie and leaves to "/"', async () => {
    window.history.pushState({}, '', '/my-account');
    respond(401, { message: 'Sesja wygasła' });
    await expect(api.get('/api/users/me')).rejects.toMatchObject({ status: 401, message: 'Sesja wygasła' });
    expect(onUnauthorized).toHaveBeenCalledWith('customer');
    expect(getToken('customer')).toBeNull();
    expect(getToken('admin')).toBe('admin-token');
  });

  it('several 401s at once leave the area once, and the token goes only after that navigation settles', async () => {
    window.history.pushState({}, '', '/home');
    respond(401, { message: 'Sesja wygasła' });
    const tokenWhileLeaving: (string | null)[] = [];
    let finish!: () => void;
    onUnauthorized.mockImplementation(() => {
      tokenWhileLeaving.push(getToken('customer'));
      return new Promise<void>((resolve) => (finish = resolve));
    });
    const calls = [api.get('/api/users/me-client'), api.get('/api/orders/basket'), api.get('/api/users/me/points')].map((p) =>
      p.catch((e: unknown) => e),
    );
    await new Promise((r) => setTimeout(r, 20));
    expect(onUnauthorized).toHaveBeenCalledTimes(1);
    expect(getToken('customer')).toBe('customer-token'); // still there while the page changes
    finish();
    const errors = await Promise.all(calls);
    for (const e of errors) expect(e).toMatchObject({ status: 401 });
    expect(tokenWhileLeaving).toEqual(['customer-token']);
    expect(getToken('customer')).toBeNull();
  });

  it('on 401 in the admin area clears the admin token only', async () => {
    window.history.pushState({}, '', '/admin');
    respond(401, { message: 'Sesja wygasła' });
    await expect(api.get('/api/admin/me')).rejects.toBeInstanceOf(ApiError);
    expect(onUnauthorized).toHaveBeenCalledWith('admin');
    expect(window.localStorage.getItem(ADMIN_TOKEN_KEY)).toBeNull();
    expect(getToken('customer')).toBe('customer-token');
  });

  it('leaves the session alone when the caller handles 401 itself (wrong password at sign-in)', async () => {
    window.history.pushState({}, '', '/login');
    respond(401, { message: 'Nieprawidłowy e-mail lub hasło' });
    await expect(api.post('/api/auth/signin', {}, { handleUnauthorized: false })).rejects.toThrow('Nieprawidłowy e-mail lub hasło');
    expect(onUnauthorized).not.toHaveBeenCalled();
    expect(getToken('customer')).toBe('customer-token');
  });

  it('joins a list of server messages with newlines', async () => {
    respond(400, { message: ['Pole e-mail jest wymagane', 'Hasło jest za krótkie'] });
    const error = await api.post('/api/auth/signup', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(errorMessage(error, 'domyślny')).toBe('Pole e-mail jest wymagane\nHasło jest za krótkie');
  });

  it('falls back to the screen default without a server message, else to the error itself', async () => {
    respond(500, {});
    const error = await api.get('/api/users/me').catch((e: unknown) => e);
    expect(errorMessage(error, 'Wystąpił błąd podczas logowania')).toBe('Wystąpił błąd podczas logowania');
    expect(errorMessage(new Error('własny komunikat'), 'domyślny')).toBe('własny komunikat');
  });

  it('encodes query parameters and the JSON body', async () => {
    const fetchMock = respond(200, { message: 'ok' });
    await api.post('/api/auth/reset-password/confirm', { password: 'Haslo1234' }, { query: { token: 'a b', userId: 7 } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/auth/reset-password/confirm?token=a+b&userId=7');
    expect(init.body).toBe(JSON.stringify({ password: 'Haslo1234' }));
    expect(init.headers['content-type']).toBe('application/json');
  });

  it('repeats a list parameter after the single ones, and leaves empty values out', async () => {
    const fetchMock = respond(200, STATS);
    await api.get('/api/users/me/stats', { query: { dth: [3, 4], from: '2026-03-01', city: '', to: undefined } });
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/users/me/stats?from=2026-03-01&dth=3&dth=4');
  });

  it('downloads a CSV with the admin token and refuses any other content type', async () => {
    window.history.pushState({}, '', '/admin/codes/batches');
    const csv = '\ufeffkod;pakiet\nABC123;Farba 10 l\n';
    const fetchMock = respondText(csv, 'text/csv; charset=utf-8');
    const blob = await api.csv('/api/codes/batches/3/csv');
    expect(blob.type).toContain('text/csv');
    expect(await blob.text()).toContain('ABC123;Farba 10 l');
    expect(authHeader(fetchMock)).toBe('Bearer admin-token');

    respond(200, { data: [] });
    await expect(api.csv('/api/codes/batches/3/csv')).rejects.toThrow('Invalid content type');
    respondText('<html></html>', 'text/html');
    await expect(api.csv('/api/codes/batches/3/csv')).rejects.toThrow(INVALID_CONTENT_TYPE);

    respond(404, { message: 'Nie znaleziono partii kodów' });
    await expect(api.csv('/api/codes/batches/9/csv')).rejects.toThrow('Nie znaleziono partii kodów');
  });

  it('sends a raw body with its own content type (CSV import)', async () => {
    const fetchMock = respond(202, { id: 5, status: 'QUEUED' });
    await api.post('/api/codes/import', undefined, { query: { packageId: 4 }, raw: { text: 'ABC\n', contentType: 'text/csv' } });
    const [url, init] = fetchMock.mock.calls[0]!;
    expect(String(url)).toBe('/api/codes/import?packageId=4');
    expect(await (init.body as Blob).text()).toBe('ABC\n');
    expect(init.headers['content-type']).toBe('text/csv');
  });
});
