import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME, prizeRow } from '../../testing/fixtures';

const TREE = [
  {
    id: 1,
    name: 'Narzędzia',
    description: null,
    parentId: null,
    image: null,
    pos: 1,
    isActive: true,
    prizesCount: 1,
    subRows: [{ id: 2, name: 'Pędzle', description: null, parentId: 1, image: null, pos: 1, isActive: false, prizesCount: 0, subRows: [] }],
  },
];
const ROW = prizeRow();

asAdminEachTest();

describe('/admin/prizes', () => {
  it('lists the group tree (subgroups indented, inactive marked) and the prizes', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/prizes-groups': (_i, url) => json(url.searchParams.get('all') === 'true' ? TREE : []),
      'GET /api/prizes': () => json({ total: 1, data: [ROW] }),
    });
    renderRoutes([adminRoute()], '/admin/prizes');
    const groups = await screen.findByRole('table', { name: 'Grupy nagród' }, SCREEN);
    expect(within(groups).getByText(/Pędzle/)).toBeTruthy();
    expect(within(groups).getByText('Nieaktywna')).toBeTruthy();
    const prizes = await screen.findByRole('table', { name: 'Nagrody' });
    expect(within(prizes).getByText('Kurtka')).toBeTruthy();
    expect(within(prizes).getByText('Warianty: 2')).toBeTruthy();
    expect(within(prizes).getByText('179,90 zł')).toBeTruthy();
  });

  it('a new prize is checked with the contract schema, saved, then its variants one by one', async () => {
    let fail = true;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/prizes-groups': () => json(TREE),
      'GET /api/prizes': () => json({ total: 0, data: [] }),
      'POST /api/prizes': () =>
        fail
          ? json({ message: 'Podaj cenę w punktach lub cenę w złotych' }, 400)
          : json({ ...ROW, id: 9, description: '', characteristics: [] }, 201),
      'POST /api/prizes/characteristic': (init) => json({ id: 1, prizeId: 9, pos: 1, ...JSON.parse(String(init!.body)) }, 201),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/prizes/add/prize');
    fireEvent.change(await screen.findByRole('textbox', { name: /Nazwa nagrody/ }, SCREEN), { target: { value: 'Kurtka' } });
    for (const size of ['M', 'L']) {
      fireEvent.change(screen.getByRole('textbox', { name: 'Wartość wariantu' }), { target: { value: size } });
      fireEvent.click(screen.getByRole('button', { name: 'Dodaj wariant' }));
    }
    expect(within(screen.getByRole('list', { name: 'Warianty' })).getAllByRole('listitem')).toHaveLength(2);

    // PrizeBody (useZodForm) refuses a prize without a price before anything is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nagrodę' }));
    expect(await screen.findByText('Podaj cenę w punktach lub cenę w złotych')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);

    fail = false;
    fireEvent.change(screen.getByRole('textbox', { name: 'Cena w zł' }), { target: { value: '49,99' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz nagrodę' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/prizes'));
    const posts = fetchMock.mock.calls
      .filter(([, init]) => init?.method === 'POST')
      .map(([u, init]) => [String(u), JSON.parse(String(init!.body))]);
    expect(posts.at(-3)).toEqual([
      '/api/prizes',
      expect.objectContaining({ name: 'Kurtka', plnPrice: 49.99, stock: 0, isActive: true, images: [] }),
    ]);
    expect(posts.slice(-2)).toEqual([
      ['/api/prizes/characteristic', { prizeId: 9, name: 'Rozmiar', value: 'M', pos: 1 }],
      ['/api/prizes/characteristic', { prizeId: 9, name: 'Rozmiar', value: 'L', pos: 2 }],
    ]);
    expect(getToast()).toMatchObject({ message: 'Dodano nagrodę', severity: 'success' });
  });
});
