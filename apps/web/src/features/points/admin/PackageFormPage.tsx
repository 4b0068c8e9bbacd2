import Alert from '@mui/material/Alert';
import { useParams } from 'react-router';
import type { PointsEntry, PointsEntryBody } from '@klub/contracts';
import { EditPage, loadState, useSaveAndReturn } from '../../../components/layout/EditPage';
import { MESSAGES } from '../../../config/messages';
import { paths } from '../../../config/paths';
import { useCreatePackage, usePackages, usePointsGroups, useUpdatePackage } from '../api';
import { PackageForm } from './PackageForm';

function toBody(entry: PointsEntry): PointsEntryBody {
  return {
    name: entry.name,
    groupName: entry.groupName,
    points: entry.points,
    orderPoints: entry.orderPoints,
    expiresAt: entry.expiresAt ? entry.expiresAt.slice(0, 10) : null,
    isNotActual: entry.isNotActual,
    pos: entry.pos,
  };
}

/** A new package goes to the end of the list. */
function newPackage(list: readonly PointsEntry[]): Partial<PointsEntryBody> {
  const nextPos = list.reduce((max, e) => Math.max(max, e.pos), 0) + 1;
  return { name: '', groupName: '', orderPoints: 0, expiresAt: null, isNotActual: false, pos: nextPos };
}

/** /admin/points/package/add and /admin/points/package/edit/:id */
export default function PackageFormPage() {
  const { id } = useParams();
  const packageId = id ? Number(id) : null;
  const packages = usePackages('admin');
  const groups = usePointsGroups('admin');
  const create = useCreatePackage();
  const update = useUpdatePackage(packageId ?? 0);
  const saved = useSaveAndReturn(paths.admin.points.list.path);
  const existing = packageId ? packages.data?.find((e) => e.id === packageId) : undefined;
  const onSubmit = (body: PointsEntryBody) =>
    existing
      ? update.mutate(body, { onSuccess: () => saved(MESSAGES.saved) })
      : create.mutate(body, { onSuccess: () => saved('Dodano pakiet') });

  return (
    <EditPage
      title={packageId ? paths.admin.points.packageEdit.title : paths.admin.points.packageAdd.title}
      editing={packageId !== null}
      load={loadState(packages, groups)}
      record={existing}
      missingText={`Nie znaleziono pakietu nr ${packageId}.`}
      lead={(p) => p.name}
    >
      {(p) => (
        <>
          {groups.data?.length === 0 ? (
            <Alert severity="info" sx={{ mb: 3 }}>
              Najpierw dodaj grupę punktacji: pakiet musi należeć do grupy.
            </Alert>
          ) : null}
          <PackageForm
            key={p?.id ?? 'new'}
            defaults={p ? toBody(p) : newPackage(packages.data ?? [])}
            groups={groups.data ?? []}
            pending={create.isPending || update.isPending}
            onSubmit={onSubmit}
          />
        </>
      )}
    </EditPage>
  );
}
