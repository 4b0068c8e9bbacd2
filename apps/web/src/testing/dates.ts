import { fireEvent, screen, within } from '@testing-library/react';

/**
 * The MUI X date field labelled `label`: a group of spinbuttons (day, month, year) named by the label.
 * Scoped to `container` when two screens parts share a label.
 */
export function dateField(label: string | RegExp, container: HTMLElement = document.body): HTMLElement {
  return within(container).getByRole('group', { name: label });
}

/**
 * Types a whole date as a user would see it (`dd.MM.yyyy`, '' clears) into a date field.
 * jsdom cannot drive the field's contenteditable sections, so the date goes through the field's
 * hidden input, which parses the whole string the way a paste or the browser's autofill does.
 */
export function typeDate(label: string | RegExp, value: string, container?: HTMLElement) {
  const input = dateField(label, container).querySelector('input');
  if (!input) throw new Error(`Pole daty „${String(label)}” nie ma ukrytego pola input`);
  fireEvent.change(input, { target: { value } });
}

/** What the date field shows (`dd.MM.yyyy`, or '' when empty). */
export function shownDate(label: string | RegExp, container?: HTMLElement): string {
  return dateField(label, container).querySelector('input')?.value ?? '';
}

/** Opens the calendar of a date field (its "Wybierz datę…" button). */
export function openCalendar(label: string | RegExp, container?: HTMLElement) {
  fireEvent.click(within(dateField(label, container)).getByRole('button', { name: /^Wybierz datę/ }));
  return screen.findByRole('dialog');
}
