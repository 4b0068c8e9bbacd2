import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { API_KEY_MESSAGES, FIELD_MESSAGES, type ApiKey, type CreatedApiKey } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME, programSettings } from '../../testing/fixtures';

// Only what the settings form needs to show; its fields are not under test here.
const SETTINGS = programSettings();
const LIVE: ApiKey = {
  id: 7,
  name: 'Aplikacja mobilna',
  prefix: 'klub_ab12cd',
  scopes: ['codes:redeem'],
  createdBy: 1,
  createdByName: 'Anna Nowak',
  createdAt: '2026-11-20T10:00:00.000Z',
  lastUsedAt: null,
  revokedAt: null,
};
const CREATED: CreatedApiKey = { ...LIVE, id: 8, name: 'Partner', prefix: 'klub_zz99yy', key: `klub_zz99yy${'x'.repeat(37)}` };

asAdminEachTest();

const callsOf = (fetchMock: ReturnType<typeof mockFetch>, method: string) =>
  fetchMock.mock.calls.filter(([input, init]) => (init?.method ?? 'GET') === method && String(input).includes('/api/settings/keys'));

async function openKeysTab() {
  fireEvent.click(await screen.findByRole('tab', { name: 'Klucze API' }, SCREEN));
  return screen.findByRole('table', { name: 'Klucze API' });
}

describe('/admin/settings → Klucze API', () => {
  it('lists keys without secrets, creates one and shows it once with a copy button and a warning', async () => {
    const writeText = vi.fn(() => Promise.resolve());
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } });
    let keys = [LIVE];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'GET /api/settings/keys': () => json(keys),
      'POST /api/settings/keys': () => {
        keys = [CREATED, LIVE];
        return json(CREATED);
      },
    });
    renderRoutes([adminRoute()], '/admin/settings');
    const table = await openKeysTab();
    expect(await within(table).findByText('Aplikacja mobilna')).toBeTruthy();
    expect(within(table).getByText('klub_ab12cd…')).toBeTruthy();
    expect(within(table).getByText('nigdy')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zapisz ustawienia' })).toBeNull();

    fireEvent.click(screen.getByRole('button', { name: 'Nowy klucz' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nowy klucz API' });
    // no name: the contract's message, nothing sent
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(await within(dialog).findByText(FIELD_MESSAGES.required)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Wpisywanie kodów/ }));
    fireEvent.change(within(dialog).getByRole('textbox', { name: /Nazwa/ }), { target: { value: 'Partner' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));
    expect(await within(dialog).findByText(API_KEY_MESSAGES.noScopes)).toBeTruthy();
    expect(callsOf(fetchMock, 'POST')).toHaveLength(0);
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Wpisywanie kodów/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Utwórz klucz' }));

    const shown = await screen.findByRole('dialog', { name: 'Nowy klucz: Partner' });
    expect(JSON.parse(String(callsOf(fetchMock, 'POST')[0]![1]!.body))).toEqual({ name: 'Partner', scopes: ['codes:redeem'] });
    expect(within(shown).getByRole('textbox', { name: 'Klucz API' })).toHaveProperty('value', CREATED.key);
    expect(within(shown).getByText(/Nie będzie można go wyświetlić ponownie/)).toBeTruthy();
    fireEvent.click(within(shown).getByRole('button', { name: 'Kopiuj klucz' }));
    await waitFor(() => expect(writeText).toHaveBeenCalledWith(CREATED.key));
    await waitFor(() => expect(getToast()?.message).toBe('Skopiowano klucz'));
    fireEvent.click(within(shown).getByRole('button', { name: 'Zapisałem klucz' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // the list shows the new key by its prefix only
    expect(await within(table).findByText('klub_zz99yy…')).toBeTruthy();
    expect(screen.queryByText(CREATED.key)).toBeNull();
  });

  it('revokes a key after a confirmation', async () => {
    let keys = [LIVE];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(SETTINGS),
      'GET /api/settings/keys': () => json(keys),
      'DELETE /api/settings/keys/7': () => {
        keys = [{ ...LIVE, revokedAt: '2026-11-23T12:00:00.000Z' }];
        return json(keys[0]);
      },
    });
    renderRoutes([adminRoute()], '/admin/settings');
    const table = await openKeysTab();
    fireEvent.click(await within(table).findByRole('button', { name: 'Unieważnij klucz Aplikacja mobilna' }));
    const confirm = await screen.findByRole('dialog', { name: 'Unieważnić klucz „Aplikacja mobilna”?' });
    expect(callsOf(fetchMock, 'DELETE')).toHaveLength(0);
    fireEvent.click(within(confirm).getByRole('button', { name: 'Unieważnij' }));
    await waitFor(() => expect(getToast()?.message).toBe('Unieważniono klucz'));
    expect(callsOf(fetchMock, 'DELETE')).toHaveLength(1);
    expect(await within(table).findByText(/^unieważniony /)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Unieważnij/ })).toBeNull();
  });
});
