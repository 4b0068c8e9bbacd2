import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, PROMOTIONS_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, rowTexts, render } from '../../testing/admin-reports';

asSignedInAdmin();

describe('/admin/stats/promotions', () => {
  it('shows the extra points with the trend, per day (admin and contests), per kind and per title', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors/promotions': () => json(PROMOTIONS_REPORT),
    });
    render('/admin/stats/promotions?from=2026-03-02&to=2026-03-08');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — promocje' })).toBeTruthy();
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Punkty dodatkowe')).toBe('Punkty dodatkowe700 pkt+100% wobec poprzedniego okresu');
    expect(card('Przyznania')).toBe('Przyznania5bez zmian');
    expect(card('Uczestnicy z punktami dodatkowymi')).toBe('Uczestnicy z punktami dodatkowymi4różne osoby w okresie');

    expect(screen.getByRole('img', { name: /^Wykres: punkty dodatkowe od administratora i z konkursów w dniach/ })).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Punkty dodatkowe w dniach' });
    expect(
      within(series)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Okres', 'Od administratora', 'Z konkursów']);
    // Every day of the week, the ones without extra points as zeros.
    expect(rowTexts(series)).toEqual([
      '02.03.20260 pkt0 pkt',
      '03.03.2026200 pkt0 pkt',
      '04.03.20260 pkt0 pkt',
      '05.03.20260 pkt500 pkt',
      '06.03.20260 pkt0 pkt',
      '07.03.20260 pkt0 pkt',
      '08.03.20260 pkt0 pkt',
    ]);

    expect(rowTexts(screen.getByRole('table', { name: 'Według rodzaju' }))).toEqual(['Od administratora200 pkt22', 'Z konkursów500 pkt33']);
    // A title's kind is named as in the kinds' table.
    const reasons = screen.getByRole('table', { name: 'Według tytułu (promocja, konkurs)' });
    expect(
      within(reasons)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Tytuł', 'Rodzaj', 'Punkty', 'Przyznania', 'Uczestnicy']);
    expect(rowTexts(reasons)).toEqual(['Konkurs wiosennyZ konkursów500 pkt33', 'Promocja marcowaOd administratora200 pkt22']);
    expect(screen.getByRole('img', { name: /^Wykres: tytuły \(promocje, konkursy\) według przyznanych punktów/ })).toBeTruthy();

    expect(callsTo(fetchMock, '/api/stats/contractors/promotions')).toEqual([
      '/api/stats/contractors/promotions?from=2026-03-02&to=2026-03-08',
    ]);
  });

  it('says when nobody got extra points, with the previous period', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors/promotions': () =>
        json({ ...PROMOTIONS_REPORT, points: 0, awards: 0, members: 0, series: [], sources: [], reasons: [] }),
    });
    render('/admin/stats/promotions?from=2026-03-02&to=2026-03-08');
    expect(await screen.findByText('Brak punktów dodatkowych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
    expect(nbsp(screen.getByText(/^W poprzednim okresie/).textContent)).toBe('W poprzednim okresie: 350 pkt (5 przyznań).');
    expect(screen.queryByRole('list', { name: 'Podsumowanie okresu' })).toBeNull();
    expect(screen.queryByRole('table')).toBeNull();
  });

  it('downloads with the filters of the URL: a failed CSV is a toast, a failed PDF only logged', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/contractors/promotions': () => json(PROMOTIONS_REPORT),
      'GET /api/stats/contractors/promotions/csv': () => json({ message: 'Błąd serwera' }, 500),
      'GET /api/stats/contractors/promotions/pdf': () => json({ message: 'Błąd serwera' }, 500),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/promotions?from=2026-03-02&to=2026-03-08&interval=day');
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(getToast().isShow).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(getToast()).toMatchObject({ isShow: true, severity: 'error', message: 'Błąd serwera' }));
    expect(callsTo(fetchMock, '/api/stats/contractors/promotions/pdf')).toEqual([
      '/api/stats/contractors/promotions/pdf?from=2026-03-02&to=2026-03-08&interval=day',
    ]);
    expect(callsTo(fetchMock, '/api/stats/contractors/promotions/csv')).toEqual([
      '/api/stats/contractors/promotions/csv?from=2026-03-02&to=2026-03-08&interval=day',
    ]);
  });
});
