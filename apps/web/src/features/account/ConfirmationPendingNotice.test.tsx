import { screen, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { PublicConfig } from '@klub/contracts';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { EMPLOYEE, MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import { ConfirmationPendingNotice } from './ConfirmationPendingNotice';

const CONFIG: PublicConfig = {
  version: '1.0.0',
  appStoreUrl: '',
  googlePlayUrl: '',
  contact: { email: 'biuro@klub.test', phone: '+48 22 100 20 30', hours: 'pon.–pt. 8–16', address: null },
  maintenanceNotice: null,
  chat: null,
};
const NOTICE = { name: 'Konto czeka na potwierdzenie' };

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('the notice of an account awaiting the club’s confirmation (issue 14)', () => {
  it('what it means, how long, whom to contact', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/config': () => json(CONFIG) });
    renderRoutes([{ path: '/', element: <ConfirmationPendingNotice /> }], '/');
    const notice = await screen.findByRole('status', NOTICE);
    expect(notice.textContent).toContain('Twoje konto czeka na potwierdzenie przez Klub');
    expect(notice.textContent).toContain('Zamawiać nagrody będzie można, gdy Klub potwierdzi Twoje konto');
    expect(notice.textContent).toContain('zwykle w ciągu 2 dni roboczych');
    expect((await within(notice).findByRole('link', { name: 'biuro@klub.test' })).getAttribute('href')).toBe('mailto:biuro@klub.test');
    expect(within(notice).getByRole('link', { name: '+48 22 100 20 30' }).getAttribute('href')).toBe('tel:+48 22 100 20 30');
    expect(notice.textContent).toContain('pon.–pt. 8–16');
  });

  it('without contact data in the settings it still says whom to ask', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/config': () => json({ ...CONFIG, contact: { email: null, phone: null, hours: null, address: null } }),
    });
    renderRoutes([{ path: '/', element: <ConfirmationPendingNotice /> }], '/');
    const notice = await screen.findByRole('status', NOTICE);
    expect(notice.textContent).toContain('skontaktuj się z biurem Klubu');
    expect(within(notice).queryByRole('link')).toBeNull();
  });

  it('nothing for a confirmed member or an employee, and no settings call for them', async () => {
    for (const me of [{ ...MEMBER, status: 'ACTIVE_CONFIRMED' as const, canOrder: true }, EMPLOYEE]) {
      const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(me), 'GET /api/config': () => json(CONFIG) });
      const view = renderRoutes([{ path: '/', element: <ConfirmationPendingNotice /> }], '/');
      await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('status', NOTICE)).toBeNull();
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toEqual(['/api/users/me-client']);
      view.unmount();
    }
  });
});
