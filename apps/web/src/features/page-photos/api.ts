import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { PagePhotoBody, PagePhotoTitleBody, RegistrationPhoto } from '@klub/contracts';
import { api } from '../../lib/api-client';
import { DELETE_META } from '../../lib/query-client';

const key = ['admin', 'page-photos'] as const;

/** GET /api/page/photos for the admin: the whole gallery, the current photo first (a failure is the screen's error state). */
export function usePagePhotos() {
  return useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<RegistrationPhoto[]>('/api/page/photos', { signal, space: 'admin' }),
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

export const useAddPagePhoto = () =>
  useGalleryWrite((body: PagePhotoBody) => api.post<RegistrationPhoto[]>('/api/page/photo', body, { space: 'admin' }));
export const useRetitlePagePhoto = () =>
  useGalleryWrite(({ id, ...body }: PagePhotoTitleBody & { id: number }) =>
    api.patch<RegistrationPhoto[]>(`/api/page/photo/${id}`, body, { space: 'admin' }),
  );
export const useMakeCurrentPagePhoto = () =>
  useGalleryWrite((id: number) => api.put<RegistrationPhoto[]>(`/api/page/photo/${id}/current`, undefined, { space: 'admin' }));
export const useDeletePagePhoto = () =>
  useGalleryWrite((id: number) => api.delete<RegistrationPhoto[]>(`/api/page/photo/${id}`, { space: 'admin' }), DELETE_META);
