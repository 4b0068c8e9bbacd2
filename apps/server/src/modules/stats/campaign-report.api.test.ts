import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import { CAMPAIGN_REPORT_MESSAGES, STATS_MESSAGES } from '@klub/contracts';
import { adminRequests, openAdminApp } from '../../testing/admin-app';
import type { TestApp } from '../../testing/test-app';
import { seedCampaignReport } from './campaign-report.test-helpers';

/** The campaign report (`/api/stats/campaign-report`, `/pdf`, `/csv`; `/api/stats/campaigns`) on the data set of campaign-report.test-helpers.ts. */
let t: TestApp;
let admin = '';
let member = '';
let id = 0;
beforeAll(async () => {
  ({ t, admin, member } = await openAdminApp({ member: 'raport-akcji' }));
  ({ id } = await seedCampaignReport(t, admin));
});
afterAll(() => t?.close());
const { get } = adminRequests(() => ({ t, admin }));

async function pdfText(body: Buffer): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(body)), { mergePages: true });
  return text;
}

const zero = { codes: 0, members: 0, points: 0, pln: 0 };

describe('campaign report', () => {
  it('lists the campaigns to choose from (not drafts)', async () => {
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/campaigns',
      headers: { authorization: `Bearer ${admin}` },
      payload: {
        name: 'Szkic raportu',
        startsOn: '2026-04-01',
        endsOn: '2026-04-30',
        audience: { roles: [], regions: [], gold: false, premium: false, groups: [] },
        multiplier: 2,
        fixedBonus: 0,
        memberCap: null,
        budget: null,
      },
    });
    expect(draft.statusCode, draft.body).toBe(201);
    const res = await get('/api/stats/campaigns');
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().items).toEqual([{ id, name: 'Farba na wiosnę', status: 'ACTIVE', startsOn: '2026-03-02', endsOn: '2026-03-08' }]);
  });

  it('per day over the campaign’s window: codes, members, bonus points in PLN, the budget used to date and the products’ codes', async () => {
    const res = await get(`/api/stats/campaign-report?campaignId=${id}`);
    expect(res.statusCode, res.body).toBe(200);
    const r = res.json();
    expect(r.campaign).toMatchObject({
      id,
      name: 'Farba na wiosnę',
      status: 'ACTIVE',
      packages: ['Farba 10 l'],
      groupNames: [],
      budget: 35,
    });
    expect(r).toMatchObject({ from: '2026-03-02', to: '2026-03-08', codes: 4, members: 2, points: 35, pln: 3.5, pointsPerPln: 10 });
    expect(r).toMatchObject({ spent: 35, budgetUsed: 100 });
    expect(r.days).toEqual([
      { day: '2026-03-02', ...zero, spentToDate: 0, productCodes: 0 },
      { day: '2026-03-03', codes: 3, members: 2, points: 30, pln: 3, spentToDate: 30, productCodes: 3 },
      { day: '2026-03-04', ...zero, spentToDate: 30, productCodes: 0 },
      // m2's code at 23:30 UTC on the 4th is the 5th in Poland; the budget had nothing left for it.
      { day: '2026-03-05', codes: 1, members: 1, points: 5, pln: 0.5, spentToDate: 35, productCodes: 2 },
      { day: '2026-03-06', ...zero, spentToDate: 35, productCodes: 0 },
      { day: '2026-03-07', ...zero, spentToDate: 35, productCodes: 0 },
      { day: '2026-03-08', ...zero, spentToDate: 35, productCodes: 0 },
    ]);
    expect(r.lift).toEqual({
      before: { from: '2026-02-23', to: '2026-03-01', days: 7, codes: 3, perDay: 0.43 },
      during: { from: '2026-03-02', to: '2026-03-08', days: 7, codes: 5, perDay: 0.71 },
      ratio: 166.7,
    });
  });

  it('a part of the window: the budget to date starts from what was credited before it, the lift compares those days', async () => {
    const r = (await get(`/api/stats/campaign-report?campaignId=${id}&from=2026-03-04&to=2026-03-05`)).json();
    expect(r).toMatchObject({ from: '2026-03-04', to: '2026-03-05', codes: 1, members: 1, points: 5, spent: 35, budgetUsed: 100 });
    expect(r.days.map((d: { spentToDate: number }) => d.spentToDate)).toEqual([30, 35]);
    expect(r.lift).toEqual({
      before: { from: '2026-02-23', to: '2026-03-01', days: 7, codes: 3, perDay: 0.43 },
      during: { from: '2026-03-04', to: '2026-03-05', days: 2, codes: 2, perDay: 1 },
      ratio: 233.3,
    });
    // Days before the campaign only: nothing of it to compare.
    const early = (await get(`/api/stats/campaign-report?campaignId=${id}&from=2026-02-20&to=2026-03-01`)).json();
    expect(early).toMatchObject({ codes: 0, points: 0, spent: 0, budgetUsed: 0, lift: { during: null, ratio: null } });
    expect(early.days.find((d: { day: string }) => d.day === '2026-02-24').productCodes).toBe(2);
  });

  it('PDF with Polish letters and CSV for Excel, the same figures', async () => {
    const pdf = await get(`/api/stats/campaign-report/pdf?campaignId=${id}`);
    expect(pdf.statusCode).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.headers['content-disposition']).toContain(`akcja-punktowa-${id}-2026-03-02-2026-03-08.pdf`);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('Raport akcji punktowej „Farba na wiosnę”');
    expect(text).toContain('Okres: 02.03.2026 – 08.03.2026');
    expect(text).toContain('Produkty: Farba 10 l');
    expect(text).toContain('Kody z bonusem: 4 · uczestnicy: 2 · punkty bonusowe: 35 pkt = 3,50 zł');
    expect(text).toContain('Budżet wykorzystany: 35 z 35 pkt (100%)');
    expect(text).toContain('przed akcją 0,43, w czasie akcji 0,71 (166,7% poziomu sprzed akcji)');
    expect(text).toContain('Wzrost sprzedaży produktów akcji');

    const csv = await get(`/api/stats/campaign-report/csv?campaignId=${id}`);
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-disposition']).toContain(`akcja-punktowa-${id}-2026-03-02-2026-03-08.csv`);
    const lines = csv.body.split(/\r?\n/);
    expect(lines[0]).toBe(
      '\uFEFFDzień;Kody z bonusem;Uczestnicy;Punkty bonusowe;Wartość [zł];Budżet narastająco [pkt];Kody produktów akcji',
    );
    expect(lines).toContain('03.03.2026;3;2;30;3,00;30;3');
    expect(lines).toContain('05.03.2026;1;1;5;0,50;35;2');
    expect(lines).toContain('Wzrost sprzedaży produktów akcji');
    expect(lines).toContain('Przed akcją;23.02.2026;01.03.2026;7;3;0,43');
    expect(lines).toContain('W czasie akcji;02.03.2026;08.03.2026;7;5;0,71');
    expect(lines).toContain('Wzrost [%];;;;;166,7%');
  });

  it('answers 404 for a campaign that is not there, 400 for a bad period, 403 to a member', async () => {
    const missing = await get('/api/stats/campaign-report?campaignId=999999');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Nie ma takiej akcji punktowej');
    expect((await get('/api/stats/campaign-report/pdf?campaignId=999999')).statusCode).toBe(404);
    const reversed = await get(`/api/stats/campaign-report?campaignId=${id}&from=2026-03-08&to=2026-03-02`);
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().message).toBe(STATS_MESSAGES.fromAfterTo);
    const long = await get(`/api/stats/campaign-report/csv?campaignId=${id}&from=2025-01-01&to=2026-03-08`);
    expect(long.statusCode).toBe(400);
    expect(long.json().message).toBe(CAMPAIGN_REPORT_MESSAGES.rangeTooLong(366));
    expect((await get(`/api/stats/campaign-report?campaignId=${id}&from=2026-02-30`)).statusCode).toBe(400);
    expect((await get(`/api/stats/campaign-report?campaignId=${id}`, member)).statusCode).toBe(403);
    expect((await get('/api/stats/campaigns', member)).statusCode).toBe(403);
  });
});
