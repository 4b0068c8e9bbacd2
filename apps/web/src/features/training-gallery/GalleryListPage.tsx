import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import PhotoLibrary from '@mui/icons-material/PhotoLibrary';
import { Link } from 'react-router';
import { GalleryGroupQuery, type GalleryGroup } from '@klub/contracts';
import { AddLink } from '../../components/layout/AddLink';
import { actionsColumn, editDelete, RowActions, SearchTablePage, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { galleryGroups, photoAt } from './api';

const T = paths.admin.trainings;

const columns: Column<GalleryGroup>[] = [
  {
    key: 'cover',
    header: 'Okładka',
    width: 88,
    cell: (g) =>
      g.coverUrl ? (
        <Box
          component="img"
          src={photoAt(g.coverUrl, 320)}
          alt=""
          loading="lazy"
          sx={{ width: 72, height: 48, objectFit: 'cover', borderRadius: 1, display: 'block' }}
        />
      ) : (
        <Box sx={{ width: 72, height: 48, borderRadius: 1, bgcolor: 'action.hover' }} />
      ),
  },
  { key: 'name', header: 'Galeria', rowHeader: true, cell: (g) => <WithSecond main={g.name} second={g.description ?? undefined} /> },
  { key: 'count', header: 'Zdjęcia', align: 'right', cell: (g) => g.photoCount },
  { key: 'updatedAt', header: 'Zmieniona', cell: (g) => formatDateTime(g.updatedAt) },
  actionsColumn((g) => (
    <>
      <Tooltip title={`Zdjęcia galerii ${g.name}`}>
        <IconButton component={Link} to={href(T.galleryGroupPhotos, { id: g.id })} aria-label={`Zdjęcia galerii ${g.name}`} size="small">
          <PhotoLibrary fontSize="small" />
        </IconButton>
      </Tooltip>
      <RowActions
        {...editDelete(
          'galerię',
          g,
          href(T.galleryGroupEdit, { id: g.id }),
          galleryGroups.useDelete,
          g.photoCount > 0 ? `Usunięte zostaną też jej zdjęcia (${g.photoCount}).` : undefined,
        )}
      />
    </>
  )),
];

/** /admin/trainings/gallery — the training photo galleries with their photo counts. */
export default function GalleryListPage() {
  return (
    <SearchTablePage
      title={T.gallery.title}
      actions={
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <AddLink to={T.galleryAdd.path}>Dodaj galerię</AddLink>
          <AddLink to={T.galleryPhotoMultiAdd.path} variant="outlined">
            Dodaj kilka zdjęć
          </AddLink>
          <AddLink to={T.galleryPhotoAdd.path} variant="outlined">
            Dodaj zdjęcie
          </AddLink>
        </Box>
      }
      schema={GalleryGroupQuery}
      useList={galleryGroups.useList}
      columns={columns}
      rowKey={(g) => g.id}
      label="Galerie zdjęć ze szkoleń"
      emptyText="Brak galerii — dodaj pierwszą"
      placeholder="Nazwa galerii"
    />
  );
}
