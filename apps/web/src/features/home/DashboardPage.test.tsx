import { screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { EMPLOYEE, MEMBER, MEMBER_POINTS } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import { memberCampaign } from '../../testing/member-campaigns.test-data';
import DashboardPage from './DashboardPage';

const routes = [{ path: '/home', element: <DashboardPage /> }];
const text = (el: HTMLElement) => el.textContent!.replace(/\u00a0/g, ' ');

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('/home', () => {
  it('shows the balance, points expiring within 60 days and the ranking position', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/users/me/points': () => json(MEMBER_POINTS) });
    renderRoutes(routes, '/home');
    const balance = await screen.findByRole('region', { name: 'Saldo punktów' });
    await within(balance).findByText('1 232');
    expect(text(balance)).toContain('1 232 punkty');
    const expiring = screen.getByRole('region', { name: 'Punkty wygasające w ciągu 60 dni' });
    expect(text(expiring)).toContain('122 punkty');
    expect(text(expiring)).toContain('Najbliżej: 22 punkty do 31.05.2026');
    const ranking = screen.getByRole('region', { name: 'Ranking' });
    expect(text(ranking)).toContain('3. miejsce');
    expect(text(ranking)).toContain('awans');
  });

  it("shows the member's running campaigns under the code entry: reward, end, products and the cap left", async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/campaigns/active': () =>
        json({
          items: [
            memberCampaign({ packages: [{ id: 1, name: 'Grunt 5 l' }], groupNames: ['Grunty'], memberCap: 500, capLeft: 120 }),
            memberCampaign({ id: 2, name: 'Wiosna +20', multiplier: 1, fixedBonus: 20, endsOn: '2026-04-30', memberCap: 40, capLeft: 0 }),
          ],
        }),
    });
    renderRoutes(routes, '/home');
    const section = await screen.findByRole('region', { name: 'Trwające akcje punktowe' });
    const items = within(section).getAllByRole('listitem').map(text);
    expect(items).toEqual([
      'Podwójne na grunty' + 'punkty ×2' + 'do 31.03.2026' + 'Dotyczy: Grunt 5 l; grupa: Grunty. Twój limit: zostało 120 pkt z 500 pkt',
      'Wiosna +20' + '+20 pkt za kod' + 'do 30.04.2026' + 'Dotyczy: wszystkie produkty. Twój limit bonusu w tej akcji jest wykorzystany',
    ]);
    expect(within(section).getByRole('heading', { level: 3, name: 'Wiosna +20' })).toBeTruthy();
  });

  it('shows no campaigns section when none is running, nor when they fail to load', async () => {
    for (const answer of [() => json({ items: [] }), () => json({ message: 'Błąd' }, 500)]) {
      const fetchMock = mockFetch({
        'GET /api/users/me-client': () => json(MEMBER),
        'GET /api/users/me/points': () => json(MEMBER_POINTS),
        'GET /api/campaigns/active': answer,
      });
      const { unmount } = renderRoutes(routes, '/home');
      await screen.findByRole('region', { name: 'Saldo punktów' });
      await waitFor(() => expect(fetchMock.mock.calls.map(([url]) => url)).toContain('/api/campaigns/active'));
      expect(screen.queryByRole('region', { name: 'Trwające akcje punktowe' })).toBeNull();
      unmount();
    }
  });

  it('shows RDS/DTH a card to their statistics and makes no points call', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(EMPLOYEE),
      'GET /api/news': () => json({ total: 0, data: [] }),
      'GET /api/banners': () => json({ total: 0, data: [] }),
    });
    renderRoutes(routes, '/home');
    expect(await screen.findByRole('link', { name: 'Przejdź do statystyk' })).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Saldo punktów' })).toBeNull();
    expect(await screen.findByText('Brak aktualności — zajrzyj tu później')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([url]) => String(url)).sort()).toEqual([
      '/api/banners',
      '/api/news?skip=0&take=10',
      '/api/users/me-client',
    ]);
    expect(screen.queryByRole('region', { name: 'Banery' })).toBeNull(); // none to show: nothing in the way
  });

  it('shows the 10 newest news, the unread ones marked, and a link to all of them when there are more', async () => {
    const news = Array.from({ length: 10 }, (_, i) => ({
      id: 20 - i,
      title: `Aktualność ${20 - i}`,
      lead: '',
      image: null,
      publishAt: '2026-11-20T08:00:00.000Z',
      isNew: i < 2,
    }));
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/news': () => json({ total: 14, data: news }),
    });
    renderRoutes(routes, '/home');
    const section = await screen.findByRole('region', { name: 'Aktualności' });
    await within(section).findByRole('heading', { level: 3, name: 'Aktualność 20' });
    expect(within(section).getAllByRole('article')).toHaveLength(10);
    expect(within(section).getAllByText('Nowe')).toHaveLength(2);
    expect(within(section).getByRole('link', { name: 'Wszystkie aktualności' }).getAttribute('href')).toBe('/news');
  });
});
