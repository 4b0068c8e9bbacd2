import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { api } from '../lib/api-client';
import { setCollectsPoints, setToken } from '../lib/auth-storage';
import { COOKIE_CONSENT_KEY } from '../lib/cookie-consent';
import { customerPaths } from '../config/paths';
import { MEMBER, MEMBER_POINTS, publicConfig } from '../testing/fixtures';
import { json, mockFetch } from '../testing/render';
import { earlyStart, matchesPattern, screenLoaderFor } from './early-start';
import { adminLoaders, customerLoaders } from './screen-loaders';

afterEach(() => {
  Cookies.remove('klub_token', { path: '/' });
  window.localStorage.clear();
  vi.unstubAllGlobals();
});

describe('boot: route patterns', () => {
  it('matches static paths, params and optional params like the router', () => {
    expect(matchesPattern('/', '/')).toBe(true);
    expect(matchesPattern('/home', '/home')).toBe(true);
    expect(matchesPattern('/home', '/home/')).toBe(true);
    expect(matchesPattern('/home', '/homes')).toBe(false);
    expect(matchesPattern('/group/:id', '/group/12')).toBe(true);
    expect(matchesPattern('/group/:id', '/group')).toBe(false);
    expect(matchesPattern('/group/:groupId/prize/:id', '/group/3/prize/9')).toBe(true);
    expect(matchesPattern('/messages/:page?', '/messages')).toBe(true);
    expect(matchesPattern('/messages/:page?', '/messages/2')).toBe(true);
  });

  it('prefers a static path to a pattern (…/add before …/:id)', () => {
    const add = async () => ({ default: () => null });
    const edit = async () => ({ default: () => null });
    expect(
      screenLoaderFor('/x/add', [
        ['/x/:id', edit],
        ['/x/add', add],
      ]),
    ).toBe(add);
    expect(
      screenLoaderFor('/x/7', [
        ['/x/:id', edit],
        ['/x/add', add],
      ]),
    ).toBe(edit);
    expect(screenLoaderFor('/y', [['/x/:id', edit]])).toBeUndefined();
  });

  it('knows every built customer screen by the path config/paths.ts gives it', () => {
    for (const [key, [path]] of Object.entries(customerLoaders)) {
      expect(path).toBe(customerPaths[key as keyof typeof customerPaths].path);
    }
    expect(Object.keys(adminLoaders).every((p) => p.startsWith('/admin/'))).toBe(true);
  });
});

describe('boot: early requests', () => {
  it("starts the signed-in member's own data before the app loads, and the API client uses that answer once", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setToken('customer', 'tok-1', 3600);
    setCollectsPoints(true); // the profile this browser loaded last: a member who collects points
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 0 }),
      'GET /api/config': () => json(publicConfig()),
    });
    earlyStart('/not-a-screen');
    // The mock sees a request once it reaches the network, a moment after fetch() was called.
    await vi.waitFor(() =>
      expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual(['/api/users/me-client', '/api/config', '/api/orders/basket']),
    );
    expect(new Headers(fetchMock.mock.calls[0]![1]!.headers).get('authorization')).toBe('Bearer tok-1');

    // The app's own call takes the early answer (no second request) …
    await expect(api.get('/api/users/me-client', { space: 'customer' })).resolves.toEqual(MEMBER);
    expect(fetchMock).toHaveBeenCalledTimes(3);
    // … once: the next call asks the server again.
    await api.get('/api/users/me-client', { space: 'customer' });
    expect(fetchMock).toHaveBeenCalledTimes(4);
  });

  it("on the dashboard also starts the member's points, which the dashboard then takes without asking again", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setToken('customer', 'tok-2', 3600);
    setCollectsPoints(true);
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/orders/basket': () => json({ data: [], sum: 0, count: 0, balance: 0 }),
      'GET /api/config': () => json(publicConfig()),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
    });
    earlyStart('/home');
    await vi.waitFor(() => expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/users/me/points'));
    await expect(api.get('/api/users/me/points', { space: 'customer' })).resolves.toEqual(MEMBER_POINTS);
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/users/me/points')).toHaveLength(1);
  });

  it("never asks a sales rep's basket (members only, a 403), nor anyone's before their profile has said who they are", async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/config': () => json(publicConfig()) });
    setToken('customer', 'rep', 3600);
    setCollectsPoints(false);
    earlyStart('/not-a-screen');
    // a new sign-in forgets the last session's role, even a member's
    setCollectsPoints(true);
    setToken('customer', 'next', 3600);
    earlyStart('/not-a-screen');
    await fetch('/api/after-start');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toEqual([
      '/api/users/me-client',
      '/api/config',
      '/api/users/me-client',
      '/api/config',
      '/api/after-start',
    ]);
  });

  it('starts nothing without a token or without a cookie decision (that session ends at start-up)', async () => {
    const fetchMock = mockFetch({});
    earlyStart('/not-a-screen');
    setToken('customer', 'tok-2', 3600);
    earlyStart('/not-a-screen');
    // A request sent after them: by its answer, the mock has seen any request started before it.
    await fetch('/api/after-start');
    expect(fetchMock.mock.calls.map(([u]) => u)).toEqual(['/api/after-start']);
  });

  it('does not hand an early answer to a call made with another token', async () => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setToken('customer', 'old', 3600);
    const fetchMock = mockFetch({
      'GET /api/users/me-client': (init) => json({ ...MEMBER, fullName: new Headers(init?.headers).get('authorization') ?? '' }),
    });
    earlyStart('/not-a-screen');
    setToken('customer', 'new', 3600);
    await expect(api.get('/api/users/me-client', { space: 'customer' })).resolves.toMatchObject({ fullName: 'Bearer new' });
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/users/me-client')).toHaveLength(2);
  });
});
