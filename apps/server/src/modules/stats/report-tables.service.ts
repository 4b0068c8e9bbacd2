import type { z } from 'zod';
import {
  CONNECTIONS_TOP,
  REGION_ASSIGNMENT_LABELS,
  REGION_ASSIGNMENTS,
  type ConnectionsQuery,
  type ConnectionsResponse,
  type ExecutorsTable,
  type ExecutorsTableQuery,
  statsAudienceOf,
} from '@klub/contracts';
import type { Database } from '@klub/db';
import { paged } from '../../lib/paging';
import { warsawDay } from '../../lib/time';
import * as q from './report-tables.queries';
import { reportSources } from './report-sources';
import { periodOf } from './stats.service';

/** GET /api/stats/executors-table: a page of points accounts with the period's figures of its members. */
export async function executorsTable(db: Database, f: z.output<typeof ExecutorsTableQuery>): Promise<ExecutorsTable> {
  const period = periodOf(f);
  const s = reportSources(statsAudienceOf(f), period);
  const { total, data } = await paged(q.executorsPage(db, s, period, f), q.executorsCount(db, s));
  return { ...period, data, total };
}

/** GET /api/stats/connections (spec §3): a page of contractor ↔ distributor connections and their summary. */
export async function connections(
  db: Database,
  f: z.output<typeof ConnectionsQuery>,
  limit: number | null = f.take,
): Promise<ConnectionsResponse> {
  // Connections are of now: no period bounds what the audience's subqueries read.
  const s = reportSources(statsAudienceOf(f), { from: warsawDay(), to: warsawDay() });
  const [data, summary] = await Promise.all([
    q.connectionRows(db, s, f, limit === null ? 0 : f.skip, limit),
    q.connectionSummary(db, s, f, CONNECTIONS_TOP),
  ]);
  return {
    data,
    total: [...summary.assignments.values()].reduce((a, b) => a + b, 0),
    assignments: REGION_ASSIGNMENTS.map((a) => ({
      regionAssignment: a,
      label: REGION_ASSIGNMENT_LABELS[a],
      connections: summary.assignments.get(a) ?? 0,
    })),
    distributors: summary.distributors,
  };
}
