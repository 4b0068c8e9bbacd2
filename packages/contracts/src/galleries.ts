import { z } from 'zod';
import { dbId, idNumber, optionalText, Paging, searchText, text, wholeNumber } from './common';
import { fileKey } from './files';

// ---- training photo galleries (/api/trainings-photogallery, docs/domain.md "Galerie zdjęć ze szkoleń") ----

/** Limits of a gallery: photos in one group, lengths, the highest `position`. */
export const GALLERY_LIMITS = {
  groupPhotos: 500,
  name: 200,
  description: 2000,
  caption: 200,
  position: 1_000_000,
} as const;

export const GALLERY_MESSAGES = {
  notImage: 'Ten plik nie jest zdjęciem — dodaj obraz JPG, PNG, WEBP lub GIF',
  notPublic: 'Zdjęcie galerii musi być plikiem dostępnym dla wszystkich członków (bez ograniczeń widoczności)',
  fileMissing: 'Nie ma takiego pliku — prześlij zdjęcie ponownie',
  groupFull: (max: number) => `Galeria może mieć najwyżej ${max} zdjęć — utwórz kolejną galerię`,
  pickGroup: 'Wybierz galerię',
  pickPhoto: 'Wybierz zdjęcie do przesłania',
} as const;

/** The gallery of a photo, with its own message when none is chosen. */
const galleryId = z.number({ error: GALLERY_MESSAGES.pickGroup }).pipe(dbId);

/** A photo of a gallery; `url` is the full file (add ?w=320|640|1280 for a WebP copy of a JPG, PNG or WEBP). */
export const GalleryPhoto = z.object({
  id: z.number().int(),
  groupId: z.number().int(),
  fileKey: z.string(),
  url: z.string(),
  caption: z.string().nullable(),
  position: z.number().int(),
  createdAt: z.string(),
});
export type GalleryPhoto = z.infer<typeof GalleryPhoto>;

/** A gallery group with its number of photos and the first photo's address (`coverUrl`, null when empty). */
export const GalleryGroup = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  position: z.number().int(),
  photoCount: z.number().int(),
  coverUrl: z.string().nullable(),
  updatedAt: z.string(),
});
export type GalleryGroup = z.infer<typeof GalleryGroup>;

export const GalleryGroupList = z.object({ total: z.number().int(), data: z.array(GalleryGroup) });
export type GalleryGroupList = z.infer<typeof GalleryGroupList>;

/** GET /api/trainings-photogallery/groups/{id}: the group and its photos in order. */
export const GalleryGroupDetail = GalleryGroup.extend({ photos: z.array(GalleryPhoto) });
export type GalleryGroupDetail = z.infer<typeof GalleryGroupDetail>;

/** GET /api/trainings-photogallery/groups: in `position` order; `search` looks in names. Members get only groups with photos. */
export const GalleryGroupQuery = Paging(500, 200).extend({ search: searchText() });
export type GalleryGroupQuery = z.input<typeof GalleryGroupQuery>;

/** POST and PATCH /api/trainings-photogallery/groups(/{id}). Without `position` a new group goes last, an edited one stays. */
export const GalleryGroupBody = z.strictObject({
  name: text(GALLERY_LIMITS.name),
  description: optionalText(GALLERY_LIMITS.description),
  position: wholeNumber(0, GALLERY_LIMITS.position).optional(),
});
export type GalleryGroupBody = z.input<typeof GalleryGroupBody>;

/** GET /api/trainings-photogallery (admin): photos of one group (or of all), in order. */
export const GalleryPhotoQuery = Paging(GALLERY_LIMITS.groupPhotos, GALLERY_LIMITS.groupPhotos).extend({ groupId: idNumber.optional() });
export type GalleryPhotoQuery = z.input<typeof GalleryPhotoQuery>;

export const GalleryPhotoList = z.object({ total: z.number().int(), data: z.array(GalleryPhoto) });
export type GalleryPhotoList = z.infer<typeof GalleryPhotoList>;

/** POST /api/trainings-photogallery: a photo uploaded by /api/files/upload goes to the end of the group. */
export const GalleryPhotoBody = z.strictObject({
  groupId: galleryId,
  fileKey: z.string({ error: GALLERY_MESSAGES.pickPhoto }).pipe(fileKey),
  caption: optionalText(GALLERY_LIMITS.caption),
});
export type GalleryPhotoBody = z.input<typeof GalleryPhotoBody>;

/**
 * PATCH /api/trainings-photogallery/{id}: the caption and the group; a photo moved to another group
 * without `position` goes to that group's end, otherwise without `position` it keeps its place.
 */
export const GalleryPhotoUpdateBody = z.strictObject({
  groupId: galleryId,
  caption: optionalText(GALLERY_LIMITS.caption),
  position: wholeNumber(0, GALLERY_LIMITS.position).optional(),
});
export type GalleryPhotoUpdateBody = z.input<typeof GalleryPhotoUpdateBody>;
