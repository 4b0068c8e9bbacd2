import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ContentText } from '@klub/contracts';
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
const TEXT: ContentText = {
  id: 3,
  key: 'contact',
  title: 'Kontakt',
  body: '<p>Piszcie</p>',
  status: 'DRAFT',
  updatedAt: '2026-11-20T08:00:00.000Z',
};

describe('/admin/texts', () => {
  it('lists the texts with their status and offers the pages still on their built-in text', async () => {
    setToken('admin', 'adm-token');
    mockFetch({ 'GET /api/admin/me': () => json(ADMIN_ME), 'GET /api/texts': () => json({ total: 1, data: [TEXT] }) });
    renderRoutes([adminRoute()], '/admin/texts');
    const table = await screen.findByRole('table', { name: 'Teksty' }, SCREEN);
    const row = within(table).getAllByRole('row')[1]!;
    expect(within(row).getByRole('rowheader').textContent).toBe('KontaktStrona „Kontakt” (/contact), pod danymi biura');
    expect(within(row).getByText('Szkic')).toBeTruthy();
    const write = screen.getByRole('link', { name: 'Napisz: Strona „O programie” (/about-program)' });
    expect(write.getAttribute('href')).toBe('/admin/texts/add?key=about-program');
  });

  it('edits a text: publishing sends the whole text with its status', async () => {
    setToken('admin', 'adm-token');
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/texts': () => json({ total: 1, data: [TEXT] }),
      'GET /api/texts/3': () => json(TEXT),
      'PATCH /api/texts/3': (init) => json({ ...TEXT, ...(JSON.parse(String(init?.body)) as object) }),
    });
    const { router } = renderRoutes([adminRoute()], '/admin/texts/edit/3');
    const title = await screen.findByRole('textbox', { name: /^Tytuł/ }, SCREEN);
    await waitFor(() => expect(title).toHaveProperty('value', 'Kontakt'));
    await screen.findByRole('textbox', { name: /^Treść/ }, SCREEN);
    fireEvent.change(screen.getByRole('textbox', { name: /^Klucz/ }), { target: { value: 'Zły klucz' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Klucz może mieć tylko małe litery, cyfry i myślniki (np. about-program)')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: /^Klucz/ }), { target: { value: 'contact' } });
    fireEvent.click(screen.getByRole('radio', { name: 'Opublikowany' }));
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/admin/texts'), SCREEN);
    const patch = fetchMock.mock.calls.find(([u, i]) => String(u) === '/api/texts/3' && i?.method === 'PATCH');
    expect(JSON.parse(String(patch![1]?.body))).toEqual({ key: 'contact', title: 'Kontakt', body: '<p>Piszcie</p>', status: 'PUBLISHED' });
  });
});
