import Stack from '@mui/material/Stack';
import { useParams } from 'react-router';
import { PointsGroupBody } from '@klub/contracts';
import { FormActions, FormCheckbox, FormTextField, useZodForm } from '../../../components/form';
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
    <Stack component="form" noValidate spacing={3} aria-label="Grupa" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 480 }}>
      <FormTextField control={form.control} name="name" label="Nazwa grupy" required />
      <FormCheckbox control={form.control} name="isActive" label="Grupa aktywna (widoczna w punktacji produktów)" />
      <FormActions pending={pending} cancelTo={paths.admin.points.groupList.path} />
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
