import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { RankingResponse } from '@klub/contracts';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import RankingPage from './RankingPage';

const COUNTRY: RankingResponse = {
  total: 3,
  data: [
    { position: 1, userId: 7, name: 'Anna Malarska', city: 'Kraków', points: 5000, isMe: false },
    { position: 1, userId: 8, name: 'Piotr Tynk', city: null, points: 5000, isMe: false },
    { position: 3, userId: 42, name: 'Jan Kowalski', city: 'Łódź', points: 1500, isMe: true },
  ],
  me: { position: 3, points: 1500, trend: 'down' },
};
const REGION: RankingResponse = {
  total: 1,
  data: [{ position: 1, userId: 42, name: 'Jan Kowalski', city: 'Łódź', points: 1500, isMe: true }],
  me: { position: 1, points: 1500, trend: 'same' },
};

beforeEach(() => setToken('customer', 'tok', 3600));
afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  vi.unstubAllGlobals();
});

describe('/ranking', () => {
  it('shows the whole country, my row highlighted, my position with the trend, and a top-10 chart', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/regions': () => json([{ id: 5, name: 'łódzkie' }]),
      'GET /api/ranking/0': () => json(COUNTRY),
      'GET /api/ranking/5': () => json(REGION),
    });
    renderRoutes([{ path: '/ranking', element: <RankingPage /> }], '/ranking');

    const table = await screen.findByRole('table', { name: 'Ranking uczestników' });
    const mine = within(table).getByRole('row', { current: true });
    expect(mine.textContent).toContain('Jan Kowalski(Ty)');
    expect(within(table).getAllByRole('row', { name: /^1\./ })).toHaveLength(2);
    expect(screen.getByText('Twoje miejsce: 3.')).toBeTruthy();
    expect(screen.getByText('spadek')).toBeTruthy();
    expect(screen.getByRole('img', { name: /^Pierwsza dziesiątka rankingu: 1\. Anna Malarska/ })).toBeTruthy();
    // The chart and the first page share one request.
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/ranking/0')).map(([url]) => String(url))).toEqual([
      '/api/ranking/0?skip=0&take=20',
    ]);

    const region = screen.getByRole('combobox', { name: 'Region' });
    await waitFor(() => expect(within(region).getByRole('option', { name: 'łódzkie' })).toBeTruthy());
    expect(within(region).getAllByRole('option')[0]!.textContent).toBe('Cała Polska');
    fireEvent.change(region, { target: { value: '5' } });
    expect(await screen.findByText('Twoje miejsce: 1.')).toBeTruthy();
    expect(screen.getByText('bez zmian')).toBeTruthy();
  });
});
