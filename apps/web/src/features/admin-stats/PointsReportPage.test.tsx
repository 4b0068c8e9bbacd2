import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, EXECUTORS_TABLE, POINTS_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, render } from '../../testing/admin-reports';

asSignedInAdmin();
/** The report's own "Pobierz PDF/CSV" by the title (the executors table has its own in its section). */
const reportButton = (name: string) => screen.getAllByRole('button', { name }).find((b) => !b.closest('section'))!;
const rowTexts = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) => nbsp(r.textContent));

describe('/admin/stats/contractors-points', () => {
  it('shows the points of the period with the trend, the liability in PLN by expiry month, and the balances', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () => json(POINTS_REPORT),
      'GET /api/stats/executors-table': () => json(EXECUTORS_TABLE),
    });
    render('/admin/stats/contractors-points?from=2026-01-01&to=2026-03-31&interval=week');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — punkty wykonawców' })).toBeTruthy();
    const card = (list: HTMLElement, name: string) => nbsp(within(list).getByRole('listitem', { name }).textContent);
    expect(card(figures, 'Punkty zdobyte')).toBe('Punkty zdobyte1 200 pkt+20% wobec poprzedniego okresu');
    expect(card(figures, 'Punkty wydane')).toBe('Punkty wydane300 pktbez zmian');
    expect(card(figures, 'Punkty wygasłe')).toBe('Punkty wygasłe50 pktwzrost z 0 w poprzednim okresie');

    expect(screen.getByRole('img', { name: /^Wykres: punkty zdobyte, wydane i wygasłe w tygodniach/ })).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Punkty w tygodniach' });
    // Weeks from Monday 29.12.2025 to Monday 30.03.2026: 14 weeks, the empty ones as zeros.
    expect(within(series).getAllByRole('row')).toHaveLength(15);
    expect(nbsp(within(series).getByRole('row', { name: /tydzień od 02\.02\.2026/ }).textContent)).toBe(
      'tydzień od 02.02.20261 000 pkt300 pkt50 pkt',
    );

    const liability = screen.getByRole('region', { name: 'Zobowiązanie punktowe' });
    const now = within(liability).getByRole('list', { name: 'Zobowiązanie punktowe — stan na dziś' });
    expect(card(now, 'Punkty do wykorzystania')).toBe('Punkty do wykorzystania310 pktstan na dziś');
    expect(card(now, 'Wartość w złotych')).toBe('Wartość w złotych31,00 złkurs: 10 pkt za 1 zł');
    expect(within(liability).getByRole('img', { name: /^Wykres: punkty wygasające w kolejnych 12 miesiącach/ })).toBeTruthy();
    const months = within(liability).getByRole('table', { name: 'Zobowiązanie punktowe' });
    expect(rowTexts(months)).toEqual([
      'Po terminie (wygasną przy najbliższym przeglądzie)20 pkt2,00 zł',
      '11.20260 pkt0,00 zł',
      '12.2026150 pkt15,00 zł',
      '01.20270 pkt0,00 zł',
      '02.20270 pkt0,00 zł',
      '03.202740 pkt4,00 zł',
      '04.20270 pkt0,00 zł',
      '05.20270 pkt0,00 zł',
      '06.20270 pkt0,00 zł',
      '07.20270 pkt0,00 zł',
      '08.20270 pkt0,00 zł',
      '09.20270 pkt0,00 zł',
      '10.20270 pkt0,00 zł',
      'Później60 pkt6,00 zł',
      'Bez terminu ważności40 pkt4,00 zł',
    ]);

    const balances = screen.getByRole('table', { name: 'Salda kont punktowych' });
    expect(rowTexts(balances)[1]).toBe('1–99 pkt4160 pkt');
    expect(screen.getByRole('img', { name: /^Wykres: uczestnicy według salda punktów/ })).toBeTruthy();

    expect(callsTo(fetchMock, '/api/stats/executors/points')).toEqual([
      '/api/stats/executors/points?from=2026-01-01&to=2026-03-31&interval=week',
    ]);
  });

  it('lists no "Po terminie" row when nothing is overdue, and keeps the liability when the period is empty', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () =>
        json({
          ...POINTS_REPORT,
          earned: 0,
          spent: 0,
          expired: 0,
          series: [],
          liability: { ...POINTS_REPORT.liability, points: 290, pln: 29, overdue: 0 },
        }),
      'GET /api/stats/executors-table': () => json(EXECUTORS_TABLE),
    });
    render('/admin/stats/contractors-points');
    const liability = await screen.findByRole('region', { name: 'Zobowiązanie punktowe' }, SCREEN);
    expect(screen.getByText('Brak danych w wybranym okresie')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Podsumowanie okresu' })).toBeNull();
    const rows = rowTexts(within(liability).getByRole('table', { name: 'Zobowiązanie punktowe' }));
    expect(rows).toHaveLength(14);
    expect(rows[0]).toBe('11.20260 pkt0,00 zł');
    expect(rows.some((r) => r.startsWith('Po terminie'))).toBe(false);
    expect(nbsp(within(liability).getByRole('listitem', { name: 'Wartość w złotych' }).textContent)).toContain('29,00 zł');
    expect(screen.getByRole('table', { name: 'Salda kont punktowych' })).toBeTruthy();
  });

  it('downloads with the filters of the URL; a failed PDF is only logged', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () => json(POINTS_REPORT),
      'GET /api/stats/executors/points/pdf': () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
      'GET /api/stats/executors/points/csv': () =>
        new Response('\ufeffWygasają w miesiącu;Punkty\n', { headers: { 'content-type': 'text/csv' } }),
      'GET /api/stats/executors-table': () => json(EXECUTORS_TABLE),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:punkty'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/contractors-points?from=2026-01-01&to=2026-03-31');
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);

    // A PDF answered with something else than a PDF: refused, logged, no toast, nothing saved.
    fireEvent.click(reportButton('Pobierz PDF'));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.any(Error)));
    expect(getToast().isShow).toBe(false);
    expect(saved).toEqual([]);

    fireEvent.click(reportButton('Pobierz CSV'));
    await waitFor(() => expect(saved).toEqual(['punkty-2026-01-01-2026-03-31.csv']));
    expect(callsTo(fetchMock, '/api/stats/executors/points/pdf')).toEqual([
      '/api/stats/executors/points/pdf?from=2026-01-01&to=2026-03-31',
    ]);
    expect(callsTo(fetchMock, '/api/stats/executors/points/csv')).toEqual([
      '/api/stats/executors/points/csv?from=2026-01-01&to=2026-03-31',
    ]);
  });
});

