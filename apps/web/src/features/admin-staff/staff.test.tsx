import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, STAFF_MESSAGES, type StaffMember, type StaffSession } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast, hideToast } from '../../components/toast';
import { setStaffRole, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { describeDevice } from './sessions';

const ADMIN_ME = { id: 1, email: 'anna@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const AT = '2026-11-20T10:00:00.000Z';
const member = (over: Partial<StaffMember>): StaffMember => ({
  id: 1,
  email: 'anna@klub.test',
  firstname: 'Anna',
  lastname: 'Nowak',
  staffRole: 'ADMINISTRATOR',
  active: true,
  deactivatedAt: null,
  invitationPending: false,
  twoFactorEnabled: true,
  lastLoginAt: AT,
  createdAt: AT,
  ...over,
});
const ANNA = member({});
const OLA = member({ id: 2, email: 'ola@klub.test', firstname: 'Ola', lastname: 'Treść', staffRole: 'CONTENT', twoFactorEnabled: false });
const JAN = member({
  id: 3,
  email: 'jan@klub.test',
  firstname: 'Jan',
  lastname: 'Nowy',
  staffRole: 'ORDERS',
  invitationPending: true,
  lastLoginAt: null,
});
const EWA = member({
  id: 4,
  email: 'ewa@klub.test',
  firstname: 'Ewa',
  lastname: 'Była',
  staffRole: 'ANALYST',
  active: false,
  deactivatedAt: AT,
});

const CHROME = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const session = (over: Partial<StaffSession>): StaffSession => ({
  id: 's1',
  createdAt: AT,
  lastSeenAt: AT,
  ip: '10.0.0.1',
  userAgent: CHROME,
  current: false,
  ...over,
});

beforeEach(() => {
  setToken('admin', 'adm-token');
  setStaffRole('ADMINISTRATOR');
});
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) => {
  const call = fetchMock.mock.calls.find(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);
  return call ? (JSON.parse(String(call[1]!.body ?? 'null')) as unknown) : undefined;
};
const called = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  fetchMock.mock.calls.some(([url, init]) => (init?.method ?? 'GET') === method && String(url) === path);

async function openStaff(handlers: Parameters<typeof mockFetch>[0]) {
  const fetchMock = mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), ...handlers });
  const view = renderRoutes([adminRoute()], '/admin/settings/staff');
  const table = await screen.findByRole('table', { name: 'Administratorzy' }, SCREEN);
  return { fetchMock, table, ...view };
}

const rowOf = (table: HTMLElement, name: string) =>
  within(table)
    .getByRole('button', { name: `Szczegóły i sesje: ${name}` })
    .closest('tr')!;

