import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { FIELD_MESSAGES, NOT_FOUND_MESSAGES, SERVER_MESSAGES } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { json, mockFetch, renderRoutes } from '../../testing/render';
import RegistrationPage from './RegistrationPage';

const routes = [{ path: '/registration', element: <RegistrationPage /> }];
const REGIONS = [
  { id: 1, name: 'dolnośląskie' },
  { id: 5, name: 'łódzkie' },
];

function fillValidForm() {
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
}

function fill(label: string, value: string) {
  fireEvent.change(screen.getByLabelText(label), { target: { value } });
}

afterEach(() => {
  hideToast();
  vi.unstubAllGlobals();
});

describe('/registration', () => {
  it('validates with the contract messages', async () => {
    mockFetch({ 'GET /api/page/photos': () => json([]), 'GET /api/regions': () => json(REGIONS) });
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
    expect(screen.getByText(FIELD_MESSAGES.region)).toBeTruthy();
  });

  it('tabbing past untouched fields marks none of them; after a submit a field is checked again as it is typed', async () => {
    mockFetch({ 'GET /api/page/photos': () => json([]), 'GET /api/regions': () => json(REGIONS) });
    renderRoutes(routes, '/registration');
    for (const label of ['E-mail', 'Hasło', 'Powtórz hasło', 'Imię', 'Nazwisko', 'Telefon', 'Miasto', 'Kod pocztowy']) {
      const field = screen.getByLabelText(label);
      fireEvent.focus(field);
      fireEvent.blur(field);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByText(FIELD_MESSAGES.email)).toBeNull();
    expect(screen.queryByText(FIELD_MESSAGES.required)).toBeNull();
    expect(screen.getByLabelText('Imię').getAttribute('aria-invalid')).toBe('false');

    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    expect(await screen.findByText(FIELD_MESSAGES.postCode)).toBeTruthy();
    // from now on every change checks the field: the right post code clears its message at once
    fill('Kod pocztowy', '30-001');
    await waitFor(() => expect(screen.queryByText(FIELD_MESSAGES.postCode)).toBeNull());
  });

  it('sends SignUpBody with the województwo, without the repeated password, and shows the server message in view', async () => {
    const scrolled = vi.fn();
    Element.prototype.scrollIntoView = scrolled;
    const fetchMock = mockFetch({
      'GET /api/page/photos': () => json([{ id: 1, url: '/api/files/download/foto.jpg', title: 'Malarz przy pracy', current: true }]),
      'GET /api/regions': () => json(REGIONS),
      'POST /api/auth/signup': () => json({ message: SERVER_MESSAGES.signedUp }, 201),
    });
    renderRoutes(routes, '/registration');
    expect(await screen.findByAltText('Malarz przy pracy')).toBeTruthy();
    expect(await screen.findByRole('option', { name: 'łódzkie' })).toBeTruthy();

    fillValidForm();
    fireEvent.change(screen.getByLabelText('Województwo'), { target: { value: '5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));

    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain(SERVER_MESSAGES.signedUp);
    // Moved into view (below the sticky header: scroll-margin-top) and focused, so it is read out.
    expect(document.activeElement).toBe(alert);
    expect(scrolled).toHaveBeenCalledWith({ block: 'start' });
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
      regionId: 5,
      type: 21,
      acceptRegulations: true,
      marketingConsent: false,
    });
  });

  it("marks an unknown województwo (the API's 400) on its field", async () => {
    mockFetch({
      'GET /api/page/photos': () => json([]),
      'GET /api/regions': () => json(REGIONS),
      'POST /api/auth/signup': () => json({ message: NOT_FOUND_MESSAGES.region }, 400),
    });
    renderRoutes(routes, '/registration');
    await screen.findByRole('option', { name: 'łódzkie' });
    fillValidForm();
    fireEvent.change(screen.getByLabelText('Województwo'), { target: { value: '1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Załóż konto' }));
    await waitFor(() => expect(screen.getAllByText(NOT_FOUND_MESSAGES.region).length).toBeGreaterThan(0));
    const select = screen.getByLabelText('Województwo');
    expect(select.getAttribute('aria-invalid')).toBe('true');
  });

  it('says when the województwa cannot be loaded and loads them again on request', async () => {
    let fail = true;
    mockFetch({
      'GET /api/page/photos': () => json([]),
      'GET /api/regions': () => (fail ? json({ message: 'Błąd' }, 500) : json(REGIONS)),
    });
    renderRoutes(routes, '/registration');
    expect(await screen.findByText('Nie udało się wczytać listy województw.')).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Spróbuj ponownie' }));
    expect(await screen.findByRole('option', { name: 'łódzkie' })).toBeTruthy();
    expect(screen.queryByText('Nie udało się wczytać listy województw.')).toBeNull();
  });

  it('links the regulations from the consent label (new tab), and the label text still ticks the box', async () => {
    mockFetch({ 'GET /api/page/photos': () => json([]), 'GET /api/regions': () => json(REGIONS) });
    renderRoutes(routes, '/registration');
    const link = await screen.findByRole('link', { name: 'regulamin programu' });
    expect(link.getAttribute('href')).toBe('/about-program');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toContain('noopener');
    expect(link.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(link.getAttribute('aria-describedby')!)!.textContent).toBe('otwiera się w nowej karcie');

    const box = screen.getByRole('checkbox', { name: 'Akceptuję regulamin programu' }) as HTMLInputElement;
    expect(box.checked).toBe(false);
    fireEvent.click(screen.getByText('Akceptuję', { exact: false }));
    expect(box.checked).toBe(true);
  });

  it('uses an empty photo list when the photos cannot be loaded', async () => {
    mockFetch({ 'GET /api/page/photos': () => json({ message: 'Błąd' }, 500), 'GET /api/regions': () => json(REGIONS) });
    renderRoutes(routes, '/registration');
    await waitFor(() => expect(screen.getByText('Dołącz do Klubu')).toBeTruthy());
  });
});
