import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MemberSummary } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast, hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { ADMIN_ME, MEMBER_POINTS, memberRow } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const JAN: MemberSummary = {
  id: 42,
  email: 'jan@example.pl',
  fullName: 'Jan Kowalski',
  companyName: 'Malowanie Jan',
  type: 21,
  status: 'ACTIVE',
  balance: 1232,
};
const EWA: MemberSummary = {
  id: 43,
  email: 'ewa@example.pl',
  fullName: 'Ewa Malarz',
  companyName: null,
  type: 21,
  status: 'ACTIVE',
  balance: 10,
};

function usersHandler(_init: RequestInit | undefined, url: URL) {
  const q = (url.searchParams.get('search') ?? '').toLowerCase();
  const data = [JAN, EWA].filter((m) => m.fullName.toLowerCase().includes(q) || m.email.includes(q));
  // GET /api/users answers list rows (MemberRow): the picker reads their summary fields
  return json({
    total: data.length,
    data: data.map(({ id, email, fullName, companyName, type, balance }) => memberRow({ id, email, fullName, companyName, type, balance })),
  });
}

async function pickMember(label: string, typed: string, option: RegExp) {
  const input = await screen.findByRole('combobox', { name: label }, SCREEN);
  input.focus();
  fireEvent.change(input, { target: { value: typed } });
  fireEvent.click(await screen.findByRole('option', { name: option }, SCREEN));
}

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  window.history.pushState({}, '', '/');
  hideToast();
  vi.unstubAllGlobals();
});

