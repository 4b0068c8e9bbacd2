import type { PointsEntry, PointsGroup } from '@klub/contracts';

// Each update takes the cached list and answers the new one. Without a cached list it answers
// undefined: the cache stays empty and the list loads from the server when shown (a list made
// of just the changed item would hide the rest).

/** Packages in their sort order (`pos`); equal positions keep their order. */
export function sortByPos(list: readonly PointsEntry[]): PointsEntry[] {
  return [...list].sort((a, b) => a.pos - b.pos);
}

/** "Updating a point merges and re-sorts by pos" (spec §4). */
export function mergeEntry(list: readonly PointsEntry[] | undefined, entry: PointsEntry): PointsEntry[] | undefined {
  if (!list) return undefined;
  const found = list.some((e) => e.id === entry.id);
  const merged = found ? list.map((e) => (e.id === entry.id ? { ...e, ...entry } : e)) : [...list, entry];
  return sortByPos(merged);
}

/** "Delete … removes it locally by id" (spec §4): the shared helper of lib/cache. */
export { removeById } from '../../lib/cache';

/** "Adding a points group appends it; renaming updates its name" (spec §4). */
export function appendGroup(list: readonly PointsGroup[] | undefined, group: PointsGroup): PointsGroup[] | undefined {
  return list ? [...list, group] : undefined;
}

export function updateGroup(list: readonly PointsGroup[] | undefined, group: PointsGroup): PointsGroup[] | undefined {
  return list?.map((g) => (g.id === group.id ? { ...g, ...group } : g));
}
