import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES, type MemberRow } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { ADMIN_ME, memberDetails, memberRow } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';

const row = (id: number, over: Partial<MemberRow> = {}): MemberRow =>
  memberRow({
    id,
    email: `jan${id}@example.pl`,
    fullName: `Jan Kowalski ${id}`,
    lastname: `Kowalski ${id}`,
    regionId: 1,
    regionName: 'Mazowieckie',
    dthId: 9,
    dthName: 'Piotr Doradca',
    balance: 1250,
    ...over,
  });

asAdminEachTest();

describe('/admin/club-members/list', () => {
  it('keeps filters and sorting in the URL, flips gold and removes a deleted member', async () => {
    let rows = [row(1), row(2)];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regions': () => json([{ id: 1, name: 'Mazowieckie' }]),
      'GET /api/users': () => json({ total: 45, data: rows }),
      'PATCH /api/users/gold/1': (init) => json(row(1, { isGold: (JSON.parse(String(init?.body)) as { isGold: boolean }).isGold })),
      'DELETE /api/users/2': () => {
        rows = [row(1)];
        return json({ message: 'Usunięto' });
      },
    });
    const urls = () => fetchMock.mock.calls.map(([u]) => String(u)).filter((u) => u.startsWith('/api/users'));
    const { router } = renderRoutes([adminRoute()], '/admin/club-members/list?status=ACTIVE_CONFIRMED&page=2');
    const table = await screen.findByRole('table', { name: 'Członkowie klubu' }, SCREEN);
    expect(urls()[0]).toBe('/api/users?status=ACTIVE_CONFIRMED&sort=lastname&order=asc&skip=20&take=20');
    expect((screen.getByRole('combobox', { name: 'Status' }) as HTMLSelectElement).value).toBe('ACTIVE_CONFIRMED');

    fireEvent.change(screen.getByRole('searchbox', { name: 'Szukaj' }), { target: { value: 'kowal' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Gold' }), { target: { value: 'true' } });
    fireEvent.click(screen.getByRole('button', { name: 'Szukaj' }));
    await waitFor(() => expect(router.state.location.search).toBe('?search=kowal&status=ACTIVE_CONFIRMED&isGold=true'));
    await waitFor(() =>
      expect(urls()).toContain('/api/users?search=kowal&status=ACTIVE_CONFIRMED&isGold=true&sort=lastname&order=asc&skip=0&take=20'),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Saldo' }));
    await waitFor(() => expect(router.state.location.search).toContain('sort=balance'));

    const gold = within(table).getByRole('switch', { name: 'Gold — Jan Kowalski 1' });
    fireEvent.click(gold);
    await waitFor(() =>
      expect((within(table).getByRole('switch', { name: 'Gold — Jan Kowalski 1' }) as HTMLInputElement).checked).toBe(true),
    );

    fireEvent.click(within(table).getByRole('button', { name: 'Usuń Jan Kowalski 2' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Usuń' }));
    await waitFor(() => expect(within(table).queryByText('Jan Kowalski 2')).toBeNull());
    expect(within(table).getByRole('link', { name: 'Jan Kowalski 1' }).getAttribute('href')).toBe('/admin/club-members/details/1');
  });
});

describe('/admin/club-members/details/:id', () => {
  it('shows the member, their DTH and RDS, and confirms them', async () => {
    const details = memberDetails({
      ...row(7),
      street: 'Prosta 1',
      rdsId: 3,
      rdsName: 'Ewa Dyrektor',
      distributors: [
        { id: 4, name: 'Hurtownia Budmax' },
        { id: 5, name: 'Skład Kowalczyk' },
      ],
    });
    let body: Record<string, unknown> = {};
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users/7': () => json(details),
      'GET /api/users/7/dth': () => json({ id: 9, fullName: 'Piotr Doradca', email: 'dth@klub.test', phone: null }),
      'GET /api/users/7/rds': () => json(null),
      'GET /api/users/7/points': () =>
        json({ points: [], ranking: null, trend: 'same', balance: 1250, earnedThisYear: 0, expiringSoon: [], expiringSoonTotal: 0 }),
      'GET /api/users/7/codes': () => json({ total: 0, allNotActual: false, data: [] }),
      'PATCH /api/users/7/status': (init) => {
        body = JSON.parse(String(init?.body)) as Record<string, unknown>;
        return json({ ...details, status: body.status });
      },
    });
    renderRoutes([adminRoute()], '/admin/club-members/details/7');
    expect(await screen.findByRole('heading', { name: 'Szczegóły członka' }, SCREEN)).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Piotr Doradca' }, SCREEN)).toBeTruthy();
    const data = screen.getByLabelText('Dane członka');
    expect(within(data).getByText('Dystrybutorzy').nextElementSibling?.textContent).toBe('Hurtownia Budmax, Skład Kowalczyk');
    expect(await screen.findByText('Brak przypisanego RDS', {}, SCREEN)).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Historia punktów' }).getAttribute('href')).toBe('/admin/codes/details/points/7');
    fireEvent.click(screen.getByRole('button', { name: 'Potwierdź' }));
    await waitFor(() =>
      expect(within(screen.getByRole('status', { name: 'Status członka' })).getByText('Aktywny — potwierdzony')).toBeTruthy(),
    );
    expect(body).toEqual({ status: 'ACTIVE_CONFIRMED' });
    expect(screen.queryByRole('button', { name: 'Potwierdź' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Wyślij link aktywacyjny' })).toBeNull(); // only for NOT_ACTIVE
  });

  it('sends a member who has not activated a new activation link, and shows a refusal', async () => {
    const details = memberDetails({ ...row(8, { status: 'NOT_ACTIVE' }), postCode: null });
    let answer = () => json({ message: 'Wysłano nowy link aktywacyjny na adres jan8@example.pl' });
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users/8': () => json(details),
      'GET /api/users/8/dth': () => json(null),
      'GET /api/users/8/rds': () => json(null),
      'GET /api/users/8/points': () =>
        json({ points: [], ranking: null, trend: 'same', balance: 0, earnedThisYear: 0, expiringSoon: [], expiringSoonTotal: 0 }),
      'GET /api/users/8/codes': () => json({ total: 0, allNotActual: false, data: [] }),
      'POST /api/users/8/resend-activation': () => answer(),
    });
    renderRoutes([adminRoute()], '/admin/club-members/details/8');
    expect(await screen.findByText('Brak przypisanego RDS', {}, SCREEN)).toBeTruthy(); // the page has settled
    const send = await screen.findByRole('button', { name: 'Wyślij link aktywacyjny' }, SCREEN);
    fireEvent.click(send);
    await waitFor(() =>
      expect(getToast()).toMatchObject({ message: 'Wysłano nowy link aktywacyjny na adres jan8@example.pl', severity: 'success' }),
    );
    expect(fetchMock.mock.calls.filter(([u]) => String(u) === '/api/users/8/resend-activation')).toHaveLength(1);

    answer = () => json({ message: ERROR_CODES.NOT_WAITING_FOR_ACTIVATION.message }, 409);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij link aktywacyjny' }));
    await waitFor(() => expect(getToast()).toMatchObject({ message: ERROR_CODES.NOT_WAITING_FOR_ACTIVATION.message, severity: 'error' }));
  });
});
