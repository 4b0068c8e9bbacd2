import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { Link, useParams } from 'react-router';
import { PointsGroupBody } from '@klub/contracts';
import { FormCheckbox, FormTextField, SubmitButton, useZodForm } from '../../../components/form';
import { EditPage, loadState, useSaveAndReturn } from '../../../components/layout/EditPage';
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
  const saved = useSaveAndReturn(paths.admin.points.groupList.path);
  const existing = groupId ? groups.data?.find((g) => g.id === groupId) : undefined;
  const onSubmit = (body: PointsGroupBody) =>
    existing
      ? update.mutate(body, { onSuccess: () => saved(MESSAGES.saved) })
      : create.mutate(body, { onSuccess: () => saved('Dodano grupę') });

  return (
    <EditPage
      title={groupId ? paths.admin.points.groupEdit.title : paths.admin.points.groupAdd.title}
      editing={groupId !== null}
      load={groupId ? loadState(groups) : { ready: true, failed: false }}
      record={existing}
      missingText={`Nie znaleziono grupy nr ${groupId}.`}
      lead={(g) => g.name}
    >
      {(g) => (
        <GroupForm
          key={g?.id ?? 'new'}
          defaults={g ? { name: g.name, isActive: g.isActive } : { name: '', isActive: true }}
          pending={create.isPending || update.isPending}
          onSubmit={onSubmit}
        />
      )}
    </EditPage>
  );
}
