import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import Cookies from 'js-cookie';
import { useMutation } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Regulation, RegulationList } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { api } from '../../lib/api-client';
import { CUSTOMER_TOKEN_COOKIE, getToken, setToken } from '../../lib/auth-storage';
import { MEMBER } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, renderWithProviders, SCREEN } from '../../testing/render';
import { RegulationsPrompt } from './RegulationsPrompt';

afterEach(() => {
  Cookies.remove(CUSTOMER_TOKEN_COOKIE, { path: '/' });
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const PENDING = { id: 7, version: '2027/1', summary: 'Punkty ważne 24 miesiące.', fileUrl: '/api/files/download/reg_1.pdf' };

describe('the prompt after a new regulations version', () => {
  it('asks the member to accept; "Akceptuję" records it and the prompt goes', async () => {
    setToken('customer', 'tok', 3600);
    let accepted = false;
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json({ ...MEMBER, regulationsToAccept: accepted ? null : PENDING }),
      'POST /api/regulations/7/accept': () => {
        accepted = true;
        return json({ message: 'Dziękujemy — regulamin zaakceptowany' });
      },
    });
    renderWithProviders(<RegulationsPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowy regulamin programu' }, SCREEN);
    expect(within(dialog).getByText(/wersja 2027\/1/)).toBeTruthy();
    expect(within(dialog).getByText('Punkty ważne 24 miesiące.')).toBeTruthy();
    expect(
      within(dialog)
        .getByRole('link', { name: /Przeczytaj regulamin/ })
        .getAttribute('href'),
    ).toBe('/api/files/download/reg_1.pdf');
    // Escape does not dismiss it.
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(screen.getByRole('dialog')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Akceptuję regulamin' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull(), SCREEN);
    expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/regulations/7/accept' && i?.method === 'POST')).toBe(true);
  });

  it('"Nie akceptuję" signs the member out', async () => {
    setToken('customer', 'tok', 3600);
    const fetchMock = mockFetch({
      'GET /api/users/me-client': () => json({ ...MEMBER, regulationsToAccept: PENDING }),
      'POST /api/auth/logout': () => json({ message: 'Wylogowano' }),
    });
    renderWithProviders(<RegulationsPrompt />);
    const dialog = await screen.findByRole('dialog', { name: 'Nowy regulamin programu' }, SCREEN);
    fireEvent.click(within(dialog).getByRole('button', { name: 'Nie akceptuję — wyloguj' }));
    await waitFor(() => expect(getToken('customer')).toBeNull(), SCREEN);
    expect(fetchMock.mock.calls.some(([u]) => String(u) === '/api/auth/logout')).toBe(true);
  });

  it('a write refused for want of an acceptance (a page open across a publication) brings the prompt up at once', async () => {
    setToken('customer', 'tok', 3600);
    let published = false;
    mockFetch({
      'GET /api/users/me-client': () => json({ ...MEMBER, regulationsToAccept: published ? PENDING : null }),
      'PATCH /api/users/me': () => json({ message: 'Zaakceptuj aktualny regulamin programu, aby dalej korzystać z konta' }, 403),
    });
    function Save() {
      const save = useMutation({ mutationFn: () => api.patch('/api/users/me', {}, { space: 'customer' }) });
      return <button onClick={() => save.mutate()}>Zapisz profil</button>;
    }
    renderWithProviders(
      <>
        <RegulationsPrompt />
        <Save />
      </>,
    );
    fireEvent.click(await screen.findByRole('button', { name: 'Zapisz profil' }, SCREEN));
    published = true;
    expect(await screen.findByRole('dialog', { name: 'Nowy regulamin programu' }, SCREEN)).toBeTruthy();
  });

  it('says nothing to a member with nothing to accept', async () => {
    setToken('customer', 'tok', 3600);
    const fetchMock = mockFetch({ 'GET /api/users/me-client': () => json(MEMBER) });
    renderWithProviders(<RegulationsPrompt />);
    await waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const reg = (over: Partial<Regulation>): Regulation => ({
  id: 1,
  version: '2026/1',
  summary: '',
  fileKey: 'r_1.pdf',
  fileUrl: '/api/files/download/r_1.pdf',
  publishedAt: '2026-01-01T08:00:00.000Z',
  isCurrent: false,
  accepted: 30,
  ...over,
});

describe('/admin/regulations-files', () => {
  it('lists the versions: the current one, archived ones with their acceptance share, a draft to publish after a confirmation', async () => {
    setToken('admin', 'adm-token');
    const list: RegulationList = {
      total: 3,
      members: 40,
      data: [
        reg({ id: 3, version: '2027/2', publishedAt: null, accepted: 0, summary: 'Nowe nagrody' }),
        reg({ id: 2, version: '2027/1', isCurrent: true, accepted: 10 }),
        reg({ id: 1 }),
      ],
    };
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/regulations': () => json(list),
      'POST /api/regulations/3/publish': () => json(reg({ id: 3, version: '2027/2', isCurrent: true })),
    });
    renderRoutes([adminRoute()], '/admin/regulations-files');
    const table = await screen.findByRole('table', { name: 'Regulaminy' }, SCREEN);
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.map((r) => within(r).getByRole('rowheader').textContent)).toEqual(['2027/2Nowe nagrody', '2027/1', '2026/1']);
    expect(within(rows[0]!).getByText('Szkic')).toBeTruthy();
    expect(within(rows[1]!).getByText('Aktualny')).toBeTruthy();
    expect(within(rows[1]!).getByText('10 z 40 (25%)')).toBeTruthy();
    expect(within(rows[2]!).getByText('Archiwalny')).toBeTruthy();
    expect(within(rows[2]!).getByText('30 z 40 (75%)')).toBeTruthy();
    expect(within(rows[1]!).queryByRole('button', { name: 'Opublikuj' })).toBeNull(); // published: no actions

    fireEvent.click(within(rows[0]!).getByRole('button', { name: 'Opublikuj' }));
    const confirm = await screen.findByRole('dialog', { name: 'Opublikować regulamin?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Opublikuj' }));
    expect(await screen.findByText('Opublikowano regulamin 2027/2')).toBeTruthy();
    expect(fetchMock.mock.calls.some(([u, i]) => String(u) === '/api/regulations/3/publish' && i?.method === 'POST')).toBe(true);
  });
});
