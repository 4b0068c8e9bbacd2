import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { ADMIN_ME, distributor, memberDetails, memberRow } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';

const person = (id: number, fullName: string) => memberRow({ id, fullName, email: `p${id}@klub.test` });
const DISTRIBUTORS = [
  distributor({ id: 4, name: 'Hurtownia Budmax' }),
  distributor({ id: 5, name: 'Skład Kowalczyk' }),
  distributor({ id: 6, name: 'Stalmet' }),
];
const MEMBER = memberDetails({ distributors: [{ id: 4, name: 'Hurtownia Budmax' }] });
/** The edit screen of member 7: its PATCH hands the body sent to `onBody` and answers with the distributors `saved`. */
const editMember7 = (saved: { id: number; name: string }[], onBody: (body: Record<string, unknown>) => void) => ({
  'GET /api/admin/me': () => json(ADMIN_ME),
  'GET /api/regions': () => json([]),
  'GET /api/distributors': () => json({ total: 3, data: DISTRIBUTORS }),
  'GET /api/users': () => json({ total: 0, data: [] }),
  'GET /api/users/7': () => json(MEMBER),
  'PATCH /api/users/7': (init: RequestInit | undefined) => {
    onBody(JSON.parse(String(init?.body)) as Record<string, unknown>);
    return json({ ...MEMBER, distributors: saved });
  },
});

asAdminEachTest();

const type = (name: string, value: string) => fireEvent.change(screen.getByRole('textbox', { name }), { target: { value } });

describe('member and employee forms', () => {
  it('adds a member with a region and a DTH, then opens their details', async () => {
    let sent: Record<string, unknown> = {};
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json([{ id: 1, name: 'Mazowieckie' }]),
      'GET /api/distributors': () => json({ total: 3, data: DISTRIBUTORS }),
      'GET /api/users': (_i, url) => json({ total: 1, data: url.searchParams.get('role') === '41' ? [person(9, 'Piotr Doradca')] : [] }),
      'POST /api/users': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json(memberDetails({ id: 77 }), 201);
      },
      'GET /api/users/77': () => json({ message: 'x' }, 404),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/add');
    await screen.findByRole('form', { name: 'Członek klubu' }, SCREEN);
    type('Imię', 'Jan');
    type('Nazwisko', 'Kowalski');
    type('E-mail', 'Jan@Example.pl');
    type('Telefon', '600 100 200');
    type('Kod pocztowy', '26-600');
    type('Miejscowość', 'Radom');
    fireEvent.change(screen.getByRole('combobox', { name: 'Rodzaj działalności' }), { target: { value: '21' } });
    const dth = screen.getByRole('combobox', { name: 'Opiekun (DTH)' });
    await screen.findByRole('option', { name: 'Piotr Doradca (p9@klub.test)' }, SCREEN);
    fireEvent.change(dth, { target: { value: '9' } });
    await screen.findByRole('option', { name: 'Mazowieckie' }, SCREEN);
    fireEvent.change(screen.getByRole('combobox', { name: 'Region' }), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/club-members/details/77'), SCREEN);
    expect(sent).toMatchObject({ email: 'jan@example.pl', type: 21, phone: '600100200', dthId: 9, regionId: 1, status: 'ACTIVE' });
    expect(sent.distributorIds).toEqual([]);
  });

  it("preselects the member's distributors on edit and sends the chosen ones", async () => {
    let sent: Record<string, unknown> = {};
    const fetchMock = mockFetch(editMember7([{ id: 5, name: 'Skład Kowalczyk' }], (body) => (sent = body)));
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/edit/7');
    const form = await screen.findByRole('form', { name: 'Członek klubu' }, SCREEN);
    expect(within(form).getByText('Hurtownia Budmax')).toBeTruthy();
    expect(screen.getByText('Dystrybutorzy, u których wykonawca kupuje produkty (raport „Wykonawcy i dystrybutorzy”)')).toBeTruthy();
    const urls = fetchMock.mock.calls.map(([u]) => String(u));
    expect(urls).toContain('/api/distributors?take=9999&isAuthorized=true');

    // Keyboard only: type to search, pick the highlighted match, then drop the first chip with Backspace.
    const input = screen.getByRole('combobox', { name: 'Dystrybutorzy' });
    input.focus();
    fireEvent.change(input, { target: { value: 'skład' } });
    const listbox = await screen.findByRole('listbox', {}, SCREEN);
    expect(
      within(listbox)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Skład Kowalczyk']);
    fireEvent.keyDown(input, { key: 'ArrowDown' });
    fireEvent.keyDown(input, { key: 'Enter' });
    await waitFor(() => expect(within(form).getByText('Skład Kowalczyk')).toBeTruthy());
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    fireEvent.keyDown(input, { key: 'ArrowLeft' });
    fireEvent.keyDown(input, { key: 'Backspace' });
    await waitFor(() => expect(within(form).queryByText('Hurtownia Budmax')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/club-members/details/7'), SCREEN);
    expect(sent).toMatchObject({ email: 'jan7@example.pl', distributorIds: [5] });
  });

  it('sends no distributors once they are all removed', async () => {
    let sent: Record<string, unknown> = {};
    mockFetch(editMember7([], (body) => (sent = body)));
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/edit/7');
    const form = await screen.findByRole('form', { name: 'Członek klubu' }, SCREEN);
    const input = within(form).getByRole('combobox', { name: 'Dystrybutorzy' });
    input.focus();
    fireEvent.keyDown(input, { key: 'Backspace' });
    await waitFor(() => expect(within(form).queryByText('Hurtownia Budmax')).toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/club-members/details/7'), SCREEN);
    expect(sent.distributorIds).toEqual([]);
  });

  it('asks for the RDS of a new DTH', async () => {
    let sent: Record<string, unknown> = {};
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json([]),
      'GET /api/users': () => json({ total: 1, data: [person(3, 'Ewa Dyrektor')] }),
      'POST /api/users/employee': (init) => {
        sent = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json(memberDetails({ id: 80, type: 41 }), 201);
      },
    });
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/add-employee');
    await screen.findByRole('form', { name: 'Pracownik' }, SCREEN);
    type('Imię', 'Piotr');
    type('Nazwisko', 'Doradca');
    type('E-mail', 'dth@klub.test');
    type('Telefon', '600100200');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Wybierz RDS, któremu podlega DTH', {}, SCREEN)).toBeTruthy();
    await screen.findByRole('option', { name: 'Ewa Dyrektor (p3@klub.test)' }, SCREEN);
    fireEvent.change(screen.getByRole('combobox', { name: 'Przełożony (RDS)' }), { target: { value: '3' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/club-members/details/80'), SCREEN);
    expect(sent).toMatchObject({ type: 41, rdsId: 3, email: 'dth@klub.test' });
  });
});
