import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import Close from '@mui/icons-material/Close';
import { useState, type FormEvent } from 'react';
import {
  CONNECTIONS_PDF_MAX,
  ConnectionsQuery,
  REGION_ASSIGNMENT_LABELS,
  REGION_ASSIGNMENTS,
  STATS_REPORT_TEXTS,
  type ConnectionRow,
  type ConnectionsResponse,
  type RegionAssignment,
} from '@klub/contracts';
import { HorizontalBars } from '../../components/charts/charts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { Section } from '../../components/layout/Section';
import { NativeSelect } from '../../components/form/NativeSelect';
import { FigureCards } from '../../components/stats/FigureCards';
import { FilterButtons } from '../../components/stats/PeriodFilter';
import { DataTable, useListState, WithSecond, type Column, type Paging } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatNumber } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useDistributors } from '../distributors';
import { REPORTS, useConnections } from './api';
import { ChartAndTable } from './ChartAndTable';
import { AUDIENCE_FILTER, audienceOf, isNoAudience, NO_AUDIENCE, type AudienceFilters } from './AudienceFilter';
import { ReportDownloads } from './ReportDownloads';
import { FilterForm } from '../../components/form/FilterBar';

const T = STATS_REPORT_TEXTS.connections;
const EMPTY = 'Brak powiązań wykonawców z dystrybutorami';
const TAKE_OPTIONS = [25, 50, 100];

/** Under this width (a 1 366 px laptop) the company and the distributor's city go under the names: the table fits without scrolling. */
const WIDE = '(min-width:1400px)';

type Distributor = ConnectionsResponse['distributors'][number];

/** The filters the URL keeps besides the page; the files get these (no skip/take). A type, not an interface: a `ReportQuery`. */
type Filters = AudienceFilters & {
  userId?: number;
  distributorId?: number;
  regionAssignment?: RegionAssignment;
};

const NONE: Filters = { userId: undefined, distributorId: undefined, regionAssignment: undefined, ...NO_AUDIENCE };
/** Any filter given: an empty answer says so. */
const anyFilter = (f: Filters) =>
  f.userId !== undefined || f.distributorId !== undefined || f.regionAssignment !== undefined || !isNoAudience(f);
const share = new Intl.NumberFormat('pl-PL', { style: 'percent', maximumFractionDigits: 0 });

const [colMember, colCompany, colCity, colRegion, colDistributor, colDistributorCity, colDistributorRegion, colAssignment, colSince] =
  T.columns;
const [distributorName, distributorContractors] = T.distributorColumns;

const memberLink = (r: { userId: number; fullName: string }) => (
  <RouterLink to={href(paths.admin.clubMembers.details, { id: r.userId })}>{r.fullName}</RouterLink>
);
const distributorLink = (d: { distributorId: number; name: string }) => (
  <RouterLink to={href(paths.admin.distributors.edit, { id: d.distributorId })}>{d.name}</RouterLink>
);

const ASSIGNMENT_COLORS = { same: 'success', other: 'warning', unknown: 'default' } as const;

function connectionColumns(wide: boolean): Column<ConnectionRow>[] {
  const dash = (v: string | null) => v || '—';
  return [
    {
      key: 'member',
      header: colMember,
      rowHeader: true,
      cell: (r) => (wide ? memberLink(r) : <WithSecond main={memberLink(r)} second={r.companyName} />),
    },
    ...(wide ? [{ key: 'company', header: colCompany, cell: (r: ConnectionRow) => dash(r.companyName) }] : []),
    { key: 'city', header: colCity, cell: (r) => dash(r.city) },
    { key: 'region', header: colRegion, cell: (r) => dash(r.regionName) },
    {
      key: 'distributor',
      header: colDistributor,
      cell: (r) => {
        const link = distributorLink({ distributorId: r.distributorId, name: r.distributorName });
        return wide ? link : <WithSecond main={link} second={r.distributorCity} />;
      },
    },
    ...(wide ? [{ key: 'distributorCity', header: colDistributorCity, cell: (r: ConnectionRow) => dash(r.distributorCity) }] : []),
    { key: 'distributorRegion', header: colDistributorRegion, cell: (r) => dash(r.distributorRegionName) },
    {
      key: 'assignment',
      header: colAssignment,
      cell: (r) => (
        <Chip
          size="small"
          variant="outlined"
          color={ASSIGNMENT_COLORS[r.regionAssignment]}
          label={REGION_ASSIGNMENT_LABELS[r.regionAssignment]}
        />
      ),
    },
    { key: 'since', header: colSince, sx: { whiteSpace: 'nowrap' }, cell: (r) => formatDate(r.since) },
  ];
}

