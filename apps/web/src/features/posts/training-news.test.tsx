import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post, PostPublic } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { setToken } from '../../lib/auth-storage';
import { cleanUpEachTest } from '../../testing/session';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { TrainingNewsDetailsPage } from './PostPage';
import { TrainingNoticeBoard } from './TrainingNoticeBoard';
import { customer, summaryOf } from './posts.test-data';

cleanUpEachTest();

const summary = summaryOf('Ogłoszenie');
const ROUTES = [
  { path: '/trainings', element: <TrainingNoticeBoard /> },
  { path: '/trainings/news/:id', element: <TrainingNewsDetailsPage /> },
];

describe('the notice board on /trainings', () => {
  it('lists the training news newest first, each opening its text under /trainings/news; older ones load on request', async () => {
    const all = Array.from({ length: 14 }, (_, i) => summary(14 - i, { isNew: i === 0 }));
    const fetchMock = customer({
      'GET /api/trainings/news': (_i, url) => {
        const skip = Number(url.searchParams.get('skip'));
        const take = Number(url.searchParams.get('take'));
        return json({ total: 14, data: all.slice(skip, skip + take) });
      },
      'GET /api/trainings/news/14': () => json({ ...summary(14, { isNew: true }), body: '<p>Nowe terminy w grudniu</p>' } as PostPublic),
    });
    const { router } = renderRoutes(ROUTES, '/trainings');
    const board = await screen.findByRole('region', { name: 'Tablica ogłoszeń' }, SCREEN);
    await within(board).findByRole('heading', { level: 3, name: 'Ogłoszenie 14' }, SCREEN);
    expect(within(board).getAllByRole('article')).toHaveLength(12);
    expect(within(board).getAllByRole('heading', { level: 3 })[0]!.textContent).toBe('Ogłoszenie 14');
    expect(within(board).getByText('Nowe')).toBeTruthy();

    fireEvent.click(within(board).getByRole('button', { name: 'Pokaż starsze ogłoszenia' }));
    await waitFor(() => expect(within(board).getAllByRole('article')).toHaveLength(14));
    expect(within(board).queryByRole('button', { name: 'Pokaż starsze ogłoszenia' })).toBeNull();
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/trainings/news'))).toEqual([
      '/api/trainings/news?skip=0&take=12',
      '/api/trainings/news?skip=0&take=24',
    ]);

    fireEvent.click(within(board).getByRole('link', { name: /Ogłoszenie 14/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Ogłoszenie 14' }, SCREEN)).toBeTruthy();
    expect(router.state.location.pathname).toBe('/trainings/news/14');
    expect(screen.getByText('Nowe terminy w grudniu')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Szkolenia' }).getAttribute('href')).toBe('/trainings');
  });

  it('says when there is nothing yet, and a missing item says so on its page', async () => {
    customer({
      'GET /api/trainings/news': () => json({ total: 0, data: [] }),
      'GET /api/trainings/news/9': () => json({ message: 'Nie ma takiej aktualności szkoleniowej' }, 404),
    });
    const { unmount } = renderRoutes(ROUTES, '/trainings');
    expect(await screen.findByText('Brak ogłoszeń — zajrzyj tu później', {}, SCREEN)).toBeTruthy();
    unmount();
    renderRoutes(ROUTES, '/trainings/news/9');
    expect(await screen.findByText('Nie ma takiego ogłoszenia albo nie jest już dostępne.', {}, SCREEN)).toBeTruthy();
  });
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const AUDIENCE_OPTIONS = {
  'GET /api/regions': () => json([]),
  'GET /api/groups': () => json({ total: 0, data: [] }),
};
const adminPost: Post = {
  id: 5,
  title: 'Nowe terminy szkoleń',
  lead: '',
  body: '<p>Treść</p>',
  image: null,
  reads: 3,
  status: 'PUBLISHED',
  publishAt: '2026-10-01T08:00:00.000Z',
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  updatedAt: '2026-10-01T08:00:00.000Z',
};

describe('/admin/trainings/news', () => {
  it('lists the training news from /api/trainings/news, adds at /admin/trainings/news/form and edits at /form/:id', async () => {
    setToken('admin', 'adm-token');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/trainings/news': () => json({ total: 1, data: [adminPost] }),
      'GET /api/trainings/news/5': () => json(adminPost),
      ...AUDIENCE_OPTIONS,
    });
    const { unmount } = renderRoutes([adminRoute()], '/admin/trainings/news');
    const table = await screen.findByRole('table', { name: 'Szkolenia — aktualności' }, SCREEN);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toContain('Nowe terminy szkoleń');
    expect(
      within(row)
        .getByRole('link', { name: /^Edytuj/ })
        .getAttribute('href'),
    ).toBe('/admin/trainings/news/form/5');
    expect(screen.getByRole('main').querySelector('a[href="/admin/trainings/news/form"]')).toBeTruthy();
    unmount();

    renderRoutes([adminRoute()], '/admin/trainings/news/form/5');
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await waitFor(() => expect(title).toHaveProperty('value', 'Nowe terminy szkoleń'));
  });
});
