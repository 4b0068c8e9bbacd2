import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Download from '@mui/icons-material/Download';
import UploadFile from '@mui/icons-material/UploadFile';
import { useId, useRef, useState } from 'react';
import { GoldDocBody, UPLOAD_ACCEPT, type GoldDoc } from '@klub/contracts';
import { ConfirmDeleteButton } from '../../components/feedback/ConfirmDeleteButton';
import { FormSelectField, FormTextField, useZodForm } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { DataTable, type Column } from '../../components/table';
import { showToast } from '../../components/toast';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { formatFileSize } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { downloadFile, uploadFile } from '../../lib/upload';
import { useCreateGoldDoc, useDeleteGoldDoc, useGoldDocs, useSubgroups } from './api';
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

/** The document's data; the file is picked beside the form and uploaded first. */
const UploadBody = GoldDocBody.omit({ fileKey: true });

function UploadForm() {
  const subgroups = useSubgroups();
  const create = useCreateGoldDoc();
  const form = useZodForm(UploadBody, { defaultValues: { title: '', description: '', subgroupId: null } });
  const [file, setFile] = useState<File | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const [error, setError] = useState<string | null>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const fileLabelId = useId();
  const busy = progress !== null || create.isPending;

  const upload = form.handleSubmit(async (values) => {
    if (!file) {
      setError('Wybierz plik do przesłania');
      return;
    }
    try {
      setProgress(0);
      const uploaded = await uploadFile(file, { admin: true, visibility: 'GOLD', onProgress: setProgress });
      await create.mutateAsync({ ...values, fileKey: uploaded.key });
      showToast('Dodano dokument', 'success');
      form.reset({ title: '', description: '', subgroupId: values.subgroupId });
      setFile(null);
      if (fileInput.current) fileInput.current.value = '';
    } catch (err) {
      setError(errorMessage(err, 'Nie udało się dodać dokumentu'));
    } finally {
      setProgress(null);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: 3, mb: 3 }}>
      <Typography variant="h2" sx={{ mb: 2 }}>
        Dodaj dokument
      </Typography>
      <Stack
        component="form"
        noValidate
        spacing={2}
        aria-label="Dodaj dokument"
        onSubmit={(e) => {
          setError(null);
          void upload(e);
        }}
        sx={{ maxWidth: 640 }}
      >
        <FormTextField control={form.control} name="title" label="Tytuł" required slotProps={{ htmlInput: { maxLength: 200 } }} />
        <FormTextField
          control={form.control}
          name="description"
          label="Opis"
          multiline
          minRows={2}
          slotProps={{ htmlInput: { maxLength: 2000 } }}
        />
        <FormSelectField
          control={form.control}
          name="subgroupId"
          label="Dla kogo"
          placeholder="Cała grupa Gold"
          options={(subgroups.data ?? []).map((g) => ({ value: g.id, label: `Podgrupa: ${g.name}` }))}
        />
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
            {file ? `${file.name} (${formatFileSize(file.size)})` : 'PDF, DOCX, XLSX lub obraz, do 10 MB'}
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
  { key: 'file', header: 'Plik', cell: (doc) => `${doc.originalName} (${formatFileSize(doc.size)})` },
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
