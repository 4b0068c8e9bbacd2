import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Post, PostList, PostPublic } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { setToken } from '../../lib/auth-storage';
import { cleanUpEachTest } from '../../testing/session';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { ForCustomersPage, NewsPage } from './PostsPage';
import { ForCustomersDetailsPage, NewsDetailsPage } from './PostPage';
import { customer, summaryOf } from './posts.test-data';

cleanUpEachTest();

const summary = summaryOf('Aktualność');

/** A server of 30 news: `skip`/`take` from the query, as the API pages them. */
const thirty = (_init: RequestInit | undefined, url: URL) => {
  const skip = Number(url.searchParams.get('skip'));
  const take = Number(url.searchParams.get('take'));
  const all = Array.from({ length: 30 }, (_, i) => summary(30 - i, { isNew: i === 0, image: i === 0 ? 'zdjecie_1.webp' : null }));
  return json({ total: 30, data: all.slice(skip, skip + take) });
};

const NEWS_ROUTES = [
  { path: '/news', element: <NewsPage /> },
  { path: '/news/more/:id', element: <NewsDetailsPage /> },
  { path: '/for-customers', element: <ForCustomersPage /> },
];

describe('/news and /for-customers', () => {
  it('shows 24 news to a page, newest first, the unread one marked "Nowe"; page 2 by its link has the other 6', async () => {
    const fetchMock = customer({ 'GET /api/news': thirty });
    const { router } = renderRoutes(NEWS_ROUTES, '/news');
    const first = await screen.findByRole('heading', { level: 2, name: 'Aktualność 30' }, SCREEN);
    expect(screen.getAllByRole('article')).toHaveLength(24);
    const card = first.closest('article')!;
    expect(within(card as HTMLElement).getByText('Nowe')).toBeTruthy();
    expect(
      within(card as HTMLElement)
        .getByRole('link')
        .getAttribute('href'),
    ).toBe('/news/more/30');
    expect((card as HTMLElement).querySelector('img')!.getAttribute('src')).toBe('/api/files/download/zdjecie_1.webp');
    const pages = screen.getByRole('navigation', { name: 'Strony' });
    expect(
      within(pages)
        .getAllByRole('link', { name: /strony \d|Strona \d/ })
        .map((a) => a.textContent),
    ).toEqual(['1', '2']);

    fireEvent.click(within(pages).getByRole('link', { name: 'Przejdź do strony 2' }));
    expect(await screen.findByRole('heading', { level: 2, name: 'Aktualność 6' }, SCREEN)).toBeTruthy();
    expect(router.state.location.search).toBe('?page=2');
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(6));
    expect(fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/news'))).toEqual([
      '/api/news?skip=0&take=24',
      '/api/news?skip=24&take=24',
    ]);
  });

  it('articles for customers: the first 9999 on one page, no page numbers; empty and failed loads say so', async () => {
    const fetchMock = customer({ 'GET /api/articles': () => json({ total: 2, data: [summary(1, { title: 'Sufit' }), summary(2)] }) });
    renderRoutes(NEWS_ROUTES, '/for-customers');
    expect(await screen.findByRole('heading', { level: 2, name: 'Sufit' }, SCREEN)).toBeTruthy();
    expect(screen.queryByRole('navigation', { name: 'Strony' })).toBeNull();
    expect(String(fetchMock.mock.calls.find(([u]) => String(u).startsWith('/api/articles'))![0])).toBe('/api/articles?skip=0&take=9999');
  });

  it('says when there is no news, and offers a retry when the page fails to load', async () => {
    customer({ 'GET /api/news': () => json({ total: 0, data: [] }) });
    const { unmount } = renderRoutes(NEWS_ROUTES, '/news');
    expect(await screen.findByText('Brak aktualności — zajrzyj tu później', {}, SCREEN)).toBeTruthy();
    unmount();
    customer({ 'GET /api/news': () => json({ message: 'Błąd serwera' }, 500) });
    renderRoutes(NEWS_ROUTES, '/news?page=2');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, { timeout: 30_000 })).toBeTruthy();
    expect(screen.queryAllByRole('article')).toHaveLength(0);
  });

  it('opens a news item: its body rendered, a link in it, the way back; one it may not read says so', async () => {
    const post: PostPublic = {
      ...summary(7, { title: 'Nowa farba', lead: 'Już w sklepach', isNew: true }),
      body: '<h2>Co nowego</h2><p>Zobacz <a href="https://klub.pl" rel="noopener noreferrer">stronę</a></p>',
    };
    customer({ 'GET /api/news/7': () => json(post), 'GET /api/news/8': () => json({ message: 'Nie ma takiej aktualności' }, 404) });
    const { unmount } = renderRoutes(NEWS_ROUTES, '/news/more/7');
    expect(await screen.findByRole('heading', { level: 1, name: 'Nowa farba' }, SCREEN)).toBeTruthy();
    expect(screen.getByRole('heading', { level: 2, name: 'Co nowego' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'stronę' }).getAttribute('href')).toBe('https://klub.pl');
    expect(screen.getByText('Już w sklepach')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Aktualności' }).getAttribute('href')).toBe('/news');
    unmount();
    customer({ 'GET /api/news/8': () => json({ message: 'Nie ma takiej aktualności' }, 404) });
    renderRoutes(NEWS_ROUTES, '/news/more/8');
    expect(await screen.findByText('Nie ma takiej aktualności albo nie jest już dostępna.', {}, { timeout: 30_000 })).toBeTruthy();
  });
});

