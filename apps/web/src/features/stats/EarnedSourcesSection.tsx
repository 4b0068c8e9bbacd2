import { EARNED_SOURCE_LABELS, EARNED_SOURCES, type EarnedSource, type RepStats } from '@klub/contracts';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column } from '../../components/table';
import { formatPkt } from '../../lib/format';

interface SourceRow {
  source: EarnedSource;
  points: number;
  share: number;
}

const columns: Column<SourceRow>[] = [
  { key: 'source', header: 'Źródło', rowHeader: true, cell: (r) => EARNED_SOURCE_LABELS[r.source] },
  { key: 'points', header: 'Punkty', align: 'right', cell: (r) => formatPkt(r.points) },
  { key: 'share', header: 'Udział', align: 'right', cell: (r) => `${r.share}%` },
];

/**
 * "Punkty zdobyte" by where they came from (issue 39): codes apart from points given by admins, won in
 * contests and given by campaigns, so a grant does not pass for sales. "Inne" only when there are any.
 */
export function EarnedSourcesSection({ stats }: { stats: Pick<RepStats, 'earnedBySource' | 'pointsEarned'> }) {
  const rows = EARNED_SOURCES.filter((source) => source !== 'other' || stats.earnedBySource.other > 0).map((source) => ({
    source,
    points: stats.earnedBySource[source],
    share: stats.pointsEarned > 0 ? Math.round((stats.earnedBySource[source] / stats.pointsEarned) * 100) : 0,
  }));
  return (
    <Section title="Punkty zdobyte według źródła">
      <DataTable
        rows={rows}
        rowKey={(r) => r.source}
        columns={columns}
        label="Punkty zdobyte według źródła"
        emptyText="Brak punktów w wybranym okresie"
        dense
      />
    </Section>
  );
}
