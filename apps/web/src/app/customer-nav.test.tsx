import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMPLOYEE, MEMBER, MEMBER_POINTS } from '../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../testing/render';
import { CustomerRoot } from './layouts/CustomerRoot';
import { customerRoutes } from './routes/customer-routes';
import { asMemberEachTest } from '../testing/session';

const routes = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];
const POINTS_ITEMS = ['Moje punkty', 'Moje kody', 'Moje zamówienia', 'Katalog nagród', 'Ranking'];

asMemberEachTest();

describe('customer navigation', () => {
  it('shows the points items to members', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/users/me/points': () => json(MEMBER_POINTS) });
    renderRoutes(routes(), '/home');
    const nav = await screen.findByRole('navigation', { name: 'Główne menu' });
    await within(nav).findByRole('link', { name: 'Moje punkty' }, SCREEN);
    for (const label of POINTS_ITEMS) expect(within(nav).getByRole('link', { name: label })).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Wiadomości' })).toBeTruthy();
    // Seven entries and "Więcej" in the bar (it wrapped to two rows with all twelve).
    expect(within(nav).getAllByRole('listitem')).toHaveLength(8);

    // Reading and reference sit behind "Więcej".
    fireEvent.click(within(nav).getByRole('button', { name: 'Więcej' }));
    const menu = await screen.findByRole('menu');
    expect(within(menu).getByRole('menuitem', { name: 'Punktacja produktów' })).toBeTruthy();
    for (const built of ['Aktualności', 'Dla klientów', 'FAQ', 'Szkolenia'])
      expect(within(menu).getByRole('menuitem', { name: built })).toBeTruthy();
  });

  it('shows the balance in the header, linking to Moje punkty', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(MEMBER), 'GET /api/users/me/points': () => json(MEMBER_POINTS) });
    renderRoutes(routes(), '/home');
    const balance = await screen.findByRole('link', { name: /^Saldo: / }, SCREEN);
    expect(balance.getAttribute('href')).toBe('/my-points');
    // MEMBER_POINTS.balance is 1232
    expect(balance.getAttribute('aria-label')!.replace(/\u00a0/g, ' ')).toBe('Saldo: 1 232 pkt');
  });

  it('hides them from RDS/DTH, who get Statystyki', async () => {
    mockFetch({ 'GET /api/users/me-client': () => json(EMPLOYEE) });
    renderRoutes(routes(), '/home');
    const nav = await screen.findByRole('navigation', { name: 'Główne menu' });
    expect(await within(nav).findByRole('link', { name: 'Statystyki' }, SCREEN)).toBeTruthy();
    expect(within(nav).getByRole('link', { name: 'Szkolenia' })).toBeTruthy();
    for (const label of POINTS_ITEMS) expect(within(nav).queryByRole('link', { name: label })).toBeNull();
    expect(within(nav).queryByRole('button', { name: 'Więcej' })).toBeNull();
    expect(screen.queryByRole('link', { name: /^Saldo: / })).toBeNull();
  });
});
