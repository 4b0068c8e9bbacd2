import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { INBOX_MESSAGES, type ReceivedMessage, type SentMessage } from '@klub/contracts';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { adminRoute } from '../../app/routes/admin-routes';
import { setToken } from '../../lib/auth-storage';
import { ADMIN_ME, MEMBER, memberDetails } from '../../testing/fixtures';
import { json, mockFetch, renderRoutes, renderWithProviders, SCREEN } from '../../testing/render';
import ContactFormSection from './ContactForm';
import { asAdminEachTest } from '../../testing/session';

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

asAdminEachTest();

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

describe('e-mail copies of an admin’s message', () => {
  it('"Wyślij także e-mailem": once the message is sent, it is e-mailed too', async () => {
    const calls: string[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/users/5': () =>
        json(memberDetails({ ...EXECUTOR, firstname: 'Jan', lastname: 'Malarz', type: 21, status: 'ACTIVE_CONFIRMED', balance: 0 })),
      'POST /api/messages': (init) => {
        calls.push(`message ${String(init?.body)}`);
        return json({ id: 31, message: 'Wiadomość została wysłana' }, 201);
      },
      'POST /api/messages/send-by-email': (init) => {
        calls.push(`email ${String(init?.body)}`);
        return json({ message: 'E-mail z wiadomością został zlecony do wysyłki' });
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/send-message/5');
    const picker = await screen.findByRole('combobox', { name: 'Adresat' }, SCREEN);
    await waitFor(() => expect((picker as HTMLInputElement).value).toBe('Jan Malarz (jan@firma.pl)'));
    fireEvent.change(screen.getByRole('textbox', { name: 'Temat' }), { target: { value: 'Zażółć' } });
    await typeRichText('Treść', 'Gęślą jaźń');
    const checkbox = screen.getByRole('checkbox', { name: 'Wyślij także e-mailem' }) as HTMLInputElement;
    expect(checkbox.checked).toBe(false);
    fireEvent.click(checkbox);
    fireEvent.click(screen.getByRole('button', { name: 'Wyślij' }));
    expect(
      await screen.findByText(/Wiadomość została wysłana: Jan Malarz\. E-mail z wiadomością został zlecony do wysyłki/, undefined, SCREEN),
    ).toBeTruthy();
    expect(calls).toEqual([expect.stringContaining('"userId":5'), 'email {"messageId":31}']);
    // The next message keeps the choice.
    expect((screen.getByRole('checkbox', { name: 'Wyślij także e-mailem' }) as HTMLInputElement).checked).toBe(true);
  });

  it('the sent list shows which were e-mailed and e-mails one that was not; a refusal is a toast with the server’s reason', async () => {
    const sent = (over: Partial<SentMessage>): SentMessage => ({
      id: 1,
      member: { id: 5, fullName: 'Jan Malarz', email: 'jan@firma.pl' },
      adminName: 'Anna Nowak',
      topic: 'Temat',
      body: '<p>Treść</p>',
      read: false,
      replyToId: null,
      emailedAt: null,
      createdAt: '2026-11-28T08:00:00Z',
      ...over,
    });
    let list = [
      sent({ id: 1, topic: 'Katalog', emailedAt: '2026-11-28T09:00:00Z' }),
      sent({ id: 2, topic: 'Nagroda' }),
      sent({ id: 3, topic: 'Do usuniętego', member: { id: 6, fullName: 'Ewa Usunięta', email: 'ewa@firma.pl' } }),
    ];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/messages/sent': () => json({ total: list.length, totalUnread: list.length, data: list }),
      'POST /api/messages/send-by-email': (init) => {
        const { messageId } = JSON.parse(String(init?.body)) as { messageId: number };
        if (messageId === 3)
          return json({ message: 'Nie można wysłać e-maila: członek klubu nie ma adresu e-mail albo jego konto zostało usunięte' }, 400);
        list = list.map((m) => (m.id === messageId ? { ...m, emailedAt: '2026-11-28T10:00:00Z' } : m));
        return json({ message: 'E-mail z wiadomością został zlecony do wysyłki' });
      },
    });
    renderRoutes([adminRoute()], '/admin/messages/sent');
    const table = await screen.findByRole('table', { name: 'Wysłane wiadomości' }, SCREEN);
    const row = (topic: string) =>
      within(table)
        .getAllByRole('row')
        .find((r) => r.textContent?.includes(topic))!;
    expect(within(row('Katalog')).getByText('Wysłano e-mailem')).toBeTruthy();
    expect(within(row('Katalog')).queryByRole('button', { name: /Wyślij e-mailem/ })).toBeNull();

    fireEvent.click(within(row('Nagroda')).getByRole('button', { name: 'Wyślij e-mailem: Nagroda do Jan Malarz' }));
    expect(await screen.findByText('E-mail z wiadomością został zlecony do wysyłki')).toBeTruthy();
    await waitFor(() => expect(within(row('Nagroda')).getByText('Wysłano e-mailem')).toBeTruthy());

    fireEvent.click(within(row('Do usuniętego')).getByRole('button', { name: /Wyślij e-mailem/ }));
    expect(await screen.findByText(/członek klubu nie ma adresu e-mail/)).toBeTruthy();
    expect(within(row('Do usuniętego')).getByRole('button', { name: /Wyślij e-mailem/ })).toBeTruthy();
  });

  it('says so when nothing was sent yet', async () => {
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/messages/sent': () => json({ total: 0, totalUnread: 0, data: [] }),
    });
    renderRoutes([adminRoute()], '/admin/messages/sent');
    expect(await screen.findByText('Brak wysłanych wiadomości', undefined, SCREEN)).toBeTruthy();
  });
});

