import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { Mailing } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { RUNNING, segmentScreenMocks } from './segment-screen.test-data';

asAdminEachTest();

const mailing = (over: Partial<Mailing> = {}): Mailing => ({
  id: 7,
  subject: 'Promocja jesienna',
  channels: 'BOTH',
  ...RUNNING,
  recipients: 400,
  emails: { total: 300, pending: 150, sent: 140, failed: 5, uncertain: 5 },
  ...over,
});
describe('/admin/messages/send-mailing', () => {
  it('counts the segment as it changes, lists mailings with their progress, and cancels a running one', async () => {
    const counted: unknown[] = [];
    let list = [mailing()];
    mockFetch({
      ...segmentScreenMocks,
      'POST /api/messages/multiple-mailing/count': (init) => {
        const { segment } = JSON.parse(String(init?.body)) as { segment: { roles: number[] } };
        counted.push(segment);
        return json(segment.roles.length ? { members: 12, emails: 9 } : { members: 400, emails: 300 });
      },
      'GET /api/messages/multiple-mailing': () => json({ total: list.length, data: list }),
      'POST /api/messages/multiple-mailing/7/cancel': () => {
        list = [mailing({ status: 'CANCELLED' })];
        return json({ message: 'Mailing został anulowany' });
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/send-mailing');
    await screen.findByRole('heading', { level: 1, name: 'Wiadomości — mailing' }, SCREEN);
    expect(await screen.findByText(/Odbiorcy: 400 członków; e-mail dostanie 300/)).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wykonawca' }));
    expect(await screen.findByText(/Odbiorcy: 12 członków; e-mail dostanie 9/)).toBeTruthy();
    expect(counted.at(-1)).toMatchObject({ roles: [21] });
    // District, DTH and RDS narrow the segment too.
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Wykonawcy DTH' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Damian Doradca' }));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Powiaty' }));
    fireEvent.click(await screen.findByRole('option', { name: 'warszawski (Mazowieckie)' }));
    await waitFor(() => expect(counted.at(-1)).toMatchObject({ roles: [21], dths: [41], districts: [3] }));

    const table = await screen.findByRole('table', { name: 'Mailingi' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Wysłano 140 z 300 e-maili, nieudane: 5, niepewne: 5');
    expect(within(row).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');

    fireEvent.click(within(row).getByRole('button', { name: 'Anuluj mailing „Promocja jesienna”' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj mailing' }));
    expect(await screen.findByText('Mailing został anulowany')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Mailingi' })).getByText('Anulowany')).toBeTruthy());
  });

  it('says so when no mailing was sent yet, and offers a retry when the list cannot be loaded', async () => {
    let fail = true;
    mockFetch({
      ...segmentScreenMocks,
      'POST /api/messages/multiple-mailing/count': () => json({ members: 0, emails: 0 }),
      'GET /api/messages/multiple-mailing': () =>
        fail ? json({ message: 'Baza danych jest chwilowo niedostępna' }, 503) : json({ total: 0, data: [] }),
    });
    renderRoutes([adminRoute()], '/admin/messages/send-mailing');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    expect(await screen.findByText(/Nikt nie spełnia wybranych kryteriów/)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Wyślij mailing' }) as HTMLButtonElement).disabled).toBe(true);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Nie wysłano jeszcze żadnego mailingu')).toBeTruthy();
  });
});
