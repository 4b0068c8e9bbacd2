import { ADMIN_ME, memberRow } from '../../testing/fixtures';
import { json } from '../../testing/render';

/** What the mailing and SMS screens load besides their own data: the admin, and the segment's choices. */
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

/** A mailing or SMS sending started by Anna Nowak and still running (spread into either). */
export const RUNNING = {
  status: 'SENDING',
  createdBy: 'Anna Nowak',
  createdAt: '2026-11-28T08:00:00Z',
  scheduledAt: '2026-11-28T08:00:00Z',
  startedAt: '2026-11-28T08:00:01Z',
  finishedAt: null,
} as const;
