import { TrainingMovieBody } from '@klub/contracts';
import { FormTextField } from '../../components/form';
import { PublicationFields, PublicationForm, publicationDefaults, withPublication } from '../../components/form/PublicationFields';
import { RecordFormPage } from '../../components/layout/RecordFormPage';
import { paths } from '../../config/paths';
import { useAudienceOptions } from '../member-groups';
import { trainingMovies } from './api';

const T = paths.admin.trainings;
const MovieForm = TrainingMovieBody.omit({ status: true, publishAt: true, audience: true }).extend(PublicationForm.shape);

/** /admin/trainings/films/add and /films/edit/:id — a film: its YouTube or Vimeo address, title, description and publication. */
export default function MovieFormPage() {
  const audience = useAudienceOptions();
  return (
    <RecordFormPage
      resource={trainingMovies}
      titles={{ add: T.filmsAdd.title, edit: T.filmsEdit.title }}
      missing="filmu"
      schema={MovieForm}
      label="Film"
      defaults={(m) => ({
        title: m?.title ?? '',
        description: m?.description ?? '',
        videoUrl: m?.videoUrl ?? '',
        ...publicationDefaults(m),
      })}
      needs={audience.needs}
      toSave={(v) => ({ body: withPublication(v) })}
      fields={(c, m) => (
        <>
          <FormTextField control={c} name="title" label="Tytuł" required autoFocus={!m} />
          <FormTextField
            control={c}
            name="videoUrl"
            label="Adres filmu"
            required
            helperText="YouTube (youtube.com, youtu.be) albo Vimeo (vimeo.com)"
          />
          <FormTextField control={c} name="description" label="Opis" multiline minRows={2} />
          <PublicationFields control={c} options={audience.options} />
        </>
      )}
      back={T.films.path}
      added="Dodano film"
      remove={(m) => ({ label: 'Usuń', question: `Czy na pewno usunąć film „${m.title}”?`, done: 'Usunięto film' })}
    />
  );
}