describe('/admin/settings/staff', () => {
  it('lists the accounts: role, status, second factor, last sign-in; no deactivation of oneself', async () => {
    const { table } = await openStaff({ 'GET /api/staff': () => json({ items: [ANNA, OLA, JAN, EWA] }) });
    expect(screen.getByRole('heading', { level: 1, name: 'Administratorzy' })).toBeTruthy();
    const anna = within(rowOf(table, 'Anna Nowak'));
    expect(anna.getByText('Anna Nowak (Ty)')).toBeTruthy();
    expect(anna.getByText('Administrator')).toBeTruthy();
    expect(anna.getByText('aktywny')).toBeTruthy();
    expect(anna.getByText('tak')).toBeTruthy();
    expect(anna.queryByRole('button', { name: /Dezaktywuj/ })).toBeNull();

    const ola = within(rowOf(table, 'Ola Treść'));
    expect(ola.getByText('Treści')).toBeTruthy();
    expect(ola.getByText('nie')).toBeTruthy();
    expect(ola.getByRole('button', { name: 'Dezaktywuj konto Ola Treść' })).toBeTruthy();
    const jan = within(rowOf(table, 'Jan Nowy'));
    expect(jan.getByText('zaproszony')).toBeTruthy();
    expect(jan.getByText('nigdy')).toBeTruthy();
    const ewa = within(rowOf(table, 'Ewa Była'));
    expect(ewa.getByText('nieaktywny')).toBeTruthy();
    expect(ewa.getByText('Analityk')).toBeTruthy();
    expect(ewa.getByRole('button', { name: 'Aktywuj konto Ewa Była' })).toBeTruthy();
  });

  it('invites: the contract checks the fields, the roles carry their descriptions, the server’s refusal shows in the dialog', async () => {
    let items = [ANNA];
    let refuse = true;
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items }),
      'POST /api/staff': () => {
        if (refuse) return json({ message: STAFF_MESSAGES.emailTaken }, 409);
        items = [ANNA, OLA];
        return json(OLA, 201);
      },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zaproś administratora' }));
    const dialog = await screen.findByRole('dialog', { name: 'Zaproś administratora' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.unknownRole)).toBeTruthy();
    expect(within(dialog).getAllByText(FIELD_MESSAGES.required).length).toBeGreaterThan(0);
    expect(called(fetchMock, 'POST', '/api/staff')).toBe(false);

    const roles = within(dialog).getByRole('radiogroup', { name: 'Rola' });
    expect(within(roles).getAllByRole('radio')).toHaveLength(6);
    const content = within(roles).getByRole('radio', { name: /^Treści/ });
    expect(content.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(dialog).getByText(/Aktualności, artykuły, teksty, banery/)).toBeTruthy();

    fireEvent.change(within(dialog).getByRole('textbox', { name: /E-mail/ }), { target: { value: 'ola@klub.test' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Imię/ }), { target: { value: 'Ola' } });
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nazwisko/ }), { target: { value: 'Treść' } });
    fireEvent.click(content);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.emailTaken)).toBeTruthy();
    expect(getToast().isShow).toBe(false);

    refuse = false;
    fireEvent.click(within(dialog).getByRole('button', { name: 'Wyślij zaproszenie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'POST', '/api/staff')).toEqual({
      email: 'ola@klub.test',
      firstname: 'Ola',
      lastname: 'Treść',
      staffRole: 'CONTENT',
    });
    expect(getToast()).toMatchObject({ message: `${STAFF_MESSAGES.invited}: ola@klub.test`, severity: 'success' });
    expect(await within(table).findByText('Ola Treść')).toBeTruthy();
  });

  it('edits name and role; the last administrator’s 409 is shown as it comes', async () => {
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items: [ANNA, OLA] }),
      'PATCH /api/staff/1': () => json({ message: STAFF_MESSAGES.lastAdministrator }, 409),
      'PATCH /api/staff/2': () => json({ ...OLA, staffRole: 'MESSAGES' }),
    });
    fireEvent.click(within(rowOf(table, 'Anna Nowak')).getByRole('button', { name: 'Edytuj konto Anna Nowak' }));
    let dialog = await screen.findByRole('dialog', { name: 'Edytuj: Anna Nowak' });
    expect(within(dialog).getByRole('radio', { name: /^Administrator/ })).toHaveProperty('checked', true);
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Analityk/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    expect(await within(dialog).findByText(STAFF_MESSAGES.lastAdministrator)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Anuluj' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(within(rowOf(table, 'Ola Treść')).getByRole('button', { name: 'Edytuj konto Ola Treść' }));
    dialog = await screen.findByRole('dialog', { name: 'Edytuj: Ola Treść' });
    fireEvent.click(within(dialog).getByRole('radio', { name: /^Wiadomości/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(bodyOf(fetchMock, 'PATCH', '/api/staff/2')).toEqual({ firstname: 'Ola', lastname: 'Treść', staffRole: 'MESSAGES' });
    expect(getToast()).toMatchObject({ message: 'Zapisano zmiany', severity: 'success' });
  });

  it('deactivates and activates after a confirmation; a refusal is the server’s message', async () => {
    let ola = OLA;
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items: [ANNA, ola, EWA] }),
      'POST /api/staff/2/deactivate': () => {
        ola = { ...OLA, active: false, deactivatedAt: AT };
        return json(ola);
      },
      'POST /api/staff/4/activate': () => json({ message: STAFF_MESSAGES.alreadyActive }, 409),
    });
    fireEvent.click(within(rowOf(table, 'Ola Treść')).getByRole('button', { name: 'Dezaktywuj konto Ola Treść' }));
    const confirm = await screen.findByRole('dialog', { name: 'Dezaktywować konto „Ola Treść”?' });
    expect(confirm.textContent).toContain('otwarte sesje zostaną zakończone');
    expect(called(fetchMock, 'POST', '/api/staff/2/deactivate')).toBe(false);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Dezaktywuj' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Dezaktywowano konto: Ola Treść', severity: 'success' }));
    expect(await within(table).findByRole('button', { name: 'Aktywuj konto Ola Treść' })).toBeTruthy();

    hideToast();
    fireEvent.click(within(rowOf(table, 'Ewa Była')).getByRole('button', { name: 'Aktywuj konto Ewa Była' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Aktywować konto „Ewa Była”?' })).getByRole('button', { name: 'Aktywuj' }),
    );
    await waitFor(() => expect(getToast()?.message).toBe(STAFF_MESSAGES.alreadyActive));
  });

  it('opens a member’s details with their sessions and ends one', async () => {
    let sessions = [session({ id: 'a', userAgent: CHROME, ip: '10.0.0.7' }), session({ id: 'b', userAgent: IPHONE, ip: '10.0.0.8' })];
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items: [ANNA, OLA] }),
      'GET /api/staff/2/sessions': () => json({ items: sessions }),
      'DELETE /api/staff/2/sessions/b': () => {
        sessions = sessions.filter((s) => s.id !== 'b');
        return json({ message: 'Sesja została zakończona' });
      },
    });
    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły i sesje: Ola Treść' }));
    const drawer = await screen.findByRole('dialog', { name: 'Ola Treść' });
    expect(within(drawer).getByText('ola@klub.test')).toBeTruthy();
    expect(within(drawer).getByText('wyłączone')).toBeTruthy();
    const list = await within(drawer).findByRole('table', { name: 'Sesje: Ola Treść' });
    expect(within(list).getByText('Chrome, Windows')).toBeTruthy();
    expect(within(list).getByText('Safari, iOS')).toBeTruthy();
    fireEvent.click(within(list).getByRole('button', { name: 'Zakończ sesję: Safari, iOS, 10.0.0.8' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zakończyć tę sesję?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Zakończ sesję' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: 'Sesja została zakończona', severity: 'success' }));
    expect(called(fetchMock, 'DELETE', '/api/staff/2/sessions/b')).toBe(true);
    await waitFor(() => expect(within(list).queryByText('Safari, iOS')).toBeNull());
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Zakończyć tę sesję?' })).toBeNull());
    // Said inside the drawer too: the modal hides the toast from screen readers.
    expect(within(drawer).getByRole('status').textContent).toBe('Sesja została zakończona');
    fireEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Ola Treść' })).toBeNull());
  });

  it('sends an invitation again and resets another’s second factor, each after a confirmation', async () => {
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items: [ANNA, JAN, OLA] }),
      'GET /api/staff/3/sessions': () => json({ items: [] }),
      'GET /api/staff/1/sessions': () => json({ items: [session({ current: true })] }),
      'POST /api/staff/3/invitation': () => json({ message: 'Wysłano nowy link zaproszenia; poprzednie linki przestały działać' }),
      'POST /api/staff/2/two-factor/reset': () => json({ message: 'Zresetowano logowanie dwuetapowe' }),
      'GET /api/staff/2/sessions': () => json({ items: [] }),
    });
    // An invited account: a new link; no second factor to reset.
    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły i sesje: Jan Nowy' }));
    let drawer = await screen.findByRole('dialog', { name: 'Jan Nowy' });
    expect(await within(drawer).findByText('Brak aktywnych sesji')).toBeTruthy();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Wyślij zaproszenie ponownie' }));
    const resend = await screen.findByRole('dialog', { name: 'Wysłać nowe zaproszenie do jan@klub.test?' });
    fireEvent.click(within(resend).getByRole('button', { name: 'Wyślij zaproszenie ponownie' }));
    await waitFor(() => expect(getToast()?.message).toBe('Wysłano nowy link zaproszenia; poprzednie linki przestały działać'));
    expect(called(fetchMock, 'POST', '/api/staff/3/invitation')).toBe(true);
    await waitFor(() => expect(screen.queryByRole('dialog', { name: /Wysłać nowe zaproszenie/ })).toBeNull());
    fireEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Jan Nowy' })).toBeNull());

    // One's own account: no reset here (that is /admin/account/security), no deactivation.
    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły i sesje: Anna Nowak' }));
    drawer = await screen.findByRole('dialog', { name: 'Anna Nowak' });
    expect(within(drawer).queryByRole('button', { name: 'Resetuj logowanie dwuetapowe' })).toBeNull();
    expect(within(drawer).queryByRole('button', { name: /Dezaktywuj/ })).toBeNull();
    fireEvent.click(within(drawer).getByRole('button', { name: 'Zamknij' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Anna Nowak' })).toBeNull());

    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły i sesje: Ola Treść' }));
    drawer = await screen.findByRole('dialog', { name: 'Ola Treść' });
    expect(within(drawer).queryByRole('button', { name: 'Resetuj logowanie dwuetapowe' })).toBeNull(); // Ola has none
    expect(within(drawer).queryByRole('button', { name: 'Wyślij zaproszenie ponownie' })).toBeNull();
  });

  it('resets the second factor of another staff member', async () => {
    const PIOTR = member({ id: 5, email: 'piotr@klub.test', firstname: 'Piotr', lastname: 'Program', staffRole: 'PROGRAM' });
    const { fetchMock, table } = await openStaff({
      'GET /api/staff': () => json({ items: [ANNA, PIOTR] }),
      'GET /api/staff/5/sessions': () => json({ items: [] }),
      'POST /api/staff/5/two-factor/reset': () => json({ message: 'Zresetowano logowanie dwuetapowe' }),
    });
    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły i sesje: Piotr Program' }));
    const drawer = await screen.findByRole('dialog', { name: 'Piotr Program' });
    fireEvent.click(within(drawer).getByRole('button', { name: 'Resetuj logowanie dwuetapowe' }));
    const confirm = await screen.findByRole('dialog', { name: 'Zresetować logowanie dwuetapowe: Piotr Program?' });
    expect(confirm.textContent).toContain('sesje zostaną zakończone');
    fireEvent.click(within(confirm).getByRole('button', { name: 'Resetuj logowanie dwuetapowe' }));
    await waitFor(() => expect(getToast()?.message).toBe('Zresetowano logowanie dwuetapowe'));
    expect(called(fetchMock, 'POST', '/api/staff/5/two-factor/reset')).toBe(true);
  });

  it('names devices from their browsers', () => {
    expect(describeDevice(CHROME)).toBe('Chrome, Windows');
    expect(describeDevice(IPHONE)).toBe('Safari, iOS');
    expect(describeDevice('Mozilla/5.0 (X11; Linux x86_64; rv:133.0) Gecko/20100101 Firefox/133.0')).toBe('Firefox, Linux');
    expect(describeDevice('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 Chrome/131.0 Safari/537.36 Edg/131.0')).toBe(
      'Edge, macOS',
    );
    expect(describeDevice(null)).toBe('Nieznane urządzenie');
    expect(describeDevice('curl/8.5.0')).toBe('curl/8.5.0');
  });
});

