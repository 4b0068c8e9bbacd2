import Box from '@mui/material/Box';
import { GalleryPhotoUpdateBody, GALLERY_LIMITS } from '@klub/contracts';
import { FormSelectField, FormTextField, namedOptions } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { href, paths } from '../../config/paths';
import { photoAt, useGroupOptions } from './api';
import { photoForm } from './photo-form';

const T = paths.admin.trainings;

/** /admin/trainings/gallery/edit/:id — a photo's caption, gallery (moved: to that gallery's end) and place. */
export default function GalleryPhotoEditPage() {
  const groups = useGroupOptions();
  return (
    <RecordFormPage
      {...photoForm}
      titles={{ add: T.galleryEdit.title, edit: T.galleryEdit.title }}
      schema={GalleryPhotoUpdateBody}
      needs={[groups]}
      lead={(p) =>
        p ? (
          <Box
            component="img"
            src={photoAt(p.url, 640)}
            alt={p.caption ?? 'Edytowane zdjęcie'}
            sx={{ display: 'block', maxWidth: '100%', width: 320, borderRadius: 1, mt: 1 }}
          />
        ) : null
      }
      defaults={(p) => ({ groupId: p?.groupId, caption: p?.caption ?? '', position: p?.position })}
      fields={(c) => (
        <>
          <FormSelectField control={c} name="groupId" label="Galeria" required options={namedOptions(groups.data?.data)} />
          <FormTextField control={c} name="caption" label="Podpis" autoFocus helperText={`Do ${GALLERY_LIMITS.caption} znaków`} />
          <FormTextField control={c} name="position" label="Miejsce w galerii" numeric helperText="Mniejsza liczba — wcześniej w galerii" />
        </>
      )}
      back={(p) => (p ? href(T.galleryGroupPhotos, { id: p.groupId }) : T.gallery.path)}
      added="Zapisano zdjęcie"
      remove={() => ({ label: 'Usuń', question: 'Czy na pewno usunąć to zdjęcie z galerii?', done: 'Usunięto zdjęcie' })}
    />
  );
}
