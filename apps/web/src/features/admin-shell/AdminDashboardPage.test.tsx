import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { AdminDashboard } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { NBSP } from '../../lib/format';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

const NOTHING: AdminDashboard = {
  membersToConfirm: { count: 0, newest: [] },
  websitesToApprove: { count: 0, newest: [] },
  ordersWaiting: { count: 0, newest: [] },
  importsRunning: { count: 0, newest: [] },
  codesRedeemed: { weekStart: '2026-03-02', thisWeek: 0, lastWeek: 0, lastWeekSoFar: 0 },
};
const AT = '2026-03-04T09:30:00.000Z';

asAdminEachTest();

const card = (name: string) => screen.getByRole('region', { name });

describe('/admin — what needs attention', () => {
  it('shows each figure in Polish with its newest items and the filtered list', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/admin/dashboard': () =>
        json({
          membersToConfirm: {
            count: 7,
            newest: [{ id: 41, fullName: 'Jan Malarz', email: 'jan@example.pl', companyName: 'Farby Jan', createdAt: AT }],
          },
          websitesToApprove: { count: 1, newest: [{ id: 3, name: 'Malarstwo Jan', ownerName: 'Jan Malarz', updatedAt: AT }] },
          ordersWaiting: { count: 2, newest: [{ id: 12, memberName: 'Ewa Kowalska', totalPoints: 1500, createdAt: AT }] },
          importsRunning: { count: 0, newest: [] },
          codesRedeemed: { weekStart: '2026-03-02', thisWeek: 12, lastWeek: 40, lastWeekSoFar: 9 },
        } satisfies AdminDashboard),
    });
    const { router } = renderRoutes([adminRoute()], '/admin');
    expect(await screen.findByRole('heading', { level: 2, name: 'Co czeka na Twoją decyzję' }, SCREEN)).toBeTruthy();

    const members = await screen.findByRole('region', { name: 'Członkowie do potwierdzenia' });
    expect(members.textContent).toContain('7osób czeka na potwierdzenie konta');
    expect(within(members).getByRole('link', { name: 'Jan Malarz' }).getAttribute('href')).toBe('/admin/club-members/details/41');
    expect(members.textContent).toContain('i 6 więcej');
    expect(card('Wizytówki do akceptacji').textContent).toContain('1wizytówka czeka na akceptację');
    expect(card('Nowe zamówienia').textContent).toContain('2zamówienia czekają na realizację');
    expect(within(card('Nowe zamówienia')).getByRole('link', { name: 'Nr\u00a012 — Ewa Kowalska' }).getAttribute('href')).toBe(
      '/admin/orders/details/12',
    );
    expect(card('Importy w toku').textContent).toContain('Nic nie czeka');

    const codes = card('Kody wykorzystane w tym tygodniu');
    expect(codes.textContent).toContain(`12${NBSP}kodów`);
    expect(codes.textContent).toContain('O 3 więcej niż do tej pory w poprzednim tygodniu (9)');
    expect(codes.textContent).toContain(`Cały poprzedni tydzień: 40${NBSP}kodów`);
    expect(within(codes).getByRole('link', { name: 'Pokaż kody wykorzystane w tym tygodniu' }).getAttribute('href')).toBe(
      '/admin/codes/search?status=USED&from=2026-03-02',
    );

    // The section links stay, below.
    expect(within(screen.getByRole('region', { name: 'Sekcje panelu' })).getByRole('link', { name: 'Zamówienia' })).toBeTruthy();

    fireEvent.click(within(members).getByRole('link', { name: 'Pokaż wszystkich do potwierdzenia' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/club-members/list'));
    expect(new URLSearchParams(router.state.location.search).get('status')).toBe('ACTIVE');
  });

  it('says nothing waits when nothing does', async () => {
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/admin/dashboard': () => json(NOTHING) });
    renderRoutes([adminRoute()], '/admin');
    expect(await screen.findByText('Nic nie czeka na Twoją decyzję', {}, SCREEN)).toBeTruthy();
    expect(screen.queryByRole('region', { name: 'Członkowie do potwierdzenia' })).toBeNull();
    expect(card('Kody wykorzystane w tym tygodniu').textContent).toContain('Tyle samo co do tej pory w poprzednim tygodniu (0)');
  });

  it('shows a failure with a retry', async () => {
    let calls = 0;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/admin/dashboard': () => (++calls === 1 ? json({ message: 'Usługa jest chwilowo niedostępna' }, 503) : json(NOTHING)),
    });
    renderRoutes([adminRoute()], '/admin');
    fireEvent.click(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN));
    expect(await screen.findByText('Nic nie czeka na Twoją decyzję')).toBeTruthy();
  });
});
