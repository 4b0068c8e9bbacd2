import LinearProgress from '@mui/material/LinearProgress';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { PeriodFilterBar } from '../../components/stats/PeriodFilter';
import { useListState } from '../../components/table';
import type { RouteDef } from '../../config/paths';
import type { ReportFilters, ReportOperations } from './api';
import { AUDIENCE_FILTER, audienceOf, type AudienceFilters } from './AudienceFilter';
import { ReportDownloads } from './ReportDownloads';
import { ReportUrlQuery, resolvedPeriod } from './url-state';

export const EMPTY_PERIOD = 'Brak danych w wybranym okresie';

interface ReportScreenProps<T extends { from: string; to: string }> {
  def: RouteDef;
  lead: string;
  operations: ReportOperations<T>;
  /** The downloaded files' name without the extension (the server's, from the contracts). */
  fileName: (from: string, to: string) => string;
  useReport: (filters: ReportFilters) => UseQueryResult<T>;
  /** "Wczytywanie …" while the report loads. */
  loading: string;
  /** The report, and whom it counts (a section with its own query asks for the same people). */
  children: (report: T, audience: AudienceFilters) => ReactNode;
}

/**
 * A back-office report: its title with "Pobierz PDF" / "Pobierz CSV", the period, grouping and audience
 * (in the URL: Back/Forward and a bookmark keep them), then the report or its loading or error state. While
 * another period loads, the previous one stays under a progress bar.
 */
export function ReportScreen<T extends { from: string; to: string }>({
  def,
  lead,
  operations,
  fileName,
  useReport,
  loading,
  children,
}: ReportScreenProps<T>) {
  const { query, setQuery } = useListState(ReportUrlQuery);
  const audience = audienceOf(query);
  const filters: ReportFilters = { from: query.from, to: query.to, interval: query.interval, ...audience };
  const report = useReport(filters);
  const shown = report.data && !report.isPlaceholderData ? report.data : resolvedPeriod(filters);
  return (
    <Page
      title={def.title}
      lead={lead}
      maxWidth={1400}
      actions={<ReportDownloads operations={operations} query={filters} fileName={fileName(shown.from, shown.to)} />}
    >
      {/* Keyed by the URL's filters: Back/Forward shows the filters of that page. */}
      <PeriodFilterBar key={JSON.stringify(filters)} value={filters} onApply={setQuery} label="Filtry raportu" extra={AUDIENCE_FILTER} />
      {report.isPlaceholderData ? <LinearProgress aria-label={loading} sx={{ mb: 2 }} /> : null}
      <QueryView query={report} loadingLabel={`${loading}…`}>
        {(data) => children(data, audience)}
      </QueryView>
    </Page>
  );
}
