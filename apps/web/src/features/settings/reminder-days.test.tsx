import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { getToast } from '../../components/toast';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { ADMIN_ME, programSettings } from '../../testing/fixtures';

asAdminEachTest();

const puts = (fetchMock: ReturnType<typeof mockFetch>) =>
  fetchMock.mock.calls.filter(([url, init]) => init?.method === 'PUT' && String(url).endsWith('/api/settings'));

describe('/admin/settings: the points-expiry reminder', () => {
  it('shows the days set, refuses more than 365 on the field, and saves a new number with the other settings', async () => {
    const fetchMock = mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/settings': () => json(programSettings({ pointsExpiryReminderDays: 30 })),
      'PUT /api/settings': () => json(programSettings({ version: 5, pointsExpiryReminderDays: 45 })),
    });
    renderRoutes([adminRoute()], '/admin/settings');
    const field = await screen.findByRole('textbox', { name: /Przypomnienie o wygasających punktach/ }, SCREEN);
    expect((field as HTMLInputElement).value).toBe('30');
    expect(screen.getByText(/0 — bez przypomnień/)).toBeTruthy();

    fireEvent.change(field, { target: { value: '400' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    expect(await screen.findByText('Najwięcej 365 dni')).toBeTruthy();
    expect(puts(fetchMock)).toEqual([]);

    fireEvent.change(field, { target: { value: '45' } });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz ustawienia' }));
    await waitFor(() => expect(puts(fetchMock)).toHaveLength(1));
    expect(JSON.parse(String(puts(fetchMock)[0]![1]!.body))).toMatchObject({
      version: 4,
      pointsExpiryReminderDays: 45,
      pointsValidityYears: 1,
    });
    await waitFor(() => expect(getToast()?.message).toBe('Zapisano zmiany'));
  });
});
