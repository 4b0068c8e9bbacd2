import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useMutation } from '@tanstack/react-query';
import type { AuditEntry, AuditPage, FailedMail } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { json, mockFetch, renderRoutes, renderWithProviders, SCREEN } from '../../testing/render';
import { auditValue, changedFields } from './AuditTable';
import { EntityHistory } from './EntityHistory';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME } from '../../testing/fixtures';

const entry = (id: number, over: Partial<AuditEntry> = {}): AuditEntry => ({
  id,
  at: '2026-11-23T10:00:00Z',
  actorId: 1,
  actorName: 'Anna Nowak',
  ip: '10.0.0.5',
  route: 'PATCH /api/regions/:id',
  action: 'UPDATE',
  entity: 'regions',
  entityId: '7',
  before: { id: 7, name: 'Mazowieckie' },
  after: { id: 7, name: 'Mazowsze' },
  ...over,
});
const page = (data: AuditEntry[]): AuditPage => ({ total: data.length, totalCapped: false, data });

asAdminEachTest();

describe('audit values', () => {
  it('names masked secrets and shows only the fields an update changed', () => {
    expect(auditValue('***')).toBe('ukryte');
    expect(auditValue('***!')).toBe('ukryte (zmienione)');
    expect(auditValue(null)).toBe('—');
    expect(auditValue(true)).toBe('tak');
    expect(changedFields({ before: { a: 1, b: 2 }, after: { a: 1, b: 3 } })).toEqual(['b']);
    expect(changedFields({ before: null, after: { a: 1, b: 2 } })).toEqual(['a', 'b']);
    expect(changedFields({ before: { a: 1 }, after: { a: 2, b: null } })).toEqual(['a']); // not stored before, nothing stored now: no change
  });
});

describe('a readable history', () => {
  it('names tables and columns in Polish and codes as the screens do; a stored object as its fields, not JSON', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/logs/actors': () => json([]),
      'GET /api/settings/logs': () =>
        json(
          page([
            entry(6, {
              entity: 'users',
              entityId: '4',
              before: { status: 'ACTIVE', is_gold: false },
              after: { status: 'ACTIVE_CONFIRMED', is_gold: true },
            }),
            entry(5, { entity: 'orders', entityId: '9', before: { status: 'NEW' }, after: { status: 'IN_PROGRESS' } }),
            entry(4, { entity: 'contests', entityId: '3', before: { status: 'DRAFT' }, after: { status: 'PUBLISHED' } }),
            entry(3, { entity: 'training_movies', entityId: '2', action: 'DELETE', before: { id: 2 }, after: null }),
            // One settings save, as the server answers it: one entry, the settings' keys as its fields.
            entry(2, {
              entity: 'settings',
              entityId: null,
              before: { 'premium.threshold': { points: 100, months: 12 }, 'prizes.pointsPerPln': 10, 'settings.version': 4 },
              after: { 'premium.threshold': { points: 150, months: 12 }, 'prizes.pointsPerPln': 12, 'settings.version': 5 },
            }),
          ]),
        ),
    });
    renderRoutes([adminRoute()], '/admin/settings/logs');
    const table = await screen.findByRole('table', { name: 'Dziennik zmian' }, SCREEN);
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((r) => r.textContent);
    expect(rows).toHaveLength(5);
    expect(rows[0]).toContain('Osoba nr 4');
    expect(rows[0]).toContain('Status: Aktywny → Aktywny — potwierdzony; Gold: nie → tak');
    expect(rows[1]).toContain('Zamówienie nr 9');
    expect(rows[1]).toContain('Status: Złożone → W realizacji');
    expect(rows[2]).toContain('Konkurs nr 3');
    expect(rows[2]).toContain('Status: Szkic → Opublikowany');
    expect(rows[3]).toContain('Film szkoleniowy nr 2');
    expect(rows[4]).toContain('Ustawienia');
    expect(rows[4]).toContain('Próg grupy Premium: Punkty: 100, Miesiące: 12 → Punkty: 150, Miesiące: 12; Punkty za 1 zł: 10 → 12');
    expect(rows.join(' ')).not.toMatch(/ACTIVE|IN_PROGRESS|training_movies|settings\.version|\{"/);

    fireEvent.click(within(table).getByRole('button', { name: 'Szczegóły zmiany nr 2' }));
    const dialog = await screen.findByRole('dialog', { name: /Zmiana: Ustawienia/ });
    expect(within(dialog).getByRole('rowheader', { name: 'Punkty za 1 zł' }).closest('tr')!.textContent).toBe('Punkty za 1 zł1012');
    expect(within(dialog).getByRole('rowheader', { name: 'Wersja ustawień' })).toBeTruthy();
  });
});

