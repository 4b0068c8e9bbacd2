import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const DOC = {
  id: 4,
  title: 'Cennik',
  description: 'Na ten rok',
  subgroupId: null,
  subgroupName: null,
  fileKey: 'k',
  url: '/api/files/k',
  originalName: 'cennik.pdf',
  mimeType: 'application/pdf',
  size: 2048,
  createdAt: '2026-03-01T10:00:00Z',
};

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('/admin/gold-group/documents', () => {
  it('lists the documents and asks for a title, then for a file, before uploading', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/gold-docs': () => json([DOC]),
      'GET /api/gold-groups': () =>
        json([{ id: 2, name: 'Dekarze', description: null, memberCount: 3, documentCount: 0, createdAt: '2026-01-01T10:00:00' }]),
    });
    renderRoutes([adminRoute()], '/admin/gold-group/documents');
    const table = await screen.findByRole('table', { name: 'Dokumenty grupy Gold' }, SCREEN);
    expect(within(table).getByRole('rowheader', { name: /Cennik/ })).toBeTruthy();
    expect(within(table).getByText('cennik.pdf (2 kB)')).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Prześlij dokument' }));
    expect(await screen.findByText('To pole jest wymagane')).toBeTruthy();
    fireEvent.change(screen.getByRole('textbox', { name: 'Tytuł' }), { target: { value: 'Regulamin' } });
    fireEvent.click(screen.getByRole('button', { name: 'Prześlij dokument' }));
    expect(await screen.findByText('Wybierz plik do przesłania')).toBeTruthy();
    expect(screen.queryByText('To pole jest wymagane')).toBeNull();
  });
});