describe('/admin/account/sessions', () => {
  it('lists one’s sessions with the current one marked and ends another', async () => {
    let sessions = [session({ id: 'me', current: true }), session({ id: 'old', userAgent: IPHONE, ip: '10.0.0.9' })];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/sessions': () => json({ items: sessions }),
      'DELETE /api/staff/me/sessions/old': () => {
        sessions = sessions.filter((s) => s.id !== 'old');
        return json({ message: 'Sesja została zakończona' });
      },
    });
    renderRoutes([adminRoute()], '/admin/account/sessions');
    const table = await screen.findByRole('table', { name: 'Moje sesje' }, SCREEN);
    const current = within(table).getByText('Ta sesja').closest('tr')!;
    expect(current.getAttribute('aria-current')).toBe('true');
    expect(within(current).queryByRole('button')).toBeNull();
    fireEvent.click(within(table).getByRole('button', { name: 'Zakończ sesję: Safari, iOS, 10.0.0.9' }));
    fireEvent.click(
      within(await screen.findByRole('dialog', { name: 'Zakończyć tę sesję?' })).getByRole('button', { name: 'Zakończ sesję' }),
    );
    await waitFor(() => expect(within(table).queryByText('Safari, iOS')).toBeNull());
    expect(called(fetchMock, 'DELETE', '/api/staff/me/sessions/old')).toBe(true);
  });

  it('is in the menu under the admin’s name', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/sessions': () => json({ items: [session({ current: true })] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/settings/logs/none');
    fireEvent.click(await screen.findByRole('button', { name: 'Anna Nowak' }, SCREEN));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Moje sesje' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account/sessions'));
    expect(await screen.findByRole('table', { name: 'Moje sesje' })).toBeTruthy();
  });

  it('is open to every role (one’s own account is no area)', async () => {
    setStaffRole('ANALYST');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/sessions': () => json({ items: [session({ current: true })] }),
    });
    renderRoutes([adminRoute()], '/admin/account/sessions');
    expect(await screen.findByRole('table', { name: 'Moje sesje' }, SCREEN)).toBeTruthy();
  });
});

