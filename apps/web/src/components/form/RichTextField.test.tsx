import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { renderWithProviders, SCREEN } from '../../testing/render';
import { linkHref } from './RichTextFieldEditor';
import { RichTextField } from './RichTextField';
import { SubmitButton } from './SubmitButton';
import { useZodForm } from './use-zod-form';

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

const Schema = z.object({ description: z.string().min(1, 'Podaj opis') });

function Form({ initial, onSave }: { initial: string; onSave: (html: string) => void }) {
  const form = useZodForm(Schema, { defaultValues: { description: initial } });
  return (
    <form noValidate onSubmit={form.handleSubmit((v) => onSave(v.description))}>
      <RichTextField control={form.control} name="description" label="Opis" helperText="Tak zobaczą go uczestnicy" />
      <SubmitButton pending={false}>Zapisz</SubmitButton>
    </form>
  );
}

const editor = () => screen.findByRole('textbox', { name: 'Opis' }, SCREEN);

describe('RichTextField (Tiptap via mui-tiptap, loaded lazily)', () => {
  it('shows the initial HTML formatted, with a Polish toolbar, the label and the helper text', async () => {
    renderWithProviders(
      <Form initial="<h2>Kurtka</h2><p>Ciepła <strong>i lekka</strong></p><ul><li><p>M</p></li></ul>" onSave={vi.fn()} />,
    );
    const box = await editor();
    expect(within(box).getByRole('heading', { level: 2, name: 'Kurtka' })).toBeTruthy();
    expect(within(box).getByText('i lekka').tagName).toBe('STRONG');
    expect(within(box).getByRole('listitem').textContent).toBe('M');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Tak zobaczą go uczestnicy').id);

    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie: Opis' });
    const names = within(toolbar)
      .getAllByRole('button')
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Pogrubienie',
      'Kursywa',
      'H2 — nagłówek',
      'H3 — podtytuł',
      'Lista punktowana',
      'Lista numerowana',
      'Odnośnik',
      'Wstaw tabelę',
      'Wstaw zdjęcie',
      'Cofnij',
      'Ponów',
    ]);
  });

  it('an empty editor gives the form empty text: the contract message shows under the field', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form initial="" onSave={onSave} />);
    const box = await editor();
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    expect(await screen.findByText('Podaj opis')).toBeTruthy();
    await waitFor(() => expect(box.getAttribute('aria-invalid')).toBe('true'));
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByText('Podaj opis').id);
    expect(onSave).not.toHaveBeenCalled();
  });

  it('the toolbar formats the text and the form receives HTML', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form initial="<p>Ciepła kurtka</p>" onSave={onSave} />);
    await editor();
    const toolbar = screen.getByRole('toolbar', { name: 'Formatowanie: Opis' });
    await act(async () => {
      fireEvent.click(within(toolbar).getByRole('button', { name: 'Lista punktowana' }));
    });
    fireEvent.click(screen.getByRole('button', { name: 'Zapisz' }));
    await waitFor(() => expect(onSave).toHaveBeenCalledWith('<ul><li><p>Ciepła kurtka</p></li></ul>'));
  });

  it('keeps a table of an older description (no button makes one)', async () => {
    const onSave = vi.fn();
    renderWithProviders(<Form initial="<table><tbody><tr><th><p>Rozmiar</p></th><td><p>M</p></td></tr></tbody></table>" onSave={onSave} />);
    const box = await editor();
    expect(within(box).getByRole('table')).toBeTruthy();
    expect(within(box).getByRole('cell', { name: 'M' })).toBeTruthy();
  });

  it('links: a typed address becomes https or mailto; other schemes are refused', () => {
    expect(linkHref('example.pl/promocja')).toBe('https://example.pl/promocja');
    expect(linkHref('https://example.pl')).toBe('https://example.pl');
    expect(linkHref('biuro@example.pl')).toBe('mailto:biuro@example.pl');
    expect(linkHref('javascript:alert(1)')).toBeNull();
    expect(linkHref('  ')).toBeNull();
  });
});
