import { normalizeGroupName, type PointsEntry, type PointsGroup } from '@klub/contracts';

export interface GroupWithPackages {
  group: PointsGroup;
  packages: PointsEntry[];
}

/**
 * The customer's points table (spec §2, §3): active groups only, each with the packages whose
 * group name matches the group's name with quotes stripped and whitespace trimmed. Packages
 * whose offer ended are left out; groups with no current package are not shown.
 */
export function packagesByGroup(groups: readonly PointsGroup[], entries: readonly PointsEntry[]): GroupWithPackages[] {
  const byName = new Map<string, PointsEntry[]>();
  for (const entry of entries) {
    if (entry.isNotActual) continue;
    const key = normalizeGroupName(entry.groupName);
    byName.set(key, [...(byName.get(key) ?? []), entry]);
  }
  return groups
    .filter((group) => group.isActive)
    .map((group) => ({ group, packages: byName.get(normalizeGroupName(group.name)) ?? [] }))
    .filter(({ packages }) => packages.length > 0);
}
