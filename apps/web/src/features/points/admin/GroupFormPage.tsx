import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useNavigate, useParams } from 'react-router';
import { PointsGroupBody } from '@klub/contracts';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { FormCheckbox, FormTextField, SubmitButton, useZodForm } from '../../../components/form';
import { Page } from '../../../components/layout/Page';
import { showToast } from '../../../components/toast';
import { MESSAGES } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useCreateGroup, usePointsGroups, useUpdateGroup } from '../api';

interface GroupFormProps {
  defaults: PointsGroupBody;
  pending: boolean;
  onSubmit: (body: PointsGroupBody) => void;
}

function GroupForm({ defaults, pending, onSubmit }: GroupFormProps) {
  const form = useZodForm(PointsGroupBody, { defaultValues: defaults });
  return (
    <Stack
      component="form"
      noValidate
      spacing={3}
      aria-label="Grupa"
      onSubmit={form.handleSubmit((values) => onSubmit(values))}
      sx={{ maxWidth: 480 }}
    >
      <FormTextField control={form.control} name="name" label="Nazwa grupy" required />
      <FormCheckbox control={form.control} name="isActive" label="Grupa aktywna (widoczna w punktacji produktów)" />
      <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap' }}>
        <SubmitButton pending={pending}>Zapisz</SubmitButton>
        <Button component={Link} to={paths.admin.points.groupList.path} size="large">
          Anuluj
        </Button>
      </Box>
    </Stack>
  );
}

/** /admin/points/group/add and /admin/points/group/edit/:id */
export default function GroupFormPage() {
  const { id } = useParams();
  const groupId = id ? Number(id) : null;
  const groups = usePointsGroups('admin');
  const create = useCreateGroup();
  const update = useUpdateGroup(groupId ?? 0);
  const navigate = useNavigate();
  const title = groupId ? paths.admin.points.groupEdit.title : paths.admin.points.groupAdd.title;

  if (groupId && !groups.data) {
    return <Page title={title}>{groups.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const existing = groupId ? groups.data?.find((g) => g.id === groupId) : undefined;
  if (groupId && !existing) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nie znaleziono grupy nr {groupId}.</Alert>
      </Page>
    );
  }

  const done = async (message: string) => {
    showToast(message, 'success');
    await navigate(paths.admin.points.groupList.path);
  };
  const onSubmit = (body: PointsGroupBody) =>
    existing
      ? update.mutate(body, { onSuccess: () => done(MESSAGES.saved) })
      : create.mutate(body, { onSuccess: () => done('Dodano grupę') });

  return (
    <Page title={title} lead={existing?.name}>
      <GroupForm
        key={existing?.id ?? 'new'}
        defaults={existing ? { name: existing.name, isActive: existing.isActive } : { name: '', isActive: true }}
        pending={create.isPending || update.isPending}
        onSubmit={onSubmit}
      />
    </Page>
  );
}