const distributorColumns: Column<Distributor>[] = [
  { key: 'name', header: distributorName, rowHeader: true, cell: distributorLink },
  { key: 'contractors', header: distributorContractors, align: 'right', cell: (d) => formatNumber(d.contractors) },
];

/**
 * "Regiony", "Dystrybutor" and the audience (roles, regions, groups), applied together with "Filtruj" (one URL change); "Wyczyść" drops the
 * member filter too. Distributors come from the whole list (take 9999), as the distributors screen loads it.
 */
function ConnectionFilters({ value, onApply }: { value: Filters; onApply: (next: Filters) => void }) {
  const [draft, setDraft] = useState<Filters>(value);
  const distributors = useDistributors('all');
  const listed = distributors.data?.data ?? [];
  // A distributor from the URL keeps its option while the list loads (or if it is gone from it).
  const unlisted = draft.distributorId !== undefined && !listed.some((d) => d.id === draft.distributorId);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <FilterForm label="Filtry raportu" onSubmit={submit}>
      <NativeSelect
        size="small"
        label={colAssignment}
        value={draft.regionAssignment ?? ''}
        onChange={(value) => setDraft({ ...draft, regionAssignment: (value || undefined) as RegionAssignment | undefined })}
        // The theme makes fields full width; these two sit side by side.
        fullWidth={false}
        sx={{ width: 220, maxWidth: '100%' }}
      >
        <option value="">Wszystkie</option>
        {REGION_ASSIGNMENTS.map((a) => (
          <option key={a} value={a}>
            {REGION_ASSIGNMENT_LABELS[a]}
          </option>
        ))}
      </NativeSelect>
      <NativeSelect
        size="small"
        label={colDistributor}
        value={draft.distributorId === undefined ? '' : String(draft.distributorId)}
        onChange={(value) => setDraft({ ...draft, distributorId: value ? Number(value) : undefined })}
        fullWidth={false}
        sx={{ width: 340, maxWidth: '100%' }}
        error={distributors.isError}
        helperText={distributors.isError ? 'Nie udało się wczytać listy dystrybutorów' : undefined}
      >
        <option value="">Wszyscy</option>
        {unlisted ? <option value={draft.distributorId}>{`Dystrybutor nr ${draft.distributorId}`}</option> : null}
        {listed.map((d) => (
          <option key={d.id} value={d.id}>
            {d.city ? `${d.name} (${d.city})` : d.name}
          </option>
        ))}
      </NativeSelect>
      {AUDIENCE_FILTER.render(audienceOf(draft), (audience) => setDraft({ ...draft, ...audience }))}
      <FilterButtons
        onClear={() => {
          setDraft(NONE);
          onApply(NONE);
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        Pliki mają filtry z tego formularza: PDF najwyżej {formatNumber(CONNECTIONS_PDF_MAX)} powiązań (w kolejności tabeli), CSV —
        wszystkie.
      </Typography>
    </FilterForm>
  );
}

/** `?userId=` (from a member's details): the filter as a chip with its own remove button. */
function MemberFilterChip({ userId, onRemove }: { userId: number; onRemove: () => void }) {
  const label = `Wykonawca nr ${userId}`;
  return (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5, mb: 2 }}>
      <Typography variant="body2" component="span" sx={{ mr: 0.5 }}>
        Tylko powiązania:
      </Typography>
      <Chip label={label} color="primary" variant="outlined" />
      <IconButton size="small" aria-label={`Usuń filtr „${label}”`} onClick={onRemove}>
        <Close fontSize="small" />
      </IconButton>
    </Box>
  );
}

