import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router';
import type { PointsEntry, PointsEntryBody } from '@klub/contracts';
import { LoadingState } from '../../../components/feedback/LoadingState';
import { Page } from '../../../components/layout/Page';
import { showToast } from '../../../components/toast';
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
  const navigate = useNavigate();
  const title = packageId ? paths.admin.points.packageEdit.title : paths.admin.points.packageAdd.title;

  if (!packages.data || !groups.data) {
    return (
      <Page title={title}>
        {packages.isError || groups.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}
      </Page>
    );
  }
  const existing = packageId ? packages.data.find((e) => e.id === packageId) : undefined;
  if (packageId && !existing) {
    return (
      <Page title={title}>
        <Alert severity="warning">Nie znaleziono pakietu nr {packageId}.</Alert>
      </Page>
    );
  }

  const done = async (message: string) => {
    showToast(message, 'success');
    await navigate(paths.admin.points.list.path);
  };
  const onSubmit = (body: PointsEntryBody) =>
    existing
      ? update.mutate(body, { onSuccess: () => done(MESSAGES.saved) })
      : create.mutate(body, { onSuccess: () => done('Dodano pakiet') });

  return (
    <Page title={title} lead={existing ? existing.name : undefined}>
      {groups.data.length === 0 ? (
        <Alert severity="info" sx={{ mb: 3 }}>
          Najpierw dodaj grupę punktacji: pakiet musi należeć do grupy.
        </Alert>
      ) : null}
      <PackageForm
        key={existing?.id ?? 'new'}
        defaults={existing ? toBody(existing) : newPackage(packages.data)}
        groups={groups.data}
        pending={create.isPending || update.isPending}
        onSubmit={onSubmit}
      />
    </Page>
  );
}
