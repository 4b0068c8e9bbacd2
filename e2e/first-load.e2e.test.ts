import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { WEB_DIST } from './support/stack';

/**
 * Issue 16: the JavaScript every page loads first (index.html's script and its modulepreloads) is at
 * most 200 kB on the wire (brotli, as the server sends it), and holds neither zod nor date-fns:
 * both once slipped into it through one import each (the messages badge took the contracts' index,
 * the balance badge the date formatting) and made it 243 kB.
 */
const BUDGET = 200 * 1024;

function firstLoad(): Array<{ file: string; text: string; wire: number }> {
  const html = readFileSync(path.join(WEB_DIST, 'index.html'), 'utf8');
  const files = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
  return files.map((file) => {
    const full = path.join(WEB_DIST, file);
    // Files under 1 kB are not precompressed: they go out as they are.
    const wire = existsSync(`${full}.br`) ? statSync(`${full}.br`).size : statSync(full).size;
    return { file, text: readFileSync(full, 'utf8'), wire };
  });
}

describe('the first load of every page', () => {
  it('is at most 200 kB of brotli-compressed JavaScript, without zod or date-fns', () => {
    const chunks = firstLoad();
    expect(chunks.length).toBeGreaterThan(0);
    const total = chunks.reduce((n, c) => n + c.wire, 0);
    console.log(
      `first load: ${chunks.map((c) => `${c.file} ${(c.wire / 1024).toFixed(1)} kB`).join(', ')}; total ${(total / 1024).toFixed(1)} kB`,
    );
    expect(total, chunks.map((c) => `${c.file} ${c.wire}`).join(', ')).toBeLessThanOrEqual(BUDGET);
    for (const c of chunks) {
      expect(c.text.includes('ZodError'), `${c.file} holds zod`).toBe(false);
      expect(c.text.includes('weekStartsOn'), `${c.file} holds date-fns`).toBe(false);
    }
  });
});