/** The upload goes by XMLHttpRequest (progress): a stand-in that answers what `answer` says for the file sent. */
/** Signed in as a member whose contact messages are accepted; returns the bodies posted. */
function memberSendsContact() {
  setToken('customer', 'member-token', 3600);
  const posted: unknown[] = [];
  mockFetch({
    'GET /api/users/me-client': () => json(MEMBER),
    'POST /api/messages/contact': (init) => {
      posted.push(JSON.parse(String(init?.body)));
      return json({ message: 'Wiadomość została wysłana' }, 201);
    },
  });
  return posted;
}

function stubUploads(answer: (file: File) => { status: number; body: unknown }) {
  const sent: { url: string; file: File; auth: string | null }[] = [];
  class FakeXhr {
    status = 0;
    responseText = '';
    upload: { onprogress: ((e: { lengthComputable: boolean; loaded: number; total: number }) => void) | null } = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private url = '';
    private auth: string | null = null;
    open(_method: string, url: string) {
      this.url = url;
    }
    setRequestHeader(name: string, value: string) {
      if (name === 'Authorization') this.auth = value;
    }
    abort() {}
    send(form: FormData) {
      const file = form.get('file') as File;
      sent.push({ url: this.url, file, auth: this.auth });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 1, total: 2 });
        const { status, body } = answer(file);
        this.status = status;
        this.responseText = JSON.stringify(body);
        this.onload?.();
      }, 10);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
  return sent;
}

