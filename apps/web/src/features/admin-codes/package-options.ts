import type { PointsEntry } from '@klub/contracts';
import type { SelectOption } from '../../components/form';

/** Packages for a select: every package, ended offers marked. */
export function packageOptions(list: readonly PointsEntry[] | undefined): SelectOption<number>[] {
  return (list ?? []).map((p) => ({
    value: p.id,
    label: `${p.name} — ${p.groupName}${p.isNotActual ? ' (oferta nieaktualna)' : ''}`,
  }));
}
