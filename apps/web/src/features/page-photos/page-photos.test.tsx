import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RegistrationPhoto } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const photo = (id: number, over: Partial<RegistrationPhoto> = {}): RegistrationPhoto => ({
  id,
  url: `/api/files/download/zdjecie_${id}.jpg`,
  title: `Zdjęcie ${id}`,
  current: false,
  ...over,
});

describe('/admin/page/home/photos', () => {
  it('shows the gallery with the current photo marked and its WebP widths; choosing another sends it and shows the answer', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/page/photos': () => json([photo(1, { current: true }), photo(2, { title: null })]),
      'PUT /api/page/photo/2/current': () => json([photo(2, { title: null, current: true }), photo(1)]),
    });
    renderRoutes([adminRoute()], '/admin/page/home/photos');
    const gallery = await screen.findByRole('region', { name: 'Galeria zdjęć rejestracji' }, SCREEN);
    const cards = () => within(gallery).getAllByRole('article');
    expect(cards().map((c) => c.getAttribute('aria-label'))).toEqual(['Zdjęcie 1', 'Zdjęcie nr 2']);
    expect(within(cards()[0]!).getByText('Na ekranie rejestracji')).toBeTruthy();
    expect(within(cards()[1]!).getByText('Bez opisu')).toBeTruthy();
    const img = cards()[0]!.querySelector('img')!;
    expect(img.getAttribute('srcset')).toBe(
      '/api/files/download/zdjecie_1.jpg?w=320 320w, /api/files/download/zdjecie_1.jpg?w=640 640w, /api/files/download/zdjecie_1.jpg?w=1280 1280w',
    );
    expect(within(cards()[0]!).getByRole('button', { name: 'Zdjęcie 1: pokazywane na ekranie rejestracji' })).toHaveProperty(
      'disabled',
      true,
    );

    fireEvent.click(within(cards()[1]!).getByRole('button', { name: 'Pokazuj na ekranie rejestracji: Zdjęcie nr 2' }));
    await waitFor(() => expect(cards()[0]!.getAttribute('aria-label')).toBe('Zdjęcie nr 2'));
    expect(within(cards()[0]!).getByText('Na ekranie rejestracji')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/page/photo/2/current' && i?.method === 'PUT')).toBe(true);
  });

  it('says when the gallery is empty, and offers a retry when it cannot load', async () => {
    setToken('admin', 'adm-token');
    let fail = true;
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/page/photos': () => (fail ? json({ message: 'Błąd serwera' }, 500) : json([])),
    });
    renderRoutes([adminRoute()], '/admin/page/home/photos');
    const retry = await screen.findByRole('button', { name: /Spróbuj ponownie/ }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText(/Galeria jest pusta/, undefined, SCREEN)).toBeTruthy();
  });
});
