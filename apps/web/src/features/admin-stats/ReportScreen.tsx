import LinearProgress from '@mui/material/LinearProgress';
import type { ComponentType } from 'react';
import { STATS_REPORT_TEXTS } from '@klub/contracts';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { PeriodFilterBar } from '../../components/stats/PeriodFilter';
import { useListState } from '../../components/table';
import type { RouteDef } from '../../config/paths';
import type { Answer } from '../../lib/api';
import { REPORTS, usePeriodReport, type ReportFilters, type ReportOperations } from './api';
import { AUDIENCE_FILTER, audienceOf, type AudienceFilters } from './AudienceFilter';
import { ReportDownloads } from './ReportDownloads';
import { ReportUrlQuery, resolvedPeriod } from './url-state';

/** The period reports with a screen of their own: their operations in REPORTS, their texts in STATS_REPORT_TEXTS. */
type PeriodReportName = 'codes' | 'points' | 'contractors' | 'orders' | 'prizes' | 'promotions';
type ReportOf<K extends PeriodReportName> = Answer<(typeof REPORTS)[K]['json']>;

interface ReportScreenProps<K extends PeriodReportName> {
  /** Which report: its JSON, PDF and CSV operations and the downloaded files' name (the server's, from the contracts). */
  name: K;
  def: RouteDef;
  lead: string;
  /** The report, and whom it counts (a section with its own query asks for the same people). */
  Body: ComponentType<{ report: ReportOf<K>; audience: AudienceFilters }>;
}

const LOADING = 'Wczytywanie raportu';

/**
 * A back-office report: its title with "Pobierz PDF" / "Pobierz CSV", the period, grouping and audience
 * (in the URL: Back/Forward and a bookmark keep them), then the report or its loading or error state. While
 * another period loads, the previous one stays under a progress bar.
 */
export function ReportScreen<K extends PeriodReportName>({ name, def, lead, Body }: ReportScreenProps<K>) {
  const operations = REPORTS[name] as ReportOperations<ReportOf<K>>;
  const { query, setQuery } = useListState(ReportUrlQuery);
  const audience = audienceOf(query);
  const filters: ReportFilters = { from: query.from, to: query.to, interval: query.interval, ...audience };
  const report = usePeriodReport(operations, filters);
  const shown = report.data && !report.isPlaceholderData ? report.data : resolvedPeriod(filters);
  return (
    <Page
      title={def.title}
      lead={lead}
      maxWidth={1400}
      actions={
        <ReportDownloads operations={operations} query={filters} fileName={STATS_REPORT_TEXTS[name].fileName(shown.from, shown.to)} />
      }
    >
      {/* Keyed by the URL's filters: Back/Forward shows the filters of that page. */}
      <PeriodFilterBar key={JSON.stringify(filters)} value={filters} onApply={setQuery} label="Filtry raportu" extra={AUDIENCE_FILTER} />
      {report.isPlaceholderData ? <LinearProgress aria-label={LOADING} sx={{ mb: 2 }} /> : null}
      <QueryView query={report} loadingLabel={`${LOADING}…`}>
        {(data) => <Body report={data} audience={audience} />}
      </QueryView>
    </Page>
  );
}
