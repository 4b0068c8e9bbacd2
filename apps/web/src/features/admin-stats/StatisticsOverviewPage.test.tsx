import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { typeDate } from '../../testing/dates';
import { json, mockFetch, SCREEN } from '../../testing/render';
import {
  ADMIN_ME,
  CODES_REPORT,
  OVERVIEW_CONTRACTORS,
  OVERVIEW_ORDERS,
  OVERVIEW_POINTS,
  OVERVIEW_PRIZES,
} from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, render } from '../../testing/admin-reports';

asSignedInAdmin();

const REPORTS = {
  '/api/stats/codes': CODES_REPORT,
  '/api/stats/contractors': OVERVIEW_CONTRACTORS,
  '/api/stats/executors/points': OVERVIEW_POINTS,
  '/api/stats/executors/orders': OVERVIEW_ORDERS,
  '/api/stats/prizes': OVERVIEW_PRIZES,
};

/** Every report answered, except the `failing` ones (a server error). */
function mockReports(...failing: (keyof typeof REPORTS)[]) {
  return mockFetch({
    'GET /api/admin/me': () => json(ADMIN_ME),
    ...Object.fromEntries(
      Object.entries(REPORTS).map(([path, report]) => [
        `GET ${path}`,
        () => (failing.includes(path as keyof typeof REPORTS) ? json({ message: 'Błąd serwera' }, 500) : json(report)),
      ]),
    ),
  });
}

/** The figure cards of a group (a section named `group`), each as its text. */
function cards(group: string): Record<string, string> {
  const list = within(screen.getByRole('region', { name: group })).getByRole('list', { name: group });
  return Object.fromEntries(
    within(list)
      .getAllByRole('listitem')
      .map((item) => [item.querySelector('h3')!.textContent, nbsp(item.textContent)]),
  );
}

