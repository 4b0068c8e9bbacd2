import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { LedgerEntry } from '@klub/contracts';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER, MEMBER_POINTS } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import MyPointsPage from './MyPointsPage';

const entry = (id: number, amount: number, source: number, sourceLabel: string): LedgerEntry => ({
  id,
  amount,
  source,
  sourceLabel,
  reason: '',
  code: source === 1 ? `KOD${id}` : null,
  expiresAt: amount > 0 ? '2027-12-31' : null,
  createdAt: '2026-03-0' + (id % 9 || 1) + 'T12:00:00',
  actor: null,
});

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('/my-points', () => {
  it('shows balance, expiring points with dates, lots and a paged history with readable sources', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/users/me/points/history': (_init, url) =>
        json({
          total: 25,
          data:
            url.searchParams.get('skip') === '0'
              ? [entry(1, 50, 1, 'Kod wpisany na stronie'), entry(2, -30, 103, 'Zamówienie nagród')]
              : [entry(21, 100, 3, 'Punkty przyznane przez administratora')],
        }),
    });
    renderRoutes([{ path: '/my-points', element: <MyPointsPage /> }], '/my-points');

    const summary = await screen.findByRole('group', { name: 'Podsumowanie punktów' });
    expect(summary.textContent!.replace(/\u00a0/g, ' ')).toContain('1 232');
    const expiring = screen.getByRole('list', { name: 'Daty wygaśnięcia punktów' });
    expect(
      within(expiring)
        .getAllByRole('listitem')
        .map((li) => li.textContent!.replace(/\u00a0/g, ' ')),
    ).toEqual(['31.05.2026 — 22 punkty', '30.06.2026 — 100 punktów']);
    expect(within(screen.getByRole('table', { name: 'Pule punktów' })).getByText('wykorzystane lub wygasłe')).toBeTruthy();

    const history = await screen.findByRole('table', { name: 'Historia punktów' });
    expect(within(history).getByText('Kod wpisany na stronie')).toBeTruthy();
    expect(within(history).getByText('kod KOD1')).toBeTruthy();
    expect(within(history).getByText('+50')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('table', { name: 'Historia punktów' })).getByText('Punkty przyznane przez administratora'),
      ).toBeTruthy(),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/users/me/points/history?skip=20&take=20');
  });

  it("reads a campaign's row as a bonus: the source, a Bonus mark and the campaign's name with the code", async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me/points': () => json(MEMBER_POINTS),
      'GET /api/users/me/points/history': () =>
        json({
          total: 2,
          data: [
            { ...entry(2, 45, 105, 'Akcja punktowa'), reason: 'Akcja „Podwójne na grunty” — kod ABCD-EFGH-1234' },
            { ...entry(1, 45, 1, 'Kod wpisany na stronie'), reason: 'Kod ABCD-EFGH-1234 — Grunt 5 l', code: 'ABCD-EFGH-1234' },
          ],
        }),
    });
    renderRoutes([{ path: '/my-points', element: <MyPointsPage /> }], '/my-points');
    const history = await screen.findByRole('table', { name: 'Historia punktów' });
    const [bonus, code] = within(history).getAllByRole('row').slice(1);
    expect(
      within(bonus!)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual([expect.any(String), 'Akcja punktowa', 'BonusAkcja „Podwójne na grunty” — kod ABCD-EFGH-1234', '+45', '31.12.2027']);
    expect(within(code!).queryByText('Bonus')).toBeNull();
  });
});
