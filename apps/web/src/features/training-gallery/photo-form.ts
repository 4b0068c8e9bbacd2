import { href, paths } from '../../config/paths';
import { galleryPhotos } from './api';

/** What adding a photo and editing one share: the resource, its words, and the gallery a save leads to. */
export const photoForm = {
  resource: galleryPhotos,
  missing: 'zdjęcia',
  label: 'Zdjęcie',
  savedTo: (saved: { groupId: number }) => href(paths.admin.trainings.galleryGroupPhotos, { id: saved.groupId }),
};
