import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { hideToast } from '../../components/toast';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';

const ADMIN_ME = { id: 1, email: 'admin@klub.test', firstName: 'Anna', lastName: 'Nowak', fullName: 'Anna Nowak' };
const EXECUTOR = { id: 5, email: 'jan@firma.pl', fullName: 'Jan Malarz', companyName: 'Malarnia Jan', phone: '600100200' };

// jsdom has no layout: ProseMirror measures ranges when it scrolls the selection into view.
beforeAll(() => {
  const empty = () => Object.assign([], { item: () => null }) as unknown as DOMRectList;
  Range.prototype.getClientRects ??= empty;
  Range.prototype.getBoundingClientRect ??= () => new DOMRect();
  document.elementFromPoint ??= () => null;
});

/** Text into the rich-text editor: jsdom cannot type, so the editable's paragraph changes and ProseMirror reads the change. */
async function typeRichText(name: string, text: string) {
  const box = await screen.findByRole('textbox', { name }, SCREEN);
  await act(async () => {
    box.querySelector('p')!.textContent = text;
    await new Promise((r) => setTimeout(r, 50));
  });
}

beforeEach(() => setToken('admin', 'adm-token'));
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

describe('/admin/messages/send-message', () => {
  it('finds the recipient among members with an inbox (executors), showing company and phone, and sends to them', async () => {
    const searched: string[] = [];
    const sent: unknown[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/messages/executors': (_init, url) => {
        searched.push(url.searchParams.get('search') ?? '');
        return json({ data: [EXECUTOR] });
      },
      'POST /api/messages': (init) => {
        sent.push(JSON.parse(String(init?.body)));
        return json({ id: 31, message: 'Wiadomość została wysłana' }, 201);
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/send-message');
    const picker = await screen.findByRole('combobox', { name: 'Adresat' }, SCREEN);
    picker.focus();
    fireEvent.change(picker, { target: { value: '600 100' } });
    const option = await screen.findByRole('option', { name: /Jan Malarz/ }, SCREEN);
    expect(option.textContent).toContain('Malarnia Jan · 600100200');
    expect(searched).toContain('600 100');
    fireEvent.click(option);
    fireEvent.change(screen.getByRole('textbox', { name: 'Temat' }), { target: { value: 'Nowy katalog' } });
    await typeRichText('Treść', 'Zapraszamy');
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ userId: 5, topic: 'Nowy katalog', body: '<p>Zapraszamy</p>' });
    expect(await screen.findByText(/Wiadomość została wysłana: Jan Malarz/)).toBeTruthy();
  });
});