describe('/admin/statistics', () => {
  it("shows every report's key figures with the trend, each linking to its report, and the activity per day", async () => {
    const fetchMock = mockReports();
    render('/admin/statistics?from=2026-03-02&to=2026-03-15');

    await screen.findByRole('list', { name: 'Nagrody' }, SCREEN);
    await screen.findByRole('list', { name: 'Kody' });
    await screen.findByRole('table', { name: 'Aktywność w dniach' });
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki ogólne' })).toBeTruthy();
    expect(screen.getByText(/porównanie z okresem 16\.02\.2026 – 01\.03\.2026/)).toBeTruthy();

    expect(cards('Kody')).toEqual({
      'Zarejestrowane kody': 'Zarejestrowane kody8-20% wobec poprzedniego okresu',
      'Punkty za kody': 'Punkty za kody340 pktbez zmian',
    });
    expect(cards('Wykonawcy')).toEqual({
      'Nowi wykonawcy': 'Nowi wykonawcy3+50% wobec poprzedniego okresu',
      'Aktywni wykonawcy': 'Aktywni wykonawcy6bez zmian',
      'Wykonawcy teraz': 'Wykonawcy teraz250w tym potwierdzeni: 180',
    });
    expect(cards('Punkty')).toEqual({
      'Punkty zdobyte': 'Punkty zdobyte1 200 pkt+20% wobec poprzedniego okresu',
      'Punkty wydane': 'Punkty wydane300 pktbez zmian',
      'Punkty wygasłe': 'Punkty wygasłe50 pktwzrost z 0 w poprzednim okresie',
      'Zobowiązanie punktowe': 'Zobowiązanie punktowe31,00 zł310 pkt do wykorzystania, stan na dziś',
    });
    expect(cards('Zamówienia')).toEqual({
      Zamówienia: 'Zamówienia4+100% wobec poprzedniego okresu',
      'Punkty za zamówienia': 'Punkty za zamówienia2 000 pkt-20% wobec poprzedniego okresu',
      Zamawiający: 'Zamawiający3różne osoby w okresie',
    });
    expect(cards('Nagrody')).toEqual({
      'Zamówione nagrody': 'Zamówione nagrody12 szt.+20% wobec poprzedniego okresu',
      'Wartość nagród': 'Wartość nagród900,50 zł-10% wobec poprzedniego okresu',
    });

    // Each group leads to its whole report, for the same period.
    const link = (name: string) => screen.getByRole('link', { name: `Zobacz raport: ${name}` }).getAttribute('href');
    expect(link('Statystyki — kody')).toBe('/admin/stats/codes?from=2026-03-02&to=2026-03-15');
    expect(link('Statystyki — wykonawcy')).toBe('/admin/stats/contractors?from=2026-03-02&to=2026-03-15');
    expect(link('Statystyki — punkty wykonawców')).toBe('/admin/stats/contractors-points?from=2026-03-02&to=2026-03-15');
    expect(link('Statystyki — zamówienia wykonawców')).toBe('/admin/stats/contractors-orders?from=2026-03-02&to=2026-03-15');
    expect(link('Statystyki — nagrody')).toBe('/admin/stats/prizes?from=2026-03-02&to=2026-03-15');
    const others = screen.getByRole('navigation', { name: 'Pozostałe raporty' });
    expect(within(others).getByRole('link', { name: 'Statystyki — wykonawcy i dystrybutorzy' }).getAttribute('href')).toBe(
      '/admin/stats/contractor-distributor',
    );

    expect(screen.getByRole('img', { name: /^Wykres: zarejestrowane kody, zamówienia i nowi wykonawcy w dniach/ })).toBeTruthy();
    const activity = screen.getByRole('table', { name: 'Aktywność w dniach' });
    // Every day of the period (header + 14 days): codes, orders, new contractors.
    expect(within(activity).getAllByRole('row')).toHaveLength(15);
    expect(nbsp(within(activity).getByRole('row', { name: /^03\.03\.2026/ }).textContent)).toBe('03.03.2026302');
    expect(nbsp(within(activity).getByRole('row', { name: /^04\.03\.2026/ }).textContent)).toBe('04.03.2026340');

    for (const path of Object.keys(REPORTS)) expect(callsTo(fetchMock, path)).toEqual([`${path}?from=2026-03-02&to=2026-03-15`]);
  });

  it("shows a failed report's error with a retry in its own group while the others show their figures", async () => {
    mockReports('/api/stats/executors/orders');
    render('/admin/statistics');

    await screen.findByRole('list', { name: 'Nagrody' }, SCREEN);
    const orders = screen.getByRole('region', { name: 'Zamówienia' });
    expect(await within(orders).findByText('Nie udało się wczytać danych.')).toBeTruthy();
    expect(within(orders).getByRole('button', { name: 'Spróbuj ponownie' })).toBeTruthy();
    expect(within(orders).queryByRole('list')).toBeNull();
    expect(within(orders).getByRole('link', { name: 'Zobacz raport: Statystyki — zamówienia wykonawców' })).toBeTruthy();

    await screen.findByRole('list', { name: 'Kody' });
    expect(screen.getByRole('list', { name: 'Wykonawcy' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Punkty' })).toBeTruthy();
    // The activity chart needs the orders: it says so instead.
    const activity = screen.getByRole('region', { name: 'Aktywność w okresie' });
    expect(within(activity).getByText(/Wykres pokaże się, gdy wczytają się raporty/)).toBeTruthy();
    expect(screen.getAllByRole('button', { name: 'Spróbuj ponownie' })).toHaveLength(1);
  });

  it('puts the period in the URL and asks every report for it', async () => {
    const fetchMock = mockReports();
    const { router } = render('/admin/statistics');
    const form = await screen.findByRole('search', { name: 'Filtry statystyk' }, SCREEN);
    await screen.findByRole('list', { name: 'Kody' }, SCREEN);
    typeDate('Od dnia', '01.02.2026', form);
    typeDate('Do dnia', '28.02.2026', form);
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?from=2026-02-01&to=2026-02-28'));
    for (const path of Object.keys(REPORTS)) {
      await waitFor(() => expect(callsTo(fetchMock, path)).toEqual([path, `${path}?from=2026-02-01&to=2026-02-28`]));
    }
  });
});
