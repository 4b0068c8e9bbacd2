import { describe, expect, it } from 'vitest';
import type { PointsEntry, PointsGroup } from '@klub/contracts';
import { packagesByGroup } from './group-matching';
import { appendGroup, mergeEntry, removeById, updateGroup } from './points-cache';

const entry = (id: number, groupName: string, extra: Partial<PointsEntry> = {}): PointsEntry => ({
  id,
  name: `Pakiet ${id}`,
  groupName,
  points: 10 * id,
  orderPoints: 0,
  expiresAt: null,
  isNotActual: false,
  pos: id,
  ...extra,
});
const group = (id: number, name: string, isActive = true): PointsGroup => ({ id, name, isActive });

describe('packages by group (customer points table)', () => {
  it('matches group names with quotes stripped and whitespace trimmed', () => {
    const groups = [group(1, 'Farby „Premium”'), group(2, 'Grunty')];
    const entries = [entry(1, '  Farby "Premium" '), entry(2, 'Farby Premium'), entry(3, "'Grunty'"), entry(4, 'Lakiery')];
    const result = packagesByGroup(groups, entries);
    expect(result.map((r) => [r.group.name, r.packages.map((p) => p.id)])).toEqual([
      ['Farby „Premium”', [1, 2]],
      ['Grunty', [3]],
    ]);
  });

  it('shows only active groups and current packages, and hides groups left empty', () => {
    const groups = [group(1, 'Farby', false), group(2, 'Grunty'), group(3, 'Lakiery')];
    const entries = [
      entry(1, 'Farby'),
      entry(2, 'Grunty'),
      entry(3, 'Grunty', { isNotActual: true }),
      entry(4, 'Lakiery', { isNotActual: true }),
    ];
    const result = packagesByGroup(groups, entries);
    expect(result).toHaveLength(1);
    expect(result[0]!.group.name).toBe('Grunty');
    expect(result[0]!.packages.map((p) => p.id)).toEqual([2]);
  });

  it('keeps the packages in their pos order', () => {
    const entries = [entry(1, 'A', { pos: 1 }), entry(2, 'A', { pos: 5 }), entry(3, 'A', { pos: 9 })];
    expect(packagesByGroup([group(1, 'A')], entries)[0]!.packages.map((p) => p.id)).toEqual([1, 2, 3]);
  });
});

describe('local list updates (spec §4)', () => {
  it('merges an updated package and re-sorts by pos', () => {
    const list = [entry(1, 'A', { pos: 1 }), entry(2, 'A', { pos: 2 }), entry(3, 'A', { pos: 3 })];
    const next = mergeEntry(list, { ...entry(1, 'A'), pos: 10, name: 'Nowa nazwa' });
    expect(next!.map((e) => e.id)).toEqual([2, 3, 1]);
    expect(next![2]!.name).toBe('Nowa nazwa');
  });

  it('removes by id, appends a group, renames a group', () => {
    expect(removeById([entry(1, 'A'), entry(2, 'A')], 1)!.map((e) => e.id)).toEqual([2]);
    expect(appendGroup([group(1, 'A')], group(2, 'B'))!.map((g) => g.id)).toEqual([1, 2]);
    expect(updateGroup([group(1, 'A'), group(2, 'B')], group(2, 'C'))!.map((g) => g.name)).toEqual(['A', 'C']);
  });

  it('leaves an unloaded list unloaded (it is fetched when shown)', () => {
    expect(mergeEntry(undefined, entry(1, 'A'))).toBeUndefined();
    expect(removeById(undefined, 1)).toBeUndefined();
    expect(appendGroup(undefined, group(1, 'A'))).toBeUndefined();
    expect(updateGroup(undefined, group(1, 'A'))).toBeUndefined();
  });
});
