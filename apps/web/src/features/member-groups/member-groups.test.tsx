import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { GroupMember, MemberGroup } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { emailsInCsv, splitEmails } from './GroupMembersSection';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const PAINTERS: MemberGroup = {
  id: 4,
  name: 'Malarze — Mazowsze',
  description: 'Akcja wiosenna',
  memberCount: 2,
  createdAt: '2026-11-20T10:00:00.000Z',
};
const VIP: MemberGroup = { id: 5, name: 'Architekci VIP', description: null, memberCount: 0, createdAt: '2026-11-21T10:00:00.000Z' };
const member = (id: number, fullName: string, email: string): GroupMember => ({
  id,
  fullName,
  email,
  companyName: null,
  role: 21,
  regionName: 'Mazowieckie',
  addedAt: '2026-11-22T10:00:00.000Z',
});

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('/admin/club-members/groups', () => {
  it('lists the groups with their member counts, searches, and says so when there are none or they cannot load', async () => {
    let fail = false;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/groups': (_i, url) =>
        fail
          ? json({ message: 'Błąd serwera' }, 500)
          : json(url.searchParams.get('search') === 'brak' ? { total: 0, data: [] } : { total: 2, data: [VIP, PAINTERS] }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/groups');
    const table = await screen.findByRole('table', { name: 'Grupy członków' }, SCREEN);
    expect(within(table).getByRole('rowheader', { name: 'Malarze — Mazowsze Akcja wiosenna' })).toBeTruthy();
    expect(within(table).getByText('2')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Edytuj grupę Architekci VIP' }).getAttribute('href')).toBe('/admin/club-members/groups/5');
    expect(within(screen.getByRole('main')).getByRole('link', { name: 'Dodaj grupę' }).getAttribute('href')).toBe(
      '/admin/club-members/groups/add',
    );

    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: 'brak' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByText('Brak grup — dodaj pierwszą', {}, SCREEN)).toBeTruthy();
    expect(router.state.location.search).toBe('?search=brak');
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/groups?skip=0&take=20&search=brak');

    fail = true;
    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });

  it('a group shows its members; pasted e-mails join it and the ones not in the club are named; a member can be removed', async () => {
    let members = [member(31, 'Jan Kowalski', 'jan@example.pl'), member(32, 'Ewa Nowak', 'ewa@example.pl')];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/groups/4': () => json({ ...PAINTERS, memberCount: members.length }),
      'GET /api/groups/4/members': () => json({ total: members.length, data: members }),
      'POST /api/groups/4/members': () => {
        members = [member(33, 'Olga Lis', 'olga@example.pl'), ...members];
        return json({ added: 1, already: 1, unknown: ['nikt@example.pl'] });
      },
      'DELETE /api/groups/4/members/32': () => {
        members = members.filter((m) => m.id !== 32);
        return json({ message: 'Usunięto' });
      },
    });
    renderRoutes([adminRoute()], '/admin/club-members/groups/4');
    expect(await screen.findByRole('textbox', { name: /Nazwa grupy/ }, SCREEN)).toHaveProperty('value', 'Malarze — Mazowsze');
    const table = await screen.findByRole('table', { name: 'Członkowie grupy' }, SCREEN);
    expect(within(table).getByRole('link', { name: 'Jan Kowalski' }).getAttribute('href')).toBe('/admin/club-members/details/31');

    fireEvent.change(screen.getByRole('textbox', { name: /Adresy e-mail do dodania/ }), {
      target: { value: 'olga@example.pl\njan@example.pl; nikt@example.pl\nto-nie-email' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Dodaj z listy' }));
    expect(
      await screen.findByText(
        'Dodano: 1, już w grupie: 1. Nie dodano (nie ma takiego członka klubu albo to nie jest adres e-mail): to-nie-email, nikt@example.pl',
        {},
        SCREEN,
      ),
    ).toBeTruthy();
    const post = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/groups/4/members' && i?.method === 'POST');
    expect(JSON.parse(String(post![1]?.body))).toEqual({ emails: ['olga@example.pl', 'jan@example.pl', 'nikt@example.pl'] });
    expect(await within(screen.getByRole('table', { name: 'Członkowie grupy' })).findByText('Olga Lis')).toBeTruthy();

    // A CSV file fills the list with its addresses; the admin still adds them with "Dodaj z listy".
    const file = new File(['E-mail;Firma\nnowy@example.pl;Malbud\n'], 'czlonkowie.csv', { type: 'text/csv' });
    fireEvent.change(screen.getByLabelText('Plik CSV'), { target: { files: [file] } });
    expect(
      await screen.findByText('Z pliku czlonkowie.csv wczytano adresów e-mail: 1 — sprawdź je i kliknij „Dodaj z listy”'),
    ).toBeTruthy();
    expect(screen.getByRole('textbox', { name: /Adresy e-mail do dodania/ })).toHaveProperty('value', 'nowy@example.pl');

    fireEvent.click(screen.getByRole('button', { name: 'Usuń Ewa Nowak z grupy' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(screen.getByRole('table', { name: 'Członkowie grupy' })).queryByText('Ewa Nowak')).toBeNull());
    expect(await screen.findByText('Usunięto z grupy')).toBeTruthy();
  });

  it('reads a pasted column of e-mails: separators, repeats and what is not an address', () => {
    expect(splitEmails(' a@b.pl,a@b.pl\r\n\tc@d.pl ;  x ')).toEqual({ emails: ['a@b.pl', 'c@d.pl'], invalid: ['x'] });
    expect(splitEmails('   ')).toEqual({ emails: [], invalid: [] });
  });

  it('takes the e-mail addresses of any column of a CSV file (a members export), each once', () => {
    const csv =
      'Imię;Nazwisko;E-mail;Telefon\nJan;Kowalski;jan@example.pl;600 100 200\n"Ewa";"Nowak";"ewa@example.pl";\nJan;Kowalski;jan@example.pl;\nOla;Lis;brak@;\n';
    expect(emailsInCsv(csv)).toEqual(['jan@example.pl', 'ewa@example.pl']);
  });
});
