import { describe, expect, it } from 'vitest';
import { MAIL_LAYOUT_TEXTS } from '@klub/contracts';
import { createMailLayout, textToHtml } from './mail-layout';

describe('the e-mail layout', () => {
  it('turns text into paragraphs: escaped, lines kept, links clickable, a link on its own line a button with the address below', () => {
    const html = textToHtml(
      'Cześć Żaneto,\nmasz <b>nową</b> wiadomość & punkty.\n\nOtwórz link:\nhttps://klub.test/activate?a=1&b=2\n\nZobacz https://klub.test/my-orders.',
    );
    expect(html).toContain('<p>Cześć Żaneto,<br>masz &lt;b&gt;nową&lt;/b&gt; wiadomość &amp; punkty.</p>');
    expect(html).toContain('<p>Otwórz link:</p><p><a class="klub-button"');
    expect(html).toMatch(
      new RegExp(`<a class="klub-button" href="https://klub.test/activate\\?a=1&amp;b=2" style="[^"]+">${MAIL_LAYOUT_TEXTS.button}</a>`),
    );
    expect(html).toMatch(
      /<a href="https:\/\/klub.test\/activate\?a=1&amp;b=2" style="[^"]+">https:\/\/klub.test\/activate\?a=1&amp;b=2<\/a>/,
    );
    // The full stop after a link is not part of it.
    expect(html).toContain('Zobacz <a href="https://klub.test/my-orders">https://klub.test/my-orders</a>.');
  });

  it('fills the compiled layout: responsive HTML in Polish with the subject, a preview and the content, text part untouched', async () => {
    const layout = await createMailLayout();
    const text = 'Cześć Ania,\n\nTwoje zamówienie nr 12 kosztuje 100 $ i 5 $& punktów.';
    const mail = layout.apply({ to: 'a@example.pl', subject: 'Klub — zamówienie <nr 12>', text });
    expect(mail.text).toBe(text);
    expect(mail.html).toMatch(/^<!doctype html>/i);
    expect(mail.html).toContain('<html lang="pl"');
    expect(mail.html).toContain('<title>Klub — zamówienie &lt;nr 12&gt;</title>');
    expect(mail.html).toMatch(/@media only screen and \(min-width:480px\)/);
    expect(mail.html).toContain('kosztuje 100 $ i 5 $&amp; punktów.');
    expect(mail.html).toContain(MAIL_LAYOUT_TEXTS.footer);
    expect(mail.html).not.toContain('@@KLUB_');
    // A message with its own HTML (a mailing) keeps it, inside the same layout.
    const own = layout.apply({ to: 'a@example.pl', subject: 'Mailing', text: 'x', html: '<p><strong>Promocja</strong></p>' });
    expect(own.html).toContain('<p><strong>Promocja</strong></p>');
    expect(own.html).toContain(MAIL_LAYOUT_TEXTS.tagline);
  });
});
