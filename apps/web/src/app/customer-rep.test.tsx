import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CustomerRoot } from './layouts/CustomerRoot';
import { customerRoutes } from './routes/customer-routes';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';
import { asMemberEachTest } from '../testing/session';
import { EMPLOYEE } from '../testing/fixtures';
import { CUSTOMER_COLLECTS_POINTS_KEY } from '../lib/storage-keys';

/**
 * The endpoints only members who collect points may call (the server's `ACCESS.customer(POINTS_ROLES)`:
 * basket and orders, own points and codes, the inbox, the ranking, favourites, campaigns, the prize
 * statement, the contractor's website). A sales rep's call is a 403; the e2e walk (e2e/customer/
 * sales-reps.e2e.test.ts) checks the same pages against the real server.
 */
const MEMBERS_ONLY = [
  /^\/api\/(orders|order-elements)(\/|$)/,
  /^\/api\/users\/me\/(codes|orders|points|prize-statement|website)(\/|$)/,
  /^\/api\/messages(\/|$)/,
  /^\/api\/ranking(\/|$)/,
  /^\/api\/prizes\/favorite/,
  /^\/api\/campaigns\/active$/,
];
const membersOnly = (url: string) => MEMBERS_ONLY.some((p) => p.test(new URL(url, 'http://x').pathname));

const DTH = EMPLOYEE;
const RDS = { ...EMPLOYEE, id: 61, type: 61 as const, firstname: 'Robert', fullName: 'Robert Dyrektor' };
const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];

/** The rep's session: the profile answers; a members-only call gets the server's 403, anything else a 404. */
function asRep(me: typeof DTH) {
  return mockFetch({
    'GET /api/users/me-client': () => json(me),
    '*': (_init, url) =>
      membersOnly(url.pathname) ? json({ message: 'Brak uprawnień do tej operacji' }, 403) : json({ message: 'Nie znaleziono' }, 404),
  });
}

asMemberEachTest();

describe('sales reps (DTH, RDS) in the customer area', () => {
  // The pages a rep reaches from the menu and the header, and the members' pages they may type in.
  const PAGES: Array<[string, string]> = [
    ['/home', 'Pulpit'],
    ['/messages', 'Wiadomości'],
    ['/my-orders', 'Moje zamówienia'],
    ['/my-points', 'Moje punkty'],
    ['/my-codes', 'Moje kody'],
    ['/ranking', 'Ranking'],
    ['/checkout', 'Koszyk i zamówienie'],
    ['/news', 'Aktualności'],
  ];

  for (const [who, me] of [
    ['DTH', DTH],
    ['RDS', RDS],
  ] as const) {
    it.each(PAGES)(`a ${who} on %s makes no members-only call, and the page settles`, async (path, title) => {
      const fetchMock = asRep(me);
      renderRoutes(routes(), path);
      expect(await screen.findByRole('heading', { level: 1, name: title }, SCREEN)).toBeTruthy();
      // Settled: the profile is in, and nothing is left loading.
      await screen.findByRole('button', { name: 'Wyloguj' }, SCREEN);
      await waitFor(() => expect(screen.queryAllByRole('progressbar')).toEqual([]), SCREEN);
      const asked = fetchMock.mock.calls.map(([url]) => url);
      expect(asked).toContain('/api/users/me-client');
      expect(asked.filter(membersOnly)).toEqual([]);
      // No header badge of a points member: balance, inbox, basket.
      expect(screen.queryByRole('link', { name: /^(Saldo|Wiadomości:|Koszyk)/ })).toBeNull();
      // The next load's boot code knows not to fetch this session's basket early.
      expect(window.localStorage.getItem(CUSTOMER_COLLECTS_POINTS_KEY)).toBe('0');
    });
  }

  it("/messages tells a rep the inbox is a points member's, with the way to their statistics, instead of an error", async () => {
    asRep(DTH);
    renderRoutes(routes(), '/messages');
    const note = await screen.findByText(/Skrzynka wiadomości jest dla uczestników Klubu/, {}, SCREEN);
    expect(note.closest('[role="alert"]')?.querySelector('a')?.getAttribute('href')).toBe('/stats');
    expect(screen.queryByText(/Nie udało się wczytać danych/)).toBeNull();
  });
});
