import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import PictureAsPdf from '@mui/icons-material/PictureAsPdf';
import { useState, type ReactNode } from 'react';
import type { StatsContractorRow } from '@klub/contracts';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { DataTable, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { href, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatNumber, formatPkt } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { downloadStatsFile, useStatsContractors, type StatsContractorSort, type StatsFileFormat } from './api';
import { contractorName, contractorsQuery, statusLabel } from './contractors';
import { filterSearch, PERIOD_KEYS, StatsUrlQuery, type StatsUrlState } from './filters';
import { StatsFilterBar } from './StatsFilterBar';
import { StatsNav } from './StatsNav';
import { StatsRoleGate } from './StatsRoleGate';

const TAKE_OPTIONS = [20, 50, 100];

function NameCell({ row, to }: { row: StatsContractorRow; to: string }) {
  return (
    <>
      <RouterLink to={to}>{contractorName(row)}</RouterLink>
      {row.companyName ? (
        <Typography variant="body2" color="text.secondary">
          {row.companyName}
        </Typography>
      ) : null}
    </>
  );
}

/** A two-word header on two lines: the wide list fits 1 366 px (its accessible name keeps the space). */
const twoLines = (first: string, second: string) => (
  <>
    {first} <br />
    {second}
  </>
);

function columns(isRds: boolean, state: StatsUrlState): Column<StatsContractorRow>[] {
  const period = filterSearch(state, PERIOD_KEYS);
  const all: (Column<StatsContractorRow> | false)[] = [
    {
      key: 'name',
      header: 'Wykonawca',
      sortBy: 'lastname',
      rowHeader: true,
      sx: { minWidth: 160 },
      cell: (r) => <NameCell row={r} to={`${href(paths.statsContractor, { id: r.id })}${period}`} />,
    },
    { key: 'city', header: 'Miasto', sortBy: 'city', cell: (r) => r.city ?? '—' },
    isRds && { key: 'dth', header: 'DTH', cell: (r) => r.dthName ?? '—' },
    { key: 'status', header: 'Status', cell: (r) => statusLabel(r.status) },
    { key: 'products', header: 'Produkty', sortBy: 'productsCount', align: 'right', cell: (r) => formatNumber(r.productsCount) },
    {
      key: 'earned',
      header: twoLines('Punkty', 'zdobyte'),
      sortBy: 'pointsEarned',
      align: 'right',
      cell: (r) => formatPkt(r.pointsEarned),
    },
    { key: 'spent', header: twoLines('Punkty', 'wydane'), sortBy: 'pointsSpent', align: 'right', cell: (r) => formatPkt(r.pointsSpent) },
    { key: 'orders', header: 'Zamówienia', align: 'right', cell: (r) => formatNumber(r.ordersCount) },
    { key: 'balance', header: 'Saldo', align: 'right', cell: (r) => formatPkt(r.balance) },
    {
      key: 'lastActivity',
      header: twoLines('Ostatnia', 'aktywność'),
      sortBy: 'lastActivity',
      cell: (r) => (r.lastActivity ? formatDate(r.lastActivity) : 'brak'),
    },
  ];
  return all.filter((c): c is Column<StatsContractorRow> => Boolean(c));
}

const FILES: Record<StatsFileFormat, { label: string; icon: ReactNode; failed: string }> = {
  pdf: { label: 'Pobierz PDF', icon: <PictureAsPdf />, failed: 'Nie udało się pobrać pliku PDF' },
  csv: { label: 'Pobierz CSV', icon: <Download />, failed: 'Nie udało się pobrać pliku CSV' },
};

/** "Pobierz PDF" and "Pobierz CSV": every contractor of the list with its filters and order (no paging). */
function DownloadButtons({ state, isRds }: { state: StatsUrlState; isRds: boolean }) {
  const [busy, setBusy] = useState<StatsFileFormat | null>(null);
  const download = (format: StatsFileFormat) => {
    setBusy(format);
    const { skip: _skip, take: _take, ...query } = contractorsQuery(state, isRds);
    downloadStatsFile(format, query)
      .catch((error: unknown) => showToast(errorMessage(error, FILES[format].failed)))
      .finally(() => setBusy(null));
  };
  return (
    <>
      {(['pdf', 'csv'] as const).map((format) => (
        <Button key={format} variant="outlined" startIcon={FILES[format].icon} onClick={() => download(format)} disabled={busy === format}>
          {busy === format ? 'Pobieranie…' : FILES[format].label}
        </Button>
      ))}
    </>
  );
}

function Contractors({ isRds }: { isRds: boolean }) {
  const { query: state, setQuery, paging } = useListState(StatsUrlQuery);
  const contractors = useStatsContractors(contractorsQuery(state, isRds));
  return (
    <>
      <StatsNav current={paths.statsContractors} state={state} />
      <StatsFilterBar key={`${filterSearch(state)}|${state.search ?? ''}`} value={state} onApply={setQuery} isRds={isRds} withSearch />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'flex-end', gap: 1, my: 2 }}>
        <DownloadButtons state={state} isRds={isRds} />
      </Box>
      {contractors.isPlaceholderData ? <LinearProgress aria-label="Wczytywanie wykonawców" sx={{ mb: 1 }} /> : null}
      <DataTable
        query={contractors}
        columns={columns(isRds, state)}
        label="Wykonawcy i ich aktywność"
        emptyText="Brak wykonawców spełniających filtry"
        isEmpty={(d) => d.total === 0}
        paging={paging}
        rowsPerPageOptions={TAKE_OPTIONS}
        dense
        sort={{ sort: state.sort, order: state.order, onSort: (sort, order) => setQuery({ sort: sort as StatsContractorSort, order }) }}
      />
    </>
  );
}

/** /stats/contractors — the rep's contractors with their activity in the period; sort, filters and page in the URL; CSV. */
export default function StatsContractorsPage() {
  return (
    <Page title={paths.statsContractors.title} lead="Twoi wykonawcy i ich aktywność w wybranym okresie.">
      <StatsRoleGate>{({ isRds }) => <Contractors isRds={isRds} />}</StatsRoleGate>
    </Page>
  );
}
