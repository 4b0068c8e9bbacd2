import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import CloudUpload from '@mui/icons-material/CloudUpload';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useReducer, useRef, useState, type DragEvent } from 'react';
import { Link, useSearchParams } from 'react-router';
import { QueryView } from '../../components/feedback/QueryView';
import { NativeSelect } from '../../components/form/NativeSelect';
import { Page } from '../../components/layout/Page';
import { href, paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';
import { addPhoto, galleryKey, useGroupOptions } from './api';
import {
  createLimiter,
  fileProblem,
  itemsOf,
  PARALLEL_UPLOADS,
  summaryOf,
  summaryText,
  UPLOAD_TEXTS,
  uploadsReducer,
  type UploadItem,
} from './multi-upload';

const T = paths.admin.trainings;
const ACCEPT = '.jpg,.jpeg,.png,.webp,.gif,image/jpeg,image/png,image/webp,image/gif';

const STATUS_TEXT: Record<UploadItem['status'], string> = {
  waiting: 'Czeka w kolejce',
  uploading: 'Przesyłanie',
  saving: 'Zapisywanie w galerii',
  done: 'Dodano',
  failed: 'Błąd',
};

function UploadRow({ item, onRetry }: { item: UploadItem; onRetry: (() => void) | null }) {
  const color = item.status === 'failed' ? 'error' : item.status === 'done' ? 'success' : 'primary';
  return (
    <Box component="li" sx={{ listStyle: 'none', py: 1.5, borderBottom: 1, borderColor: 'divider' }} aria-label={`Plik ${item.name}`}>
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ flex: '1 1 240px', wordBreak: 'break-all' }}>{item.name}</Typography>
        <Typography variant="body2" color={item.status === 'failed' ? 'error' : 'text.secondary'} sx={{ minWidth: 160 }}>
          {STATUS_TEXT[item.status]}
          {item.status === 'uploading' ? ` ${item.progress}%` : ''}
        </Typography>
        {onRetry ? (
          <Button size="small" variant="outlined" onClick={onRetry} aria-label={`Ponów przesyłanie pliku ${item.name}`}>
            Ponów
          </Button>
        ) : null}
      </Box>
      <LinearProgress
        variant="determinate"
        value={item.status === 'failed' ? 100 : item.progress}
        color={color}
        aria-label={`Postęp przesyłania pliku ${item.name}`}
        sx={{ mt: 1 }}
      />
      {item.error ? (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {item.error}
        </Typography>
      ) : null}
    </Box>
  );
}

/**
 * /admin/trainings/gallery/photo_multi/add — many photos into one gallery at once (chosen or dragged
 * in): each file uploads with its own progress, PARALLEL_UPLOADS at a time, then joins the gallery's
 * end; a failed file shows why and can be sent again; a summary when all are through.
 */
