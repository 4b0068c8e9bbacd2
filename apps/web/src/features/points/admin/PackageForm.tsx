import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import { PointsEntryBody, type PointsGroup } from '@klub/contracts';
import { FormActions, FormCheckbox, FormSelectField, FormTextField, useZodForm } from '../../../components/form';
import { FormDateField } from '../../../components/form/FormDateField';
import { paths } from '../../../config/paths';

interface PackageFormProps {
  defaults: Partial<PointsEntryBody>;
  groups: readonly PointsGroup[];
  pending: boolean;
  onSubmit: (body: PointsEntryBody) => void;
}

/** Fields of a points package; the group comes from the groups list (by name, as packages refer to it). */
export function PackageForm({ defaults, groups, pending, onSubmit }: PackageFormProps) {
  const form = useZodForm(PointsEntryBody, { defaultValues: defaults });
  const { control } = form;
  const names = groups.map((g) => g.name);
  // A package may still name a group that was renamed or removed: keep it selectable.
  if (defaults.groupName && !names.includes(defaults.groupName)) names.push(defaults.groupName);
  const groupOptions = names.map((name) => ({ value: name, label: name }));

  return (
    <Stack component="form" noValidate spacing={3} aria-label="Pakiet" onSubmit={form.handleSubmit(onSubmit)} sx={{ maxWidth: 720 }}>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xxs: '1fr', xs: '1fr 1fr' } }}>
        <FormTextField control={control} name="name" label="Nazwa pakietu" required />
        <FormSelectField control={control} name="groupName" label="Grupa" options={groupOptions} placeholder="Wybierz grupę" required />
        <FormTextField control={control} name="points" label="Punkty za kod" numeric required />
        <FormTextField control={control} name="orderPoints" label="Punkty za zamówienie" numeric />
        <FormDateField control={control} name="expiresAt" label="Koniec oferty" helperText="Puste: bez terminu" />
        <FormTextField control={control} name="pos" label="Kolejność" numeric helperText="Mniejsza liczba — wyżej na liście" />
      </Box>
      <FormCheckbox control={control} name="isNotActual" label="Oferta nieaktualna (kody tego pakietu nie dają punktów)" />
      <FormActions pending={pending} cancelTo={paths.admin.points.list.path} />
    </Stack>
  );
}
