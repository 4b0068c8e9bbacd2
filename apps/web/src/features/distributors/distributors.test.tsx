import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Distributor } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { filterDistributors } from './filter';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

const base: Distributor = {
  id: 1,
  name: 'Hurtownia Kolor',
  nip: '5260250995',
  email: 'biuro@kolor.pl',
  phone: '600100200',
  city: 'Poznań',
  postCode: '60-001',
  street: 'Farbiarska 1',
  regionId: 15,
  regionName: 'wielkopolskie',
  isAuthorized: true,
  authorizedAt: '2026-01-01T10:00:00.000Z',
  createdAt: '2026-01-01T10:00:00.000Z',
  updatedAt: '2026-01-01T10:00:00.000Z',
};
const LIST = [
  base,
  { ...base, id: 2, name: 'Farby Wschód', nip: null, city: 'Lublin', email: null, isAuthorized: false, authorizedAt: null },
  { ...base, id: 3, name: 'Skład Zachód', nip: '4982597911', city: 'Szczecin', email: null, isAuthorized: false, authorizedAt: null },
];

asAdminEachTest();

describe('filterDistributors', () => {
  it('matches name, city and NIP typed with dashes', () => {
    expect(filterDistributors(LIST, 'wschód').map((d) => d.id)).toEqual([2]);
    expect(filterDistributors(LIST, 'szczecin').map((d) => d.id)).toEqual([3]);
    expect(filterDistributors(LIST, '498-259').map((d) => d.id)).toEqual([3]);
    expect(filterDistributors(LIST, '  ')).toHaveLength(3);
  });
});

describe('/admin/distributors', () => {
  it('loads 9999 at once; deleting removes only that row locally', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json({ total: 3, data: LIST }),
      'DELETE /api/distributors/2': () => json({ message: 'Usunięto' }),
    });
    renderRoutes([adminRoute()], '/admin/distributors/list');
    const table = await screen.findByRole('table', { name: 'Dystrybutorzy' }, SCREEN);
    expect(within(table).getAllByRole('row')).toHaveLength(4);
    expect(within(table).getByText('526-025-09-95')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/distributors?take=9999');
    fireEvent.click(screen.getByRole('button', { name: 'Usuń dystrybutora Farby Wschód' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(table).queryByText('Farby Wschód')).toBeNull());
    expect(within(table).getByText('Hurtownia Kolor')).toBeTruthy();
    expect(within(table).getByText('Skład Zachód')).toBeTruthy();
    expect(fetchMock.mock.calls.filter(([u]) => String(u).startsWith('/api/distributors?'))).toHaveLength(1);
  });

  it('unauthorized: "Autoryzuj" takes the distributor off the waiting list', async () => {
    const waiting = LIST.filter((d) => !d.isAuthorized);
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json({ total: 2, data: waiting }),
      'PATCH /api/distributors/3/authorize': () => json({ ...waiting[1], isAuthorized: true, authorizedAt: '2026-02-01T10:00:00.000Z' }),
    });
    renderRoutes([adminRoute()], '/admin/distributors/unauthorized');
    const table = await screen.findByRole('table', { name: 'Dystrybutorzy' }, SCREEN);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/distributors?take=9999&isAuthorized=false');
    fireEvent.click(within(table).getByRole('button', { name: 'Autoryzuj dystrybutora Skład Zachód' }));
    await waitFor(() => expect(within(table).queryByText('Skład Zachód')).toBeNull());
    expect(within(table).getByText('Farby Wschód')).toBeTruthy();
    expect(getToast()).toMatchObject({ message: 'Autoryzowano dystrybutora Skład Zachód', severity: 'success' });
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/distributors/3/authorize')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ isAuthorized: true });
  });

  it('shows the empty state when nobody waits', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/distributors': () => json({ total: 0, data: [] }) });
    renderRoutes([adminRoute()], '/admin/distributors/unauthorized');
    expect(await screen.findByText('Żaden dystrybutor nie czeka na autoryzację', {}, SCREEN)).toBeTruthy();
  });

  it('add-from-csv sends the file as text/csv (all or nothing), follows the job and lists the line errors', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'POST /api/distributors/csv-import': () => json({ id: 9, status: 'QUEUED' }, 202),
      'GET /api/imports/9': () =>
        json({
          id: 9,
          kind: 'distributors',
          fileName: 'dystrybutorzy.csv',
          mode: 'ALL_OR_NOTHING',
          status: 'FAILED',
          totalRows: 2,
          processedRows: 2,
          insertedRows: 0,
          errorRows: 1,
          failure: 'Nie zaimportowano nic: 1 wiersz z błędami. Popraw plik i prześlij go ponownie.',
          result: null,
          createdAt: '2026-11-22T10:00:00.000Z',
          startedAt: '2026-11-22T10:00:01.000Z',
          finishedAt: '2026-11-22T10:00:02.000Z',
          errors: [{ line: 3, message: 'kolumna „NIP”: Podaj poprawny NIP (10 cyfr z prawidłową sumą kontrolną)' }],
          preview: [{ line: 2, name: 'Dobra', nip: null, email: null, phone: null, city: null, postCode: null, street: null }],
        }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/distributors/add-from-csv');
    const input = await screen.findByLabelText('Plik CSV', {}, SCREEN);
    const file = new File(['nazwa;nip\nDobra;\nZła;1234567890\n'], 'dystrybutorzy.csv', { type: 'text/csv' });
    fireEvent.change(input, { target: { files: [file] } });
    fireEvent.click(screen.getByRole('button', { name: 'Importuj' }));
    const errors = await screen.findByRole('table', { name: 'Błędy importu' }, SCREEN);
    expect(within(errors).getByText('3')).toBeTruthy();
    expect(within(errors).getByText(/kolumna „NIP”: Podaj poprawny NIP/)).toBeTruthy();
    expect(screen.getByText(/Nie zaimportowano nic: 1 wiersz z błędami/)).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Podgląd importu' })).getByText('Dobra')).toBeTruthy();
    expect(router.state.location.search).toBe('?id=9');
    const call = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(call[0])).toBe('/api/distributors/csv-import?mode=ALL_OR_NOTHING&fileName=dystrybutorzy.csv');
    expect(call[1].headers['content-type']).toBe('text/csv');
    expect(await (call[1].body as Blob).text()).toBe(await file.text());
  });

  it('the add form checks the NIP before sending', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json([{ id: 1, name: 'dolnośląskie' }]),
    });
    renderRoutes([adminRoute()], '/admin/distributors/add');
    const name = await screen.findByRole('textbox', { name: 'Nazwa' }, SCREEN);
    fireEvent.change(name, { target: { value: 'Nowa hurtownia' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'NIP' }), { target: { value: '1234567890' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj poprawny NIP (10 cyfr z prawidłową sumą kontrolną)')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/distributors')).toBe(false);
  });
});
