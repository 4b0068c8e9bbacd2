import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { TWO_FACTOR_MESSAGES, type TwoFactorStatus } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { getToken, setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { recoveryCodesText } from './RecoveryCodes';
import { groupSecret } from './TwoFactorPage';
import { ADMIN_ME } from '../../testing/fixtures';

const SECRET = 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXP';
const CODES = Array.from({ length: 10 }, (_, i) => `AB${i}D-EFGH-JK${i}M`);
const OFF: TwoFactorStatus = { enabled: false, enabledAt: null, pending: false, recoveryCodesLeft: 0, required: false };

beforeEach(() => window.history.pushState({}, '', '/admin'));
afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
});

const bodyOf = (fetchMock: ReturnType<typeof mockFetch>, method: string, path: string) =>
  JSON.parse(String(fetchMock.mock.calls.find(([url, init]) => init?.method === method && String(url).endsWith(path))![1]!.body)) as Record<
    string,
    unknown
  >;

describe('admin sign-in with a second factor', () => {
  it('asks for the code after the password, switches to a recovery code, and signs in with the challenge', async () => {
    const fetchMock = mockFetch({
      'POST /api/auth/signin': () => json({ twoFactorRequired: true, challenge: 'chal-1', expiresIn: 300 }),
      'POST /api/auth/signin/two-factor': () => json({ accessToken: 'adm-2fa', expiresIn: 28800, staffRole: 'ADMINISTRATOR' }),
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/admin/dashboard': () => json({}),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, SCREEN), { target: { value: 'admin@klub.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'Admin!2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));

    const code = await screen.findByRole('textbox', { name: 'Kod z aplikacji' }, SCREEN);
    expect(getToken('admin')).toBeNull(); // no token before the code
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.codeFormat)).toBeTruthy();
    expect(code).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Użyj kodu odzyskiwania' }));
    const recovery = await screen.findByRole('textbox', { name: 'Kod odzyskiwania' });
    fireEvent.change(recovery, { target: { value: 'abcd efgh jk1m' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin'), SCREEN);
    expect(getToken('admin')).toBe('adm-2fa');
    expect(bodyOf(fetchMock, 'POST', '/api/auth/signin/two-factor')).toEqual({ challenge: 'chal-1', code: 'ABCDEFGHJK1M' });
  });

  it('an expired challenge goes back to the password with the reason', async () => {
    mockFetch({
      'POST /api/auth/signin': () => json({ twoFactorRequired: true, challenge: 'chal-1', expiresIn: 300 }),
      'POST /api/auth/signin/two-factor': () => json({ message: TWO_FACTOR_MESSAGES.challengeInvalid }, 401),
    });
    renderRoutes([adminRoute()], '/admin/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, SCREEN), { target: { value: 'admin@klub.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'Admin!2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    fireEvent.change(await screen.findByRole('textbox', { name: 'Kod z aplikacji' }, SCREEN), { target: { value: '123 456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.challengeInvalid)).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'E-mail' })).toBeTruthy();
  });

  it('an Administrator the club requires it of lands on the enrolment page', async () => {
    mockFetch({
      'POST /api/auth/signin': () =>
        json({ accessToken: 'adm-1', expiresIn: 28800, staffRole: 'ADMINISTRATOR', twoFactorSetupRequired: true }),
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/two-factor': () => json({ ...OFF, required: true }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/login');
    fireEvent.change(await screen.findByRole('textbox', { name: 'E-mail' }, SCREEN), { target: { value: 'admin@klub.test' } });
    fireEvent.change(screen.getByLabelText('Hasło'), { target: { value: 'Admin!2345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zaloguj się' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/account/security'), SCREEN);
    expect(await screen.findByText(/Ustawienia klubu wymagają logowania dwuetapowego/, {}, SCREEN)).toBeTruthy();
  });
});

describe('/admin/account/security', () => {
  it('turns it on: QR code and key, a first code, then the ten recovery codes once', async () => {
    setToken('admin', 'adm-token');
    let status = OFF;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/two-factor': () => json(status),
      'POST /api/staff/me/two-factor/start': () =>
        json({
          otpauthUri: `otpauth://totp/Klub:admin?secret=${SECRET}`,
          qrCode: 'data:image/png;base64,AAAA',
          secret: SECRET,
          issuer: 'Klub',
          account: 'admin@klub.test',
        }),
      'POST /api/staff/me/two-factor/confirm': () => {
        status = { enabled: true, enabledAt: '2026-11-29T10:00:00.000Z', pending: false, recoveryCodesLeft: 10, required: false };
        return json({ message: 'Logowanie dwuetapowe zostało włączone', recoveryCodes: CODES });
      },
    });
    renderRoutes([adminRoute()], '/admin/account/security');
    expect(await screen.findByRole('heading', { level: 1, name: 'Logowanie dwuetapowe' }, SCREEN)).toBeTruthy();
    expect(await screen.findByText('Wyłączone')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Włącz' }));

    expect((await screen.findByRole('img', { name: /Kod QR/ })).getAttribute('src')).toBe('data:image/png;base64,AAAA');
    expect(screen.getByTestId('totp-secret').textContent).toBe(groupSecret(SECRET));
    fireEvent.change(screen.getByRole('textbox', { name: 'Kod z aplikacji' }), { target: { value: '123456' } });
    fireEvent.click(screen.getByRole('button', { name: 'Włącz' }));

    const list = await screen.findByRole('list', { name: 'Kody odzyskiwania' });
    expect(list.querySelectorAll('li')).toHaveLength(10);
    expect(bodyOf(fetchMock, 'POST', '/api/staff/me/two-factor/confirm')).toEqual({ code: '123456' });
    const done = screen.getByRole('button', { name: 'Gotowe' });
    expect(done.hasAttribute('disabled')).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Zapisałem\(-am\) kody/ }));
    fireEvent.click(done);
    expect(await screen.findByText('Włączone')).toBeTruthy();
    expect(screen.queryByRole('list', { name: 'Kody odzyskiwania' })).toBeNull();
    expect(screen.getByText(/Nieużyte kody odzyskiwania: 10 z 10/)).toBeTruthy();
  });

  it('turns it off with the password; a wrong one is said in the dialog', async () => {
    setToken('admin', 'adm-token');
    let status: TwoFactorStatus = {
      enabled: true,
      enabledAt: '2026-11-29T10:00:00.000Z',
      pending: false,
      recoveryCodesLeft: 2,
      required: false,
    };
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/staff/me/two-factor': () => json(status),
      'DELETE /api/staff/me/two-factor': (init) => {
        const body = JSON.parse(String(init!.body)) as { password?: string };
        if (body.password !== 'Admin!2345') return json({ message: TWO_FACTOR_MESSAGES.wrongPassword }, 400);
        status = OFF;
        return json({ message: TWO_FACTOR_MESSAGES.disabled });
      },
    });
    renderRoutes([adminRoute()], '/admin/account/security');
    expect(await screen.findByText(/Zostało niewiele kodów odzyskiwania/, {}, SCREEN)).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Wyłącz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Wyłączyć logowanie dwuetapowe?' });
    fireEvent.change(screen.getByLabelText('Obecne hasło'), { target: { value: 'zle' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Wyłącz' }).at(-1)!);
    expect(await screen.findByText(TWO_FACTOR_MESSAGES.wrongPassword)).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Obecne hasło'), { target: { value: 'Admin!2345' } });
    fireEvent.click(screen.getAllByRole('button', { name: 'Wyłącz' }).at(-1)!);
    expect(await screen.findByText('Wyłączone')).toBeTruthy();
    await waitFor(() => expect(dialog.isConnected).toBe(false));
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method === 'DELETE')).toHaveLength(2);
  });

  it('the text file holds the account and the codes, one a line', () => {
    const text = recoveryCodesText(['AAAA-BBBB-CCCC', 'DDDD-EEEE-FFFF'], 'admin@klub.test', new Date('2026-11-29T10:00:00Z'));
    expect(text).toContain('Konto: admin@klub.test');
    expect(text.split('\r\n')).toEqual(expect.arrayContaining([' 1. AAAA-BBBB-CCCC', ' 2. DDDD-EEEE-FFFF']));
  });
});
