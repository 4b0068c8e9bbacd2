import { TrainingMovieQuery, type TrainingMovie } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { editDeleteColumn, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatFileSize } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { audienceColumn, statusColumn } from '../member-groups';
import { trainingMovies } from './api';

const T = paths.admin.trainings;

const columns: Column<TrainingMovie>[] = [
  audienceColumn('title', 'Film i odbiorcy', (m) => m.title),
  {
    key: 'url',
    header: 'Źródło',
    cell: (m) =>
      m.videoFile ? (
        <WithSecond main="Plik MP4" second={`${m.videoFile.originalName} · ${formatFileSize(m.videoFile.size)}`} />
      ) : (
        <WithSecond main={new URL(m.videoUrl ?? '').hostname.replace(/^www\./, '')} second={m.videoUrl} />
      ),
  },
  { key: 'publishAt', header: 'Publikacja', cell: (m) => formatDateTime(m.publishAt) },
  statusColumn(),
  editDeleteColumn('film', { to: (m) => href(T.filmsEdit, { id: m.id }), useDelete: trainingMovies.useDelete, nameOf: (m) => m.title }),
];

/** /admin/trainings/films — the training films, newest first. */
export default function MovieListPage() {
  return (
    <SearchTablePage
      title={T.films.title}
      actions={<AddLink to={T.filmsAdd.path}>Dodaj film</AddLink>}
      schema={TrainingMovieQuery}
      useList={trainingMovies.useList}
      columns={columns}
      rowKey={(m) => m.id}
      label="Filmy szkoleniowe"
      emptyText="Brak filmów — dodaj pierwszy"
      placeholder="Tytuł"
    />
  );
}