export default function GalleryMultiUploadPage() {
  const groups = useGroupOptions();
  const [params] = useSearchParams();
  const [groupId, setGroupId] = useState<number | null>(() => Number(params.get('groupId')) || null);
  const [needGroup, setNeedGroup] = useState(false);
  const [dragging, setDragging] = useState(false);
  const [items, dispatch] = useReducer(uploadsReducer, []);
  const files = useRef(new Map<number, { file: File; groupId: number }>());
  const nextKey = useRef(1);
  const [run] = useState(() => createLimiter(PARALLEL_UPLOADS));
  const client = useQueryClient();
  const summary = summaryOf(items);

  // Once every file is through, the gallery's lists (counts, covers, photos) reload.
  useEffect(() => {
    if (summary.total > 0 && summary.pending === 0) void client.invalidateQueries({ queryKey: galleryKey });
  }, [summary.total, summary.pending, client]);

  const send = (key: number) => {
    const entry = files.current.get(key);
    if (!entry) return;
    void run(async () => {
      dispatch({ type: 'start', key });
      try {
        const uploaded = await uploadFile(entry.file, {
          admin: true,
          onProgress: (progress) => dispatch({ type: 'progress', key, progress }),
        });
        dispatch({ type: 'saving', key });
        await addPhoto({ groupId: entry.groupId, fileKey: uploaded.key });
        dispatch({ type: 'done', key });
      } catch (err) {
        dispatch({ type: 'failed', key, error: errorMessage(err, UPLOAD_TEXTS.failed) });
      }
    });
  };

  const add = (chosen: File[]) => {
    if (chosen.length === 0) return;
    if (!groupId) {
      setNeedGroup(true);
      return;
    }
    const fresh = itemsOf(chosen, nextKey.current);
    nextKey.current += chosen.length;
    fresh.forEach((item, i) => files.current.set(item.key, { file: chosen[i]!, groupId }));
    dispatch({ type: 'add', items: fresh });
    fresh.filter((i) => i.status === 'waiting').forEach((i) => send(i.key));
  };

  const retry = (key: number) => {
    dispatch({ type: 'retry', key });
    send(key);
  };

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    add(Array.from(event.dataTransfer.files));
  };

  const group = groups.data?.data.find((g) => g.id === groupId);
  return (
    <Page
      title={T.galleryPhotoMultiAdd.title}
      lead={`Wybierz galerię, a potem zdjęcia (JPG, PNG, WEBP lub GIF, do 10 MB każde) — przesyłamy po ${PARALLEL_UPLOADS} naraz.`}
    >
      <QueryView query={groups} isEmpty={(l) => l.total === 0} emptyText="Najpierw dodaj galerię">
        {(list) => (
          <Box sx={{ display: 'grid', gap: 3, maxWidth: 760 }}>
            <NativeSelect
              label="Galeria"
              required
              value={groupId ?? ''}
              onChange={(picked) => {
                setGroupId(Number(picked) || null);
                setNeedGroup(false);
              }}
              error={needGroup}
              helperText={needGroup ? 'Najpierw wybierz galerię' : 'Zdjęcia trafią na koniec tej galerii'}
              sx={{ maxWidth: 480 }}
            >
              <option value="">Wybierz…</option>
              {list.data.map((g) => (
                <option key={g.id} value={g.id}>
                  {g.name}
                </option>
              ))}
            </NativeSelect>

            <Box
              onDragOver={(e) => {
                e.preventDefault();
                setDragging(true);
              }}
              onDragLeave={() => setDragging(false)}
              onDrop={onDrop}
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: dragging ? 'primary.main' : 'divider',
                bgcolor: dragging ? 'action.hover' : undefined,
                borderRadius: 2,
                p: 4,
                textAlign: 'center',
                display: 'grid',
                gap: 2,
                justifyItems: 'center',
              }}
            >
              <Typography>Przeciągnij tutaj zdjęcia albo</Typography>
              <Button variant="contained" component="label" startIcon={<CloudUpload />}>
                Wybierz zdjęcia
                <input
                  hidden
                  type="file"
                  multiple
                  accept={ACCEPT}
                  aria-label="Zdjęcia do galerii"
                  onChange={(e) => {
                    const chosen = Array.from(e.target.files ?? []);
                    e.target.value = '';
                    add(chosen);
                  }}
                />
              </Button>
            </Box>

            {summary.total > 0 && summary.pending === 0 ? (
              <Alert
                severity={summary.failed === 0 ? 'success' : 'warning'}
                action={
                  <Button color="inherit" size="small" onClick={() => dispatch({ type: 'clear' })}>
                    Wyczyść listę
                  </Button>
                }
              >
                {summaryText(summary)}
              </Alert>
            ) : summary.total > 0 ? (
              <Typography aria-live="polite">{`Przesłano ${summary.done} z ${summary.total}…`}</Typography>
            ) : null}

            {items.length > 0 ? (
              <Box component="ul" aria-label="Przesyłane zdjęcia" sx={{ p: 0, m: 0 }}>
                {items.map((item) => {
                  const file = files.current.get(item.key)?.file;
                  const canRetry = item.status === 'failed' && file !== undefined && fileProblem(file) === null;
                  return <UploadRow key={item.key} item={item} onRetry={canRetry ? () => retry(item.key) : null} />;
                })}
              </Box>
            ) : null}

            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              {group ? (
                <Button component={Link} to={href(T.galleryGroupPhotos, { id: group.id })} variant="outlined">
                  {`Zobacz zdjęcia galerii „${group.name}”`}
                </Button>
              ) : null}
              <Button component={Link} to={T.gallery.path}>
                Wróć do listy galerii
              </Button>
            </Box>
          </Box>
        )}
      </QueryView>
    </Page>
  );
}
