import { afterEach, beforeEach, vi } from 'vitest';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { memberRow } from '../../testing/fixtures';
import { json } from '../../testing/render';

/** What the mailing and SMS screens load besides their own data: the admin, and the segment's choices. */
export const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
export const segmentScreenMocks = {
  'GET /api/admin/me': () => json(ADMIN_ME),
  'GET /api/regions': () => json([{ id: 1, name: 'Mazowieckie' }]),
  'GET /api/groups': () => json({ total: 0, data: [] }),
  'GET /api/districts': () => json([{ id: 3, name: 'warszawski', regionId: 1, regionName: 'Mazowieckie' }]),
  // The DTH (41) and RDS (61) pickers of the segment.
  'GET /api/users': (_init: RequestInit | undefined, url: URL) =>
    json({
      total: 1,
      data: [
        url.searchParams.get('role') === '41'
          ? memberRow({ id: 41, fullName: 'Damian Doradca', type: 41 })
          : memberRow({ id: 61, fullName: 'Renata Regionalna', type: 61 }),
      ],
    }),
};

/** Signed in as an admin for each test; toasts, storage and stubbed globals cleared after. */
export function asAdminEachTest() {
  beforeEach(() => setToken('admin', 'adm-token'));
  afterEach(() => {
    window.localStorage.clear();
    hideToast();
    vi.unstubAllGlobals();
  });
}
