import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { getToast } from '../../components/toast';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME, CONNECTIONS, DISTRIBUTORS } from '../../testing/admin-reports.test-data';
import { asSignedInAdmin, nbsp, callsTo, rowTexts, render } from '../../testing/admin-reports';

asSignedInAdmin();

/** A screen `px` wide: min-width and max-width media queries answer for it. */
function screenWidth(px: number) {
  vi.stubGlobal('matchMedia', (media: string) => {
    const min = /min-width:\s*([\d.]+)px/.exec(media);
    const max = /max-width:\s*([\d.]+)px/.exec(media);
    return {
      matches: (!min || px >= Number(min[1])) && (!max || px <= Number(max[1])),
      media,
      onchange: null,
      addListener: () => undefined,
      removeListener: () => undefined,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      dispatchEvent: () => false,
    };
  });
}
const TABLE = 'Powiązania wykonawców z dystrybutorami';

describe('/admin/stats/contractor-distributor', () => {
  it('shows the connections per region match, the distributors with most contractors and the first page of connections', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () => json(CONNECTIONS),
    });
    render('/admin/stats/contractor-distributor');

    const table = await screen.findByRole('table', { name: TABLE }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — wykonawcy i dystrybutorzy' })).toBeTruthy();
    const figures = screen.getByRole('list', { name: 'Według regionów: powiązania' });
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Ten sam region')).toBe('Ten sam region2067% powiązań');
    expect(card('Inny region')).toBe('Inny region827% powiązań');
    expect(card('Region nieznany')).toBe('Region nieznany27% powiązań');

    const top = screen.getByRole('region', { name: 'Dystrybutorzy z największą liczbą wykonawców' });
    expect(within(top).getByRole('img', { name: /^Wykres: 2 dystrybutorów z największą liczbą przypisanych wykonawców/ })).toBeTruthy();
    const topTable = within(top).getByRole('table', { name: 'Dystrybutorzy z największą liczbą wykonawców' });
    expect(rowTexts(topTable)).toEqual(['Hurtownia Budmat18', 'Skład Kowalczyk12']);
    expect(within(topTable).getByRole('link', { name: 'Hurtownia Budmat' }).getAttribute('href')).toBe('/admin/distributors/edit/5');

    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Wykonawca',
      'Firma',
      'Miejscowość',
      'Region wykonawcy',
      'Dystrybutor',
      'Miejscowość dystrybutora',
      'Region dystrybutora',
      'Regiony',
      'Od',
    ]);
    expect(rowTexts(table)).toEqual([
      'Jan KowalskiKowalski RemontyRadommazowieckieHurtownia BudmatWarszawamazowieckieTen sam region10.02.2026',
      'Ewa Malinowska———Skład KowalczykKielceświętokrzyskieRegion nieznany01.03.2026',
    ]);
    expect(within(table).getByRole('link', { name: 'Jan Kowalski' }).getAttribute('href')).toBe('/admin/club-members/details/21');
    expect(within(table).getByRole('link', { name: 'Skład Kowalczyk' }).getAttribute('href')).toBe('/admin/distributors/edit/6');
    expect(screen.getByText(/^1–25 z 30/)).toBeTruthy();
    expect(screen.getByText(/PDF najwyżej 2 000 powiązań \(w kolejności tabeli\), CSV — wszystkie/)).toBeTruthy();

    expect(callsTo(fetchMock, '/api/stats/connections')).toEqual(['/api/stats/connections?skip=0&take=25']);
    expect(callsTo(fetchMock, '/api/distributors')).toEqual(['/api/distributors?take=9999']);
  });

  it('puts the filters and the page in the URL and the request; the files get the filters without the page', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () => json(CONNECTIONS),
      'GET /api/stats/connections/csv': () => new Response('\ufeffWykonawca;Dystrybutor\n', { headers: { 'content-type': 'text/csv' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:powiazania'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    const { router } = render('/admin/stats/contractor-distributor');
    const form = await screen.findByRole('search', { name: 'Filtry raportu' }, SCREEN);
    const assignment = within(form).getByRole('combobox', { name: 'Regiony' }) as HTMLSelectElement;
    expect([...assignment.options].map((o) => o.text)).toEqual(['Wszystkie', 'Ten sam region', 'Inny region', 'Region nieznany']);
    await within(form).findByRole('option', { name: 'Hurtownia Budmat (Warszawa)' });
    const distributor = within(form).getByRole('combobox', { name: 'Dystrybutor' }) as HTMLSelectElement;
    expect([...distributor.options].map((o) => o.text)).toEqual(['Wszyscy', 'Hurtownia Budmat (Warszawa)', 'Skład Kowalczyk (Kielce)']);

    fireEvent.change(assignment, { target: { value: 'other' } });
    fireEvent.change(distributor, { target: { value: '5' } });
    // Whom it counts: the reports' audience.
    fireEvent.keyDown(within(form).getByRole('combobox', { name: 'Uczestnicy: role' }), { key: 'ArrowDown' });
    fireEvent.click(await screen.findByRole('option', { name: 'Wykonawca' }));
    fireEvent.click(within(form).getByRole('button', { name: 'Filtruj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?role=21&distributorId=5&regionAssignment=other'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/connections')).toContain(
        '/api/stats/connections?skip=0&take=25&role=21&distributorId=5&regionAssignment=other',
      ),
    );

    // The next page: skip in the URL and the request, the filters kept.
    await screen.findByRole('table', { name: TABLE });
    fireEvent.click(screen.getByRole('button', { name: 'Następna strona' }));
    await waitFor(() => expect(router.state.location.search).toBe('?skip=25&role=21&distributorId=5&regionAssignment=other'));
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/connections')).toContain(
        '/api/stats/connections?skip=25&take=25&role=21&distributorId=5&regionAssignment=other',
      ),
    );
    // The form shows the applied filters after the page change.
    const applied = screen.getByRole('search', { name: 'Filtry raportu' });
    expect((within(applied).getByRole('combobox', { name: 'Regiony' }) as HTMLSelectElement).value).toBe('other');
    expect((within(applied).getByRole('combobox', { name: 'Dystrybutor' }) as HTMLSelectElement).value).toBe('5');

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['wykonawcy-dystrybutorzy.csv']));
    expect(callsTo(fetchMock, '/api/stats/connections/csv')).toEqual([
      '/api/stats/connections/csv?distributorId=5&regionAssignment=other&role=21',
    ]);

    // "Wyczyść": every filter off, back to the first page.
    fireEvent.click(within(screen.getByRole('search', { name: 'Filtry raportu' })).getByRole('button', { name: 'Wyczyść' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
  });

  it('filters by a member from the URL, shown as a chip that removes the filter', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () => json({ ...CONNECTIONS, total: 1, data: CONNECTIONS.data.slice(0, 1) }),
    });
    const { router } = render('/admin/stats/contractor-distributor?userId=21&regionAssignment=same');
    await screen.findByRole('table', { name: TABLE }, SCREEN);
    expect(screen.getByText('Wykonawca nr 21')).toBeTruthy();
    expect(callsTo(fetchMock, '/api/stats/connections')).toEqual(['/api/stats/connections?skip=0&take=25&userId=21&regionAssignment=same']);

    fireEvent.click(screen.getByRole('button', { name: 'Usuń filtr „Wykonawca nr 21”' }));
    await waitFor(() => expect(router.state.location.search).toBe('?regionAssignment=same'));
    expect(screen.queryByText('Wykonawca nr 21')).toBeNull();
    await waitFor(() =>
      expect(callsTo(fetchMock, '/api/stats/connections')).toContain('/api/stats/connections?skip=0&take=25&regionAssignment=same'),
    );
  });

  it('says when there are no connections and where they are made; a failed CSV is a toast, a failed PDF only logged', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () =>
        json({ total: 0, data: [], assignments: CONNECTIONS.assignments.map((a) => ({ ...a, connections: 0 })), distributors: [] }),
      'GET /api/stats/connections/csv': () => json({ message: 'Błąd serwera' }, 500),
      'GET /api/stats/connections/pdf': () => json({ message: 'Błąd serwera' }, 500),
    });
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    render('/admin/stats/contractor-distributor');
    expect(await screen.findByText('Brak powiązań wykonawców z dystrybutorami', undefined, SCREEN)).toBeTruthy();
    expect(screen.getByText(/Dystrybutora przypisuje wykonawcy administrator w formularzu członka klubu/)).toBeTruthy();
    expect(screen.queryByRole('table')).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(logged).toHaveBeenCalledWith('Nie udało się pobrać raportu PDF', expect.anything()));
    expect(getToast().isShow).toBe(false);
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(getToast()).toMatchObject({ isShow: true, severity: 'error', message: 'Błąd serwera' }));
  });

  it("fits a 1 366 px laptop: the company and the distributor's city go under the names", async () => {
    screenWidth(1366);
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () => json(CONNECTIONS),
    });
    render('/admin/stats/contractor-distributor');
    const table = await screen.findByRole('table', { name: TABLE }, SCREEN);
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Wykonawca', 'Miejscowość', 'Region wykonawcy', 'Dystrybutor', 'Region dystrybutora', 'Regiony', 'Od']);
    expect(rowTexts(table)[0]).toBe(
      'Jan KowalskiKowalski RemontyRadommazowieckieHurtownia BudmatWarszawamazowieckieTen sam region10.02.2026',
    );
    expect(within(table).getByRole('rowheader', { name: /^Jan Kowalski/ }).textContent).toBe('Jan KowalskiKowalski Remonty');
  });

  it('offers to retry a failed load', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/distributors': () => json(DISTRIBUTORS),
      'GET /api/stats/connections': () => json({ message: 'Błąd serwera' }, 500),
    });
    render('/admin/stats/contractor-distributor');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
    expect(screen.getByRole('search', { name: 'Filtry raportu' })).toBeTruthy();
  });
});