describe('/contact with an attachment', () => {
  const pickFile = (file: File) => {
    const input = document.querySelector('input[type="file"]') as HTMLInputElement;
    fireEvent.change(input, { target: { files: [file] } });
  };
  const pdf = (name = 'faktura.pdf', size = 1200) => new File([new Uint8Array(size)], name, { type: 'application/pdf' });

  it('uploads the file chosen, shows it, and sends its key with the message; the form is empty after', async () => {
    const posted = memberSendsContact();
    const uploads = stubUploads((file) => ({
      status: 200,
      body: {
        key: 'abc123.pdf',
        url: '/api/files/download/abc123.pdf',
        originalName: file.name,
        mimeType: 'application/pdf',
        size: file.size,
      },
    }));
    renderWithProviders(<ContactFormSection />, '/contact');
    const form = await screen.findByRole('form', { name: 'Wiadomość do Klubu' }, SCREEN);
    expect(within(form).getByText(/Jeden plik PDF, JPG lub PNG, najwyżej 5 MB/)).toBeTruthy();
    pickFile(pdf('Faktura żółta.pdf'));
    expect((await within(form).findByTestId('contact-attachment')).textContent).toMatch(/^Faktura żółta\.pdf \(1[,.]2 kB\)$/);
    expect(uploads).toEqual([
      { url: expect.stringContaining('/api/messages/contact/attachment'), file: expect.any(File), auth: 'Bearer member-token' },
    ]);
    fireEvent.change(within(form).getByRole('textbox', { name: 'Wiadomość' }), { target: { value: 'W załączniku faktura' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wyślij' }));
    expect(await screen.findByText(/Wiadomość została wysłana/)).toBeTruthy();
    expect(posted).toEqual([{ topic: 'POINTS', body: 'W załączniku faktura', attachmentKey: 'abc123.pdf' }]);
    expect(within(form).queryByTestId('contact-attachment')).toBeNull();
  });

  it('a file removed is not sent; other kinds and files over 5 MB are refused before sending; a server refusal shows its reason', async () => {
    const posted = memberSendsContact();
    const uploads = stubUploads((file) =>
      file.name === 'udawany.pdf'
        ? { status: 415, body: { message: INBOX_MESSAGES.attachmentType } }
        : {
            status: 200,
            body: { key: 'k1.pdf', url: '/api/files/download/k1.pdf', originalName: file.name, mimeType: 'application/pdf', size: 10 },
          },
    );
    renderWithProviders(<ContactFormSection />, '/contact');
    const form = await screen.findByRole('form', { name: 'Wiadomość do Klubu' }, SCREEN);

    pickFile(new File(['x'], 'umowa.docx', { type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document' }));
    expect(await within(form).findByText(INBOX_MESSAGES.attachmentType)).toBeTruthy();
    pickFile(pdf('duży.pdf', 5 * 1024 * 1024 + 1));
    expect(await within(form).findByText(INBOX_MESSAGES.attachmentTooLarge)).toBeTruthy();
    expect(uploads).toHaveLength(0);
    pickFile(pdf('udawany.pdf'));
    await waitFor(() => expect(uploads).toHaveLength(1));
    expect(await within(form).findByText(INBOX_MESSAGES.attachmentType)).toBeTruthy();

    pickFile(pdf('skan.pdf'));
    fireEvent.click(await within(form).findByRole('button', { name: 'Usuń załącznik skan.pdf' }));
    fireEvent.change(within(form).getByRole('textbox', { name: 'Wiadomość' }), { target: { value: 'Jednak bez pliku' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Wyślij' }));
    await waitFor(() => expect(posted).toEqual([{ topic: 'POINTS', body: 'Jednak bez pliku', attachmentKey: null }]));
  });
});

describe('/admin/messages/list — attachments', () => {
  it('shows a member’s file as a download link that fetches it with the admin’s token', async () => {
    const received: ReceivedMessage = {
      id: 4,
      member: { id: 5, fullName: 'Jan Malarz', email: 'jan@firma.pl' },
      topic: 'Zamówienie lub nagroda',
      body: 'Faktura w załączniku',
      attachment: { url: '/api/files/download/abc123.pdf', originalName: 'Faktura żółta.pdf', mimeType: 'application/pdf', size: 2048 },
      read: false,
      answeredAt: null,
      createdAt: '2026-11-28T08:00:00Z',
    };
    const downloads: (string | null)[] = [];
    mockFetch({
      'GET /api/admin/me': () => json(ADMIN_ME),
      'GET /api/messages/received': () =>
        json({ total: 2, totalUnread: 2, data: [received, { ...received, id: 3, topic: 'Moje konto', attachment: null }] }),
      'GET /api/files/download/abc123.pdf': (init) => {
        downloads.push(new Headers(init?.headers).get('authorization'));
        return new Response(new Uint8Array([37, 80, 68, 70]), { headers: { 'content-type': 'application/pdf' } });
      },
    });
    const createObjectURL = vi.fn(() => 'blob:faktura');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL, revokeObjectURL: vi.fn() }));
    const saved: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.push(this.download);
    });
    renderRoutes([adminRoute()], '/admin/messages/list');
    const table = await screen.findByRole('table', { name: 'Odebrane wiadomości' }, SCREEN);
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows.find((r) => r.textContent?.includes('Moje konto'))!).queryByRole('button', { name: /Pobierz załącznik/ }),
    ).toBeNull();
    const link = within(table).getByRole('button', { name: 'Pobierz załącznik Faktura żółta.pdf' });
    expect(link.textContent).toContain('Faktura żółta.pdf (2 kB)');
    fireEvent.click(link);
    await waitFor(() => expect(saved).toEqual(['Faktura żółta.pdf']));
    expect(downloads).toEqual(['Bearer adm-token']);
    click.mockRestore();
  });
});
