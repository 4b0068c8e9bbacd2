import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Me, TrainingContact, TrainingContactRequest } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { CUSTOMER_TOKEN_COOKIE, setToken } from '../../lib/auth-storage';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import TrainingContactPage from './TrainingContactPage';

afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const CONTACT: TrainingContact = {
  trainers: 'Dział szkoleń — Anna Nowak',
  phone: '600100200',
  email: 'szkolenia@klub.test',
  hours: 'pn.–pt. 8:00–16:00',
  note: 'Szkolenia w firmach od 10 osób',
};
const ME: Me = {
  id: MEMBER.id,
  email: MEMBER.email,
  type: MEMBER.type,
  status: MEMBER.status,
  firstname: MEMBER.firstname,
  lastname: MEMBER.lastname,
  isGold: MEMBER.isGold,
  isPremium: MEMBER.isPremium,
  phone: '511222333',
  companyName: null,
  nip: null,
  city: 'Kraków',
  postCode: null,
  street: null,
  photo: null,
  photoSmall: null,
  marketingConsent: false,
  createdAt: '2026-01-01T10:00:00',
  lastLoginAt: null,
};
const ROUTES = [{ path: '/trainings/contact', element: <TrainingContactPage /> }];

describe('/trainings/contact', () => {
  it('loads the trainers’ contact data on entry and sends a request with the profile phone; the answer shows as a success message', async () => {
    setToken('customer', 'tok', 3600);
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me': () => json(ME),
      'GET /api/trainings': () => json({ total: 0, data: [] }),
      'GET /api/trainings/contact': () => json(CONTACT),
      'POST /api/trainings/contact/requests': () => json({ message: 'Dziękujemy! Wiadomość trafiła do trenerów.' }, 201),
    });
    renderRoutes(ROUTES, '/trainings/contact');
    const data = await screen.findByRole('region', { name: 'Kontakt z trenerami' }, SCREEN);
    expect(within(data).getByText('Dział szkoleń — Anna Nowak')).toBeTruthy();
    expect(within(data).getByRole('link', { name: 'szkolenia@klub.test' }).getAttribute('href')).toBe('mailto:szkolenia@klub.test');
    expect(within(data).getByRole('link', { name: '600100200' }).getAttribute('href')).toBe('tel:600100200');
    expect(within(data).getByText('Godziny: pn.–pt. 8:00–16:00')).toBeTruthy();

    const phone = screen.getByRole('textbox', { name: 'Telefon do kontaktu' });
    await waitFor(() => expect(phone).toHaveProperty('value', '511222333'));

    // An empty message is refused in the form; nothing is sent.
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'POST')).toBe(false);

    fireEvent.change(screen.getByRole('textbox', { name: /^Wiadomość/ }), { target: { value: 'Szkolenie dla 12 osób w Tarnowie' } });
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText('Dziękujemy! Wiadomość trafiła do trenerów.')).toBeTruthy();
    const post = fetchMock.mock.calls.find(([, i]) => i?.method === 'POST')!;
    expect(JSON.parse(String(post[1]!.body))).toEqual({
      topic: 'QUESTION',
      trainingId: null,
      message: 'Szkolenie dla 12 osób w Tarnowie',
      phone: '511222333',
    });
    await waitFor(() => expect(screen.getByRole('textbox', { name: /^Wiadomość/ })).toHaveProperty('value', ''));
  });

  it('says when the data is not set yet, and shows a failed load with a retry', async () => {
    setToken('customer', 'tok', 3600);
    let fail = true;
    mockFetch({
      'GET /api/users/me-client': () => json(MEMBER),
      'GET /api/users/me': () => json(ME),
      'GET /api/trainings': () => json({ total: 0, data: [] }),
      'GET /api/trainings/contact': () =>
        fail ? json({ message: 'Błąd' }, 500) : json({ trainers: null, phone: null, email: null, hours: null, note: null }),
    });
    renderRoutes(ROUTES, '/trainings/contact');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Dane kontaktowe trenerów pojawią się wkrótce.', {}, SCREEN)).toBeTruthy();
  });
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const REQUEST: TrainingContactRequest = {
  id: 7,
  userId: 42,
  firstname: 'Jan',
  lastname: 'Kowalski',
  email: 'jan@example.pl',
  company: 'Malbud',
  topic: 'COMPANY',
  trainingId: null,
  trainingTitle: null,
  message: 'Szkolenie dla 12 osób',
  phone: '511222333',
  status: 'NEW',
  handledByName: null,
  handledAt: null,
  createdAt: '2026-11-20T08:00:00.000Z',
};

describe('/admin/trainings/contact', () => {
  it('saves the contact data, lists the requests newest first and marks one done', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/trainings/contact': () => json(CONTACT),
      'PUT /api/trainings/contact': (init) => json(JSON.parse(String(init?.body)) as TrainingContact),
      'GET /api/trainings/contact/requests': () => json({ total: 1, data: [REQUEST] }),
      'PATCH /api/trainings/contact/requests/7': () =>
        json({ ...REQUEST, status: 'DONE', handledByName: 'Anna Nowak', handledAt: '2026-11-21T08:00:00.000Z' }),
    });
    renderRoutes([adminRoute()], '/admin/trainings/contact');
    const hours = await screen.findByRole('textbox', { name: 'Godziny kontaktu' }, SCREEN);
    await waitFor(() => expect(hours).toHaveProperty('value', 'pn.–pt. 8:00–16:00'));

    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'nie-adres' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj poprawny adres e-mail')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'E-mail' }), { target: { value: 'trenerzy@klub.test' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PUT')).toBe(true));
    const put = fetchMock.mock.calls.find(([, i]) => i?.method === 'PUT')!;
    expect(JSON.parse(String(put[1]!.body))).toMatchObject({ email: 'trenerzy@klub.test', phone: '600100200' });

    const table = await screen.findByRole('table', { name: 'Wiadomości od członków' }, SCREEN);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByText('Szkolenie w mojej firmie')).toBeTruthy();
    expect(within(row).getByText('Szkolenie dla 12 osób')).toBeTruthy();
    fireEvent.click(within(row).getByRole('button', { name: 'Załatwione: wiadomość od Jan Kowalski' }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([, i]) => i?.method === 'PATCH')).toBe(true));
    const patch = fetchMock.mock.calls.find(([, i]) => i?.method === 'PATCH')!;
    expect(JSON.parse(String(patch[1]!.body))).toEqual({ status: 'DONE' });
  });
});
