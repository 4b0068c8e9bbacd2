import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useState, type FormEvent } from 'react';
import {
  CAMPAIGN_REPORT_TEXTS as C,
  CAMPAIGN_STATUS_LABELS,
  CampaignReportQuery,
  Paging,
  type CampaignReport,
  type CampaignReportChoice,
} from '@klub/contracts';
import { PeriodLines } from '../../components/charts/charts';
import { EmptyState } from '../../components/feedback/EmptyState';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { Section } from '../../components/layout/Section';
import { DateRangeFields, type DateRange } from '../../components/form/DateRangeFields';
import { FilterForm } from '../../components/form/FilterBar';
import { NativeSelect } from '../../components/form/NativeSelect';
import { FigureCards, PeriodLine, type Figure } from '../../components/stats/FigureCards';
import { FilterButtons, rangeProblem } from '../../components/stats/PeriodFilter';
import { rangeLabel } from '../../components/stats/trend';
import { DataTable, useListState, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import {
  call,
  keyOf,
  getStatsCampaignReport,
  getStatsCampaignReportCsv,
  getStatsCampaignReportPdf,
  getStatsCampaigns,
} from '../../lib/api';
import { formatCurrency, formatNumber, formatPkt } from '../../lib/format';
import { reportQuery, type ReportOperations } from './api';
import { TrendSection } from './PeriodReport';
import { ReportDownloads } from './ReportDownloads';

const OPERATIONS: ReportOperations<CampaignReport> = {
  json: getStatsCampaignReport,
  pdf: getStatsCampaignReportPdf,
  csv: getStatsCampaignReportCsv,
};

/** The URL: the campaign and the period (none: the campaign's window). */
const UrlQuery = CampaignReportQuery.partial({ campaignId: true }).extend(Paging(1, 1).shape);

const [dayHeader, codesHeader, membersHeader, pointsHeader, plnHeader, budgetHeader, productsHeader] = C.dayColumns;
const LOADING = 'Wczytywanie raportu';
const decimal = new Intl.NumberFormat('pl-PL', { maximumFractionDigits: 2 });
const percent = (v: number) => `${decimal.format(v)}%`;

/** getStatsCampaignReport — as usePeriodReport, asked only once a campaign is known. */
function useCampaignReport(filters: { campaignId?: number; from?: string; to?: string }) {
  const input = { query: reportQuery(filters) };
  return useQuery({
    queryKey: keyOf(OPERATIONS.json, input),
    queryFn: ({ signal }) => call(OPERATIONS.json, input, { space: 'admin', signal }),
    placeholderData: keepPreviousData,
    enabled: filters.campaignId !== undefined,
  });
}

/** getStatsCampaigns — the campaigns to choose from (not drafts). */
function useCampaignChoices() {
  return useQuery({
    queryKey: keyOf(getStatsCampaigns),
    queryFn: ({ signal }) => call(getStatsCampaigns, {}, { space: 'admin', signal }),
  });
}

const choiceLabel = (c: CampaignReportChoice) =>
  `${c.name} (${rangeLabel(c.startsOn, c.endsOn)}, ${CAMPAIGN_STATUS_LABELS[c.status].toLowerCase()})`;

/** The campaign (applied when picked: another campaign, its own window) and the period ("Filtruj"). */
function Filters({
  choices,
  value,
  onApply,
}: {
  choices: CampaignReportChoice[];
  value: { campaignId?: number; from?: string; to?: string };
  onApply: (next: { campaignId?: number; from?: string; to?: string }) => void;
}) {
  const [range, setRange] = useState<DateRange>({ dateFrom: value.from ?? '', dateTo: value.to ?? '' });
  const apply = (next: DateRange) => {
    const problem = rangeProblem(next);
    if (problem) return showToast(problem);
    onApply({ campaignId: value.campaignId, from: next.dateFrom || undefined, to: next.dateTo || undefined });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(range);
  };
  return (
    <FilterForm label="Filtry raportu" onSubmit={submit} mb={3}>
      <NativeSelect
        size="small"
        label="Akcja punktowa"
        value={value.campaignId ?? ''}
        onChange={(picked) => onApply({ campaignId: Number(picked), from: undefined, to: undefined })}
        fullWidth={false}
        sx={{ minWidth: 280, maxWidth: '100%' }}
      >
        {choices.map((c) => (
          <option key={c.id} value={c.id}>
            {choiceLabel(c)}
          </option>
        ))}
      </NativeSelect>
      <DateRangeFields value={range} width={200} onChange={setRange} />
      <FilterButtons
        onClear={() => {
          setRange({ dateFrom: '', dateTo: '' });
          apply({ dateFrom: '', dateTo: '' });
        }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
        Bez dat: czas trwania akcji (do dziś, gdy jeszcze trwa).
      </Typography>
    </FilterForm>
  );
}

function figuresOf(r: CampaignReport): Figure[] {
  const { before, during } = r.lift;
  const budget = r.campaign.budget;
  return [
    { title: 'Kody z bonusem', value: r.codes },
    { title: 'Uczestnicy', value: r.members, note: 'różne osoby w okresie' },
    {
      title: 'Punkty bonusowe',
      value: r.points,
      unit: 'pkt',
      note: `${formatCurrency(r.pln)} (${formatNumber(r.pointsPerPln)} pkt = 1 zł)`,
    },
    budget === null
      ? { title: 'Budżet wykorzystany', value: r.spent, unit: 'pkt', note: 'akcja bez budżetu' }
      : {
          title: 'Budżet wykorzystany',
          value: r.budgetUsed ?? 0,
          valueText: percent(r.budgetUsed ?? 0),
          note: `${formatNumber(r.spent)} z ${formatPkt(budget)}`,
        },
    {
      title: 'Wzrost sprzedaży',
      value: r.lift.ratio ?? 0,
      valueText: r.lift.ratio === null ? '—' : percent(r.lift.ratio),
      note: during
        ? `${decimal.format(during.perDay)} kodu dziennie wobec ${decimal.format(before.perDay)} przed akcją`
        : 'brak dni akcji w wybranym okresie',
    },
  ];
}

type DayRow = CampaignReport['days'][number] & { period: string };

function DaysSection({ report }: { report: CampaignReport }) {
  const points: DayRow[] = report.days.map((d) => ({ ...d, period: d.day }));
  const baseline = report.lift.before.perDay;
  const title = 'Akcja dzień po dniu';
  return (
    <TrendSection
      title={title}
      interval="day"
      points={points}
      dense
      columns={[
        dayHeader,
        { key: 'codes', header: codesHeader, align: 'right', cell: (d) => formatNumber(d.codes) },
        { key: 'members', header: membersHeader, align: 'right', cell: (d) => formatNumber(d.members) },
        { key: 'points', header: pointsHeader, align: 'right', cell: (d) => formatPkt(d.points) },
        { key: 'pln', header: plnHeader, align: 'right', cell: (d) => formatCurrency(d.pln) },
        { key: 'spentToDate', header: budgetHeader, align: 'right', cell: (d) => formatPkt(d.spentToDate) },
        { key: 'productCodes', header: productsHeader, align: 'right', cell: (d) => formatNumber(d.productCodes) },
      ]}
      chart={(ticks) => (
        <PeriodLines
          label="Wykres: kody z bonusem i kody produktów akcji dzień po dniu, średnia dzienna sprzed akcji, budżet wykorzystany narastająco (prawa oś). Liczby są w tabeli pod wykresem."
          ticks={ticks}
          series={[
            { id: 'codes', label: codesHeader, data: points.map((d) => d.codes) },
            { id: 'productCodes', label: productsHeader, data: points.map((d) => d.productCodes) },
            { id: 'baseline', label: 'Średnio dziennie przed akcją', data: points.map(() => baseline) },
            { id: 'spent', label: 'Budżet narastająco (prawa oś)', data: points.map((d) => d.spentToDate), unit: 'pkt', right: true },
          ]}
        />
      )}
    />
  );
}

type LiftRow = { id: string; label: string; from: string; to: string; days: number; codes: number; perDay: number };

function LiftSection({ report }: { report: CampaignReport }) {
  const { before, during, ratio } = report.lift;
  const rows: LiftRow[] = [
    { id: 'before', label: C.liftBefore, ...before },
    ...(during ? [{ id: 'during', label: C.liftDuring, ...during }] : []),
  ];
  const [periodHeader, , , daysHeader, liftCodesHeader, perDayHeader] = C.liftColumns;
  const columns: Column<LiftRow>[] = [
    { key: 'label', header: periodHeader, rowHeader: true, cell: (r) => r.label },
    { key: 'range', header: 'Dni kalendarza', cell: (r) => rangeLabel(r.from, r.to) },
    { key: 'days', header: daysHeader, align: 'right', cell: (r) => formatNumber(r.days) },
    { key: 'codes', header: liftCodesHeader, align: 'right', cell: (r) => formatNumber(r.codes) },
    { key: 'perDay', header: perDayHeader, align: 'right', cell: (r) => decimal.format(r.perDay) },
  ];
  return (
    <Section title={C.liftTitle}>
      <Typography variant="body1" sx={{ mb: 2 }}>
        {ratio === null
          ? 'Nie ma z czym porównać: brak kodów produktów akcji przed jej początkiem albo dni akcji w wybranym okresie.'
          : `W czasie akcji kodów produktów akcji dziennie: ${percent(ratio)} poziomu sprzed akcji (te same produkty, tyle samo pełnych tygodni przed jej początkiem).`}
      </Typography>
      <DataTable rows={rows} columns={columns} label={C.liftTitle} />
    </Section>
  );
}

function Report({ report }: { report: CampaignReport }) {
  const c = report.campaign;
  const products = [...c.packages, ...c.groupNames];
  const quiet = report.days.every((d) => d.codes === 0 && d.productCodes === 0);
  return (
    <>
      <Typography variant="body1" sx={{ mb: 1 }}>
        Akcja „{c.name}”: <strong>{rangeLabel(c.startsOn, c.endsOn)}</strong>, {CAMPAIGN_STATUS_LABELS[c.status].toLowerCase()} · produkty:{' '}
        {products.length > 0 ? products.join(', ') : C.allProducts}
      </Typography>
      <PeriodLine now={report} />
      <FigureCards label="Podsumowanie akcji" columns={5} figures={figuresOf(report)} />
      {quiet ? <EmptyState title="Brak kodów produktów akcji w wybranym okresie" /> : <DaysSection report={report} />}
      <LiftSection report={report} />
    </>
  );
}

const LEAD =
  'Jedna akcja punktowa dzień po dniu: kody z bonusem, uczestnicy, punkty bonusowe i ich wartość w zł, budżet — i wzrost sprzedaży jej produktów wobec tygodni przed akcją.';

/** /admin/stats/campaigns — the campaign report: a campaign picker, its figures, a chart and the day table, the lift; PDF and CSV. */
export default function CampaignReportPage() {
  const def = paths.admin.stats.campaigns;
  const { query, setQuery } = useListState(UrlQuery);
  const choices = useCampaignChoices();
  // Without one in the URL: the first of the list (a running one, if any).
  const filters = { campaignId: query.campaignId ?? choices.data?.items[0]?.id, from: query.from, to: query.to };
  const report = useCampaignReport(filters);
  const shown = report.data && !report.isPlaceholderData ? report.data : null;
  return (
    <Page
      title={def.title}
      lead={LEAD}
      maxWidth={1400}
      actions={
        shown ? (
          <ReportDownloads operations={OPERATIONS} query={filters} fileName={C.fileName(shown.campaign.id, shown.from, shown.to)} />
        ) : null
      }
    >
      <QueryView query={choices} loadingLabel="Wczytywanie akcji…">
        {({ items }) =>
          items.length === 0 ? (
            <EmptyState title="Nie ma jeszcze akcji punktowych">Raport pokaże akcję, gdy zostanie uruchomiona.</EmptyState>
          ) : (
            <>
              <Filters key={JSON.stringify(filters)} choices={items} value={filters} onApply={setQuery} />
              {report.isPlaceholderData ? <LinearProgress aria-label={LOADING} sx={{ mb: 2 }} /> : null}
              <QueryView query={report} loadingLabel={`${LOADING}…`}>
                {(data) => <Report report={data} />}
              </QueryView>
            </>
          )
        }
      </QueryView>
    </Page>
  );
}
