import { GalleryGroupBody } from '@klub/contracts';
import { FormTextField } from '../../components/form';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { href, paths } from '../../config/paths';
import { galleryGroups } from './api';

const T = paths.admin.trainings;

/** /admin/trainings/gallery/add and /gallery/group/edit/:id — a gallery: its name, description and place on the list. */
export default function GalleryGroupFormPage() {
  return (
    <RecordFormPage
      resource={galleryGroups}
      titles={{ add: T.galleryAdd.title, edit: T.galleryGroupEdit.title }}
      missing="galerii"
      schema={GalleryGroupBody}
      label="Galeria"
      defaults={(g) => ({ name: g?.name ?? '', description: g?.description ?? '', position: g?.position })}
      fields={(c, g) => (
        <>
          <FormTextField
            control={c}
            name="name"
            label="Nazwa"
            required
            autoFocus={!g}
            helperText="Np. „Szkolenie z tynków — Kraków, marzec”"
          />
          <FormTextField control={c} name="description" label="Opis" multiline minRows={2} />
          {g ? (
            <FormTextField control={c} name="position" label="Kolejność na liście" numeric helperText="Mniejsza liczba — wyżej na liście" />
          ) : null}
        </>
      )}
      back={T.gallery.path}
      savedTo={(saved, added) => (added ? href(T.galleryGroupPhotos, { id: saved.id }) : T.gallery.path)}
      added="Dodano galerię"
      remove={(g) => ({
        label: 'Usuń',
        question: `Czy na pewno usunąć galerię „${g.name}”?${g.photoCount > 0 ? ` Usunięte zostaną też jej zdjęcia (${g.photoCount}).` : ''}`,
        done: 'Usunięto galerię',
      })}
    />
  );
}
