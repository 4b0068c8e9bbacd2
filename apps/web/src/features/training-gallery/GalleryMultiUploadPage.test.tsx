import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FILE_MESSAGES, type GalleryGroup, type GalleryPhotoBody, type UploadedFile } from '@klub/contracts';
import { hideToast } from '../../components/toast';
import { ApiError } from '../../lib/api-client';
import { setToken } from '../../lib/auth-storage';
import { json, mockFetch, renderRoutes, SCREEN } from '../../testing/render';
import type { UploadOptions } from '../../lib/upload';
import GalleryMultiUploadPage from './GalleryMultiUploadPage';

/** Each upload waits until the test settles it; `progress` reports as the browser's upload events would. */
interface Pending {
  name: string;
  progress: (p: number) => void;
  resolve: () => void;
  reject: (err: unknown) => void;
}
const pending: Pending[] = [];
let active = 0;
let mostActive = 0;

vi.mock('../../lib/upload', () => ({
  uploadFile: (file: File, options: UploadOptions) =>
    new Promise<UploadedFile>((resolve, reject) => {
      active++;
      mostActive = Math.max(mostActive, active);
      const settle = () => active--;
      pending.push({
        name: file.name,
        progress: (p) => options.onProgress?.(p),
        resolve: () => {
          settle();
          resolve({
            key: `k-${file.name.replace('.', '-')}.png`,
            url: '',
            originalName: file.name,
            mimeType: 'image/png',
            size: file.size,
          });
        },
        reject: (err) => {
          settle();
          reject(err);
        },
      });
    }),
}));

const GROUP: GalleryGroup = {
  id: 3,
  name: 'Tynki — Kraków',
  description: null,
  position: 1,
  photoCount: 0,
  coverUrl: null,
  updatedAt: '2026-11-20T08:00:00.000Z',
};

beforeEach(() => {
  setToken('admin', 'adm-token');
  pending.length = 0;
  active = 0;
  mostActive = 0;
});
afterEach(() => {
  window.localStorage.clear();
  hideToast();
  vi.unstubAllGlobals();
});

const take = (name: string) => {
  const p = pending.find((x) => x.name === name);
  if (!p) throw new Error(`${name} is not uploading`);
  pending.splice(pending.indexOf(p), 1);
  return p;
};

describe('gallery/photo_multi/add', () => {
  it('sends at most three files at once, each with its own progress; a failed one shows why and is sent again on "Ponów"', async () => {
    const added: unknown[] = [];
    mockFetch({
      'GET /api/trainings-photogallery/groups': () => json({ total: 1, data: [GROUP] }),
      'POST /api/trainings-photogallery': (init) => {
        const body = JSON.parse(String(init?.body)) as GalleryPhotoBody;
        added.push(body);
        const photo = {
          id: added.length,
          groupId: Number(body.groupId),
          fileKey: body.fileKey,
          url: `/api/files/download/${body.fileKey}`,
        };
        return json({ ...photo, caption: null, position: added.length, createdAt: '2026-11-29T10:00:00' }, 201);
      },
    });
    renderRoutes(
      [{ path: '/admin/trainings/gallery/photo_multi/add', element: <GalleryMultiUploadPage /> }],
      '/admin/trainings/gallery/photo_multi/add?groupId=3',
    );
    const select = await screen.findByRole('combobox', { name: /Galeria/ }, SCREEN);
    expect((select as HTMLSelectElement).value).toBe('3');

    const files = ['a.png', 'b.png', 'c.png', 'd.png', 'e.png'].map((n) => new File([new Uint8Array(10)], n, { type: 'image/png' }));
    const input = screen.getByLabelText('Zdjęcia do galerii');
    fireEvent.change(input, { target: { files: [...files, new File(['%PDF'], 'umowa.pdf', { type: 'application/pdf' })] } });

    const list = await screen.findByRole('list', { name: 'Przesyłane zdjęcia' });
    expect(within(list).getAllByRole('progressbar')).toHaveLength(6);
    // The document never leaves the browser.
    within(within(list).getByRole('listitem', { name: 'Plik umowa.pdf' })).getByText(
      'To nie jest zdjęcie — wybierz plik JPG, PNG, WEBP lub GIF',
    );
    await waitFor(() => expect(pending.map((p) => p.name)).toEqual(['a.png', 'b.png', 'c.png']));

    const a = pending.find((p) => p.name === 'a.png')!;
    a.progress(40);
    const rowA = within(list).getByRole('listitem', { name: 'Plik a.png' });
    await waitFor(() => expect(within(rowA).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('40'));
    within(rowA).getByText('Przesyłanie 40%');

    take('b.png').resolve();
    take('c.png').reject(new ApiError(413, [FILE_MESSAGES.tooLarge], FILE_MESSAGES.tooLarge));
    // Two places freed: the next two files start, a.png still going.
    await waitFor(() => expect(pending.map((p) => p.name)).toEqual(['a.png', 'd.png', 'e.png']));
    take('d.png').resolve();
    take('e.png').resolve();
    expect(mostActive).toBe(3);

    const rowC = within(list).getByRole('listitem', { name: 'Plik c.png' });
    await within(rowC).findByText(FILE_MESSAGES.tooLarge);
    expect(within(list).queryByRole('button', { name: 'Ponów przesyłanie pliku umowa.pdf' })).toBeNull();
    fireEvent.click(within(rowC).getByRole('button', { name: 'Ponów przesyłanie pliku c.png' }));
    await waitFor(() => expect(pending.map((p) => p.name)).toContain('c.png'));
    take('c.png').resolve();
    await waitFor(() => expect(added).toHaveLength(4));
    expect(added).toContainEqual({ groupId: 3, fileKey: 'k-c-png.png' });
    // a.png is still being sent: no summary yet.
    expect(screen.queryByText(/^Dodano \d/)).toBeNull();
    screen.getByText('Przesłano 4 z 6…');
    take('a.png').resolve();
    await screen.findByText('Dodano 5 zdjęć, nie udało się: 1 — popraw lub ponów przesyłanie przy każdym z nich.');
    expect(added).toHaveLength(5);
    expect(within(rowA).getByRole('progressbar').getAttribute('aria-valuenow')).toBe('100');
  });
});
