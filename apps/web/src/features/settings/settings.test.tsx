import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME, programSettings } from '../../testing/fixtures';

const SETTINGS = programSettings();

asAdminEachTest();

const putBody = (fetchMock: ReturnType<typeof mockFetch>) =>
  JSON.parse(String(fetchMock.mock.calls.find(([, init]) => init?.method === 'PUT')![1]!.body)) as Record<string, unknown>;

describe('/admin/settings', () => {
  it('saves every tab at once with the version read; an error on a hidden tab opens that tab', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'PUT /api/settings': () => json({ ...SETTINGS, version: 5, pointsValidityYears: 2 }),
    });
    renderRoutes([adminRoute()], '/admin/settings');
    const validity = await screen.findByRole('textbox', { name: /Ważność punktów/ }, SCREEN);
    expect(screen.queryByRole('textbox', { name: /E-mail kontaktowy/ })).toBeNull(); // other tabs are hidden
    fireEvent.change(validity, { target: { value: '2' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Kontakt i aplikacje' }));
    fireEvent.change(screen.getByRole('textbox', { name: /E-mail kontaktowy/ }), { target: { value: 'nie-mail' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Komunikat i czat' }));
    fireEvent.change(screen.getByRole('textbox', { name: /Komunikat dla uczestników/ }), { target: { value: 'Przerwa w sobotę' } });
    fireEvent.click(screen.getByRole('tab', { name: 'Bezpieczeństwo' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Wymagaj logowania dwuetapowego dla roli Administrator' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    // the bad e-mail is on another tab: that tab opens with the message
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Kontakt i aplikacje' }).getAttribute('aria-selected')).toBe('true'));
    expect(await screen.findByText(/Podaj poprawny adres e-mail/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /E-mail kontaktowy/ }), { target: { value: 'kontakt@klub.pl' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(putBody(fetchMock)).toMatchObject({
      version: 4,
      pointsValidityYears: 2,
      contact: { email: 'kontakt@klub.pl' },
      maintenanceNotice: 'Przerwa w sobotę',
      premium: { points: 5000, months: 12 },
      administratorTwoFactorRequired: true,
    });
    await waitFor(() => expect(getToast()?.message).toBe('Zapisano zmiany'));
  });

  it('turns a fraud-guard rule on with its thresholds on the "Ochrona kodów" tab; a threshold of 0 is refused there', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'PUT /api/settings': () => json({ ...SETTINGS, version: 5 }),
    });
    renderRoutes([adminRoute()], '/admin/settings');
    await screen.findByRole('textbox', { name: /Ważność punktów/ }, SCREEN);
    fireEvent.click(screen.getByRole('tab', { name: 'Ochrona kodów' }));
    const rule = screen.getByRole('group', { name: 'Wiele kont z jednego adresu IP' });
    const on = within(rule).getByRole('checkbox', { name: 'Reguła włączona' }) as HTMLInputElement;
    expect(on.checked).toBe(false); // every rule is off until an admin turns it on
    fireEvent.click(on);
    fireEvent.change(within(rule).getByRole('textbox', { name: /Najwięcej kont/ }), { target: { value: '0' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await within(rule).findByText(/od 1 do/)).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(within(rule).getByRole('textbox', { name: /Najwięcej kont/ }), { target: { value: '3' } });
    fireEvent.change(within(rule).getByRole('textbox', { name: /W ciągu \(godziny\)/ }), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(putBody(fetchMock).fraudGuard).toEqual({ ...SETTINGS.fraudGuard, ipAccounts: { on: true, accounts: 3, hours: 12 } });
  });

  it("sets the app's store pages: an http:// address is refused in the form, an https:// page is saved, an empty one is none", async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'PUT /api/settings': () => json({ ...SETTINGS, version: 5 }),
    });
    renderRoutes([adminRoute()], '/admin/settings');
    await screen.findByRole('textbox', { name: /Ważność punktów/ }, SCREEN);
    fireEvent.click(screen.getByRole('tab', { name: 'Kontakt i aplikacje' }));
    const appStore = screen.getByRole('textbox', { name: /Aplikacja w App Store/ });
    fireEvent.change(appStore, { target: { value: 'http://apps.apple.com/pl/app/klub/id1' } });
    fireEvent.change(screen.getByRole('textbox', { name: /Aplikacja w Google Play/ }), { target: { value: '' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText('Podaj adres strony aplikacji zaczynający się od https://')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(false);

    fireEvent.change(appStore, { target: { value: 'https://apps.apple.com/pl/app/klub/id1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'PUT')).toBe(true));
    expect(putBody(fetchMock)).toMatchObject({ appStoreUrl: 'https://apps.apple.com/pl/app/klub/id1', googlePlayUrl: null });
  });

  it('says so when someone else saved meanwhile (409)', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'PUT /api/settings': () =>
        json({ message: 'Ustawienia zmienił w międzyczasie ktoś inny. Odśwież stronę i wprowadź swoje zmiany ponownie.' }, 409),
    });
    renderRoutes([adminRoute()], '/admin/settings');
    await screen.findByRole('textbox', { name: /Ważność punktów/ }, SCREEN);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(getToast()?.message).toMatch(/zmienił w międzyczasie ktoś inny/));
  });

  it('shows the load error with a retry', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/settings': () => json({ message: 'Błąd' }, 500) });
    renderRoutes([adminRoute()], '/admin/settings');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });
});

describe('/admin/settings: the SMS gateway key', () => {
  it('says which key works, saves a new one apart from the form (Enter does not save the settings), and refuses a bad one', async () => {
    const puts: unknown[] = [];
    let state = { source: 'ENV', hint: null as string | null, updatedAt: null as string | null };
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'GET /api/settings/sms-token': () => json(state),
      'PUT /api/settings/sms-token': (init) => {
        puts.push(JSON.parse(String(init?.body)));
        state = { source: 'SETTINGS', hint: '…abcd', updatedAt: '2026-11-28T08:00:00Z' };
        return json({ message: 'Klucz bramki SMS został zapisany', state });
      },
    });
    renderRoutes([adminRoute()], '/admin/settings');
    await screen.findByRole('textbox', { name: /Ważność punktów/ }, SCREEN);
    fireEvent.click(screen.getByRole('tab', { name: 'Kontakt i aplikacje' }));
    expect(await screen.findByText(/klucza z konfiguracji serwera \(SMS_API_TOKEN\)/)).toBeTruthy();
    const field = screen.getByLabelText('Nowy klucz bramki SMS');
    fireEvent.change(field, { target: { value: 'krótki' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz klucz' }));
    expect(await screen.findByText('Klucz bramki SMS ma co najmniej 8 znaków')).toBeTruthy();
    expect(puts).toEqual([]);

    fireEvent.change(field, { target: { value: 'panel-token-0002-abcd' } });
    fireEvent.keyDown(field, { key: 'Enter' });
    await waitFor(() => expect(getToast()?.message).toBe('Klucz bramki SMS został zapisany'));
    expect(puts).toEqual([{ token: 'panel-token-0002-abcd' }]);
    expect(await screen.findByText(/klucza z ustawień \(kończy się na abcd/)).toBeTruthy();
    expect((field as HTMLInputElement).value).toBe('');
    // The settings themselves were not saved by that Enter.
    expect(fetchMock.mock.calls.some(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/api/settings'))).toBe(false);
  });
});
