import { FILE_MESSAGES, MAX_UPLOAD_BYTES } from '@klub/contracts';

/**
 * The state of "Dodaj kilka zdjęć" (admin gallery/photo_multi/add): each chosen file is an item that
 * waits, uploads (with its progress), is saved into the gallery, and ends done or failed (with the
 * Polish reason and a retry). Pure, so the page's logic is tested without a browser.
 */

export type UploadStatus = 'waiting' | 'uploading' | 'saving' | 'done' | 'failed';

export interface UploadItem {
  key: number;
  name: string;
  size: number;
  status: UploadStatus;
  /** 0–100 of the file sent. */
  progress: number;
  error: string | null;
}

export type UploadAction =
  | { type: 'add'; items: UploadItem[] }
  | { type: 'start'; key: number }
  | { type: 'progress'; key: number; progress: number }
  | { type: 'saving'; key: number }
  | { type: 'done'; key: number }
  | { type: 'failed'; key: number; error: string }
  | { type: 'retry'; key: number }
  | { type: 'clear' };

/** How many files are sent at once. */
export const PARALLEL_UPLOADS = 3;

export const UPLOAD_TEXTS = {
  notImage: 'To nie jest zdjęcie — wybierz plik JPG, PNG, WEBP lub GIF',
  failed: 'Nie udało się przesłać zdjęcia',
} as const;

const IMAGE_NAME = /\.(jpe?g|png|webp|gif)$/i;

/** Why a file cannot be sent, checked before sending (the server checks the content again), or null. */
export function fileProblem(file: { name: string; size: number; type: string }): string | null {
  const image = file.type ? /^image\/(jpeg|png|webp|gif)$/.test(file.type) : IMAGE_NAME.test(file.name);
  if (!image) return UPLOAD_TEXTS.notImage;
  if (file.size > MAX_UPLOAD_BYTES) return FILE_MESSAGES.tooLarge;
  if (file.size === 0) return FILE_MESSAGES.empty;
  return null;
}

/** New items for chosen files, keys from `firstKey`; a file that cannot be sent fails at once with its reason. */
export function itemsOf(files: readonly { name: string; size: number; type: string }[], firstKey: number): UploadItem[] {
  return files.map((file, i) => {
    const problem = fileProblem(file);
    return {
      key: firstKey + i,
      name: file.name,
      size: file.size,
      status: problem ? 'failed' : 'waiting',
      progress: 0,
      error: problem,
    };
  });
}

export function uploadsReducer(items: UploadItem[], action: UploadAction): UploadItem[] {
  if (action.type === 'add') return [...items, ...action.items];
  if (action.type === 'clear') return items.filter((i) => i.status !== 'done' && i.status !== 'failed');
  const change = (patch: Partial<UploadItem>) => items.map((i) => (i.key === action.key ? { ...i, ...patch } : i));
  switch (action.type) {
    case 'start':
      return change({ status: 'uploading', progress: 0, error: null });
    case 'progress':
      // A late progress event never moves a finished file back.
      return items.map((i) =>
        i.key === action.key && i.status === 'uploading' ? { ...i, progress: Math.max(i.progress, Math.min(100, action.progress)) } : i,
      );
    case 'saving':
      return change({ status: 'saving', progress: 100 });
    case 'done':
      return change({ status: 'done', progress: 100, error: null });
    case 'failed':
      return change({ status: 'failed', error: action.error });
    case 'retry':
      return change({ status: 'waiting', progress: 0, error: null });
  }
}

export interface UploadSummary {
  total: number;
  done: number;
  failed: number;
  /** Waiting, uploading or saving. */
  pending: number;
}

export function summaryOf(items: readonly UploadItem[]): UploadSummary {
  const done = items.filter((i) => i.status === 'done').length;
  const failed = items.filter((i) => i.status === 'failed').length;
  return { total: items.length, done, failed, pending: items.length - done - failed };
}

const photosWord = (n: number) =>
  n === 1 ? 'zdjęcie' : n % 10 >= 2 && n % 10 <= 4 && (n % 100 < 10 || n % 100 >= 20) ? 'zdjęcia' : 'zdjęć';

/** The sentence once nothing is pending: "Dodano 5 zdjęć." or "Dodano 3 zdjęcia, nie udało się 2 — …". */
export function summaryText(s: UploadSummary): string {
  const added = `Dodano ${s.done} ${photosWord(s.done)}`;
  return s.failed === 0 ? `${added}.` : `${added}, nie udało się: ${s.failed} — popraw lub ponów przesyłanie przy każdym z nich.`;
}

/**
 * Runs tasks at most `limit` at a time, in the order given: `const run = createLimiter(3); run(() => send(a))`.
 * Each call answers its own task's result.
 */
export function createLimiter(limit: number) {
  let active = 0;
  const waiting: (() => void)[] = [];
  const next = () => {
    while (active < limit && waiting.length > 0) {
      active++;
      waiting.shift()!();
    }
  };
  return function run<T>(task: () => Promise<T>): Promise<T> {
    return new Promise<T>((resolve, reject) => {
      waiting.push(() => {
        task()
          .then(resolve, reject)
          .finally(() => {
            active--;
            next();
          });
      });
      next();
    });
  };
}
