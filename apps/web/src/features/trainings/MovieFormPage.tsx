import { useWatch, type Control } from 'react-hook-form';
import { z } from 'zod';
import { TRAINING_MOVIE_MESSAGES, TrainingMovieFields, VIDEO_ACCEPT, videoEmbedUrl } from '@klub/contracts';
import { FormFileField, FormRadioGroup, FormTextField } from '../../components/form';
import { PublicationForm, withPublication } from '../../components/form/PublicationFields';
import { paths } from '../../config/paths';
import { PublicationFormPage } from '../member-groups';
import { trainingMovies } from './api';

const T = paths.admin.trainings;
const SOURCES = [
  { value: 'LINK', label: 'Link do YouTube lub Vimeo' },
  { value: 'FILE', label: 'Plik MP4' },
] as const;

/** The film's source is chosen first; only that source's field is checked and sent. */
const MovieForm = TrainingMovieFields.omit({ status: true, publishAt: true, audience: true, videoUrl: true, videoFileKey: true })
  .extend(PublicationForm.shape)
  .extend({ source: z.enum(['LINK', 'FILE']), videoUrl: z.string(), videoFileKey: z.string().nullable() })
  .superRefine((v, ctx) => {
    if (v.source === 'LINK' && videoEmbedUrl(v.videoUrl.trim()) === null) {
      ctx.addIssue({ code: 'custom', path: ['videoUrl'], message: TRAINING_MOVIE_MESSAGES.url });
    }
    if (v.source === 'FILE' && !v.videoFileKey)
      ctx.addIssue({ code: 'custom', path: ['videoFileKey'], message: TRAINING_MOVIE_MESSAGES.file });
  });
type MovieForm = z.output<typeof MovieForm>;

function FilmSource({ control }: { control: Control<z.input<typeof MovieForm>, unknown, MovieForm> }) {
  const source = useWatch({ control, name: 'source' });
  return (
    <>
      <FormRadioGroup control={control} name="source" label="Źródło filmu" options={SOURCES} />
      {source === 'LINK' ? (
        <FormTextField
          control={control}
          name="videoUrl"
          label="Adres filmu"
          required
          helperText="YouTube (youtube.com, youtu.be) albo Vimeo (vimeo.com)"
        />
      ) : (
        <FormFileField control={control} name="videoFileKey" label="Plik filmu (MP4, do 300 MB)" accept={VIDEO_ACCEPT} video />
      )}
    </>
  );
}

/** /admin/trainings/films/add and /films/edit/:id — a film: a YouTube or Vimeo address or an uploaded MP4, title, description and publication. */
export default function MovieFormPage() {
  return (
    <PublicationFormPage
      resource={trainingMovies}
      titles={{ add: T.filmsAdd.title, edit: T.filmsEdit.title }}
      missing="filmu"
      schema={MovieForm}
      label="Film"
      defaults={(m) => ({
        title: m?.title ?? '',
        description: m?.description ?? '',
        source: m?.videoFile ? ('FILE' as const) : ('LINK' as const),
        videoUrl: m?.videoUrl ?? '',
        videoFileKey: m?.videoFile?.key ?? null,
      })}
      toSave={({ source, videoUrl, videoFileKey, ...v }) => ({
        body: withPublication({
          ...v,
          videoUrl: source === 'LINK' ? videoUrl.trim() : null,
          videoFileKey: source === 'FILE' ? videoFileKey : null,
        }),
      })}
      fields={(c, m, publication) => (
        <>
          <FormTextField control={c} name="title" label="Tytuł" required autoFocus={!m} />
          <FilmSource control={c} />
          <FormTextField control={c} name="description" label="Opis" multiline minRows={2} />
          {publication}
        </>
      )}
      back={T.films.path}
      added="Dodano film"
      remove={(m) => ({ label: 'Usuń', question: `Czy na pewno usunąć film „${m.title}”?`, done: 'Usunięto film' })}
    />
  );
}
