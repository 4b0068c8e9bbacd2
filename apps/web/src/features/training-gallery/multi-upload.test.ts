import { describe, expect, it } from 'vitest';
import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@klub/contracts';
import { createLimiter, itemsOf, summaryOf, summaryText, UPLOAD_TEXTS, uploadsReducer, type UploadItem } from './multi-upload';

const png = (name = 'a.png', size = 100) => ({ name, size, type: 'image/png' });

describe('multi-upload state', () => {
  it('checks each file before sending: a document or an oversized file fails at once with a Polish reason', () => {
    const items = itemsOf(
      [png('a.png'), { name: 'umowa.pdf', size: 10, type: 'application/pdf' }, png('duze.png', MAX_UPLOAD_BYTES + 1)],
      7,
    );
    expect(items.map((i) => [i.key, i.status, i.error])).toEqual([
      [7, 'waiting', null],
      [8, 'failed', UPLOAD_TEXTS.notImage],
      [9, 'failed', FILE_MESSAGES.tooLarge],
    ]);
    // No MIME type from the browser: the name decides.
    expect(itemsOf([{ name: 'IMG_1.JPG', size: 5, type: '' }], 0)[0]!.status).toBe('waiting');
  });

  it('moves a file through upload progress to done, and a failed one back to waiting on retry', () => {
    let items: UploadItem[] = uploadsReducer([], { type: 'add', items: itemsOf([png('a.png'), png('b.png')], 1) });
    items = uploadsReducer(items, { type: 'start', key: 1 });
    items = uploadsReducer(items, { type: 'progress', key: 1, progress: 40 });
    expect(items[0]).toMatchObject({ status: 'uploading', progress: 40 });
    // Progress never goes back, and a late event after saving leaves the file alone.
    items = uploadsReducer(items, { type: 'progress', key: 1, progress: 20 });
    expect(items[0]!.progress).toBe(40);
    items = uploadsReducer(items, { type: 'saving', key: 1 });
    items = uploadsReducer(items, { type: 'progress', key: 1, progress: 10 });
    expect(items[0]).toMatchObject({ status: 'saving', progress: 100 });
    items = uploadsReducer(items, { type: 'done', key: 1 });

    items = uploadsReducer(items, { type: 'start', key: 2 });
    items = uploadsReducer(items, { type: 'failed', key: 2, error: 'Plik jest za duży (maksymalnie 10 MB)' });
    expect(summaryOf(items)).toEqual({ total: 2, done: 1, failed: 1, pending: 0 });
    expect(summaryText(summaryOf(items))).toBe('Dodano 1 zdjęcie, nie udało się: 1 — popraw lub ponów przesyłanie przy każdym z nich.');

    items = uploadsReducer(items, { type: 'retry', key: 2 });
    expect(items[1]).toMatchObject({ status: 'waiting', progress: 0, error: null });
    expect(summaryOf(items).pending).toBe(1);
    items = uploadsReducer(items, { type: 'clear' });
    expect(items.map((i) => i.key)).toEqual([2]);
  });

  it('says the summary in Polish with the right plural', () => {
    expect(summaryText({ total: 5, done: 5, failed: 0, pending: 0 })).toBe('Dodano 5 zdjęć.');
    expect(summaryText({ total: 3, done: 3, failed: 0, pending: 0 })).toBe('Dodano 3 zdjęcia.');
    expect(summaryText({ total: 22, done: 22, failed: 0, pending: 0 })).toBe('Dodano 22 zdjęcia.');
    expect(summaryText({ total: 12, done: 12, failed: 0, pending: 0 })).toBe('Dodano 12 zdjęć.');
  });
});

describe('createLimiter', () => {
  it('runs at most the limit at once, in order, and every task still finishes (a failure does not stop the rest)', async () => {
    const run = createLimiter(3);
    let active = 0;
    let most = 0;
    const started: number[] = [];
    const task = (n: number) => async () => {
      started.push(n);
      active++;
      most = Math.max(most, active);
      await new Promise((r) => setTimeout(r, 5 + (n % 3) * 3));
      active--;
      if (n === 4) throw new Error('nie');
      return n;
    };
    const results = await Promise.allSettled(Array.from({ length: 8 }, (_, n) => run(task(n))));
    expect(most).toBe(3);
    expect(started).toEqual([0, 1, 2, 3, 4, 5, 6, 7]);
    expect(results.map((r) => r.status)).toEqual([
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'fulfilled',
      'rejected',
      'fulfilled',
      'fulfilled',
      'fulfilled',
    ]);
  });
});
