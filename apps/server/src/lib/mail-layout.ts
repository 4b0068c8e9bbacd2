import mjml2html from 'mjml';
import { MAIL_LAYOUT_TEXTS } from '@klub/contracts';
import type { Mailer, MailMessage } from './mailer';

/**
 * The one template of every e-mail the club sends (docs/operations.md "Mail"): an MJML layout —
 * brand header, the message, the footer — compiled ONCE when the server starts into responsive
 * HTML that mail programs render alike (tables, inlined styles, a mobile breakpoint). Each message
 * then only fills it: its own HTML (a mailing's sanitised rich text) or its plain text turned into
 * paragraphs, where a paragraph that is only a link becomes a button. The plain text stays the
 * text/plain part as written. Texts: MAIL_LAYOUT_TEXTS (contracts).
 */
const BRAND = '#1b4f7a';
const CONTENT = '@@KLUB_CONTENT@@';
const TITLE = '@@KLUB_TITLE@@';
const PREVIEW = '@@KLUB_PREVIEW@@';

const SOURCE = `<mjml lang="pl">
  <mj-head>
    <mj-title>${TITLE}</mj-title>
    <mj-preview>${PREVIEW}</mj-preview>
    <mj-attributes>
      <mj-all font-family="Helvetica, Arial, sans-serif" />
      <mj-text font-size="16px" line-height="1.5" color="#1a1a1a" />
    </mj-attributes>
    <mj-style>
      .klub-content p { margin: 0 0 16px; }
      .klub-content a { color: ${BRAND}; }
      .klub-content a.klub-button { display: inline-block; background: ${BRAND}; color: #ffffff; padding: 12px 22px; border-radius: 6px; text-decoration: none; font-weight: bold; }
      .klub-content .klub-link { font-size: 13px; color: #555555; word-break: break-all; }
      .klub-content img { max-width: 100%; height: auto; }
    </mj-style>
  </mj-head>
  <mj-body background-color="#f3f5f7" width="600px">
    <mj-section background-color="${BRAND}" padding="20px 24px">
      <mj-column>
        <mj-text color="#ffffff" font-size="24px" font-weight="bold" padding="0">${MAIL_LAYOUT_TEXTS.brand}</mj-text>
        <mj-text color="#dbe6f0" font-size="13px" padding="4px 0 0">${MAIL_LAYOUT_TEXTS.tagline}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section background-color="#ffffff" padding="24px 24px 8px">
      <mj-column>
        <mj-text css-class="klub-content" padding="0">${CONTENT}</mj-text>
      </mj-column>
    </mj-section>
    <mj-section padding="16px 24px">
      <mj-column>
        <mj-text font-size="12px" color="#666666" padding="0">${MAIL_LAYOUT_TEXTS.footer}</mj-text>
      </mj-column>
    </mj-section>
  </mj-body>
</mjml>`;

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);
const URL_RE = /https?:\/\/[^\s<>"']+[^\s<>"'.,;:!?)]/g;

const BUTTON_STYLE = `display:inline-block;background:${BRAND};color:#ffffff;padding:12px 22px;border-radius:6px;text-decoration:none;font-weight:bold`;
const button = (url: string) => {
  const href = escapeHtml(url);
  return (
    // Inline styles too: the content is filled in after MJML inlined its CSS, and some programs drop <style>.
    `<p><a class="klub-button" href="${href}" style="${BUTTON_STYLE}">${escapeHtml(MAIL_LAYOUT_TEXTS.button)}</a></p>` +
    `<p class="klub-link" style="font-size:13px;color:#555555;word-break:break-all">${escapeHtml(MAIL_LAYOUT_TEXTS.linkHint)}<br><a href="${href}" style="color:${BRAND}">${href}</a></p>`
  );
};
const inline = (lines: string[]) =>
  lines.length === 0
    ? ''
    : `<p>${lines.map((l) => escapeHtml(l).replace(URL_RE, (url) => `<a href="${url}">${url}</a>`)).join('<br>')}</p>`;

/** Plain text as HTML paragraphs: escaped, lines kept, links clickable; a line that is only a link is a button. */
export function textToHtml(text: string): string {
  return text
    .trim()
    .split(/\n{2,}/)
    .map((para) => {
      const out: string[] = [];
      let lines: string[] = [];
      for (const line of para.split('\n')) {
        if (/^https?:\/\/\S+$/.test(line.trim())) {
          out.push(inline(lines), button(line.trim()));
          lines = [];
        } else lines.push(line);
      }
      out.push(inline(lines));
      return out.join('');
    })
    .join('\n');
}

export interface MailLayout {
  /** The message with its HTML part in the layout (its own HTML, or its text as paragraphs). */
  apply(message: MailMessage): MailMessage;
}

export async function createMailLayout(): Promise<MailLayout> {
  const compiled = await mjml2html(SOURCE, { validationLevel: 'strict' });
  if (compiled.errors.length > 0) throw new Error(`mail layout: ${compiled.errors.map((e) => e.formattedMessage).join('; ')}`);
  const html = compiled.html;
  return {
    apply(message) {
      const content = message.html ?? textToHtml(message.text);
      const preview = escapeHtml(message.text.replace(/\s+/g, ' ').trim().slice(0, 140));
      // split/join, not replace: a `$` in the content is text, not a replacement pattern.
      const filled = html.split(TITLE).join(escapeHtml(message.subject)).split(PREVIEW).join(preview).split(CONTENT).join(content);
      return { ...message, html: filled };
    },
  };
}

/** Every message through the layout before it leaves. */
export function withLayout(mailer: Mailer, layout: MailLayout): Mailer {
  return {
    send: (message) => mailer.send(layout.apply(message)),
    close: () => mailer.close(),
  };
}
