import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { ContractorWebsite, Me } from '@klub/contracts';
import { CustomerRoot } from '../../app/layouts/CustomerRoot';
import { adminRoute } from '../../app/routes/admin-routes';
import { customerRoutes } from '../../app/routes/customer-routes';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { COOKIE_CONSENT_KEY } from '../../lib/cookie-consent';
import { ADMIN_ME, EMPLOYEE, MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const CARD: ContractorWebsite = {
  id: 7,
  userId: 42,
  ownerName: 'Jan Kowalski',
  ownerEmail: 'jan@example.pl',
  name: 'Malarstwo Kowalski',
  services: 'Malowanie wnętrz',
  area: 'Kraków',
  description: null,
  phone: '600000021',
  email: null,
  photos: ['abc.jpg'],
  status: 'PENDING',
  rejectionReason: null,
  reviewedAt: null,
  createdAt: '2026-03-01T10:00:00.000Z',
  updatedAt: '2026-03-01T10:00:00.000Z',
};
const ME: Me = {
  id: 42,
  email: 'jan@example.pl',
  type: 21,
  status: 'ACTIVE',
  firstname: 'Jan',
  lastname: 'Kowalski',
  phone: '600000021',
  companyName: null,
  nip: null,
  city: 'Kraków',
  postCode: '30-001',
  street: null,
  photo: null,
  photoSmall: null,
  isGold: false,
  isPremium: false,
  marketingConsent: false,
  createdAt: '2026-01-01T10:00:00.000Z',
  lastLoginAt: null,
};
const customer = () => [{ path: '/', element: <CustomerRoot />, children: customerRoutes() }];

afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('admin: contractor websites', () => {
  beforeEach(() => setToken('admin', 'adm-token'));

  it('rejecting needs a reason; the rejected card leaves the waiting list', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/contractor-websites': () => json({ total: 1, data: [CARD] }),
      'PATCH /api/contractor-websites/7/reject': () => json({ ...CARD, status: 'REJECTED', rejectionReason: 'Brak zdjęć realizacji' }),
    });
    renderRoutes([adminRoute()], '/admin/contractors/unapproved');
    const table = await screen.findByRole('table', { name: 'Wizytówki wykonawców' }, SCREEN);
    expect(fetchMock.mock.calls.map(([u]) => String(u))).toContain('/api/contractor-websites?status=PENDING&take=1000');
    fireEvent.click(within(table).getByRole('button', { name: 'Podgląd wizytówki Malarstwo Kowalski' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('img', { name: 'Zdjęcie 1 z 1' }).getAttribute('src')).toBe('/api/files/download/abc.jpg');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź odrzucenie' }));
    expect(await within(dialog).findByText('Podaj powód odrzucenia')).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Powód odrzucenia/ }), { target: { value: 'Brak zdjęć realizacji' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Potwierdź odrzucenie' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(await screen.findByText('Żadna wizytówka nie czeka na akceptację')).toBeTruthy();
    const call = fetchMock.mock.calls.find(([u]) => String(u) === '/api/contractor-websites/7/reject')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({ reason: 'Brak zdjęć realizacji' });
  });
});

describe('customer: "Moja wizytówka" on /profile', () => {
  beforeEach(() => {
    window.localStorage.setItem(COOKIE_CONSENT_KEY, 'accepted');
    setToken('customer', 'tok', 3600);
  });

  it('shows the rejection reason and sends the edited card back for approval', async () => {
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me': () => json(ME),
      'GET /api/users/me/website': () => json({ website: { ...CARD, status: 'REJECTED', rejectionReason: 'Brak zdjęć realizacji' } }),
      'PUT /api/users/me/website': (init) => json({ ...CARD, ...JSON.parse(String(init!.body)), status: 'PENDING' }),
    });
    renderRoutes(customer(), '/profile');
    const form = await screen.findByRole('form', { name: 'Moja wizytówka' }, SCREEN);
    expect(within(form).getByRole('status').textContent).toContain('Odrzucona: Brak zdjęć realizacji');
    fireEvent.change(within(form).getByRole('textbox', { name: /Obszar działania/ }), { target: { value: 'Małopolska' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wyślij do akceptacji' }));
    await waitFor(() => expect(within(form).getByRole('status').textContent).toContain('Oczekuje na akceptację'));
    const call = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/users/me/website' && i?.method === 'PUT')!;
    expect(JSON.parse(String(call[1]!.body))).toMatchObject({
      name: 'Malarstwo Kowalski',
      area: 'Małopolska',
      photos: ['abc.jpg'],
      phone: '600000021',
    });
  });

  it('a DTH sees no business-card section', async () => {
    mockFetch({
      'GET /api/users/me-client': () => json(EMPLOYEE),
      'GET /api/users/me': () => json({ ...ME, type: 41 }),
    });
    renderRoutes(customer(), '/profile');
    expect(await screen.findByRole('heading', { name: 'Twoje dane' }, SCREEN)).toBeTruthy();
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Imię' })).toBeTruthy());
    expect(screen.queryByRole('heading', { name: 'Moja wizytówka' })).toBeNull();
  });
});
