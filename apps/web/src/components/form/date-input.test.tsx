import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { isoDay } from '@klub/contracts';
import { dateField, openCalendar, shownDate, typeDate } from '../../testing/dates';
import { renderWithProviders } from '../../testing/render';
import { DateInput, INVALID_DATE } from './DateInput';
import { FormDateField } from './FormDateField';
import { SubmitButton } from './SubmitButton';
import { useZodForm } from './use-zod-form';

function Controlled({ initial }: { initial: string | null }) {
  const [value, setValue] = useState(initial);
  return (
    <>
      <DateInput label="Od dnia" value={value} onChange={setValue} helperText="Pierwszy dzień" />
      <output>{String(value)}</output>
    </>
  );
}
const shown = () => document.querySelector('output')!.textContent;

describe('DateInput (MUI X picker, Polish)', () => {
  it('shows yyyy-MM-dd as dd.MM.yyyy, takes a typed date back as yyyy-MM-dd, clears to null', () => {
    renderWithProviders(<Controlled initial="2026-03-05" />);
    const field = dateField('Od dnia');
    expect(shownDate('Od dnia')).toBe('05.03.2026');
    expect(field.getAttribute('aria-describedby')).toBeTruthy();
    expect(screen.getByText('Pierwszy dzień').id).toBe(field.getAttribute('aria-describedby'));
    expect(
      within(field)
        .getAllByRole('spinbutton')
        .map((s) => s.getAttribute('aria-label')),
    ).toEqual(['Dzień', 'Miesiąc', 'Rok']);

    typeDate('Od dnia', '31.01.2027');
    expect(shown()).toBe('2027-01-31');
    fireEvent.click(within(field).getByTitle('Wyczyść datę „Od dnia”'));
    expect(shown()).toBe('null');
    expect(shownDate('Od dnia')).toBe('');
  });

  it('opens a Polish calendar: month names in Polish, the week from Monday', async () => {
    renderWithProviders(<Controlled initial="2026-03-05" />);
    const dialog = await openCalendar('Od dnia');
    expect(within(dialog).getByText('marzec 2026')).toBeTruthy();
    const heads = within(dialog).getAllByRole('columnheader');
    expect(heads.map((h) => h.textContent)).toEqual(['pn', 'wt', 'śr', 'cz', 'pt', 'so', 'nd']);
    expect(heads[0]!.getAttribute('aria-label')).toBe('poniedziałek');
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '17' }));
    await waitFor(() => expect(shown()).toBe('2026-03-17'));
  });
});

const Body = z.object({ expiresAt: isoDay.nullish().transform((v) => v ?? null) });

function DateForm({ onSubmit, defaults }: { onSubmit: (v: z.output<typeof Body>) => void; defaults: z.input<typeof Body> }) {
  const form = useZodForm(Body, { defaultValues: defaults });
  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)}>
      <FormDateField control={form.control} name="expiresAt" label="Koniec oferty" helperText="Puste: bez terminu" />
      <SubmitButton pending={false}>Zapisz</SubmitButton>
    </form>
  );
}

describe('FormDateField', () => {
  it('sends yyyy-MM-dd, null when empty, and refuses a date that is not whole', async () => {
    const onSubmit = vi.fn();
    renderWithProviders(<DateForm onSubmit={onSubmit} defaults={{ expiresAt: '2026-12-31' }} />);
    expect(shownDate('Koniec oferty')).toBe('31.12.2026');
    expect(screen.getByText('Puste: bez terminu')).toBeTruthy();

    typeDate('Koniec oferty', '01.02.2027');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ expiresAt: '2027-02-01' });

    typeDate('Koniec oferty', '');
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(2));
    expect(onSubmit.mock.calls[1]![0]).toEqual({ expiresAt: null });
  });

  it('shows the schema message for a half-typed date and does not send it', async () => {
    const onSubmit = vi.fn();
    function HalfTyped() {
      // a date the user stopped typing halfway: what the picker hands over for it
      return <DateForm onSubmit={onSubmit} defaults={{ expiresAt: INVALID_DATE }} />;
    }
    renderWithProviders(<HalfTyped />);
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj pełną, istniejącą datę w formacie dd.mm.rrrr')).toBeTruthy();
    expect(dateField('Koniec oferty').getAttribute('aria-invalid')).toBe('true');
    expect(onSubmit).not.toHaveBeenCalled();
  });
});