describe('/admin/settings/logs', () => {
  it('lists changes with who and what, filters by entity through the URL, opens the details', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/logs/actors': () => json([{ id: 1, name: 'Anna Nowak' }]),
      'GET /api/settings/logs': (_init, url) =>
        json(url.searchParams.get('entity') === 'orders' ? page([]) : page([entry(2), entry(1, { action: 'INSERT', before: null })])),
    });
    renderRoutes([adminRoute()], '/admin/settings/logs');
    const table = await screen.findByRole('table', { name: 'Dziennik zmian' }, SCREEN);
    const rows = within(table).getAllByRole('row');
    expect(rows[1]!.textContent).toContain('Nazwa: Mazowieckie → Mazowsze');
    expect(rows[1]!.textContent).toContain('Region nr 7');
    expect(rows[2]!.textContent).toContain('nowy rekord');

    fireEvent.click(within(rows[1]!).getByRole('button', { name: 'Szczegóły zmiany nr 2' }));
    const dialog = await screen.findByRole('dialog', { name: /Zmiana: Region nr 7/ });
    expect(within(dialog).getByRole('rowheader', { name: 'Nazwa' }).closest('tr')!.textContent).toBe('NazwaMazowieckieMazowsze');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Zamknij' }));

    fireEvent.mouseDown(screen.getByRole('combobox', { name: 'Obiekt' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Zamówienie' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filtruj' }));
    expect(await screen.findByText('Brak zapisanych zmian')).toBeTruthy();
    await waitFor(() =>
      expect(fetchMock.mock.calls.some(([u]) => String(u).includes('/api/settings/logs?') && String(u).includes('entity=orders'))).toBe(
        true,
      ),
    );
  });

  it('shows the error with a retry when the trail cannot be loaded', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/logs/actors': () => json([]),
      'GET /api/settings/logs': () => json({ message: 'Baza danych jest chwilowo niedostępna' }, 503),
    });
    renderRoutes([adminRoute()], '/admin/settings/logs');
    expect(await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN)).toBeTruthy();
  });
});

