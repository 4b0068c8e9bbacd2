import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { CodeBatch, PointsEntry } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast, hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { ADMIN_ME } from '../../testing/fixtures';

const PACKAGES: PointsEntry[] = [
  { id: 7, name: 'Farba 10 l', groupName: 'Farby', points: 50, orderPoints: 0, expiresAt: null, isNotActual: false, pos: 1, codesCount: 0 },
];
const BATCH: CodeBatch = {
  id: 3,
  packageId: 7,
  packageName: 'Farba 10 l',
  count: 10000,
  usedCount: 0,
  origin: 'GENERATED',
  note: null,
  createdAt: '2026-03-01T10:00:00Z',
};

beforeEach(() => {
  setToken('admin', 'adm-token');
  window.history.pushState({}, '', '/admin/codes/batches');
});
afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

// The lazy admin shell takes a few seconds to render in jsdom.
describe('/admin/codes/batches', () => {
  it('generates a batch with a busy state and lists it', async () => {
    let finish: (r: Response) => void = () => undefined;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json(PACKAGES),
      'GET /api/codes/batches': () => json([]),
      'POST /api/codes/batches': () => new Promise<Response>((resolve) => (finish = resolve)),
    });
    renderRoutes([adminRoute()], '/admin/codes/batches');
    const pkg = await screen.findByRole('combobox', { name: 'Pakiet' }, SCREEN);
    await waitFor(() => expect(within(pkg).getByRole('option', { name: 'Farba 10 l — Farby' })).toBeTruthy());
    expect(await screen.findByText('Brak danych')).toBeTruthy();

    fireEvent.change(pkg, { target: { value: '7' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Liczba kodów' }), { target: { value: '10000' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wygeneruj' }));

    expect(await screen.findByRole('progressbar', { name: 'Generowanie kodów' })).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ packageId: 7, count: 10000 });
    finish(json(BATCH, 201));

    const table = await screen.findByRole('table', { name: 'Partie kodów' });
    expect(within(table).getByRole('button', { name: 'Eksportuj CSV partii nr 3' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
    expect(getToast().message.replace(/\u00a0/g, ' ')).toBe('Wygenerowano 10 000 kodów — partia nr 3 (Farba 10 l)');
  });

  it('exports a batch as a CSV download, and refuses a non-CSV answer', async () => {
    let csvType = 'text/csv; charset=utf-8';
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json(PACKAGES),
      'GET /api/codes/batches': () => json([BATCH]),
      'GET /api/codes/batches/3/csv': () => new Response('\ufeffkod;pakiet\nABC;Farba 10 l\n', { headers: { 'content-type': csvType } }),
    });
    const createObjectURL = vi.fn(() => 'blob:kody');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      expect(this.download).toBe('kody-partia-3.csv');
      expect(this.href).toBe('blob:kody');
    });
    renderRoutes([adminRoute()], '/admin/codes/batches');
    const exportButton = await screen.findByRole('button', { name: 'Eksportuj CSV partii nr 3' }, SCREEN);
    fireEvent.click(exportButton);
    await waitFor(() => expect(click).toHaveBeenCalledTimes(1));

    csvType = 'application/json';
    fireEvent.click(exportButton);
    await waitFor(() => expect(getToast().message).toBe('Invalid content type'));
    expect(click).toHaveBeenCalledTimes(1);
  });

  it('imports a CSV file for a package as text/csv (valid rows), follows the job and lists the refused lines', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/points': () => json(PACKAGES),
      'GET /api/codes/batches': () => json([]),
      'POST /api/codes/import': () => json({ id: 5, status: 'QUEUED' }, 202),
      'GET /api/imports/5': () =>
        json({
          id: 5,
          kind: 'codes',
          fileName: 'kody.csv',
          mode: 'VALID_ROWS',
          status: 'DONE',
          totalRows: 2,
          processedRows: 2,
          insertedRows: 1,
          errorRows: 1,
          failure: null,
          result: { batchId: 4 },
          createdAt: '2026-11-22T10:00:00.000Z',
          startedAt: '2026-11-22T10:00:01.000Z',
          finishedAt: '2026-11-22T10:00:02.000Z',
          errors: [{ line: 3, message: 'Kod „ABC” już istnieje w bazie' }],
          preview: [{ line: 2, code: 'XYZ' }],
        }),
    });
    renderRoutes([adminRoute()], '/admin/codes/batches');
    const form = await screen.findByRole('form', { name: 'Importuj kody z pliku CSV' }, SCREEN);
    fireEvent.click(within(form).getByRole('button', { name: 'Importuj' }));
    expect((await within(form).findByRole('alert')).textContent).toBe('Wybierz pakiet');

    const select = within(form).getByRole('combobox', { name: 'Pakiet importowanych kodów' });
    await waitFor(() => expect(within(select).getAllByRole('option')).toHaveLength(2));
    fireEvent.change(select, { target: { value: '7' } });
    const file = new File(['kod\nXYZ\nABC\n'], 'kody.csv', { type: 'text/csv' });
    fireEvent.change(within(form).getByLabelText('Wybierz plik CSV'), { target: { files: [file] } });
    expect(within(form).getByText('Wybrany plik: kody.csv')).toBeTruthy();
    fireEvent.click(within(form).getByRole('radio', { name: /Importuj poprawne wiersze/ }));
    fireEvent.click(within(form).getByRole('button', { name: 'Importuj' }));

    const errors = await screen.findByRole('table', { name: 'Błędy importu' }, SCREEN);
    expect(within(errors).getByRole('row', { name: /3 Kod „ABC” już istnieje w bazie/ })).toBeTruthy();
    expect(screen.getByText(/Zaimportowano 1\skod \(partia nr 4\)\. Wierszy w pliku: 2, poprawnych: 1, z błędami: 1\./)).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(String(post[0])).toBe('/api/codes/import?packageId=7&mode=VALID_ROWS&fileName=kody.csv');
    expect(await (post[1].body as Blob).text()).toBe(await file.text());
    expect(post[1].headers['content-type']).toBe('text/csv');
  });
});
