import { DATE_INPUT_MESSAGE, DateInput, INVALID_DATE } from './DateInput';

export interface DateRange {
  dateFrom: string;
  dateTo: string;
}

/** Why a list filter's date range cannot be applied (an unfinished date, "od" after "do"), or null. */
export function dateRangeProblem({ dateFrom, dateTo }: DateRange): string | null {
  if (dateFrom === INVALID_DATE || dateTo === INVALID_DATE) return DATE_INPUT_MESSAGE;
  if (dateFrom && dateTo && dateFrom > dateTo) return 'Data „od” nie może być późniejsza niż data „do”';
  return null;
}

/** "Od dnia" / "Do dnia" of a list's filters (Polish pickers, week from Monday); empty text is no limit. */
export function DateRangeFields({
  value,
  onChange,
  width = 220,
}: {
  value: DateRange;
  onChange: (next: DateRange) => void;
  width?: number;
}) {
  return (
    <>
      <DateInput
        size="small"
        label="Od dnia"
        value={value.dateFrom}
        onChange={(v) => onChange({ ...value, dateFrom: v ?? '' })}
        fullWidth={false}
        sx={{ width }}
      />
      <DateInput
        size="small"
        label="Do dnia"
        value={value.dateTo}
        onChange={(v) => onChange({ ...value, dateTo: v ?? '' })}
        fullWidth={false}
        sx={{ width }}
      />
    </>
  );
}
