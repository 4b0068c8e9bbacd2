import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, PRIZES_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, rowTexts, render } from '../../testing/admin-reports';

asSignedInAdmin();

describe('/admin/stats/prizes', () => {
  it('shows the figures with the trend, the prizes per month, the most ordered prizes and the groups', async () => {
    const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/stats/prizes': () => json(PRIZES_REPORT) });
    render('/admin/stats/prizes?from=2026-01-01&to=2026-03-31&interval=month');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — nagrody' })).toBeTruthy();
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Zamówione sztuki')).toBe('Zamówione sztuki12 szt.+20% wobec poprzedniego okresu');
    expect(card('Zamówienia')).toBe('Zamówienia7bez anulowanych');
    expect(card('Punkty za nagrody')).toBe('Punkty za nagrody9 000 pktbez zmian');
    expect(card('Wartość w złotych')).toBe('Wartość w złotych900,50 zł-10% wobec poprzedniego okresu');

    expect(screen.getByRole('img', { name: /^Wykres: zamówione sztuki nagród i ich wartość w złotych w miesiącach/ })).toBeTruthy();
    // Every month of the period, February (no orders) as zeros.
    expect(rowTexts(screen.getByRole('table', { name: 'Nagrody w miesiącach' }))).toEqual([
      'styczeń 202654 000 pkt400,50 zł',
      'luty 202600 pkt0,00 zł',
      'marzec 202675 000 pkt500,00 zł',
    ]);

    const prizes = screen.getByRole('region', { name: 'Najczęściej zamawiane nagrody' });
    expect(within(prizes).getByRole('img', { name: /^Wykres: nagrody według liczby zamówionych sztuk/ })).toBeTruthy();
    const prizeTable = within(prizes).getByRole('table', { name: 'Najczęściej zamawiane nagrody' });
    expect(
      within(prizeTable)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nagroda', 'Grupa', 'Sztuki', 'Zamówienia', 'Punkty', 'Wartość [zł]']);
    expect(rowTexts(prizeTable)).toEqual([
      'Wiertarka udarowaElektronarzędzia746 000 pkt600,00 zł',
      // A prize gone from the catalogue, without a group.
      'Kubek termicznyBez grupy533 000 pkt300,50 zł',
    ]);

    const groups = screen.getByRole('region', { name: 'Według grup nagród' });
    expect(rowTexts(within(groups).getByRole('table', { name: 'Według grup nagród' }))).toEqual([
      'Elektronarzędzia76 000 pkt600,00 zł',
      'Bez grupy53 000 pkt300,50 zł',
    ]);
    expect(within(groups).getByRole('img', { name: /^Wykres: grupy nagród według wartości/ })).toBeTruthy();

    expect(callsTo(fetchMock, '/api/stats/prizes')).toEqual(['/api/stats/prizes?from=2026-01-01&to=2026-03-31&interval=month']);
  });

  it('puts the period in the URL, downloads the CSV with it, and only logs a failed PDF', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/prizes': () => json(PRIZES_REPORT),
      'GET /api/stats/prizes/csv': () => new Response('\ufeffNagroda;Sztuki\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      'GET /api/stats/prizes/pdf': () => json({ message: 'Błąd serwera' }, 500),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:nagrody'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { router } = render('/admin/stats/prizes');
    const form = await screen.findByRole('search', { name: 'Filtry raportu' }, SCREEN);
    await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);

    fireEvent.change(within(form).getByRole('combobox', { name: 'Grupowanie' }), { target: { value: 'month' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?interval=month'));
    await waitFor(() => expect(callsTo(fetchMock, '/api/stats/prizes')).toContain('/api/stats/prizes?interval=month'));

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    // The file is named after the period the server answered for.
    await waitFor(() => expect(saved).toEqual(['nagrody-2026-01-01-2026-03-31.csv']));
    expect(callsTo(fetchMock, '/api/stats/prizes/csv')).toEqual(['/api/stats/prizes/csv?interval=month']);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(getToast().isShow).toBe(false);
    expect(saved).toHaveLength(1);
  });

  it('says when no prize was ordered, with the previous period, and offers to retry a failed load', async () => {
    let fail = false;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/prizes': () =>
        fail
          ? json({ message: 'Błąd serwera' }, 500)
          : json({ ...PRIZES_REPORT, quantity: 0, orders: 0, points: 0, pln: 0, series: [], prizes: [], groups: [] }),
    });
    render('/admin/stats/prizes?from=2026-01-01&to=2026-03-31');
    expect(await screen.findByText('Brak danych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
    expect(nbsp(screen.getByText(/^W poprzednim okresie/).textContent)).toBe('W poprzednim okresie: 10 szt. (9 000 pkt, 1 000,00 zł).');
    expect(screen.queryByRole('list', { name: 'Podsumowanie okresu' })).toBeNull();

    fail = true;
    render('/admin/stats/prizes?from=2025-01-01&to=2025-01-31');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });
});
