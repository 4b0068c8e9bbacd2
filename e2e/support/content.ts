import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** A valid 2×2 PNG: what the upload accepts by its bytes and the browser decodes (naturalWidth 2). */
export const PNG_2PX = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAEElEQVR4nGM4YWQERAwQCgAjNgSxRnwWMwAAAABJRU5ErkJggg==',
  'base64',
);

/**
 * Rich text that would run script if it were rendered as it came in (the server keeps none of it):
 * script, event handlers, `javascript:` links, SVG, CSS, iframe, MathML, a handler on our own
 * picture. Its visible words: "Bezpieczna treść", "klik", "najedź".
 */
export const XSS_CORPUS =
  '<p>Bezpieczna treść</p><script>window.__xss = 1</script><img src=x onerror="window.__xss = 2">' +
  '<a href="javascript:window.__xss = 3">klik</a><svg onload="window.__xss = 4"></svg>' +
  '<p style="background:url(javascript:window.__xss = 5)" onmouseover="window.__xss = 6">najedź</p>' +
  '<iframe src="javascript:window.__xss = 7"></iframe><math><mi xlink:href="javascript:window.__xss = 8">m</mi></math>' +
  '<img src="/api/files/download/x.png" onerror="window.__xss = 9">';

/**
 * Records and dismisses the dialogs `page` opens (XSS_CORPUS would open none). `expectInert()`, once
 * the corpus is shown: its words are there, hovering and clicking them runs nothing, no dialog opened.
 */
export function watchXss(page: Page) {
  const dialogs: string[] = [];
  page.on('dialog', (d) => {
    dialogs.push(d.message());
    void d.dismiss();
  });
  return {
    async expectInert() {
      await page.getByText('Bezpieczna treść').waitFor();
      await page.getByText('najedź').hover();
      await page.getByText('klik').click();
      expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
      expect(dialogs).toEqual([]);
    },
  };
}

/**
 * Whether a picture has loaded and decoded. With `srcset` the browser scales `naturalWidth` by the
 * chosen copy's width descriptor, so the pixel count of a tiny test PNG is no proof; this is.
 */
export const isDecoded = (img: HTMLImageElement) => img.complete && img.naturalWidth > 0;
