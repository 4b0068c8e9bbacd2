import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState, type FormEvent } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { fileUrl, UPLOAD_ACCEPT, type PrizeGroup } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { SubmitButton } from '../../components/form';
import { Page } from '../../components/layout/Page';
import { showToast } from '../../components/toast';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { errorMessage } from '../../lib/api-client';
import { uploadFile } from '../../lib/upload';
import { flattenGroups, groupOptions, useAdminGroups, useCreateGroup, useUpdateGroup } from './api';

const P = paths.admin.prizes;

/** Ids of a group and all its subgroups: none of them may become its parent. */
function ownSubtree(group: PrizeGroup): Set<number> {
  return new Set(flattenGroups([group]).map((x) => x.group.id));
}

function GroupForm({ existing, tree }: { existing?: PrizeGroup; tree: PrizeGroup[] }) {
  const [name, setName] = useState(existing?.name ?? '');
  const [description, setDescription] = useState(existing?.description ?? '');
  const [parentId, setParentId] = useState<string>(existing?.parentId ? String(existing.parentId) : '');
  const [pos, setPos] = useState(String(existing?.pos ?? 0));
  const [isActive, setIsActive] = useState(existing?.isActive ?? true);
  const [image, setImage] = useState<string | null>(existing?.image ?? null);
  const [uploading, setUploading] = useState(false);
  const create = useCreateGroup();
  const update = useUpdateGroup();
  const navigate = useNavigate();
  const blocked = existing ? ownSubtree(existing) : new Set<number>();
  const options = groupOptions(tree).filter((o) => !blocked.has(o.value));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      showToast('Podaj nazwę grupy');
      return;
    }
    const body = { name: name.trim(), description: description.trim() || null, parentId: parentId ? Number(parentId) : null, pos: Number(pos) || 0, isActive, image };
    const done = async (message: string) => {
      showToast(message, 'success');
      await navigate(P.list.path);
    };
    if (existing) update.mutate({ id: existing.id, body }, { onSuccess: () => done(MESSAGES.saved) });
    else create.mutate(body, { onSuccess: () => done('Dodano grupę') });
  };

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Grupa nagród" onSubmit={submit} sx={{ maxWidth: 560 }}>
      <TextField label="Nazwa grupy" value={name} onChange={(e) => setName(e.target.value)} required autoFocus slotProps={{ htmlInput: { maxLength: 120 } }} />
      <TextField label="Opis" value={description} onChange={(e) => setDescription(e.target.value)} multiline minRows={2} slotProps={{ htmlInput: { maxLength: 2000 } }} />
      <TextField select label="Grupa nadrzędna" value={parentId} onChange={(e) => setParentId(e.target.value)} helperText="Puste: grupa główna">
        <MenuItem value="">Brak (grupa główna)</MenuItem>
        {options.map((o) => (
          <MenuItem key={o.value} value={String(o.value)}>
            {o.label}
          </MenuItem>
        ))}
      </TextField>
      <TextField label="Kolejność" value={pos} onChange={(e) => setPos(e.target.value.replace(/\D/g, ''))} slotProps={{ htmlInput: { inputMode: 'numeric' } }} />
      <Box sx={{ display: 'flex', gap: 2, alignItems: 'center', flexWrap: 'wrap' }}>
        {image ? <Box component="img" src={fileUrl(image)} alt="Obrazek grupy" sx={{ width: 96, height: 96, objectFit: 'cover', borderRadius: 1 }} /> : null}
        <Button variant="outlined" component="label" disabled={uploading}>
          {image ? 'Zmień obrazek' : 'Dodaj obrazek'}
          <input
            hidden
            type="file"
            accept={UPLOAD_ACCEPT}
            onChange={(e) => {
              const file = e.target.files?.[0];
              e.target.value = '';
              if (!file) return;
              setUploading(true);
              uploadFile(file, { admin: true })
                .then((f) => setImage(f.key), (err: unknown) => showToast(errorMessage(err, 'Nie udało się przesłać pliku')))
                .finally(() => setUploading(false));
            }}
          />
        </Button>
        {image ? <Button onClick={() => setImage(null)}>Usuń obrazek</Button> : null}
      </Box>
      <FormControlLabel control={<Checkbox checked={isActive} onChange={(e) => setIsActive(e.target.checked)} />} label="Aktywna (widoczna dla uczestników)" />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={create.isPending || update.isPending}>Zapisz</SubmitButton>
        <Button component={Link} to={P.list.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/prizes/add/group and /admin/prizes/edit/group/:id */
export default function GroupFormPage() {
  const { id } = useParams();
  const groupId = id ? Number(id) : null;
  const groups = useAdminGroups();
  const title = groupId ? P.editGroup.title : P.addGroup.title;
  if (!groups.data) {
    return <Page title={title}>{groups.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const existing = groupId ? flattenGroups(groups.data).find((x) => x.group.id === groupId)?.group : undefined;
  if (groupId && !existing) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nie znaleziono grupy nr {groupId}.</Alert>
      </Page>
    );
  }
  return (
    <Page title={title} lead={existing?.name}>
      <GroupForm key={existing?.id ?? 'new'} existing={existing} tree={groups.data} />
    </Page>
  );
}
