import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import type { Theme } from '@mui/material/styles';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import { EXECUTORS_EXPORT_MAX, EXECUTORS_SORTS, ExecutorsTableQuery, STATS_REPORT_TEXTS, type ExecutorsTableRow } from '@klub/contracts';
import { NativeSelect } from '../../components/form/NativeSelect';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { DataTable, useListState, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { REPORTS, useExecutorsTable } from './api';
import type { AudienceFilters } from './AudienceFilter';
import { ReportDownloads } from './ReportDownloads';

const T = STATS_REPORT_TEXTS.executors;

type Sort = (typeof EXECUTORS_SORTS)[number];

/**
 * The table's page and order in the URL beside the report's period (`executorsSkip`, `executorsTake`,
 * `executorsSort`): Back/Forward and a bookmark keep them, a new period keeps the page (the accounts
 * do not depend on the period, only their figures do).
 */
const ExecutorsUrlQuery = ExecutorsTableQuery.pick({ skip: true, take: true, sort: true });

const [nameH, companyH, cityH, regionH, balanceH, yearH, codesH, earnedH, spentH, expiredH, ordersH] = T.columns;

const nowrap = { whiteSpace: 'nowrap' } as const;

/** The member's name to their details; a deleted member's (anonymised) account is marked. */
function Name({ row }: { row: ExecutorsTableRow }) {
  return (
    <>
      <RouterLink to={href(paths.admin.clubMembers.details, { id: row.userId })}>{row.fullName}</RouterLink>
      {row.isDeleted ? (
        <>
          {' '}
          <Box component="span" sx={{ color: 'text.secondary' }}>
            {T.deleted}
          </Box>
        </>
      ) : null}
    </>
  );
}

const dash = (value: string | null) => value || '—';
const count = (key: string, header: string, value: (r: ExecutorsTableRow) => number): Column<ExecutorsTableRow> => ({
  key,
  header,
  align: 'right',
  sx: nowrap,
  cell: (r) => formatNumber(value(r)),
});

const figures: Column<ExecutorsTableRow>[] = [
  count('balance', balanceH, (r) => r.balance),
  count('earnedYear', yearH, (r) => r.earnedYear),
  count('codes', codesH, (r) => r.codes),
  count('earned', earnedH, (r) => r.earned),
  count('spent', spentH, (r) => r.spent),
  count('expired', expiredH, (r) => r.expired),
  count('orders', ordersH, (r) => r.orders),
];

/** Every column of the PDF, on a wide screen (1 536 px and up). */
const wideColumns: Column<ExecutorsTableRow>[] = [
  { key: 'name', header: nameH, rowHeader: true, cell: (r) => <Name row={r} /> },
  { key: 'company', header: companyH, cell: (r) => dash(r.companyName) },
  { key: 'city', header: cityH, cell: (r) => dash(r.city) },
  { key: 'region', header: regionH, cell: (r) => dash(r.regionName) },
  ...figures,
];

/** Narrower (1 366 px): the company under the name, the region under the city — nine columns fit. */
const narrowColumns: Column<ExecutorsTableRow>[] = [
  {
    key: 'name',
    header: `${nameH} / ${companyH}`,
    rowHeader: true,
    cell: (r) => <WithSecond main={<Name row={r} />} second={r.companyName} />,
  },
  { key: 'city', header: `${cityH} / ${regionH}`, cell: (r) => <WithSecond main={dash(r.city)} second={r.regionName} /> },
  ...figures,
];

/**
 * "Statystyki — tabela wykonawców" under the points report: every points account a page at a time,
 * with the report's period and audience (getStatsExecutorsTable), sorted by balance or name, and its own
 * PDF and CSV (in the table's order, capped at EXECUTORS_EXPORT_MAX rows).
 */
export function ExecutorsTableSection({ from, to, audience }: { from: string; to: string; audience: AudienceFilters }) {
  const { query, setQuery, paging } = useListState(ExecutorsUrlQuery, { prefix: 'executors' });
  const { skip, take, sort } = query;
  const table = useExecutorsTable({ from, to, skip, take, sort, ...audience });
  const wide = useMediaQuery((t: Theme) => t.breakpoints.up('lg'), { noSsr: true });
  return (
    <Section title={T.title}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <NativeSelect
          size="small"
          label="Sortowanie"
          value={sort}
          onChange={(value) => setQuery({ sort: value as Sort })}
          fullWidth={false}
          sx={{ minWidth: 220 }}
        >
          {EXECUTORS_SORTS.map((s) => (
            <option key={s} value={s}>
              {T.sorts[s]}
            </option>
          ))}
        </NativeSelect>
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <ReportDownloads operations={REPORTS.executorsTable} query={{ from, to, sort, ...audience }} fileName={T.fileName(from, to)} />
        </Box>
      </Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        Wszystkie konta punktowe, także usuniętych uczestników. „{balanceH}” i „{yearH}” (bieżący rok kalendarzowy) to stan na dziś, kolumny
        od „{codesH}” do „{ordersH}” dotyczą wybranego okresu; punkty bez jednostki „pkt”. Pliki PDF i CSV zawierają najwyżej{' '}
        {formatNumber(EXECUTORS_EXPORT_MAX)} wierszy, w kolejności tabeli.
      </Typography>
      {table.isPlaceholderData ? <LinearProgress aria-label="Wczytywanie tabeli wykonawców" sx={{ mb: 1 }} /> : null}
      <DataTable
        query={table}
        columns={wide ? wideColumns : narrowColumns}
        rowKey={(r) => r.userId}
        label={T.title}
        isEmpty={(data) => data.total === 0}
        emptyText="Brak kont punktowych"
        loadingLabel="Wczytywanie tabeli wykonawców…"
        paging={paging}
        rowsPerPageOptions={[25, 50, 100]}
        footer={(data) =>
          // A bookmarked page past the last one (accounts deleted since): the way back.
          data.data.length === 0 ? (
            <Button onClick={() => paging.reset()} sx={{ mt: 1 }}>
              Wróć do pierwszej strony
            </Button>
          ) : null
        }
        dense
      />
    </Section>
  );
}
