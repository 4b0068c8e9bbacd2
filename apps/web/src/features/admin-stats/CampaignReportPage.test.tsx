import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { json, mockFetch, SCREEN } from '../../testing/render';
import { ADMIN_ME } from '../../testing/admin-reports.test-data';
import { CAMPAIGN_CHOICES, CAMPAIGN_REPORT } from '../../testing/campaign-report.test-data';
import { asSignedInAdmin, callsTo, nbsp, render, rowTexts } from '../../testing/admin-reports';

asSignedInAdmin();

const PATH = '/api/stats/campaign-report';

describe('/admin/stats/campaigns', () => {
  it('shows the first campaign without one in the URL: figures, the chart, the days and the lift', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/campaigns': () => json(CAMPAIGN_CHOICES),
      [`GET ${PATH}`]: () => json(CAMPAIGN_REPORT),
    });
    render('/admin/stats/campaigns');

    const figures = await screen.findByRole('list', { name: 'Podsumowanie akcji' }, SCREEN);
    expect(screen.getByRole('heading', { level: 1, name: 'Statystyki — akcje punktowe' })).toBeTruthy();
    const card = (name: string) => nbsp(within(figures).getByRole('listitem', { name }).textContent);
    expect(card('Kody z bonusem')).toBe('Kody z bonusem4');
    expect(card('Uczestnicy')).toBe('Uczestnicy2różne osoby w okresie');
    expect(card('Punkty bonusowe')).toBe('Punkty bonusowe35 pkt3,50 zł (10 pkt = 1 zł)');
    expect(card('Budżet wykorzystany')).toBe('Budżet wykorzystany100%35 z 35 pkt');
    expect(card('Wzrost sprzedaży')).toBe('Wzrost sprzedaży166,7%0,71 kodu dziennie wobec 0,43 przed akcją');
    expect(nbsp(screen.getByText(/^Akcja „Farba na wiosnę”/).textContent)).toBe(
      'Akcja „Farba na wiosnę”: 02.03.2026 – 08.03.2026, aktywna · produkty: Farba 10 l',
    );
    expect((screen.getByRole('combobox', { name: 'Akcja punktowa' }) as HTMLSelectElement).value).toBe('7');

    expect(screen.getByRole('img', { name: /^Wykres: kody z bonusem i kody produktów akcji dzień po dniu/ })).toBeTruthy();
    const days = screen.getByRole('table', { name: 'Akcja dzień po dniu' });
    expect(
      within(days)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual([
      'Dzień',
      'Kody z bonusem',
      'Uczestnicy',
      'Punkty bonusowe',
      'Wartość [zł]',
      'Budżet narastająco [pkt]',
      'Kody produktów akcji',
    ]);
    expect(rowTexts(days).slice(0, 4)).toEqual([
      '02.03.2026000 pkt0,00 zł0 pkt0',
      '03.03.20263230 pkt3,00 zł30 pkt3',
      '04.03.2026000 pkt0,00 zł30 pkt0',
      '05.03.2026115 pkt0,50 zł35 pkt2',
    ]);
    const lift = screen.getByRole('table', { name: 'Wzrost sprzedaży produktów akcji' });
    expect(rowTexts(lift)).toEqual(['Przed akcją23.02.2026 – 01.03.2026730,43', 'W czasie akcji02.03.2026 – 08.03.2026750,71']);
    expect(screen.getByText(/166,7% poziomu sprzed akcji/)).toBeTruthy();
    expect(callsTo(fetchMock, PATH)).toEqual([`${PATH}?campaignId=7`]);
  });

  it('another campaign from the picker: its own window, in the URL', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/campaigns': () => json(CAMPAIGN_CHOICES),
      [`GET ${PATH}`]: (_init, url) =>
        json(
          url.searchParams.get('campaignId') === '3'
            ? {
                ...CAMPAIGN_REPORT,
                campaign: { ...CAMPAIGN_REPORT.campaign, id: 3, name: 'Grunty jesienią', status: 'ENDED', budget: null },
                budgetUsed: null,
              }
            : CAMPAIGN_REPORT,
        ),
    });
    render('/admin/stats/campaigns?campaignId=7&from=2026-03-03&to=2026-03-04');
    await screen.findByRole('list', { name: 'Podsumowanie akcji' }, SCREEN);
    fireEvent.change(screen.getByRole('combobox', { name: 'Akcja punktowa' }), { target: { value: '3' } });
    await screen.findByText(/^Akcja „Grunty jesienią”/, undefined, SCREEN);
    const figures = screen.getByRole('list', { name: 'Podsumowanie akcji' });
    expect(nbsp(within(figures).getByRole('listitem', { name: 'Budżet wykorzystany' }).textContent)).toBe(
      'Budżet wykorzystany35 pktakcja bez budżetu',
    );
    expect(callsTo(fetchMock, PATH)).toEqual([`${PATH}?campaignId=7&from=2026-03-03&to=2026-03-04`, `${PATH}?campaignId=3`]);
  });

  it('says when there is no campaign yet, and when the report fails', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/stats/campaigns': () => json({ items: [] }) });
    const { unmount } = render('/admin/stats/campaigns');
    expect(await screen.findByText('Nie ma jeszcze akcji punktowych', undefined, SCREEN)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Pobierz PDF' })).toBeNull();
    unmount();

    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/campaigns': () => json(CAMPAIGN_CHOICES),
      [`GET ${PATH}`]: () => json({ message: 'Błąd serwera' }, 500),
    });
    render('/admin/stats/campaigns?campaignId=7');
    expect(await screen.findByText('Nie udało się wczytać danych.', undefined, SCREEN)).toBeTruthy();
  });

  it('a period before the campaign: no days to compare, and no codes of its products', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/campaigns': () => json(CAMPAIGN_CHOICES),
      [`GET ${PATH}`]: () =>
        json({
          ...CAMPAIGN_REPORT,
          from: '2026-02-01',
          to: '2026-02-02',
          codes: 0,
          members: 0,
          points: 0,
          pln: 0,
          spent: 0,
          budgetUsed: 0,
          days: CAMPAIGN_REPORT.days
            .slice(0, 2)
            .map((d, i) => ({ ...d, day: `2026-02-0${i + 1}`, codes: 0, members: 0, points: 0, pln: 0, spentToDate: 0, productCodes: 0 })),
          lift: { ...CAMPAIGN_REPORT.lift, during: null, ratio: null },
        }),
    });
    render('/admin/stats/campaigns?campaignId=7&from=2026-02-01&to=2026-02-02');
    const figures = await screen.findByRole('list', { name: 'Podsumowanie akcji' }, SCREEN);
    expect(nbsp(within(figures).getByRole('listitem', { name: 'Wzrost sprzedaży' }).textContent)).toBe(
      'Wzrost sprzedaży—brak dni akcji w wybranym okresie',
    );
    expect(screen.getByText('Brak kodów produktów akcji w wybranym okresie')).toBeTruthy();
    expect(screen.queryByRole('table', { name: 'Akcja dzień po dniu' })).toBeNull();
    expect(screen.getByText(/^Nie ma z czym porównać/)).toBeTruthy();
    expect(rowTexts(screen.getByRole('table', { name: 'Wzrost sprzedaży produktów akcji' }))).toEqual([
      'Przed akcją23.02.2026 – 01.03.2026730,43',
    ]);
  });

  it('downloads the PDF and the CSV with the campaign and the period', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/stats/campaigns': () => json(CAMPAIGN_CHOICES),
      [`GET ${PATH}`]: () => json(CAMPAIGN_REPORT),
      [`GET ${PATH}/csv`]: () => new Response('\ufeffDzień\n', { headers: { 'content-type': 'text/csv; charset=utf-8' } }),
      [`GET ${PATH}/pdf`]: () => new Response('%PDF-1.7', { headers: { 'content-type': 'application/pdf' } }),
    });
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:akcja'), revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    render('/admin/stats/campaigns?campaignId=7');
    await screen.findByRole('list', { name: 'Podsumowanie akcji' }, SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz CSV' }));
    await waitFor(() => expect(saved).toEqual(['akcja-punktowa-7-2026-03-02-2026-03-08.csv']));
    fireEvent.click(screen.getByRole('button', { name: 'Pobierz PDF' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    expect(saved[1]).toBe('akcja-punktowa-7-2026-03-02-2026-03-08.pdf');
    expect(callsTo(fetchMock, `${PATH}/csv`)).toEqual([`${PATH}/csv?campaignId=7`]);
    expect(callsTo(fetchMock, `${PATH}/pdf`)).toEqual([`${PATH}/pdf?campaignId=7`]);
  });
});
