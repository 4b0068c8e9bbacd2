import { useQuery } from '@tanstack/react-query';
import type { GalleryPhotoBody } from '@klub/contracts';
import {
  call,
  keyOf,
  resourceOf,
  deleteTrainingsPhotogalleryById,
  deleteTrainingsPhotogalleryGroupsById,
  getTrainingsPhotogallery,
  getTrainingsPhotogalleryById,
  getTrainingsPhotogalleryGroups,
  getTrainingsPhotogalleryGroupsById,
  patchTrainingsPhotogalleryById,
  patchTrainingsPhotogalleryGroupsById,
  postTrainingsPhotogallery,
  postTrainingsPhotogalleryGroups,
} from '../../lib/api';

/** Every admin query of the galleries starts with it: a change to a photo reloads the groups' counts and covers too. */
export const galleryKey = ['admin', 'training-gallery'] as const;

/** Admin: getTrainingsPhotogalleryGroups, postTrainingsPhotogalleryGroups, getTrainingsPhotogalleryGroupsById, patch…, delete…. */
export const galleryGroups = resourceOf({
  key: [...galleryKey, 'groups'],
  list: getTrainingsPhotogalleryGroups,
  one: getTrainingsPhotogalleryGroupsById,
  create: postTrainingsPhotogalleryGroups,
  update: patchTrainingsPhotogalleryGroupsById,
  remove: deleteTrainingsPhotogalleryGroupsById,
  alsoInvalidates: [galleryKey],
});

/** Admin: getTrainingsPhotogallery, postTrainingsPhotogallery (a new photo), getTrainingsPhotogalleryById, patch… (its caption, group or place), delete…. */
export const galleryPhotos = resourceOf({
  key: [...galleryKey, 'photos'],
  list: getTrainingsPhotogallery,
  one: getTrainingsPhotogalleryById,
  create: postTrainingsPhotogallery,
  update: patchTrainingsPhotogalleryById,
  remove: deleteTrainingsPhotogalleryById,
  alsoInvalidates: [galleryKey],
});

/** Admin: every group for a select (a club has tens of them). */
export const useGroupOptions = () => galleryGroups.useList({ take: 500 });

/** Adds one uploaded photo to a group (the multi-upload calls it per file; its errors are shown beside the file). */
export const addPhoto = (body: GalleryPhotoBody) => call(postTrainingsPhotogallery, { body }, { space: 'admin' });

/** A member's galleries: the groups that have photos. */
export function useMemberGalleries() {
  const query = { take: 500 };
  return useQuery({
    queryKey: keyOf(getTrainingsPhotogalleryGroups, { query }),
    queryFn: ({ signal }) => call(getTrainingsPhotogalleryGroups, { query }, { signal, space: 'customer' }),
  });
}

/** One gallery with its photos, once the member opens it. */
export function useMemberGallery(id: number | null) {
  return useQuery({
    queryKey: keyOf(getTrainingsPhotogalleryGroupsById, { params: { id: id ?? 0 } }),
    queryFn: ({ signal }) => call(getTrainingsPhotogalleryGroupsById, { params: { id: id ?? 0 } }, { signal, space: 'customer' }),
    enabled: id !== null,
  });
}

/** A WebP copy of a photo of ours (a GIF comes as it is): 320 for thumbnails, 1280 for the lightbox. */
export const photoAt = (url: string, width: 320 | 640 | 1280) => `${url}?w=${width}`;
