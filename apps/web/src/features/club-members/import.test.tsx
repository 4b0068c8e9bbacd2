import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ROLE_LABELS, type ImportJob, type RoleCode } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

const job = (over: Partial<ImportJob> = {}): ImportJob => ({
  id: 7,
  kind: 'members',
  result: null,
  fileName: 'czlonkowie.csv',
  mode: 'DRY_RUN',
  status: 'RUNNING',
  totalRows: 3,
  processedRows: 1,
  insertedRows: 0,
  errorRows: 0,
  failure: null,
  createdAt: '2026-11-22T10:00:00.000Z',
  startedAt: '2026-11-22T10:00:01.000Z',
  finishedAt: null,
  errors: [],
  preview: [],
  ...over,
});
const preview = {
  line: 2,
  email: 'ewa@example.pl',
  firstname: 'Ewa',
  lastname: 'Pędzel',
  phone: '600111222',
  companyName: null,
  nip: null,
  city: 'Wrocław',
  postCode: '50-001',
  street: null,
  type: 21,
  regionName: 'dolnośląskie',
  marketingConsent: true,
};

asAdminEachTest();

describe('/admin/club-members/import-csv', () => {
  it('sends the file as text/csv with the chosen mode, polls the job and shows progress, errors and preview', async () => {
    let polls = 0;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'POST /api/users/csv-import': () => json({ id: 7, status: 'QUEUED' }, 202),
      'GET /api/users/csv-import': () => json([]),
      'GET /api/imports/7': () => {
        polls++;
        return json(
          polls === 1
            ? job()
            : job({
                status: 'DONE',
                processedRows: 3,
                errorRows: 1,
                errors: [{ line: 3, message: 'kolumna „NIP”: niepoprawny NIP' }],
                preview: [preview],
              }),
        );
      },
    });
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/import-csv');
    await screen.findByRole('heading', { level: 1, name: 'Członkowie klubu — import CSV' }, SCREEN);
    // The allowed kinds are named as the screens name them.
    expect(screen.getByText(/Kolumna „rodzaj”: „Inna działalność”, „Wykonawca” albo „Architekt lub projektant”/)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect((await screen.findByRole('alert')).textContent).toContain('Wybierz plik CSV');

    const file = new File(['e-mail;imię\n'], 'czlonkowie.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Plik CSV'), { target: { files: [file] } });
    expect(screen.getByText('Wybrany plik: czlonkowie.csv')).toBeTruthy();
    fireEvent.click(screen.getByRole('radio', { name: /Importuj tylko jeśli wszystkie wiersze są poprawne/ }));
    fireEvent.click(screen.getByRole('radio', { name: /Tylko sprawdź \(podgląd\)/ }));
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź plik' }));

    await waitFor(() => expect(router.state.location.search).toBe('?id=7'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/users/csv-import?mode=DRY_RUN&fileName=czlonkowie.csv');
    expect(post[1].headers['content-type']).toBe('text/csv');
    expect(await (post[1].body as Blob).text()).toBe(await file.text());

    expect(await screen.findByText('Sprawdzono 1 z 3 wierszy', {}, SCREEN)).toBeTruthy();
    expect(await screen.findByText(/Sprawdzenie zakończone — nic nie zostało zapisane/, {}, SCREEN)).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Postęp importu' }).getAttribute('aria-valuenow')).toBe('100');
    const errors = screen.getByRole('table', { name: 'Błędy importu' });
    expect(within(errors).getByText('3')).toBeTruthy();
    expect(within(errors).getByText('kolumna „NIP”: niepoprawny NIP')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Podgląd importu' })).getByText('ewa@example.pl')).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Podgląd importu' })).getByText(ROLE_LABELS[preview.type as RoleCode])).toBeTruthy();
    const pollsWhenDone = polls;
    await new Promise((r) => setTimeout(r, 1500));
    expect(polls).toBe(pollsWhenDone); // polling stops once the job has finished
  });

  it('shows the server’s refusal of an unreadable file', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'POST /api/users/csv-import': () =>
        json({ message: 'Plik nie jest zapisany w kodowaniu UTF-8 (wygląda na Windows-1250, domyślne kodowanie Excela).' }, 400),
    });
    renderRoutes([adminRoute()], '/admin/club-members/import-csv');
    await screen.findByRole('heading', { level: 1, name: 'Członkowie klubu — import CSV' }, SCREEN);
    fireEvent.change(screen.getByLabelText('Plik CSV'), { target: { files: [new File(['x'], 'stary.csv', { type: 'text/csv' })] } });
    fireEvent.click(screen.getByRole('button', { name: 'Sprawdź plik' }));
    expect((await screen.findByRole('alert')).textContent).toContain('wygląda na Windows-1250');
  });
});

describe('/admin/club-members/import', () => {
  it('lists recent imports (empty state too) and opens one', async () => {
    let list: unknown[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users/csv-import': () => json(list),
      'GET /api/imports/7': () =>
        json(
          job({
            status: 'FAILED',
            mode: 'ALL_OR_NOTHING',
            processedRows: 3,
            errorRows: 1,
            failure: 'Nie zaimportowano nic: 1 wiersz z błędami.',
          }),
        ),
    });
    const first = renderRoutes([adminRoute()], '/admin/club-members/import');
    expect(await screen.findByText('Nie było jeszcze importów', {}, SCREEN)).toBeTruthy();
    first.unmount();

    list = [job({ status: 'FAILED', mode: 'ALL_OR_NOTHING', processedRows: 3, errorRows: 1 })];
    renderRoutes([adminRoute()], '/admin/club-members/import');
    fireEvent.click(await screen.findByRole('link', { name: 'Pokaż import nr 7' }, SCREEN));
    expect((await screen.findByText(/Nie zaimportowano nic: 1 wiersz z błędami/)).textContent).toBeTruthy();
    expect(within(screen.getByRole('table', { name: 'Ostatnie importy' })).getByText('Nieudany')).toBeTruthy();
  });
});