function AssignmentsSection({ report }: { report: ConnectionsResponse }) {
  const count = (a: RegionAssignment) => report.assignments.find((x) => x.regionAssignment === a)?.connections ?? 0;
  const all = REGION_ASSIGNMENTS.reduce((sum, a) => sum + count(a), 0);
  return (
    <Section title={T.assignmentsTitle}>
      <FigureCards
        label={`${T.assignmentsTitle}: powiązania`}
        columns={3}
        figures={REGION_ASSIGNMENTS.map((a) => ({
          title: report.assignments.find((x) => x.regionAssignment === a)?.label ?? REGION_ASSIGNMENT_LABELS[a],
          value: count(a),
          note: all > 0 ? `${share.format(count(a) / all)} powiązań` : undefined,
        }))}
      />
    </Section>
  );
}

function DistributorsSection({ distributors }: { distributors: Distributor[] }) {
  return (
    <Section title={T.distributorsTitle}>
      <ChartAndTable
        chart={
          distributors.length > 1 ? (
            <HorizontalBars
              label={`Wykres: ${distributors.length} dystrybutorów z największą liczbą przypisanych wykonawców. Liczby są w tabeli obok wykresu.`}
              seriesLabel={distributorContractors}
              items={distributors.map((d) => ({ label: d.name, value: d.contractors }))}
            />
          ) : null
        }
        table={<DataTable rows={distributors} columns={distributorColumns} rowKey={(d) => d.distributorId} label={T.distributorsTitle} />}
      />
    </Section>
  );
}

function Empty({ filtered }: { filtered: boolean }) {
  return (
    <EmptyState title={EMPTY}>
      {filtered ? (
        'Żadne powiązanie nie pasuje do filtrów. Zmień je albo wybierz „Wyczyść”.'
      ) : (
        <>
          Dystrybutora przypisuje wykonawcy administrator w formularzu członka klubu (
          <RouterLink to={paths.admin.clubMembers.list.path}>{paths.admin.clubMembers.list.title}</RouterLink> → edycja).
        </>
      )}
    </EmptyState>
  );
}

function Report({
  report,
  connections,
  paging,
}: {
  report: ConnectionsResponse;
  connections: ReturnType<typeof useConnections>;
  paging: Paging;
}) {
  const wide = useMediaQuery(WIDE, { noSsr: true, defaultMatches: true });
  return (
    <>
      <AssignmentsSection report={report} />
      {report.distributors.length > 0 ? <DistributorsSection distributors={report.distributors} /> : null}
      <Section title="Powiązania">
        <DataTable
          query={connections}
          columns={connectionColumns(wide)}
          rowKey={(r) => `${r.userId}:${r.distributorId}`}
          label="Powiązania wykonawców z dystrybutorami"
          paging={paging}
          rowsPerPageOptions={TAKE_OPTIONS}
          dense
        />
      </Section>
    </>
  );
}

/**
 * /admin/stats/contractor-distributor — which distributor each contractor buys from (spec §3): not a
 * period report but a paged list with its filters in the URL, the figures per region match and the
 * distributors with most contractors (with the same filters); PDF and CSV of the whole list.
 */
export default function ConnectionsReportPage() {
  const { query, setQuery, paging } = useListState(ConnectionsQuery);
  const { userId, distributorId, regionAssignment } = query;
  const filters: Filters = { userId, distributorId, regionAssignment, ...audienceOf(query) };
  const connections = useConnections(query);
  const filtered = anyFilter(filters);
  return (
    <Page
      title={paths.admin.stats.contractorDistributor.title}
      lead="Wykonawcy i dystrybutorzy, u których kupują: czy dystrybutor jest w regionie wykonawcy, którzy dystrybutorzy mają najwięcej wykonawców."
      maxWidth={1400}
      actions={<ReportDownloads operations={REPORTS.connections} query={filters} fileName={T.fileName} />}
    >
      {/* Keyed by the URL's filters: Back/Forward shows the filters of that page. */}
      <ConnectionFilters key={JSON.stringify(filters)} value={filters} onApply={setQuery} />
      {userId !== undefined ? <MemberFilterChip userId={userId} onRemove={() => setQuery({ userId: undefined })} /> : null}
      {connections.isPlaceholderData ? <LinearProgress aria-label="Wczytywanie powiązań" sx={{ mb: 2 }} /> : null}
      <QueryView query={connections} loadingLabel="Wczytywanie powiązań…">
        {(report) =>
          report.total === 0 ? <Empty filtered={filtered} /> : <Report report={report} connections={connections} paging={paging} />
        }
      </QueryView>
    </Page>
  );
}