describe('/admin/invitation', () => {
  beforeEach(() => window.localStorage.clear());

  it('sets the password with the password rules and leads to the sign-in', async () => {
    const fetchMock = mockFetch({
      'POST /api/staff/invitations/accept': () => json({ message: 'Hasło zostało ustawione. Możesz się zalogować' }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/invitation?token=abc123');
    const form = await screen.findByRole('form', { name: 'Ustaw hasło' }, SCREEN);
    fireEvent.change(within(form).getByLabelText(/^Hasło/), { target: { value: 'krotkie' } });
    fireEvent.change(within(form).getByLabelText(/^Powtórz hasło/), { target: { value: 'inne' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ustaw hasło' }));
    expect(await within(form).findByText(FIELD_MESSAGES.passwordRules)).toBeTruthy();
    expect(called(fetchMock, 'POST', '/api/staff/invitations/accept')).toBe(false);

    fireEvent.change(within(form).getByLabelText(/^Hasło/), { target: { value: 'Mocne1haslo' } });
    fireEvent.change(within(form).getByLabelText(/^Powtórz hasło/), { target: { value: 'Mocne1haslo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ustaw hasło' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    expect(bodyOf(fetchMock, 'POST', '/api/staff/invitations/accept')).toEqual({ token: 'abc123', password: 'Mocne1haslo' });
    expect(getToast()).toMatchObject({ message: 'Hasło zostało ustawione. Możesz się zalogować', severity: 'success' });
  });

  it('says so when the link is invalid, expired or used', async () => {
    mockFetch({ 'POST /api/staff/invitations/accept': () => json({ message: STAFF_MESSAGES.inviteInvalid }, 400) });
    renderRoutes([adminRoute()], '/admin/invitation?token=used');
    const form = await screen.findByRole('form', { name: 'Ustaw hasło' }, SCREEN);
    fireEvent.change(within(form).getByLabelText(/^Hasło/), { target: { value: 'Mocne1haslo' } });
    fireEvent.change(within(form).getByLabelText(/^Powtórz hasło/), { target: { value: 'Mocne1haslo' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Ustaw hasło' }));
    expect(await screen.findByText(STAFF_MESSAGES.inviteInvalid)).toBeTruthy();
    expect(screen.queryByRole('form', { name: 'Ustaw hasło' })).toBeNull();
    expect(screen.getByText(/o nowe zaproszenie/)).toBeTruthy();
  });

  it('without a token says the link is invalid', async () => {
    mockFetch({});
    renderRoutes([adminRoute()], '/admin/invitation');
    expect(await screen.findByText(STAFF_MESSAGES.inviteInvalid, {}, SCREEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Przejdź do logowania' })).toBeTruthy();
  });
});
