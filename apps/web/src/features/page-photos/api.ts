import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePhotoBody, PagePhotoTitleBody, RegistrationPhoto } from '@klub/contracts';
import {
  call,
  deletePagePhotoById,
  getPagePhotos,
  getSettings,
  keyOf,
  patchPagePhotoById,
  postPagePhoto,
  putPagePhotoByIdCurrent,
} from '../../lib/api';
import { DELETE_META } from '../../lib/query-client';

/** The admin's gallery: getPagePhotos in the admin space, beside the registration screen's copy (its exact key). */
const key = [...keyOf(getPagePhotos), 'admin'] as const;

/** getPagePhotos for the admin: the whole gallery, the current photo first (a failure is the screen's error state). */
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
        client.invalidateQueries({ queryKey: keyOf(getPagePhotos), exact: true }),
        client.invalidateQueries({ queryKey: keyOf(getSettings) }),
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
