import { useSearchParams } from 'react-router';
import { GalleryPhotoBody, GALLERY_LIMITS } from '@klub/contracts';
import { FormImageField, FormSelectField, FormTextField, namedOptions } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { href, paths } from '../../config/paths';
import { useGroupOptions } from './api';
import { photoForm } from './photo-form';

const T = paths.admin.trainings;
const PHOTO_LABELS = { add: 'Wybierz zdjęcie', change: 'Zmień zdjęcie', remove: 'Usuń zdjęcie' };

/** /admin/trainings/gallery/photo/add — one photo into a gallery (?groupId= preselects it): the file and a caption. */
export default function GalleryPhotoAddPage() {
  const groups = useGroupOptions();
  const [params] = useSearchParams();
  const preset = Number(params.get('groupId'));
  return (
    <RecordFormPage
      {...photoForm}
      titles={{ add: T.galleryPhotoAdd.title, edit: T.galleryPhotoAdd.title }}
      schema={GalleryPhotoBody}
      needs={[groups]}
      defaults={() => ({
        groupId: groups.data?.data.some((g) => g.id === preset) ? preset : undefined,
        fileKey: null as unknown as string,
        caption: '',
      })}
      fields={(c) => (
        <>
          <FormSelectField control={c} name="groupId" label="Galeria" required options={namedOptions(groups.data?.data)} />
          <FormImageField control={c} name="fileKey" alt="Wybrane zdjęcie" labels={PHOTO_LABELS} admin />
          <FormTextField control={c} name="caption" label="Podpis" helperText={`Do ${GALLERY_LIMITS.caption} znaków`} />
        </>
      )}
      back={Number.isInteger(preset) && preset > 0 ? href(T.galleryGroupPhotos, { id: preset }) : T.gallery.path}
      added="Dodano zdjęcie"
    />
  );
}
