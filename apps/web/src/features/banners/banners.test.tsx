import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Banner, BannerList } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, renderWithProviders, SCREEN } from '../../testing/render';
import { HomeBanners } from './HomeBanners';

afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const banner = (id: number, over: Partial<Banner> = {}): Banner => ({
  id,
  title: `Baner ${id}`,
  image: `baner_${id}.webp`,
  link: null,
  pos: id,
  status: 'PUBLISHED',
  publishAt: '2026-01-01T08:00:00.000Z',
  audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
  endsAt: null,
  updatedAt: '2026-01-01T08:00:00.000Z',
  ...over,
});

describe('/admin/banners/table', () => {
  it('lists the banners in order with their period and state; the arrows move one and the new order shows', async () => {
    setToken('admin', 'adm-token');
    const list: BannerList = {
      total: 3,
      data: [banner(1, { link: '/group' }), banner(2, { endsAt: '2026-02-01T08:00:00.000Z' }), banner(3, { status: 'DRAFT' })],
    };
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/banners': () => json(list),
      'POST /api/banners/1/move': () =>
        json({ total: 3, data: [list.data[1]!, list.data[0]!, list.data[2]!].map((b, i) => ({ ...b, pos: i + 1 })) }),
    });
    renderRoutes([adminRoute()], '/admin/banners/table');
    const table = await screen.findByRole('table', { name: 'Banery' }, SCREEN);
    const rows = () => within(table).getAllByRole('row').slice(1);
    expect(rows().map((r) => within(r).getByRole('rowheader').textContent)).toEqual([
      'Baner 1Wszyscy · /group',
      'Baner 2Wszyscy',
      'Baner 3Wszyscy',
    ]);
    expect(within(rows()[0]!).getByText('Wyświetlany')).toBeTruthy();
    expect(within(rows()[1]!).getByText('Zakończony')).toBeTruthy();
    expect(within(rows()[1]!).getByText(/^do 01\.02\.2026, \d\d:00$/)).toBeTruthy();
    expect(within(rows()[2]!).getByText('Szkic')).toBeTruthy();
    expect(within(rows()[0]!).getByRole('button', { name: 'Przesuń wyżej: Baner 1' })).toHaveProperty('disabled', true);
    expect(within(rows()[2]!).getByRole('button', { name: 'Przesuń niżej: Baner 3' })).toHaveProperty('disabled', true);

    fireEvent.click(within(rows()[0]!).getByRole('button', { name: 'Przesuń niżej: Baner 1' }));
    await waitFor(() => expect(within(rows()[0]!).getByRole('rowheader').textContent).toBe('Baner 2Wszyscy'));
    const move = fetchMock.mock.calls.find(([u]) => String(u) === '/api/banners/1/move');
    expect(JSON.parse(String(move![1]?.body))).toEqual({ direction: 'down' });
  });

  it('the form needs a picture and an end after the start; a good one goes to the API with its end as ISO', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/banners': () => json({ total: 0, data: [] }),
      'GET /api/banners/4': () => json(banner(4, { status: 'DRAFT' })),
      'PATCH /api/banners/4': (init) => json({ ...banner(4), ...(JSON.parse(String(init?.body)) as object) }),
    });
    renderRoutes([adminRoute()], '/admin/banners/edit/4');
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await waitFor(() => expect(title).toHaveProperty('value', 'Baner 4'));
    fireEvent.click(screen.getByRole('button', { name: 'Usuń obrazek' }));
    fireEvent.change(screen.getByLabelText(/^Data i godzina publikacji/), { target: { value: '2027-01-10T08:00' } });
    fireEvent.change(screen.getByLabelText(/^Koniec wyświetlania/), { target: { value: '2027-01-09T08:00' } });
    fireEvent.change(screen.getByRole('textbox', { name: /^Link/ }), { target: { value: 'javascript:alert(1)' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Koniec wyświetlania musi być później niż początek')).toBeTruthy();
    expect(screen.getByText('Podaj stronę Klubu (np. /group/3) albo adres zaczynający się od https://')).toBeTruthy();
    expect(screen.getByText('Dodaj obrazek banera')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(false);
  });
});

describe('/admin/banners/edit/:id', () => {
  it('saves a banner with its link, its start and end as ISO times, and returns to the table', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/banners': () => json({ total: 1, data: [banner(4)] }),
      'GET /api/banners/4': () => json(banner(4, { status: 'DRAFT' })),
      'PATCH /api/banners/4': (init) => json({ ...banner(4), ...(JSON.parse(String(init?.body)) as object) }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/banners/edit/4');
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await waitFor(() => expect(title).toHaveProperty('value', 'Baner 4'));
    fireEvent.change(screen.getByRole('textbox', { name: /^Link/ }), { target: { value: '/exchange-points' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Opublikowany' }));
    fireEvent.change(screen.getByLabelText(/^Data i godzina publikacji/), { target: { value: '2027-01-10T08:00' } });
    fireEvent.change(screen.getByLabelText(/^Koniec wyświetlania/), { target: { value: '2027-01-31T23:59' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/banners/table'), SCREEN);
    const patch = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/banners/4' && i?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]?.body))).toEqual({
      title: 'Baner 4',
      image: 'baner_4.webp',
      link: '/exchange-points',
      endsAt: new Date('2027-01-31T23:59:00').toISOString(),
      status: 'PUBLISHED',
      publishAt: new Date('2027-01-10T08:00:00').toISOString(),
      audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
    });
  });
});

describe('the home page banners', () => {
  it('shows one at a time with its link; the buttons go round; none shows nothing', async () => {
    setToken('customer', 'tok', 3600);
    mockFetch({
      'GET /api/banners': () =>
        json({
          total: 2,
          data: [
            { id: 1, title: 'Promocja zimowa', image: 'a_1.webp', link: '/group/3' },
            { id: 2, title: 'Targi', image: 'b_2.webp', link: 'https://targi.example.pl' },
          ],
        }),
    });
    renderWithProviders(<HomeBanners />);
    const region = await screen.findByRole('region', { name: 'Banery' }, SCREEN);
    expect(within(region).getByRole('img', { name: 'Promocja zimowa' }).closest('a')!.getAttribute('href')).toBe('/group/3');
    expect(within(region).getByText('1 z 2')).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Następny baner' }));
    const next = within(region).getByRole('img', { name: 'Targi' }).closest('a')!;
    expect([next.getAttribute('href'), next.getAttribute('target'), next.getAttribute('rel')]).toEqual([
      'https://targi.example.pl',
      '_blank',
      'noopener noreferrer',
    ]);
    fireEvent.click(within(region).getByRole('button', { name: 'Następny baner' }));
    expect(within(region).getByRole('img', { name: 'Promocja zimowa' })).toBeTruthy();
    fireEvent.click(within(region).getByRole('button', { name: 'Poprzedni baner' }));
    expect(within(region).getByText('2 z 2')).toBeTruthy();
  });
});
