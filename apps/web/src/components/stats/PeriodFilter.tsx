import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { differenceInCalendarDays, parseISO } from 'date-fns';
import { useState, type FormEvent, type ReactNode } from 'react';
import { STATS_DEFAULT_DAYS, STATS_MAX_DAYS, STATS_MESSAGES, type StatsInterval } from '@klub/contracts';
import { DateRangeFields, dateRangeProblem, type DateRange } from '../form/DateRangeFields';
import { FilterActions, FilterForm } from '../form/FilterBar';
import { NativeSelect } from '../form/NativeSelect';
import { showToast } from '../toast';

/**
 * The period filter of the statistics screens (the sales reps' and the back office's reports): "Od
 * dnia" / "Do dnia" (Polish pickers, yyyy-mm-dd to the API; none: the last 30 days) and the chart's
 * grouping. `StatsFilterBar` (features/stats) adds the reps' own filters to the same parts.
 */

export const INTERVAL_OPTIONS: { value: StatsInterval | ''; label: string }[] = [
  { value: '', label: 'Automatycznie' },
  { value: 'day', label: 'Dni' },
  { value: 'week', label: 'Tygodnie' },
  { value: 'month', label: 'Miesiące' },
];

/** Why the range cannot be asked for: an unfinished date, "od" after "do", more than five years; or null. */
export function rangeProblem(range: DateRange): string | null {
  const problem = dateRangeProblem(range);
  if (problem) return problem;
  if (range.dateFrom && range.dateTo && differenceInCalendarDays(parseISO(range.dateTo), parseISO(range.dateFrom)) + 1 > STATS_MAX_DAYS) {
    return STATS_MESSAGES.rangeTooLong(STATS_MAX_DAYS);
  }
  return null;
}

/** "Grupowanie": automatically (by the period's length), per day, week (from Monday) or month. */
export function IntervalField({ value, onChange }: { value: StatsInterval | ''; onChange: (next: StatsInterval | '') => void }) {
  return (
    <NativeSelect
      size="small"
      label="Grupowanie"
      value={value}
      onChange={(picked) => onChange(picked as StatsInterval | '')}
      fullWidth={false}
      sx={{ minWidth: 150 }}
    >
      {INTERVAL_OPTIONS.map((o) => (
        <option key={o.value} value={o.value}>
          {o.label}
        </option>
      ))}
    </NativeSelect>
  );
}

/** What an empty period means, under the filters. */
export function DefaultPeriodNote() {
  return (
    <Typography variant="body2" color="text.secondary" sx={{ flexBasis: '100%' }}>
      Bez dat: ostatnie {STATS_DEFAULT_DAYS} dni (z dzisiejszym).
    </Typography>
  );
}

/** "Filtruj" and "Wyczyść" of a filter form. */
export function FilterButtons({ onClear }: { onClear: () => void }) {
  return (
    <Box sx={{ display: 'flex', gap: 1 }}>
      <FilterActions onClear={onClear} />
    </Box>
  );
}

/** A report's period as its URL keeps it (the API's names). */
export type PeriodFilters = {
  from?: string;
  to?: string;
  interval?: StatsInterval;
};

/** Fields a screen adds to the period (the back office's audience): their empty value and how they are drawn. */
export interface ExtraFilters<E extends object> {
  empty: E;
  render: (draft: E, change: (next: E) => void) => ReactNode;
}

interface Draft<E> extends DateRange {
  interval: StatsInterval | '';
  extra: E;
}

function draftOf<E extends object>(value: PeriodFilters & Partial<E>, empty: E): Draft<E> {
  const extra = Object.fromEntries(Object.entries(empty).map(([k, v]) => [k, (value as Record<string, unknown>)[k] ?? v])) as E;
  return { dateFrom: value.from ?? '', dateTo: value.to ?? '', interval: value.interval ?? '', extra };
}

const NO_EXTRA = {};

/**
 * The period and the grouping of a report (and a screen's `extra` filters); they apply together with
 * "Filtruj" (one URL change), "Wyczyść" goes back to the last 30 days, grouped automatically, and
 * the extras' empty value. A range the API would refuse is told at once (a toast) and not applied.
 * Key it by the applied filters: Back/Forward shows them.
 */
export function PeriodFilterBar<E extends object = Record<never, never>>({
  value,
  onApply,
  label = 'Filtry statystyk',
  extra,
}: {
  value: PeriodFilters & Partial<E>;
  onApply: (next: PeriodFilters & E) => void;
  label?: string;
  extra?: ExtraFilters<E>;
}) {
  const empty = extra?.empty ?? (NO_EXTRA as E);
  const [draft, setDraft] = useState<Draft<E>>(() => draftOf(value, empty));
  const apply = (next: Draft<E>) => {
    const problem = rangeProblem(next);
    if (problem) return showToast(problem);
    onApply({ from: next.dateFrom || undefined, to: next.dateTo || undefined, interval: next.interval || undefined, ...next.extra });
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    const cleared = draftOf({}, empty);
    setDraft(cleared);
    apply(cleared);
  };
  return (
    <FilterForm label={label} onSubmit={submit} mb={3}>
      <DateRangeFields value={draft} width={200} onChange={(range) => setDraft({ ...draft, ...range })} />
      <IntervalField value={draft.interval} onChange={(interval) => setDraft({ ...draft, interval })} />
      {extra?.render(draft.extra, (next) => setDraft({ ...draft, extra: next }))}
      <FilterButtons onClear={clear} />
      <DefaultPeriodNote />
    </FilterForm>
  );
}