// The lazy admin shell takes a few seconds to render in jsdom.
describe('admin points actions', () => {
  it('Dodaj punkty: searches members as you type, requires a reason, confirms naming the member, posts and shows the balance', async () => {
    window.history.pushState({}, '', '/admin/codes/add-points');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': usersHandler,
      'POST /api/codes/add-points': () => json({ message: 'Dodano punkty', balance: 1332 }),
    });
    renderRoutes([adminRoute()], '/admin/codes/add-points');
    await pickMember('Członek klubu', 'jan', /Jan Kowalski \(jan@example\.pl\)/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Liczba punktów' }), { target: { value: '100' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj punkty' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeTruthy();

    fireEvent.change(screen.getByRole('textbox', { name: 'Powód' }), { target: { value: 'Reklamacja 12/2026' } });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj punkty' }));
    // Nothing is posted before the admin confirms, and the dialog names the member.
    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno dodać punkty?' });
    expect(dialog.textContent!.replace(/\u00a0/g, ' ')).toContain('100 punktów dla: Jan Kowalski. Powód: Reklamacja 12/2026');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Dodaj' }));
    await waitFor(() => expect(getToast().message).toBe('Dodano punkty: Jan Kowalski.'));
    // Two sentences, each ending with its full stop.
    const status = await screen.findByRole('status', {}, SCREEN);
    expect(status.textContent!.replace(/\u00a0/g, ' ')).toBe('Dodano punkty: Jan Kowalski. Saldo po zmianie: 1 332 punkty.');
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ userId: 42, points: 100, reason: 'Reklamacja 12/2026' });
    // The form is ready for the next member.
    await waitFor(() => expect((screen.getByRole('combobox', { name: 'Członek klubu' }) as HTMLInputElement).value).toBe(''));
    // Typing is debounced into one search before the post. (After it, the points change refreshes
    // member queries, so the still-mounted "jan" search may be fetched again: balances changed.)
    const calls = fetchMock.mock.calls.map(([u, init]) => `${init?.method ?? 'GET'} ${String(u)}`);
    const searches = calls
      .slice(
        0,
        calls.findIndex((c) => c.startsWith('POST ')),
      )
      .filter((c) => c.startsWith('GET /api/users?'));
    expect(searches).toEqual(['GET /api/users?search=jan&skip=0&take=20']);
  });

  it("Dodaj punkty: the reasons of the admins' list (Listy) are one click away, and the field stays free to type in", async () => {
    window.history.pushState({}, '', '/admin/codes/add-points');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': usersHandler,
      'GET /api/lists/key/points-reasons/items': () =>
        json([
          { id: 2, name: 'Nagroda w konkursie' },
          { id: 3, name: 'Akcja promocyjna' },
        ]),
    });
    renderRoutes([adminRoute()], '/admin/codes/add-points');
    const reasons = await screen.findByRole('group', { name: 'Częste powody' }, SCREEN);
    fireEvent.click(within(reasons).getByRole('button', { name: 'Akcja promocyjna' }));
    const reason = screen.getByRole('textbox', { name: 'Powód' }) as HTMLTextAreaElement;
    expect(reason.value).toBe('Akcja promocyjna');
    fireEvent.change(reason, { target: { value: 'Akcja promocyjna — targi 2026' } });
    expect(reason.value).toBe('Akcja promocyjna — targi 2026');
  });

  it('Przenieś punkty: asks "Czy na pewno…?" naming both members before moving', async () => {
    window.history.pushState({}, '', '/admin/codes/transfer-points');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': usersHandler,
      'POST /api/codes/move-points': () => json({ message: 'Przeniesiono punkty' }),
    });
    renderRoutes([adminRoute()], '/admin/codes/transfer-points');
    await pickMember('Od członka klubu', 'jan', /Jan Kowalski/);
    await pickMember('Do członka klubu', 'ewa', /Ewa Malarz/);
    fireEvent.change(screen.getByRole('textbox', { name: 'Liczba punktów' }), { target: { value: '5' } });
    fireEvent.change(screen.getByRole('textbox', { name: 'Powód' }), { target: { value: 'Jedna firma' } });
    fireEvent.click(screen.getByRole('button', { name: 'Przenieś punkty' }));

    const dialog = await screen.findByRole('dialog', { name: 'Czy na pewno przenieść punkty?' });
    expect(dialog.textContent!.replace(/\u00a0/g, ' ')).toContain('5 punktów od Jan Kowalski do Ewa Malarz. Powód: Jedna firma');
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Przenieś' }));
    await waitFor(() => expect(getToast().message).toBe('Przeniesiono punkty'));
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({ fromUserId: 42, toUserId: 43, points: 5, reason: 'Jedna firma' });
  });

  it('Wpisz kod: enters a code for the picked member and shows their history', async () => {
    window.history.pushState({}, '', '/admin/codes/insert-code');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': usersHandler,
      'GET /api/codes/history': () =>
        json({
          total: 1,
          data: [
            {
              id: 1,
              amount: 50,
              source: 1,
              sourceLabel: 'Kod wpisany na stronie',
              reason: '',
              code: 'OLD1',
              expiresAt: null,
              createdAt: '2026-02-01T10:00:00',
              actor: 'Anna Nowak',
            },
          ],
        }),
      'POST /api/users/42/codes': () => json({ message: 'Nieprawidłowy kod lub kod został już wykorzystany' }, 400),
    });
    renderRoutes([adminRoute()], '/admin/codes/insert-code');
    await pickMember('Członek klubu', 'jan', /Jan Kowalski/);
    const history = await screen.findByRole('table', { name: 'Historia punktów' });
    expect(within(history).getByText('Anna Nowak')).toBeTruthy();
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/codes/history?userId=42&skip=0&take=20');

    fireEvent.change(screen.getByRole('textbox', { name: 'Kod produktu' }), { target: { value: 'ZLY' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wpisz kod' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Nieprawidłowy kod lub kod został już wykorzystany');
  });

  it('Punkty użytkownika: balance and lots of the picked member, link to details', async () => {
    window.history.pushState({}, '', '/admin/codes/user-points');
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users': usersHandler,
      'GET /api/users/42/points': () => json(MEMBER_POINTS),
    });
    renderRoutes([adminRoute()], '/admin/codes/user-points');
    await pickMember('Członek klubu', 'jan', /Jan Kowalski/);
    expect(await screen.findByRole('table', { name: 'Pule punktów' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historia i kody' }).getAttribute('href')).toBe('/admin/codes/details/points/42');
  });
});