describe('one post', () => {
  it('shows the lead once: a body opening with the lead as its first paragraph starts after it', async () => {
    const post: PostPublic = {
      ...summary(9, { title: 'Jesienna promocja', lead: 'Podwójne punkty za farby elewacyjne do końca października.' }),
      body: '<p>Podwójne punkty za farby&nbsp;elewacyjne do końca października.</p><h2>Szczegóły</h2><p>Dotyczy wszystkich członków.</p>',
    };
    customer({ 'GET /api/articles/9': () => json(post) });
    renderRoutes([{ path: '/for-customers/more/:id', element: <ForCustomersDetailsPage /> }], '/for-customers/more/9');
    const article = await screen.findByRole('article', {}, SCREEN);
    expect(within(article).getAllByText(/Podwójne punkty/)).toHaveLength(1);
    expect(within(article).getByRole('heading', { level: 2, name: 'Szczegóły' })).toBeTruthy();
    expect(within(article).getByText('Dotyczy wszystkich członków.')).toBeTruthy();
  });
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
/** What the audience fields and labels offer: regions and member groups. */
const AUDIENCE_OPTIONS = {
  'GET /api/regions': () => json([{ id: 3, name: 'Mazowieckie' }]),
  'GET /api/groups': () =>
    json({ total: 1, data: [{ id: 9, name: 'Malarze', description: null, memberCount: 3, createdAt: '2026-11-01T08:00:00.000Z' }] }),
};
const adminPost = (over: Partial<Post> = {}): Post => ({
  id: 5,
  title: 'Promocja jesienna',
  lead: 'Podwójne punkty',
  body: '<p>Treść</p>',
  image: null,
  reads: 12,
  status: 'PUBLISHED',
  publishAt: '2026-10-01T08:00:00.000Z',
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  updatedAt: '2026-10-01T08:00:00.000Z',
  ...over,
});

describe('/admin/news', () => {
  it('lists the news: title and audience, publication, status (scheduled too), reads, and actions', async () => {
    setToken('admin', 'adm-token');
    const list: PostList = {
      total: 2,
      data: [
        adminPost({
          id: 6,
          title: 'Zimowa',
          publishAt: '2099-01-01T08:00:00.000Z',
          audience: { roles: [], regions: [3], gold: true, premium: false, groups: [9] },
          reads: 0,
        }),
        adminPost(),
      ],
    };
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/news': () => json(list), ...AUDIENCE_OPTIONS });
    renderRoutes([adminRoute()], '/admin/news');
    const table = await screen.findByRole('table', { name: 'Aktualności' }, SCREEN);
    const rows = within(table).getAllByRole('row').slice(1);
    // Regions and member groups by name, once their lists are in.
    await waitFor(() =>
      expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
        'ZimowaMazowieckie; grupa złota lub Malarze',
        'Promocja jesiennaWszyscy',
      ]),
    );
    expect(within(rows[0]!).getByText(/^Zaplanowany na 01\.01\.2099/)).toBeTruthy();
    expect(within(rows[1]!).getByText('Opublikowany')).toBeTruthy();
    expect(within(rows[1]!).getByText('12')).toBeTruthy();
    expect(
      within(rows[1]!)
        .getByRole('link', { name: /^Edytuj/ })
        .getAttribute('href'),
    ).toBe('/admin/news/form/5');
  });

  it('a new one needs a title and a body; an edit sends the whole post with its publication to PATCH /api/news/:id', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/news': () => json({ total: 0, data: [] }),
      'GET /api/news/5': () => json(adminPost({ status: 'DRAFT', image: 'foto_1.webp' })),
      'PATCH /api/news/5': (init) => json(adminPost(JSON.parse(String(init?.body)) as Partial<Post>)),
      ...AUDIENCE_OPTIONS,
    });
    const { unmount } = renderRoutes([adminRoute()], '/admin/news/form');
    await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await screen.findByRole('textbox', { name: /^Treść/ }, SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect((await screen.findAllByText('To pole jest wymagane')).length).toBe(2);
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);
    unmount();

    const edit = renderRoutes([adminRoute()], '/admin/news/form/5');
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await waitFor(() => expect(title).toHaveProperty('value', 'Promocja jesienna'));
    expect(screen.getByRole('img', { name: 'Zdjęcie na liście' }).getAttribute('src')).toBe('/api/files/download/foto_1.webp');
    fireEvent.change(title, { target: { value: 'Promocja zimowa' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Opublikowany' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Tylko grupa złota' }));
    // A region and a member group from their lists (typed, then picked).
    fireEvent.change(screen.getByRole('combobox', { name: /Odbiorcy: regiony/ }), { target: { value: 'Mazo' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Mazowieckie' }));
    fireEvent.change(screen.getByRole('combobox', { name: /Odbiorcy: grupy członków/ }), { target: { value: 'Mal' } });
    fireEvent.click(await screen.findByRole('option', { name: 'Malarze' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(edit.router.state.location.pathname).toBe('/admin/news'), SCREEN);
    const patch = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/news/5' && i?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]?.body))).toEqual({
      title: 'Promocja zimowa',
      lead: 'Podwójne punkty',
      image: 'foto_1.webp',
      body: '<p>Treść</p>',
      status: 'PUBLISHED',
      publishAt: '2026-10-01T08:00:00.000Z',
      audience: { roles: [], regions: [3], gold: true, premium: false, groups: [9] },
    });
  });
});
