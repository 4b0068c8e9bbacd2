import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import RegistrationPage from './RegistrationPage';

const routes = [{ path: '/registration', element: <RegistrationPage /> }];

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  hideToast();
  vi.unstubAllGlobals();
});

describe('/registration', () => {
  it('validates with the contract messages', async () => {
    mockFetch({ 'GET /api/page/photos': () => json([]) });
    renderRoutes(routes, '/registration');
    fill('NIP (opcjonalnie)', '123');
    fill('Kod pocztowy', '12345');
    fill('Hasło', 'krotkie');
    fill('Powtórz hasło', 'inne');
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(await screen.findByText(FIELD_MESSAGES.nip)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.postCode)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.passwordRules)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.passwordsDiffer)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.role)).toBeTruthy();
    expect(screen.getByText(FIELD_MESSAGES.regulations)).toBeTruthy();
  });

  it('sends SignUpBody without the repeated password and shows the server message', async () => {
    const fetchMock = mockFetch({
      'GET /api/page/photos': () => json([{ id: 1, url: '/api/files/download/foto.jpg', title: 'Malarz przy pracy' }]),
      'POST /api/auth/signup': () => json({ message: SERVER_MESSAGES.signedUp }, 201),
    });
    renderRoutes(routes, '/registration');
    expect(await screen.findByAltText('Malarz przy pracy')).toBeTruthy();

    fill('E-mail', 'nowy@example.pl');
    fill('Hasło', 'Haslo1234');
    fill('Powtórz hasło', 'Haslo1234');
    fill('Imię', 'Jan');
    fill('Nazwisko', 'Kowalski');
    fill('Telefon', '600 100 200');
    fill('Miasto', 'Kraków');
    fill('Kod pocztowy', '30-001');
    fireEvent.click(screen.getByLabelText('Wykonawca — malarz, firma remontowa'));
    fireEvent.click(screen.getByLabelText('Akceptuję regulamin programu'));
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

    expect(await screen.findByText(SERVER_MESSAGES.signedUp)).toBeTruthy();
    const call = fetchMock.mock.calls.find(([url]) => String(url) === '/api/auth/signup')!;
    expect(JSON.parse(String(call[1]!.body))).toEqual({
      email: 'nowy@example.pl',
      password: 'Haslo1234',
      firstname: 'Jan',
      lastname: 'Kowalski',
      phone: '600100200',
      companyName: null,
      nip: null,
      city: 'Kraków',
      postCode: '30-001',
      street: null,
      type: 21,
      acceptRegulations: true,
      marketingConsent: false,
    });
  });

  it('uses an empty photo list when the photos cannot be loaded', async () => {
    mockFetch({ 'GET /api/page/photos': () => json({ message: 'Błąd' }, 500) });
    renderRoutes(routes, '/registration');
    await waitFor(() => expect(screen.getByText('Dołącz do Klubu')).toBeTruthy());
  });
});
