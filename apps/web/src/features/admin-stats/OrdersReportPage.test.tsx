import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, ORDERS_REPORT } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, rowTexts, render } from '../../testing/admin-reports';

asSignedInAdmin();

describe('/admin/stats/contractors-orders', () => {
  it('shows the orders with the trend, per month, per status and the top buyers linked to their details', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/orders': () => json(ORDERS_REPORT),
    });
    render('/admin/stats/contractors-orders?from=2026-03-01&to=2026-05-31&interval=month');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie okresu' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — zamówienia wykonawców' })).toBeTruthy();
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Złożone zamówienia')).toBe('Złożone zamówienia9-25% wobec poprzedniego okresutakże anulowane później');
    expect(card('Punkty za zamówienia')).toBe('Punkty za zamówienia4 500 pktbez zmianpo zwrotach za anulowane');
    expect(card('Zamawiający')).toBe('Zamawiający4wykonawcy, którzy złożyli zamówienie');

    expect(screen.getByRole('img', { name: /^Wykres: złożone zamówienia i punkty za nie w miesiącach\. Liczby są w tabeli/ })).toBeTruthy();
    const series = screen.getByRole('table', { name: 'Zamówienia w miesiącach' });
    expect(rowTexts(series)).toEqual(['marzec 202642 000 pkt', 'kwiecień 202600 pkt', 'maj 202652 500 pkt']);

    expect(screen.getByRole('img', { name: /^Wykres: zamówienia z okresu według ich obecnego statusu/ })).toBeTruthy();
    const statuses = screen.getByRole('table', { name: 'Według statusu (teraz)' });
    expect(
      within(statuses)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Status', 'Zamówienia', 'Punkty']);
    expect(rowTexts(statuses)).toEqual(['Złożone21 000 pkt', 'Wysłane53 500 pkt', 'Anulowane20 pkt']);

    const buyers = screen.getByRole('table', { name: 'Najwięcej zamawiający' });
    expect(
      within(buyers)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Wykonawca', 'Firma', 'Miejscowość', 'Zamówienia', 'Punkty']);
    expect(rowTexts(buyers)).toEqual(['Jan KowalskiKowalski RemontyRadom42 200 pkt', 'Ewa Malinowska——31 500 pkt']);
    expect(within(buyers).getByRole('link', { name: 'Jan Kowalski' }).getAttribute('href')).toBe('/admin/club-members/details/21');
    // Fewer than the top 20: no note that the list is cut.
    expect(screen.queryByText(/Lista obejmuje/)).toBeNull();

    expect(callsTo(fetchMock, '/api/stats/executors/orders')).toEqual([
      '/api/stats/executors/orders?from=2026-03-01&to=2026-05-31&interval=month',
    ]);
  });

  it('says when the period has no orders, with the previous period', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/orders': () =>
        json({ ...ORDERS_REPORT, orders: 0, points: 0, buyers: 0, series: [], statuses: [], buyersTop: [] }),
    });
    render('/admin/stats/contractors-orders?from=2026-03-01&to=2026-05-31');
    expect(await screen.findByText('Brak danych w wybranym okresie', undefined, SCREEN)).toBeTruthy();
    expect(nbsp(screen.getByText(/^W poprzednim okresie/).textContent)).toBe('W poprzednim okresie: 12 zamówień (4 500 pkt).');
    expect(screen.queryByRole('table', { name: 'Najwięcej zamawiający' })).toBeNull();
  });

  it('notes a full top list, downloads the CSV with the URL filters, only logs a failed PDF', async () => {
    const twenty = Array.from({ length: 20 }, (_, i) => ({
      userId: 100 + i,
      fullName: `Wykonawca ${i + 1}`,
      companyName: null,
      city: 'Lublin',
      orders: 1,
      points: 100,
    }));
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/executors/orders': () => json({ ...ORDERS_REPORT, buyersTop: twenty }),
      'GET /api/stats/executors/orders/csv': () => new Response('\ufeffOkres;Zamówienia\n', { headers: { 'content-type': 'text/csv' } }),
      'GET /api/stats/executors/orders/pdf': () => new Response('<html></html>', { headers: { 'content-type': 'text/html' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:zamowienia'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/contractors-orders?from=2026-03-01&to=2026-05-31');

    const buyers = await screen.findByRole('table', { name: 'Najwięcej zamawiający' }, SCREEN);
    expect(within(buyers).getAllByRole('row')).toHaveLength(21);
    expect(screen.getByText('Lista obejmuje 20 wykonawców, którzy zamówili najwięcej w okresie.')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.any(Error)));
    expect(getToast().isShow).toBe(false);

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['zamowienia-2026-03-01-2026-05-31.csv']));
    expect(callsTo(fetchMock, '/api/stats/executors/orders/pdf')).toEqual([
      '/api/stats/executors/orders/pdf?from=2026-03-01&to=2026-05-31',
    ]);
    expect(callsTo(fetchMock, '/api/stats/executors/orders/csv')).toEqual([
      '/api/stats/executors/orders/csv?from=2026-03-01&to=2026-05-31',
    ]);
  });
});
