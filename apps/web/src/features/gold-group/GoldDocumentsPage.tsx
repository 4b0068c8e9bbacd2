import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useId, useRef, useState, type FormEvent } from 'react';
import { UPLOAD_ACCEPT, type GoldDoc } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { Page } from '../../components/layout/Page';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatDate } from '../../lib/format';
import { downloadFile, uploadFile } from '../../lib/upload';
import { formatSize, useCreateGoldDoc, useDeleteGoldDoc, useGoldDocs, useSubgroups } from './api';
import { GoldTabs } from './GoldTabs';

const VISUALLY_HIDDEN = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
  bottom: 0,
  left: 0,
} as const;

function UploadForm() {
  const subgroups = useSubgroups();
  const create = useCreateGoldDoc();
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [subgroupId, setSubgroupId] = useState('');
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [titleError, setTitleError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileLabelId = useId();
  const busy = progress !== null || create.isPending;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    setTitleError(title.trim() ? null : 'To pole jest wymagane');
    if (!title.trim()) return;
    if (!file) {
      setError('Wybierz plik do przesłania');
      return;
    }
    try {
      setProgress(0);
      const uploaded = await uploadFile(file, { admin: true, visibility: 'GOLD', onProgress: setProgress });
      await create.mutateAsync({ title, description, fileKey: uploaded.key, subgroupId: subgroupId ? Number(subgroupId) : null });
      showToast('Dodano dokument', 'success');
      setTitle('');
      setDescription('');
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setError(errorMessage(err, 'Nie udało się dodać dokumentu'));
    } finally {
      setProgress(null);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Dodaj dokument
      </Typography>
      <Stack component="form" noValidate spacing={2} aria-label="Dodaj dokument" onSubmit={(e) => void onSubmit(e)} sx={{ maxWidth: 640 }}>
        <TextField
          label="Tytuł"
          required
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          error={Boolean(titleError)}
          helperText={titleError ?? undefined}
          slotProps={{ htmlInput: { maxLength: 200 } }}
        />
        <TextField
          label="Opis"
          multiline
          minRows={2}
          value={description}
          onChange={(e) => setDescription(e.target.value)}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <TextField
          select
          label="Dla kogo"
          value={subgroupId}
          onChange={(e) => setSubgroupId(e.target.value)}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Cała grupa Gold</option>
          {(subgroups.data ?? []).map((g) => (
            <option key={g.id} value={g.id}>
              Podgrupa: {g.name}
            </option>
          ))}
        </TextField>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
          {/* The input stays focusable (visually hidden, not display:none), so Tab and Enter open the picker. */}
          <Button
            component="label"
            role={undefined}
            tabIndex={-1}
            variant="outlined"
            startIcon={<UploadFile />}
            id={fileLabelId}
            sx={{ '&:focus-within': { outline: '2px solid', outlineOffset: 2 } }}
          >
            Wybierz plik
            <input
              ref={fileInput}
              type="file"
              style={VISUALLY_HIDDEN}
              accept={UPLOAD_ACCEPT}
              aria-labelledby={fileLabelId}
              data-testid="gold-doc-file"
              onChange={(e) => setFile(e.target.files?.[0] ?? null)}
            />
          </Button>
          <Typography variant="body2" color="text.secondary">
            {file ? `${file.name} (${formatSize(file.size)})` : 'PDF, DOCX, XLSX lub obraz, do 10 MB'}
          </Typography>
        </Box>
        {progress !== null ? (
          <Box>
            <LinearProgress variant="determinate" value={progress} aria-label="Postęp przesyłania" />
            <Typography variant="caption">Przesyłanie: {progress}%</Typography>
          </Box>
        ) : null}
        {error ? <Alert severity="error">{error}</Alert> : null}
        <Box>
          <Button type="submit" variant="contained" size="large" disabled={busy}>
            Prześlij dokument
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}

function DocActions({ doc }: { doc: GoldDoc }) {
  const remove = useDeleteGoldDoc();
  return (
    <>
      <Tooltip title={`Pobierz ${doc.title}`}>
        <IconButton
          size="small"
          aria-label={`Pobierz ${doc.title}`}
          onClick={() =>
            void downloadFile(doc.url, doc.originalName, { admin: true }).catch((e: unknown) =>
              showToast(errorMessage(e, 'Nie udało się pobrać pliku')),
            )
          }
        >
          <Download fontSize="small" />
        </IconButton>
      </Tooltip>
      <ConfirmDeleteButton
        label={`Usuń dokument ${doc.title}`}
        question={`Czy na pewno usunąć dokument „${doc.title}”?`}
        busy={remove.isPending}
        onConfirm={() => remove.mutateAsync(doc.id).then(() => showToast('Usunięto dokument', 'success'))}
      />
    </>
  );
}

const columns: Column<GoldDoc>[] = [
  {
    key: 'title',
    header: 'Tytuł',
    rowHeader: true,
    cell: (doc) => (
      <>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {doc.title}
        </Typography>
        {doc.description ? (
          <Typography variant="caption" color="text.secondary">
            {doc.description}
          </Typography>
        ) : null}
      </>
    ),
  },
  { key: 'for', header: 'Dla kogo', cell: (doc) => doc.subgroupName ?? 'Cała grupa' },
  { key: 'file', header: 'Plik', cell: (doc) => `${doc.originalName} (${formatSize(doc.size)})` },
  { key: 'createdAt', header: 'Dodano', cell: (doc) => formatDate(doc.createdAt) },
  { key: 'actions', header: 'Akcje', sx: { whiteSpace: 'nowrap' }, cell: (doc) => <DocActions doc={doc} /> },
];

/** /admin/gold-group/documents — documents only gold members read (the whole group or one subgroup). */
export default function GoldDocumentsPage() {
  const docs = useGoldDocs();
  return (
    <Page title={paths.admin.goldGroup.documents.title}>
      <GoldTabs />
      <UploadForm />
      <DataTable
        query={docs}
        rows={(list) => list}
        columns={columns}
        rowKey={(doc) => doc.id}
        label="Dokumenty grupy Gold"
        emptyText="Brak dokumentów"
      />
    </Page>
  );
}
