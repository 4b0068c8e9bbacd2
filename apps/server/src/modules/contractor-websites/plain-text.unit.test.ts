import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { AppError } from '../../errors';
import { plainText } from './contractor-websites.service';

/** HTML-escapes `text` `levels` times. */
const encode = (text: string, levels: number) => {
  let out = text;
  for (let i = 0; i < levels; i++) out = out.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
  return out;
};
const PIECES = [
  '<',
  '>',
  '</',
  '&',
  'lt;',
  'gt;',
  'amp;',
  '#60;',
  'script',
  'img',
  'svg',
  ' src=x',
  ' onerror=alert(1)',
  '"',
  "'",
  '!',
  '?',
  '-',
  'a',
  'ż',
  ' ',
  '\n',
  'b',
  'style',
];
const markupish = fc.array(fc.constantFrom(...PIECES), { maxLength: 30 }).map((p) => p.join(''));

describe('plainText (contractor cards)', () => {
  it('whatever the input and however often it was entity-encoded: no tag survives, and a second pass changes nothing', () => {
    fc.assert(
      fc.property(markupish, fc.integer({ min: 0, max: 8 }), (text, levels) => {
        let out: string;
        try {
          out = plainText(encode(text, levels), 'Opis');
        } catch (err) {
          // The only refusal is a Polish 400 (markup left after the fixed point, or nesting past the limit).
          expect(err).toBeInstanceOf(AppError);
          expect((err as AppError).status).toBe(400);
          return;
        }
        expect(out).not.toMatch(/<[\p{L}/!?]/u);
        expect(plainText(out, 'Opis')).toBe(out);
      }),
      { seed: 4242, numRuns: 2000 },
    );
  });

  it('removes a script or an event handler encoded 1 to 8 times', () => {
    for (let levels = 1; levels <= 8; levels++) {
      expect(plainText(`${encode('<script>alert(1)</script>', levels)}Malarz`, 'Nazwa')).toBe('Malarz');
      expect(plainText(`Malarz${encode('<img src=x onerror=alert(1)>', levels)}`, 'Nazwa')).toBe('Malarz');
    }
  });
});
