import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type {
  GalleryGroupBody,
  GalleryGroupDetail,
  GalleryGroupList,
  GalleryGroupQuery,
  GalleryPhoto,
  GalleryPhotoBody,
  GalleryPhotoList,
  GalleryPhotoQuery,
  GalleryPhotoUpdateBody,
} from '@klub/contracts';
import { api } from '../../lib/api-client';
import { defineResource } from '../../lib/resource';

export const GALLERY_PATH = '/api/trainings-photogallery';
/** Every admin query of the galleries starts with it: a change to a photo reloads the groups' counts and covers too. */
export const galleryKey = ['admin', 'training-gallery'] as const;

/** Admin: GET/POST /api/trainings-photogallery/groups, GET/PATCH/DELETE …/groups/:id. */
export const galleryGroups = defineResource<
  GalleryGroupDetail,
  GalleryGroupBody,
  GalleryGroupList,
  GalleryGroupDetail,
  Partial<z.output<typeof GalleryGroupQuery>>
>({ key: [...galleryKey, 'groups'], path: `${GALLERY_PATH}/groups`, alsoInvalidates: [galleryKey] });

/** Admin: GET/POST /api/trainings-photogallery, GET/PATCH/DELETE …/:id (POST a new photo, PATCH its caption, group or place). */
export const galleryPhotos = defineResource<
  GalleryPhoto,
  GalleryPhotoBody | GalleryPhotoUpdateBody,
  GalleryPhotoList,
  GalleryPhoto,
  Partial<z.output<typeof GalleryPhotoQuery>>
>({ key: [...galleryKey, 'photos'], path: GALLERY_PATH, alsoInvalidates: [galleryKey] });

/** Admin: every group for a select (a club has tens of them). */
export const useGroupOptions = () => galleryGroups.useList({ take: 500 });

/** Adds one uploaded photo to a group (the multi-upload calls it per file; its errors are shown beside the file). */
export const addPhoto = (body: GalleryPhotoBody) => api.post<GalleryPhoto>(GALLERY_PATH, body, { space: 'admin' });

const memberKey = ['customer', 'training-gallery'] as const;

/** A member's galleries: the groups that have photos. */
export function useMemberGalleries() {
  return useQuery({
    queryKey: [...memberKey, 'list'],
    queryFn: ({ signal }) => api.get<GalleryGroupList>(`${GALLERY_PATH}/groups`, { signal, space: 'customer', query: { take: 500 } }),
  });
}

/** One gallery with its photos, once the member opens it. */
export function useMemberGallery(id: number | null) {
  return useQuery({
    queryKey: [...memberKey, 'one', id ?? 0],
    queryFn: ({ signal }) => api.get<GalleryGroupDetail>(`${GALLERY_PATH}/groups/${id}`, { signal, space: 'customer' }),
    enabled: id !== null,
  });
}

/** A WebP copy of a photo of ours (a GIF comes as it is): 320 for thumbnails, 1280 for the lightbox. */
export const photoAt = (url: string, width: 320 | 640 | 1280) => `${url}?w=${width}`;
