import type { SxProps, Theme } from '@mui/material/styles';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { format, isValid, parse } from 'date-fns';
import { pl } from 'date-fns/locale';
import { useCallback, useRef, type FocusEvent, type Ref } from 'react';
import { DATE_YEARS } from '@klub/contracts';

/** The value of a typed date that is incomplete or does not exist (31.02.2026): not a day, not empty. */
export const INVALID_DATE = 'invalid-date';
/** Said when a typed date is incomplete or impossible (the field shows dd.mm.rrrr). */
export const DATE_INPUT_MESSAGE = 'Podaj pełną, istniejącą datę w formacie dd.mm.rrrr';

const ISO = 'yyyy-MM-dd';
const MIN_DATE = new Date(DATE_YEARS.from, 0, 1);
const MAX_DATE = new Date(DATE_YEARS.to, 11, 31);
/** Column heads of the calendar as Polish calendars print them (date-fns' narrow forms repeat P and S). */
const WEEKDAYS = ['nd', 'pn', 'wt', 'śr', 'cz', 'pt', 'so'];

/** `yyyy-MM-dd` (or INVALID_DATE) → the picker's value. */
function toDate(value: string | null | undefined): Date | null {
  if (!value) return null;
  return /^\d{4}-\d{2}-\d{2}$/.test(value) ? parse(value, ISO, new Date(2000, 0, 1)) : new Date(NaN);
}

/** The picker's value → `yyyy-MM-dd`; null when cleared; INVALID_DATE while the typed date is not a day. */
function toIso(date: Date | null): string | null {
  if (date === null) return null;
  return isValid(date) ? format(date, ISO) : INVALID_DATE;
}

export interface DateInputProps {
  label: string;
  /** `yyyy-MM-dd`, or null/'' when empty. */
  value: string | null | undefined;
  /** `yyyy-MM-dd`; null when cleared; INVALID_DATE while the typed date is incomplete or impossible. */
  onChange: (value: string | null) => void;
  onBlur?: () => void;
  name?: string;
  inputRef?: Ref<HTMLInputElement>;
  error?: boolean;
  helperText?: string;
  required?: boolean;
  disabled?: boolean;
  size?: 'small' | 'medium';
  /** Like the app's other text fields (theme: MuiTextField fullWidth); false for a row of filters. */
  fullWidth?: boolean;
  sx?: SxProps<Theme>;
}

/**
 * A Polish date picker (MUI X with date-fns' `pl`: dd.MM.yyyy, week from Monday; its own LocalizationProvider,
 * so date-fns' parser and the adapter load with the first screen that has a date, not with the app)
 * bound to a `yyyy-MM-dd` string — the API's format. Typed with the keyboard or picked from the calendar;
 * the label is the field's accessible name; a filled date can be cleared with the field's clear button.
 */
export function DateInput({
  label,
  value,
  onChange,
  onBlur,
  name,
  inputRef,
  error,
  helperText,
  required,
  disabled,
  size,
  fullWidth = true,
  sx,
}: DateInputProps) {
  // The picker needs the same Date back while the string has not changed (an invalid Date never equals another one).
  const last = useRef<{ iso: string | null; date: Date | null }>({ iso: null, date: null });
  const iso = value || null;
  if (last.current.iso !== iso) last.current = { iso, date: toDate(iso) };
  const hidden = useRef<HTMLInputElement>(null);
  const ref = useCallback(
    (el: HTMLInputElement | null) => {
      hidden.current = el;
      if (typeof inputRef === 'function') inputRef(el);
      else if (inputRef) inputRef.current = el;
    },
    [inputRef],
  );

  // The picker hands a date over only once every section is typed: a half-typed one ("15.MM.YYYY")
  // stays at the old value. On leaving the field it becomes INVALID_DATE (the field emptied: null),
  // so forms and filters refuse it instead of quietly ignoring it; the picker keeps its sections.
  const handleBlur = (event: FocusEvent<HTMLElement>) => {
    if (event.relatedTarget instanceof Node && event.currentTarget.contains(event.relatedTarget)) return;
    const shown = hidden.current?.value ?? '';
    const next = shown === '' ? null : INVALID_DATE;
    if ((shown === '' || !isValid(last.current.date)) && next !== iso) {
      last.current = { iso: next, date: last.current.date };
      onChange(next);
    }
    onBlur?.();
  };

  return (
    <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl}>
      <DatePicker
        label={label}
        value={last.current.date}
        onChange={(date) => {
          const next = toIso(date);
          last.current = { iso: next, date };
          onChange(next);
        }}
        format="dd.MM.yyyy"
        minDate={MIN_DATE}
        maxDate={MAX_DATE}
        dayOfWeekFormatter={(date) => WEEKDAYS[date.getDay()]!}
        disabled={disabled}
        inputRef={ref}
        name={name}
        // plPL leaves the empty sections English (DD.MM.YYYY): the year is RRRR in Polish.
        localeText={{ fieldClearLabel: `Wyczyść datę „${label}”`, fieldYearPlaceholder: (p) => 'R'.repeat(p.digitAmount) }}
        slotProps={{
          field: { clearable: true, onBlur: handleBlur },
          textField: {
            // undefined: the picker marks a half-typed or out-of-range date itself
            error: error || undefined,
            helperText,
            required,
            size,
            fullWidth,
            sx,
          },
        }}
      />
    </LocalizationProvider>
  );
}
