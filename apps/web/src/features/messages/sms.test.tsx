import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { SmsLogEntry, SmsSending } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { RUNNING, segmentScreenMocks } from './segment-screen.test-data';

asAdminEachTest();

const MEMBER = { id: 5, email: 'jan@firma.pl', fullName: 'Jan Malarz', companyName: null, phone: '600100200' };
const sending = (over: Partial<SmsSending> = {}): SmsSending => ({
  id: 9,
  text: 'Zażółć gęślą jaźń',
  sender: 'KlubFarb',
  ...RUNNING,
  member: null,
  recipients: 40,
  encoding: 'UCS-2',
  parts: 1,
  messages: { total: 20, pending: 10, sent: 10, failed: 0, uncertain: 0, delivered: 6, undelivered: 1 },
  ...over,
});
describe('/admin/messages/send-sms', () => {
  it('shows parts as the text is typed (Polish letters switch to UCS-2), the cost, and sends to the chosen member once', async () => {
    const sent: unknown[] = [];
    mockFetch({
      ...segmentScreenMocks,
      'GET /api/messages/executors': () => json({ data: [MEMBER] }),
      'POST /api/messages/sms/count': (init) => {
        const { text } = JSON.parse(String(init?.body)) as { text: string };
        const polish = /[ąćęłńóśźż]/.test(text);
        return json({ members: 1, phones: 1, encoding: polish ? 'UCS-2' : 'GSM-7', parts: 1, pricePerPart: 0.16, cost: 0.16 });
      },
      'POST /api/messages/sms': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ id: 9, message: 'SMS został zlecony do wysyłki' }, 201);
      },
      'GET /api/messages/sms/9': () => json(sending({ member: { id: 5, fullName: 'Jan Malarz' }, recipients: 1 })),
    });
    renderRoutes([adminRoute()], '/admin/messages/send-sms');
    await screen.findByRole('heading', { level: 1, name: 'Wiadomości — wyślij SMS' }, SCREEN);
    expect(screen.getByText('Wybierz odbiorcę.')).toBeTruthy();

    const text = screen.getByRole('textbox', { name: 'Treść SMS' });
    fireEvent.change(text, { target: { value: 'a'.repeat(161) } });
    expect(screen.getByTestId('sms-parts').textContent).toContain('Znaki: 161 · GSM-7 · części: 2');
    fireEvent.change(text, { target: { value: 'Zażółć gęślą jaźń' } });
    expect(screen.getByTestId('sms-parts').textContent).toMatch(/Znaki: 17 · UCS-2 · części: 1 .*polskie litery/);
    expect(screen.getByLabelText('Podgląd SMS').textContent).toContain('Zażółć gęślą jaźń');

    const picker = screen.getByRole('combobox', { name: 'Odbiorca' });
    picker.focus();
    fireEvent.change(picker, { target: { value: 'Jan' } });
    fireEvent.click(await screen.findByRole('option', { name: /Jan Malarz/ }, SCREEN));
    expect(await screen.findByText(/SMS dostanie 1 osoba\. Koszt: 1 × 1 cz\. × 0,16 zł ≈ 0,16 zł netto/, undefined, SCREEN)).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Wyślij SMS' }));
    expect(await screen.findByText('SMS został zlecony do wysyłki')).toBeTruthy();
    expect(sent).toEqual([
      { text: 'Zażółć gęślą jaźń', target: { kind: 'MEMBER', userId: 5 }, scheduledAt: null, requestKey: expect.any(String) },
    ]);
    expect(await screen.findByText(/Przekazano 10 z 20, doręczono 6/)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Zobacz log SMS' }).getAttribute('href')).toBe('/admin/messages/sms-log?sendingId=9');
  });

  it('for a segment, counts those with a phone and consent, and will not send to nobody', async () => {
    mockFetch({
      ...segmentScreenMocks,
      'POST /api/messages/sms/count': (init) => {
        const { target } = JSON.parse(String(init?.body)) as { target: { segment: { roles: number[] } } };
        return json(
          target.segment.roles.length
            ? { members: 12, phones: 0, encoding: 'GSM-7', parts: 1, pricePerPart: 0.16, cost: 0 }
            : { members: 400, phones: 250, encoding: 'GSM-7', parts: 1, pricePerPart: 0.16, cost: 40 },
        );
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/send-sms');
    await screen.findByRole('heading', { level: 1, name: 'Wiadomości — wyślij SMS' }, SCREEN);
    fireEvent.click(screen.getByRole('radio', { name: /Segment/ }));
    fireEvent.change(screen.getByRole('textbox', { name: 'Treść SMS' }), { target: { value: 'Promocja' } });
    expect(
      await screen.findByText(/Odbiorcy: 400 członków; SMS dostanie 250 .*Koszt: 250 × 1 cz\. × 0,16 zł ≈ 40,00 zł/, undefined, SCREEN),
    ).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wykonawca' }));
    expect(await screen.findByText(/Nikt w wybranym segmencie nie ma numeru telefonu/, undefined, SCREEN)).toBeTruthy();
    expect((screen.getByRole('button', { name: 'Wyślij SMS' }) as HTMLButtonElement).disabled).toBe(true);
  });
});

describe('/admin/messages/sms-list and sms-log', () => {
  it('lists sendings with progress, cancels a running one, and offers a retry when the list fails', async () => {
    let list = [sending()];
    let fail = true;
    mockFetch({
      ...segmentScreenMocks,
      'GET /api/messages/sms': () =>
        fail ? json({ message: 'Baza danych jest chwilowo niedostępna' }, 503) : json({ total: list.length, data: list }),
      'POST /api/messages/sms/9/cancel': () => {
        list = [sending({ status: 'CANCELLED' })];
        return json({ message: 'Wysyłka SMS została anulowana' });
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/sms-list');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    const table = await screen.findByRole('table', { name: 'Wysyłki SMS' });
    const row = within(table).getAllByRole('row')[1]!;
    expect(row.textContent).toContain('Segment: 40 członków');
    expect(row.textContent).toContain('Przekazano 10 z 20, doręczono 6, niedoręczone: 1');
    expect(within(row).getByRole('link', { name: 'Log SMS nr 9' }).getAttribute('href')).toBe('/admin/messages/sms-log?sendingId=9');
    fireEvent.click(within(row).getByRole('button', { name: 'Anuluj SMS nr 9' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Anuluj wysyłkę' }));
    expect(await screen.findByText('Wysyłka SMS została anulowana')).toBeTruthy();
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Wysyłki SMS' })).getByText('Anulowany')).toBeTruthy());
  });

  it('shows each SMS with the gateway report, filters by state, and says when nothing matches', async () => {
    const entry = (over: Partial<SmsLogEntry>): SmsLogEntry => ({
      sendingId: 9,
      userId: 5,
      fullName: 'Jan Malarz',
      phone: '600100200',
      text: 'Zażółć gęślą jaźń',
      status: 'SENT',
      delivery: null,
      gatewayId: '1001',
      parts: 1,
      sentAt: '2026-11-28T08:00:02Z',
      deliveredAt: null,
      error: null,
      ...over,
    });
    const asked: string[] = [];
    mockFetch({
      ...segmentScreenMocks,
      'GET /api/settings/sms-logs': (_init, url) => {
        asked.push(String(url));
        if (String(url).includes('state=UNCERTAIN')) return json({ total: 0, data: [] });
        return json({
          total: 2,
          data: [
            entry({ delivery: 'DELIVERED', deliveredAt: '2026-11-28T08:00:09Z' }),
            entry({
              userId: 6,
              fullName: 'Ewa Tynk',
              status: 'UNCERTAIN',
              gatewayId: null,
              error: 'Wysyłka przerwana w chwili przekazywania do bramki SMS',
            }),
          ],
        });
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/sms-log?sendingId=9');
    const table = await screen.findByRole('table', { name: 'Log SMS' }, SCREEN);
    expect(asked[0]).toContain('sendingId=9');
    const [, delivered, uncertain] = within(table).getAllByRole('row');
    expect(within(delivered!).getByText('Dostarczony')).toBeTruthy();
    expect(within(uncertain!).getByText('Niepewne')).toBeTruthy();
    expect(uncertain!.textContent).toContain('Wysyłka przerwana');

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Stan' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Niepewne' }));
    expect(await screen.findByText('Brak SMS spełniających kryteria')).toBeTruthy();
    expect(asked.at(-1)).toContain('state=UNCERTAIN');
  });
});
