import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePhotoBody, PagePhotoTitleBody, RegistrationPhoto } from '@klub/contracts';
import { call, deletePagePhotoById, getPagePhotos, patchPagePhotoById, postPagePhoto, putPagePhotoByIdCurrent } from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

const key = ['admin', 'page-photos'] as const;

/** GET /api/page/photos for the admin: the whole gallery, the current photo first (a failure is the screen's error state). */
export function usePagePhotos() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => call(getPagePhotos, {}, { signal, space: 'admin' }),
  });
}

/** Every write answers the whole gallery: it goes straight into the cache (the registration screen's copy is refetched). */
function useGalleryWrite<V>(send: (v: V) => Promise<RegistrationPhoto[]>, meta?: { errorMessage: string }) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: send,
    meta,
    onSuccess: (photos) => {
      client.setQueryData(key, photos);
      // The registration screen's copy (features/system) and the settings form's choice (features/settings).
      return Promise.all([
        client.invalidateQueries({ queryKey: ['system'] }),
        client.invalidateQueries({ queryKey: ['admin', 'settings'] }),
      ]);
    },
  });
}

export const useAddPagePhoto = () => useGalleryWrite((body: PagePhotoBody) => call(postPagePhoto, { body }, { space: 'admin' }));
export const useRetitlePagePhoto = () =>
  useGalleryWrite(({ id, ...body }: PagePhotoTitleBody & { id: number }) =>
    call(patchPagePhotoById, { params: { id }, body }, { space: 'admin' }),
  );
export const useMakeCurrentPagePhoto = () =>
  useGalleryWrite((id: number) => call(putPagePhotoByIdCurrent, { params: { id } }, { space: 'admin' }));
export const useDeletePagePhoto = () =>
  useGalleryWrite((id: number) => call(deletePagePhotoById, { params: { id } }, { space: 'admin' }), DELETE_META);
