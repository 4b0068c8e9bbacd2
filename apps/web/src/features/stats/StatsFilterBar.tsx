import Checkbox from '@mui/material/Checkbox';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import type { StatsInterval } from '@klub/contracts';
import { DateRangeFields, type DateRange } from '../../components/form/DateRangeFields';
import { NativeSelect } from '../../components/form/NativeSelect';
import { DefaultPeriodNote, FilterButtons, IntervalField, rangeProblem } from '../../components/stats/PeriodFilter';
import { showToast } from '../../components/toast';
import { useStatsOptions } from './api';
import { dthIds, type StatsUrlState } from './filters';
import { FilterForm } from '../../components/form/FilterBar';

type Confirmed = '' | 'true' | 'false';

interface Draft extends DateRange {
  isConfirmed: Confirmed;
  city: string;
  dth: string[];
  interval: StatsInterval | '';
  search: string;
}

export type StatsFilterPatch = Partial<Pick<StatsUrlState, 'from' | 'to' | 'isConfirmed' | 'city' | 'dth' | 'interval' | 'search'>>;

interface StatsFilterBarProps {
  value: Partial<StatsUrlState>;
  onApply: (patch: StatsFilterPatch) => void;
  /** The DTH choice: for an RDS only. */
  isRds?: boolean;
  /** Only the period (a single contractor's screens). */
  periodOnly?: boolean;
  /** "Grupowanie": per day, week or month (screens with a chart over time). */
  withInterval?: boolean;
  /** A "Szukaj" box (the contractors list). */
  withSearch?: boolean;
}

function draftOf(value: Partial<StatsUrlState>): Draft {
  return {
    dateFrom: value.from ?? '',
    dateTo: value.to ?? '',
    isConfirmed: value.isConfirmed === undefined ? '' : value.isConfirmed ? 'true' : 'false',
    city: value.city ?? '',
    dth: dthIds(value.dth).map(String),
    interval: value.interval ?? '',
    search: value.search ?? '',
  };
}

const EMPTY = draftOf({});

/**
 * The statistics filters: the period (Polish pickers, week from Monday), confirmed accounts, city and,
 * for an RDS, the DTHs. They apply together with "Filtruj" (the URL changes once; the list goes back
 * to page 1); "Wyczyść" goes back to the last 30 days of every contractor.
 */
export function StatsFilterBar({
  value,
  onApply,
  isRds = false,
  periodOnly = false,
  withInterval = false,
  withSearch = false,
}: StatsFilterBarProps) {
  const [draft, setDraft] = useState<Draft>(() => draftOf(value));
  const options = useStatsOptions(!periodOnly);
  const cities = options.data?.cities ?? [];
  const dths = options.data?.dth ?? [];
  const dthName = (id: string) => dths.find((d) => String(d.id) === id)?.name ?? `DTH nr ${id}`;

  const apply = (next: Draft) => {
    const problem = rangeProblem(next);
    if (problem) return showToast(problem);
    const patch: StatsFilterPatch = { from: next.dateFrom || undefined, to: next.dateTo || undefined };
    if (withInterval) patch.interval = next.interval || undefined;
    if (withSearch) patch.search = next.search.trim() || undefined;
    if (!periodOnly) {
      patch.isConfirmed = next.isConfirmed === '' ? undefined : next.isConfirmed === 'true';
      patch.city = next.city || undefined;
      if (isRds) {
        patch.dth =
          next.dth
            .map(Number)
            .sort((a, b) => a - b)
            .join(',') || undefined;
      }
    }
    onApply(patch);
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(EMPTY);
    apply(EMPTY);
  };

  return (
    <FilterForm label="Filtry statystyk" onSubmit={submit} mb={1}>
      {withSearch ? (
        <TextField
          size="small"
          type="search"
          label="Szukaj"
          placeholder="Nazwisko, firma, e-mail"
          value={draft.search}
          onChange={(e) => setDraft({ ...draft, search: e.target.value })}
          fullWidth={false}
          sx={{ width: 240, maxWidth: '100%' }}
        />
      ) : null}
      <DateRangeFields value={draft} width={200} onChange={(range) => setDraft({ ...draft, ...range })} />
      {periodOnly ? null : (
        <>
          <NativeSelect
            size="small"
            label="Konta wykonawców"
            value={draft.isConfirmed}
            onChange={(picked) => setDraft({ ...draft, isConfirmed: picked as Confirmed })}
            fullWidth={false}
            sx={{ minWidth: 190 }}
          >
            <option value="">Wszystkie</option>
            <option value="true">Tylko potwierdzeni</option>
            <option value="false">Tylko niepotwierdzeni</option>
          </NativeSelect>
          <NativeSelect
            size="small"
            label="Miasto"
            value={draft.city}
            onChange={(city) => setDraft({ ...draft, city })}
            fullWidth={false}
            sx={{ minWidth: 170, maxWidth: 260 }}
          >
            <option value="">Wszystkie miasta</option>
            {draft.city && !cities.includes(draft.city) ? <option value={draft.city}>{draft.city}</option> : null}
            {cities.map((city) => (
              <option key={city} value={city}>
                {city}
              </option>
            ))}
          </NativeSelect>
          {isRds ? (
            <TextField
              select
              size="small"
              label="DTH"
              value={draft.dth}
              onChange={(e) => {
                const picked = e.target.value as unknown as string[] | string;
                setDraft({ ...draft, dth: typeof picked === 'string' ? picked.split(',').filter(Boolean) : picked });
              }}
              fullWidth={false}
              sx={{ minWidth: 200, maxWidth: 320 }}
              slotProps={{
                inputLabel: { shrink: true },
                select: {
                  multiple: true,
                  displayEmpty: true,
                  renderValue: (selected) => {
                    const ids = selected as string[];
                    return ids.length === 0 ? 'Wszyscy' : ids.map(dthName).join(', ');
                  },
                },
              }}
            >
              {dths.map((d) => (
                <MenuItem key={d.id} value={String(d.id)} dense>
                  <Checkbox size="small" checked={draft.dth.includes(String(d.id))} tabIndex={-1} disableRipple sx={{ p: 0.5, mr: 1 }} />
                  <ListItemText primary={d.name} />
                </MenuItem>
              ))}
            </TextField>
          ) : null}
        </>
      )}
      {withInterval ? <IntervalField value={draft.interval} onChange={(interval) => setDraft({ ...draft, interval })} /> : null}
      <FilterButtons onClear={clear} />
      <DefaultPeriodNote />
    </FilterForm>
  );
}
