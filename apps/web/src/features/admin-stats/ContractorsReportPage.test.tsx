import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, CONTRACTORS_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, rowTexts, render } from '../../testing/admin-reports';

asSignedInAdmin();

describe('/admin/stats/contractors', () => {
  it('shows the new and active contractors with the trend, per week, and everyone now by status and region', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors': () => json(CONTRACTORS_REPORT),
    });
    render('/admin/stats/contractors?from=2026-03-02&to=2026-03-29&interval=week');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — wykonawcy' })).toBeTruthy();
    const card = (list: HTMLElement, name: string) => nbsp(within(list).getByRole('listitem', { name }).textContent);
    expect(card(figures, 'Nowi wykonawcy')).toBe('Nowi wykonawcy12+50% wobec poprzedniego okresu');
    expect(card(figures, 'Aktywni wykonawcy')).toBe('Aktywni wykonawcy40bez zmianwpisali kod lub zamówili nagrodę');
    expect(card(figures, 'Nowi potwierdzeni')).toBe('Nowi potwierdzeni5spośród nowych, stan na dziś');
    expect(screen.getByText(/porównanie z okresem 02\.02\.2026 – 01\.03\.2026/)).toBeTruthy();

    expect(screen.getByRole('img', { name: /^Wykres: nowi i aktywni wykonawcy w tygodniach\. Liczby są w tabeli/ })).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Wykonawcy w tygodniach' });
    // Four weeks from Monday 02.03; the one the server left out as zeros.
    expect(rowTexts(series)).toEqual([
      'tydzień od 02.03.2026320',
      'tydzień od 09.03.2026525',
      'tydzień od 16.03.202600',
      'tydzień od 23.03.2026418',
    ]);
    expect(
      within(series)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Okres', 'Nowi wykonawcy', 'Aktywni wykonawcy']);

    const statuses = screen.getByRole('region', { name: 'Według statusu (teraz)' });
    const now = within(statuses).getByRole('list', { name: 'Wykonawcy — stan na dziś' });
    expect(card(now, 'Wykonawcy teraz')).toBe('Wykonawcy teraz250bez kont usuniętych');
    expect(card(now, 'W tym potwierdzeni')).toBe('W tym potwierdzeni180status „Aktywny — potwierdzony”');
    expect(within(statuses).getByRole('img', { name: /^Wykres: wykonawcy według statusu \(stan na dziś\)/ })).toBeTruthy();
    expect(rowTexts(within(statuses).getByRole('table', { name: 'Według statusu (teraz)' }))).toEqual([
      'Nieaktywny20',
      'Aktywny50',
      'Aktywny — potwierdzony180',
    ]);

    // The chart leaves out the empty region; the table lists every one, without a region as "Bez regionu".
    expect(screen.getByRole('img', { name: /^Wykres: regiony z wykonawcami według liczby wykonawców teraz/ })).toBeTruthy();
    const regions = screen.getByRole('table', { name: 'Według regionów' });
    expect(
      within(regions)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Region', 'Wykonawcy teraz', 'Nowi w okresie']);
    expect(rowTexts(regions)).toEqual(['mazowieckie1206', 'śląskie904', 'lubuskie00', 'Bez regionu402']);

    expect(callsTo(fetchMock, '/api/stats/contractors')).toEqual(['/api/stats/contractors?from=2026-03-02&to=2026-03-29&interval=week']);
  });

  it('says when nobody joined nor was active, and still shows the contractors of today', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors': () =>
        json({
          ...CONTRACTORS_REPORT,
          newMembers: 0,
          newConfirmed: 0,
          active: 0,
          series: [],
          regions: CONTRACTORS_REPORT.regions.map((r) => ({ ...r, newMembers: 0 })),
        }),
    });
    render('/admin/stats/contractors?from=2026-03-02&to=2026-03-29');
    expect(await screen.findByText('Brak danych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
    expect(nbsp(screen.getByText(/^W poprzednim okresie/).textContent)).toBe('W poprzednim okresie nowi wykonawcy: 8, aktywni: 40.');
    expect(screen.queryByRole('list', { name: 'Podsumowanie okresu' })).toBeNull();
    expect(screen.queryByRole('img', { name: /^Wykres: nowi i aktywni/ })).toBeNull();

    const now = screen.getByRole('list', { name: 'Wykonawcy — stan na dziś' });
    expect(nbsp(within(now).getByRole('listitem', { name: 'Wykonawcy teraz' }).textContent)).toContain('250');
    expect(rowTexts(screen.getByRole('table', { name: 'Według regionów' }))[0]).toBe('mazowieckie1200');
  });

  it('downloads the CSV with the period of the URL; a failed PDF is only logged, a failed load can be retried', async () => {
    let fail = false;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors': () => (fail ? json({ message: 'Błąd serwera' }, 500) : json(CONTRACTORS_REPORT)),
      'GET /api/stats/contractors/csv': () => new Response('\ufeffOkres;Nowi wykonawcy\n', { headers: { 'content-type': 'text/csv' } }),
      'GET /api/stats/contractors/pdf': () => json({ message: 'Błąd serwera' }, 500),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:wykonawcy'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/contractors?from=2026-03-02&to=2026-03-29&interval=week');
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['wykonawcy-2026-03-02-2026-03-29.csv']));
    expect(callsTo(fetchMock, '/api/stats/contractors/csv')).toEqual([
      '/api/stats/contractors/csv?from=2026-03-02&to=2026-03-29&interval=week',
    ]);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(getToast().isShow).toBe(false);
    expect(saved).toHaveLength(1);

    fail = true;
    render('/admin/stats/contractors?from=2026-01-01&to=2026-01-31');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });
});
