import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { typeDate } from '../../testing/dates';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, CODES_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, render } from '../../testing/admin-reports';

asSignedInAdmin();

describe('/admin/stats/codes', () => {
  it('shows the figures with the trend, the codes per day, per product and per source', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/stats/codes': () => json(CODES_REPORT) });
    render('/admin/stats/codes?from=2026-03-02&to=2026-03-15');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — kody' })).toBeTruthy();
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Zarejestrowane kody')).toBe('Zarejestrowane kody8-20% wobec poprzedniego okresu');
    expect(card('Punkty za kody')).toBe('Punkty za kody340 pktbez zmian');
    expect(screen.getByText(/porównanie z okresem 16\.02\.2026 – 01\.03\.2026/)).toBeTruthy();

    // One named image per chart; the numbers are in the tables.
    expect(screen.getByRole('img', { name: /^Wykres: zarejestrowane kody i punkty za nie w dniach/ })).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Kody w dniach' });
    // Every day of the period, the ones without codes as zeros (header + 14 days).
    expect(within(series).getAllByRole('row')).toHaveLength(15);
    expect(nbsp(within(series).getByRole('row', { name: /^03\.03\.2026/ }).textContent)).toBe('03.03.20263150 pkt');
    expect(nbsp(within(series).getByRole('row', { name: /^05\.03\.2026/ }).textContent)).toBe('05.03.202600 pkt');

    expect(screen.getByRole('img', { name: /^Wykres: produkty według liczby zarejestrowanych kodów/ })).toBeTruthy();
    const packages = screen.getByRole('table', { name: 'Według produktów' });
    expect(nbsp(within(packages).getByRole('row', { name: /Farba 10 l/ }).textContent)).toBe('Farba 10 lFarby6300 pkt');
    const sources = screen.getByRole('table', { name: 'Według miejsca wpisania' });
    expect(nbsp(within(sources).getByRole('row', { name: /Aplikacja mobilna/ }).textContent)).toBe('Aplikacja mobilna120 pkt');

    expect(callsTo(fetchMock, '/api/stats/codes')).toEqual(['/api/stats/codes?from=2026-03-02&to=2026-03-15']);
  });

  it('puts the period and grouping in the URL and asks the server for them', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/stats/codes': () => json(CODES_REPORT) });
    const { router } = render('/admin/stats/codes');
    const form = await screen.findByRole('search', { name: 'Filtry raportu' }, SCREEN);
    expect(within(form).getByText('Bez dat: ostatnie 30 dni (z dzisiejszym).')).toBeTruthy();
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(callsTo(fetchMock, '/api/stats/codes')).toEqual(['/api/stats/codes']);

    typeDate('Od dnia', '01.02.2026', form);
    typeDate('Do dnia', '31.03.2026', form);
    const grouping = within(form).getByRole('combobox', { name: 'Grupowanie' }) as HTMLSelectElement;
    expect([...grouping.options].map((o) => o.text)).toEqual(['Automatycznie', 'Dni', 'Tygodnie', 'Miesiące']);
    fireEvent.change(grouping, { target: { value: 'week' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));

    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-03-31&interval=week'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/codes')).toContain('/api/stats/codes?from=2026-02-01&to=2026-03-31&interval=week'),
    );

    // "Wyczyść": back to the last 30 days, grouped automatically.
    fireEvent.click(within(screen.getByRole('search', { name: 'Filtry raportu' })).getByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('narrows to an audience — roles, regions, groups (gold, premium, the admins’ own) — in the URL and the request', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/codes': () => json(CODES_REPORT),
      'GET /api/regions': () => json([{ id: 3, name: 'Mazowieckie' }]),
      'GET /api/groups': () =>
        json({ data: [{ id: 5, name: 'Akcja wiosenna', description: null, memberCount: 2, createdAt: '2026-01-01T10:00:00' }], total: 1 }),
    });
    const { router } = render('/admin/stats/codes?from=2026-03-02&to=2026-03-15');
    const form = await screen.findByRole('search', { name: 'Filtry raportu' }, SCREEN);
    const pick = async (field: string, option: string) => {
      fireEvent.keyDown(within(form).getByRole('combobox', { name: field }), { key: 'ArrowDown' });
      fireEvent.click(await screen.findByRole('option', { name: option }));
    };
    await pick('Uczestnicy: role', 'Wykonawca');
    await pick('Uczestnicy: regiony', 'Mazowieckie');
    await pick('Uczestnicy: grupy', 'Grupa złota');
    await pick('Uczestnicy: grupy', 'Akcja wiosenna');
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));

    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-03-02&to=2026-03-15&role=21&region=3&group=5&gold=true'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/codes')).toContain(
        '/api/stats/codes?from=2026-03-02&to=2026-03-15&role=21&region=3&group=5&gold=true',
      ),
    );
    // The applied audience shows as chips of the form that Back/Forward rebuilds.
    const applied = await screen.findByRole('search', { name: 'Filtry raportu' });
    for (const chip of ['Wykonawca', 'Mazowieckie', 'Grupa złota', 'Akcja wiosenna']) {
      expect(within(applied).getByRole('button', { name: chip })).toBeTruthy();
    }
    fireEvent.click(within(applied).getByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('refuses "od" after "do" before asking the server', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/stats/codes': () => json(CODES_REPORT) });
    const { router } = render('/admin/stats/codes?from=2026-03-02&to=2026-03-15');
    const form = await screen.findByRole('search', { name: 'Filtry raportu' }, SCREEN);
    typeDate('Od dnia', '20.03.2026', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(getToast().message).toBe('Data „od” nie może być późniejsza niż data „do”'));
    expect(router.state.location.search).toBe('?from=2026-03-02&to=2026-03-15');
    expect(callsTo(fetchMock, '/api/stats/codes')).toEqual(['/api/stats/codes?from=2026-03-02&to=2026-03-15']);
  });

  it('downloads the CSV with the same query, and only logs a failed PDF (no toast)', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/codes': () => json(CODES_REPORT),
      'GET /api/stats/codes/csv': () =>
        new Response('\ufeffOkres;Kody;Punkty\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      'GET /api/stats/codes/pdf': () => json({ message: 'Błąd serwera' }, 500),
    });
    const createObjectURL = vi.fn(() => 'blob:kody');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/codes?from=2026-03-02&to=2026-03-15&interval=week');
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['kody-2026-03-02-2026-03-15.csv']));
    expect(callsTo(fetchMock, '/api/stats/codes/csv')).toEqual(['/api/stats/codes/csv?from=2026-03-02&to=2026-03-15&interval=week']);
    const csvCall = fetchMock.mock.calls.find(([url]) => String(url).startsWith('/api/stats/codes/csv'))!;
    expect(csvCall[1].headers.authorization).toBe('Bearer adm-token');

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(callsTo(fetchMock, '/api/stats/codes/pdf')).toEqual(['/api/stats/codes/pdf?from=2026-03-02&to=2026-03-15&interval=week']);
    expect(getToast().isShow).toBe(false);
    expect(saved).toHaveLength(1);
    await waitFor(() => expect((screen.getByRole('button', { name: 'Pobierz PDF' }) as HTMLButtonElement).disabled).toBe(false));
  });

  it('shows a failed CSV download as the usual error toast', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/codes': () => json(CODES_REPORT),
      'GET /api/stats/codes/csv': () => json({ message: 'Data „od” nie może być późniejsza niż data „do”' }, 400),
    });
    render('/admin/stats/codes');
    fireEvent.click(await screen.findByRole('button', { name: 'Pobierz CSV' }, SCREEN));
    await waitFor(() =>
      expect(getToast()).toMatchObject({ isShow: true, severity: 'error', message: 'Data „od” nie może być późniejsza niż data „do”' }),
    );
  });

  it('says when the period has no codes, and offers to retry a failed load', async () => {
    let fail = false;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/codes': () =>
        fail
          ? json({ message: 'Błąd serwera' }, 500)
          : json({ ...CODES_REPORT, codes: 0, points: 0, series: [], packages: [], sources: [] }),
    });
    render('/admin/stats/codes?from=2026-03-02&to=2026-03-15');
    expect(await screen.findByText('Brak danych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
    expect(nbsp(screen.getByText(/^W poprzednim okresie/).textContent)).toBe('W poprzednim okresie: 10 kodów (340 pkt).');

    fail = true;
    render('/admin/stats/codes?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });
});
