import { screen } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER, MEMBER_POINTS, publicConfig } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import DashboardPage from './DashboardPage';

const routes = [{ path: '/home', element: <DashboardPage /> }];
const NOTICE = { name: 'Konto czeka na potwierdzenie' };
const contact = { email: 'biuro@klub.test', phone: null, hours: null, address: null };

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('/home and the account confirmation (issue 14)', () => {
  it('an ACTIVE member sees the notice with the club’s contact; a confirmed one does not', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/config': () => json(publicConfig({ contact })),
    });
    const first = renderRoutes(routes, '/home');
    const notice = await screen.findByRole('status', NOTICE);
    expect(notice.textContent).toContain('zwykle w ciągu 2 dni roboczych');
    await screen.findByRole('link', { name: 'biuro@klub.test' });
    first.unmount();

    mockFetch({
      'GET /api/users/me-client': () => json({ ...MEMBER, status: 'ACTIVE_CONFIRMED', canOrder: true }),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
    });
    renderRoutes(routes, '/home');
    await screen.findByRole('region', { name: 'Saldo punktów' });
    expect(screen.queryByRole('status', NOTICE)).toBeNull();
  });
});