describe('/admin/settings/logs?tab=nieudane', () => {
  const failed = (id: string, to: string): FailedMail => ({
    id,
    to,
    subject: 'Klub — aktywuj konto',
    queuedAt: '2026-11-27T08:00:00Z',
    failedAt: '2026-11-27T20:00:00Z',
    attempts: 9,
    error: 'Message failed: 451 Serwer chwilowo niedostępny',
  });

  it('lists the mails the server never took, sends one again, then all; each answer is toasted and the list reloads', async () => {
    let left = [
      failed('11111111-1111-4111-8111-111111111111', 'jan@example.pl'),
      failed('22222222-2222-4222-8222-222222222222', 'ola@example.pl'),
    ];
    const retried: unknown[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/failed-mails': () => json({ total: left.length, data: left }),
      'POST /api/settings/failed-mails/retry': (init) => {
        const body = JSON.parse(String(init?.body)) as { ids?: string[] };
        retried.push(body);
        const before = left.length;
        left = body.ids ? left.filter((m) => !body.ids!.includes(m.id)) : [];
        return json({ count: before - left.length, message: `Ponownie w kolejce do wysyłki: ${before - left.length}` });
      },
    });
    renderRoutes([adminRoute()], '/admin/settings/logs?tab=nieudane');
    const table = await screen.findByRole('table', { name: 'Nieudane e-maile' }, SCREEN);
    expect(within(table).getAllByRole('row')[1]!.textContent).toContain('451 Serwer chwilowo niedostępny');
    expect(screen.getByRole('tab', { name: 'Nieudane e-maile', selected: true })).toBeTruthy();

    fireEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie e-mail do jan@example.pl' }));
    expect(await screen.findByText('Ponownie w kolejce do wysyłki: 1')).toBeTruthy();
    await waitFor(() => expect(screen.queryByText('jan@example.pl')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Wyślij ponownie wszystkie' }));
    expect(await screen.findByText('Wszystkie e-maile zostały wysłane')).toBeTruthy();
    expect(retried).toEqual([{ ids: ['11111111-1111-4111-8111-111111111111'] }, {}]);
    expect((screen.getByRole('button', { name: 'Wyślij ponownie wszystkie' }) as HTMLButtonElement).disabled).toBe(true);
  });

  it('a failed retry says so in Polish and keeps the mail listed', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings/failed-mails': () => json({ total: 1, data: [failed('33333333-3333-4333-8333-333333333333', 'ela@example.pl')] }),
      'POST /api/settings/failed-mails/retry': () => json({ message: 'Baza danych jest chwilowo niedostępna' }, 503),
    });
    renderRoutes([adminRoute()], '/admin/settings/logs?tab=nieudane');
    fireEvent.click(await screen.findByRole('button', { name: 'Wyślij ponownie e-mail do ela@example.pl' }, SCREEN));
    expect(await screen.findByText(/Baza danych jest chwilowo niedostępna/)).toBeTruthy();
    expect(screen.getByText('ela@example.pl')).toBeTruthy();
  });
});

describe('a record’s own history', () => {
  it('reloads after a change saved on the page (an order’s status), without a reload of the page', async () => {
    let changed = false;
    mockFetch({
      'PATCH /api/regions/7': () => {
        changed = true;
        return json({ id: 7, name: 'Mazowsze' });
      },
      'GET /api/settings/logs': () =>
        json(
          page(changed ? [entry(8, { entity: 'orders', entityId: '9', before: { status: 'NEW' }, after: { status: 'IN_PROGRESS' } })] : []),
        ),
    });
    function Change() {
      const save = useMutation({ mutationFn: () => fetch('/api/regions/7', { method: 'PATCH' }) });
      return <button onClick={() => save.mutate()}>Zmień</button>;
    }
    renderWithProviders(
      <>
        <Change />
        <EntityHistory entity="orders" entityId={9} />
      </>,
    );
    expect(await screen.findByText('Brak zapisanych zmian')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zmień' }));
    expect(await screen.findByText('Status: Złożone → W realizacji')).toBeTruthy();
  });

  it('pages through the record’s entries (the next page asks for the next 20)', async () => {
    const fetchMock = mockFetch({
      'GET /api/settings/logs': (_init, url) => {
        const skip = Number(url.searchParams.get('skip'));
        return json({ total: 25, totalCapped: false, data: [entry(100 - skip, { entity: 'users', entityId: '4' })] });
      },
    });
    renderWithProviders(<EntityHistory entity="users" entityId={4} />);
    await screen.findByRole('table', { name: 'Dziennik zmian' });
    fireEvent.click(screen.getByRole('button', { name: /następn/i }));
    await waitFor(() => expect(fetchMock.mock.calls.some(([u]) => String(u).includes('skip=20'))).toBe(true));
    expect(String(fetchMock.mock.calls[0]![0])).toContain('entity=users');
    expect(String(fetchMock.mock.calls[0]![0])).toContain('entityId=4');
  });
});
