import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { HeldPoints } from '@klub/contracts';
import { json, mockFetch, renderWithProviders } from '../../testing/render';
import { asAdminEachTest } from '../../testing/session';
import { HeldPointsFlag, MyHeldPoints } from './HeldPoints';

asAdminEachTest();

const held = (over: Partial<HeldPoints> = {}): HeldPoints => ({
  points: 640,
  codes: 8,
  flagged: true,
  threshold: 500,
  list: [{ code: 'ABCD-EFGH-JKM', packageName: 'Farba 10 l', points: 80, heldAt: '2026-11-20T10:00:00Z', status: 'PENDING' }],
  ...over,
});

describe('held points', () => {
  it('flags a member over the threshold on their details, with the way to the queue', async () => {
    mockFetch({ 'GET /api/users/42/points/held': () => json(held()) });
    renderWithProviders(<HeldPointsFlag userId={42} />);
    const flag = await screen.findByRole('alert');
    expect(flag.textContent).toContain('Uwaga: więcej niż próg 500');
    expect(flag.textContent).toContain('Punkty czekające na weryfikację: 640');
    expect(screen.getByRole('link', { name: 'Kody do weryfikacji' }).getAttribute('href')).toBe('/admin/codes/review');
  });

  it('only informs below the threshold', async () => {
    mockFetch({ 'GET /api/users/7/points/held': () => json(held({ points: 80, codes: 1, flagged: false })) });
    renderWithProviders(<HeldPointsFlag userId={7} />);
    const note = await screen.findByRole('status');
    expect(note.textContent).toContain('Punkty czekające na weryfikację: 80');
    expect(note.textContent).not.toContain('Uwaga');
  });

  it('lists the member’s own held codes apart from the balance', async () => {
    mockFetch({ 'GET /api/users/me/points/held': () => json(held({ flagged: false })) });
    renderWithProviders(<MyHeldPoints />);
    const box = await screen.findByLabelText('Punkty czekające na weryfikację');
    expect(box.textContent).toContain('nie liczą się jeszcze do salda');
    expect(box.textContent).toContain('Kod ABCD-EFGH-JKM (Farba 10 l)');
    expect(box.textContent).toContain('Czeka na weryfikację');
  });
});