describe('/admin/stats/contractors-points — the executors table', () => {
  const SECTION = 'Statystyki — tabela wykonawców';
  const PERIOD = '/admin/stats/contractors-points?from=2026-01-01&to=2026-03-31';
  const nextPage = { ...EXECUTORS_TABLE.data[2]!, userId: 56, fullName: 'Cezary Dalszy', city: 'Kielce', balance: 10 };

  it('lists every points account a page at a time, in the URL, sorted by balance or by name', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () => json(POINTS_REPORT),
      'GET /api/stats/executors-table': (_init, url) =>
        json(url.searchParams.get('skip') === '25' ? { ...EXECUTORS_TABLE, data: [nextPage] } : EXECUTORS_TABLE),
    });
    const { router } = render(PERIOD);

    const table = await screen.findByRole('table', { name: SECTION }, SCREEN);
    const section = screen.getByRole('region', { name: SECTION });
    // Under 1 536 px (and in jsdom) the company goes under the name, the region under the city.
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Wykonawca / Firma',
      'Miejscowość / Region',
      'Saldo',
      'Zdobyte w roku',
      'Kody',
      'Zdobyte',
      'Wydane',
      'Wygasłe',
      'Zamówienia',
    ]);
    expect(rowTexts(table)).toEqual([
      'Adam ZielińskiZieliński BudPoznańwielkopolskie12 5003 000142 8001 000502',
      'Konto Usunięte (usunięty)—400000000',
      'Beata WronaGdańsk9090390000',
    ]);
    expect(within(table).getByRole('link', { name: 'Konto Usunięte' }).getAttribute('href')).toBe('/admin/club-members/details/32');
    expect(nbsp(within(section).getByText(/Pliki PDF i CSV/).textContent)).toContain(
      'zawierają najwyżej 5 000 wierszy, w kolejności tabeli',
    );
    expect(nbsp(within(section).getByText(/^1–25 z 60$/).textContent)).toBeTruthy();
    expect(callsTo(fetchMock, '/api/stats/executors-table')).toEqual([
      '/api/stats/executors-table?from=2026-01-01&to=2026-03-31&skip=0&take=25&sort=balance',
    ]);

    fireEvent.click(within(section).getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-03-31&executorsSkip=25'));
    await waitFor(() => expect(rowTexts(screen.getByRole('table', { name: SECTION }))).toEqual(['Cezary DalszyKielce1090390000']));
    expect(callsTo(fetchMock, '/api/stats/executors-table').at(-1)).toBe(
      '/api/stats/executors-table?from=2026-01-01&to=2026-03-31&skip=25&take=25&sort=balance',
    );

    // Another order starts from the first page.
    const sort = within(section).getByRole('combobox', { name: 'Sortowanie' }) as HTMLSelectElement;
    expect([...sort.options].map((o) => o.text)).toEqual(['Saldo (od najwyższego)', 'Nazwisko (A–Z)']);
    fireEvent.change(sort, { target: { value: 'lastname' } });
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-01-01&to=2026-03-31&executorsSort=lastname'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/executors-table').at(-1)).toBe(
        '/api/stats/executors-table?from=2026-01-01&to=2026-03-31&skip=0&take=25&sort=lastname',
      ),
    );
    // The report itself was asked for once: the table's page and order are not its filters.
    expect(callsTo(fetchMock, '/api/stats/executors/points')).toHaveLength(1);
  });

  it('downloads its own files with the period and order: a failed PDF is only logged, a failed CSV is a toast', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () => json(POINTS_REPORT),
      'GET /api/stats/executors-table': () => json(EXECUTORS_TABLE),
      'GET /api/stats/executors-table/pdf': () => json({ message: 'Błąd serwera' }, 500),
      'GET /api/stats/executors-table/csv': () => json({ message: 'Nie udało się przygotować pliku' }, 500),
    });
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render(`${PERIOD}&executorsSort=lastname&executorsSkip=50`);
    await screen.findByRole('table', { name: SECTION }, SCREEN);
    const section = screen.getByRole('region', { name: SECTION });
    expect(callsTo(fetchMock, '/api/stats/executors-table')).toEqual([
      '/api/stats/executors-table?from=2026-01-01&to=2026-03-31&skip=50&take=25&sort=lastname',
    ]);

    fireEvent.click(within(section).getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(getToast().isShow).toBe(false);
    // The files hold every row up to their cap: no page in their query.
    expect(callsTo(fetchMock, '/api/stats/executors-table/pdf')).toEqual([
      '/api/stats/executors-table/pdf?from=2026-01-01&to=2026-03-31&sort=lastname',
    ]);

    fireEvent.click(within(section).getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(getToast()).toMatchObject({ isShow: true, severity: 'error', message: 'Nie udało się przygotować pliku' }));
    expect(callsTo(fetchMock, '/api/stats/executors-table/csv')).toEqual([
      '/api/stats/executors-table/csv?from=2026-01-01&to=2026-03-31&sort=lastname',
    ]);
    expect(saved).toEqual([]);
  });

  it('says when there are no points accounts, and offers to retry a failed load', async () => {
    let fail = false;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/points': () => json(POINTS_REPORT),
      'GET /api/stats/executors-table': () =>
        fail ? json({ message: 'Błąd serwera' }, 500) : json({ ...EXECUTORS_TABLE, data: [], total: 0 }),
    });
    render(PERIOD);
    const section = await screen.findByRole('region', { name: SECTION }, SCREEN);
    expect(await within(section).findByText('Brak kont punktowych', undefined, SCREEN)).toBeTruthy();
    expect(within(section).queryByRole('table')).toBeNull();

    fail = true;
    render(`${PERIOD}&executorsSkip=25`);
    await waitFor(() => expect(screen.getAllByRole('region', { name: SECTION })).toHaveLength(2), SCREEN);
    const failed = screen.getAllByRole('region', { name: SECTION })[1]!;
    expect(await within(failed).findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
    // The rest of the report is there.
    expect(screen.getAllByRole('table', { name: 'Salda kont punktowych' })).toHaveLength(2);
  });
});
