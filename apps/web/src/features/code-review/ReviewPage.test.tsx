import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeldCode, HeldCodeList } from '@klub/contracts';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { ADMIN_ME } from '../../testing/fixtures';
import { asAdminEachTest } from '../../testing/session';

asAdminEachTest();

const held = (over: Partial<HeldCode> = {}): HeldCode => ({
  codeId: 11,
  code: 'ABCD-EFGH-JKM',
  packageName: 'Farba 10 l',
  member: { id: 42, fullName: 'Jan Kowalski', email: 'jan@example.pl' },
  rules: ['IP_ACCOUNTS'],
  points: 50,
  bonuses: [{ campaign: 'Wiosna', points: 10 }],
  ip: '203.0.113.9',
  heldAt: '2026-11-20T10:00:00Z',
  status: 'PENDING',
  decidedAt: null,
  decidedBy: null,
  ...over,
});
const page = (data: HeldCode[]): HeldCodeList => ({ total: data.length, data });
const bodyOf = (init: RequestInit | undefined) => JSON.parse(String(init?.body)) as unknown;

describe('/admin/codes/review', () => {
  it('lists held codes with their rules and points, approves one, rejects the selection after asking', async () => {
    let pending = [held(), held({ codeId: 12, code: 'PQRS-TVWX-YZ2', rules: ['MEMBER_HOUR', 'MEMBER_DAY'], bonuses: [] })];
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/codes/review': () => json(page(pending)),
      'POST /api/codes/review/approve': () => {
        pending = pending.filter((h) => h.codeId !== 11);
        return json({ message: 'Zatwierdzono kody: 1', decided: 1, skipped: 0 });
      },
      'POST /api/codes/review/reject': () => {
        pending = [];
        return json({ message: 'Odrzucono kody: 1', decided: 1, skipped: 0 });
      },
    });
    renderRoutes([adminRoute()], '/admin/codes/review');
    const table = await screen.findByRole('table', { name: 'Kody do weryfikacji' }, SCREEN);
    const first = within(table).getByRole('rowheader', { name: 'ABCD-EFGH-JKM' }).closest('tr')!;
    expect(within(first).getByText('Wiele kont z jednego adresu IP')).toBeTruthy();
    expect(within(first).getByText('60 pkt')).toBeTruthy();
    expect(within(first).getByText('w tym akcje: 10 pkt')).toBeTruthy();
    expect(within(first).getByRole('link', { name: 'Jan Kowalski' }).getAttribute('href')).toBe('/admin/club-members/details/42');

    fireEvent.click(within(first).getByRole('button', { name: 'Zatwierdź kod ABCD-EFGH-JKM' }));
    await waitFor(() => expect(getToast()?.message).toBe('Zatwierdzono kody: 1'));
    const approve = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/approve'))!;
    expect(bodyOf(approve[1])).toEqual({ codeIds: [11] });
    await waitFor(() => expect(within(table).queryByRole('rowheader', { name: 'ABCD-EFGH-JKM' })).toBeNull());

    fireEvent.click(screen.getByRole('checkbox', { name: 'Zaznacz kod PQRS-TVWX-YZ2' }));
    expect(screen.getByText('Zaznaczono: 1')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Odrzuć zaznaczone' }));
    const dialog = await screen.findByRole('dialog', { name: 'Odrzucić ten kod?' });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Odrzuć' }));
    await waitFor(() => expect(getToast()?.message).toBe('Odrzucono kody: 1'));
    const reject = fetchMock.mock.calls.find(([url]) => String(url).endsWith('/reject'))!;
    expect(bodyOf(reject[1])).toEqual({ codeIds: [12] });
    expect(await screen.findByText('Żaden kod nie czeka na weryfikację')).toBeTruthy();
  });

  it('shows decided codes by status, and the error state with a retry', async () => {
    let fail = true;
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/codes/review': (_req, url) => {
        if (fail) return json({ message: 'Błąd serwera' }, 500);
        return json(
          page(
            url.searchParams.get('status') === 'APPROVED'
              ? [held({ status: 'APPROVED', decidedBy: 'Ada Admin', decidedAt: '2026-11-21T09:00:00Z' })]
              : [],
          ),
        );
      },
    });
    renderRoutes([adminRoute()], '/admin/codes/review');
    const retry = await screen.findByRole('button', { name: 'Spróbuj ponownie' }, SCREEN);
    fail = false;
    fireEvent.click(retry);
    expect(await screen.findByText('Żaden kod nie czeka na weryfikację')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Zatwierdzony' }));
    const table = await screen.findByRole('table', { name: 'Kody do weryfikacji' });
    expect(within(table).getByText(/Ada Admin/)).toBeTruthy();
    expect(within(table).queryByRole('button', { name: /Zatwierdź kod/ })).toBeNull();
    expect(fetchMock.mock.calls.some(([url]) => String(url).includes('status=APPROVED'))).toBe(true);
  });
});
