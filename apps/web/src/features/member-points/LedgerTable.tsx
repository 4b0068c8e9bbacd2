import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import { LEDGER_SOURCE_LABELS, LEDGER_SOURCES, type LedgerEntry } from '@klub/contracts';
import type { QueryLike } from '../../components/feedback/QueryView';
import { Section } from '../../components/layout/Section';
import { DataTable, type Column, type PageOf, type Paging } from '../../components/table';
import { formatSignedNumber } from '../../lib/format';
import { formatDate, formatDateTime } from '../../lib/dates';

/** A ledger source in words: the server's label, else the contract's, else its number. */
export function sourceLabel(entry: Pick<LedgerEntry, 'source' | 'sourceLabel'>): string {
  return entry.sourceLabel || LEDGER_SOURCE_LABELS[entry.source] || `Źródło ${entry.source}`;
}

/** The reason, plus the code when the reason does not name it already ("Kod XXXX-… — Farba"). */
function descriptionText(entry: LedgerEntry): string {
  const code = entry.code && !entry.reason.includes(entry.code) ? `kod ${entry.code}` : '';
  const parts = [entry.reason, code].filter(Boolean);
  return parts.join(', ') || '—';
}

/** A campaign's bonus reads as one: "Bonus" before its reason, `Akcja „<name>” — kod <code>`. */
function description(entry: LedgerEntry) {
  if (entry.source !== LEDGER_SOURCES.CAMPAIGN) return descriptionText(entry);
  return (
    <>
      <Chip size="small" color="secondary" label="Bonus" sx={{ mr: 1 }} />
      {descriptionText(entry)}
    </>
  );
}

const columns: Column<LedgerEntry>[] = [
  { key: 'date', header: 'Data', sx: { whiteSpace: 'nowrap' }, cell: (e) => formatDateTime(e.createdAt) },
  { key: 'source', header: 'Źródło', cell: sourceLabel },
  { key: 'description', header: 'Opis', cell: description },
  {
    key: 'amount',
    header: 'Punkty',
    align: 'right',
    sx: { fontWeight: 600, whiteSpace: 'nowrap' },
    cell: (e) => (
      <Box component="span" sx={{ color: e.amount < 0 ? 'error.main' : 'success.main' }}>
        {formatSignedNumber(e.amount)}
      </Box>
    ),
  },
  { key: 'expires', header: 'Ważne do', cell: (e) => formatDate(e.expiresAt) || '—' },
];
const actorColumn: Column<LedgerEntry> = { key: 'actor', header: 'Wykonał', cell: (e) => e.actor ?? '—' };

const withActor = [...columns, actorColumn];

/** Points history columns: signed amounts with human-readable sources; `showActor` for the back office. */
export const ledgerColumns = (showActor = false): Column<LedgerEntry>[] => (showActor ? withActor : columns);

/** "Historia punktów": a points history a page at a time; `showActor` for the back office (who did it). */
export function PointsHistorySection({
  query,
  paging,
  showActor,
}: {
  query: QueryLike<PageOf<LedgerEntry>>;
  paging: Paging;
  showActor?: boolean;
}) {
  return (
    <Section title="Historia punktów">
      <DataTable query={query} columns={ledgerColumns(showActor)} label="Historia punktów" isEmpty={(h) => h.total === 0} paging={paging} />
    </Section>
  );
}
