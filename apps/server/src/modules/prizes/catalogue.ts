import type { z } from 'zod';
import type { PrizeGroup, PrizeListQuery, PrizeRow, PrizeThreshold } from '@klub/contracts';
import type { Database } from '@klub/db';
import { notFound } from '../../errors';
import { slicePage } from '../../lib/paging';
import type { CatalogueCache } from './catalogue-cache';
import { groupPrizeCounts, groupRows, prizeRows, thresholdRows, type GroupRow } from './prizes.queries';

/** Customers see the `public` scope (active prizes in groups whose whole ancestry is active); admins see `all`. */
export type Scope = 'public' | 'all';

interface PrizeIndexEntry {
  row: Omit<PrizeRow, 'isFavorite'>;
  /** The row serialised once, with `isFavorite` false and true: a request only joins strings. */
  json: [string, string];
  search: string;
}

export interface PrizeIndex {
  entries: PrizeIndexEntry[];
  byId: Map<number, PrizeIndexEntry>;
  /** A group and all its subgroups (for the groupId filter). */
  subtree: Map<number, Set<number>>;
}

const collator = new Intl.Collator('pl');
const byPosName = <T extends { pos: number; name: string; id: number }>(a: T, b: T) =>
  a.pos - b.pos || collator.compare(a.name, b.name) || a.id - b.id;

/** Groups whose own flag and every ancestor's flag are on (a cycle, which PATCH refuses, counts as inactive). */
function effectivelyActive(groups: GroupRow[]): Set<number> {
  const byId = new Map(groups.map((g) => [g.id, g]));
  const memo = new Map<number, boolean>();
  const active = (id: number, depth = 0): boolean => {
    if (memo.has(id)) return memo.get(id)!;
    const g = byId.get(id);
    const ok = !!g && g.isActive && depth < 100 && (g.parentId === null || active(g.parentId, depth + 1));
    memo.set(id, ok);
    return ok;
  };
  return new Set(groups.filter((g) => active(g.id)).map((g) => g.id));
}

function subtrees(groups: GroupRow[]): Map<number, Set<number>> {
  const children = new Map<number, number[]>();
  for (const g of groups) if (g.parentId !== null) children.set(g.parentId, [...(children.get(g.parentId) ?? []), g.id]);
  const out = new Map<number, Set<number>>();
  for (const g of groups) {
    const seen = new Set<number>();
    const stack = [g.id];
    while (stack.length) {
      const id = stack.pop()!;
      if (seen.has(id)) continue;
      seen.add(id);
      stack.push(...(children.get(id) ?? []));
    }
    out.set(g.id, seen);
  }
  return out;
}

export async function buildPrizeIndex(db: Database, scope: Scope): Promise<PrizeIndex> {
  const groups = await groupRows(db);
  const active = effectivelyActive(groups);
  const names = new Map(groups.map((g) => [g.id, g.name]));
  const rows = await prizeRows(db, scope === 'public');
  const entries: PrizeIndexEntry[] = rows
    .filter((r) => scope === 'all' || (r.groupId !== null && active.has(r.groupId)))
    .map((r) => ({
      id: r.id,
      groupId: r.groupId,
      groupName: r.groupId === null ? null : (names.get(r.groupId) ?? null),
      name: r.name,
      images: Array.isArray(r.images) ? r.images : [],
      pointsPrice: r.pointsPrice,
      plnPrice: r.plnPrice === null ? null : Number(r.plnPrice),
      stock: r.stock,
      isActive: r.isActive,
      shopNumber: r.shopNumber,
      pos: r.pos,
      characteristicsCount: r.characteristicsCount,
    }))
    .sort(byPosName)
    .map((row) => ({
      row,
      json: [JSON.stringify({ ...row, isFavorite: false }), JSON.stringify({ ...row, isFavorite: true })],
      search: row.name.toLocaleLowerCase('pl'),
    }));
  return { entries, byId: new Map(entries.map((e) => [e.row.id, e])), subtree: subtrees(groups) };
}

export async function buildGroupTree(db: Database, scope: Scope): Promise<PrizeGroup[]> {
  const groups = await groupRows(db);
  const active = effectivelyActive(groups);
  const visible = scope === 'all' ? groups : groups.filter((g) => active.has(g.id));
  const counts = await groupPrizeCounts(db, scope === 'public');
  const count = new Map(counts.map((c) => [c.groupId, c.n]));
  const nodes = new Map<number, PrizeGroup>(
    visible.map((g) => [
      g.id,
      {
        id: g.id,
        name: g.name,
        description: g.description,
        parentId: g.parentId,
        image: g.image,
        pos: g.pos,
        isActive: g.isActive,
        prizesCount: count.get(g.id) ?? 0,
        subRows: [],
      },
    ]),
  );
  const roots: PrizeGroup[] = [];
  for (const node of nodes.values()) {
    const parent = node.parentId === null ? undefined : nodes.get(node.parentId);
    (parent ? parent.subRows : roots).push(node);
  }
  const sortDeep = (list: PrizeGroup[]) => {
    list.sort(byPosName);
    for (const n of list) sortDeep(n.subRows);
  };
  sortDeep(roots);
  return roots;
}

export async function loadThresholds(db: Database): Promise<PrizeThreshold[]> {
  return thresholdRows(db);
}

/** Cached readers of the catalogue. */
export function catalogueReader(db: Database, cache: CatalogueCache) {
  return {
    index: (scope: Scope) => cache.get(`prizes:${scope}`, () => buildPrizeIndex(db, scope)),
    peekIndex: (scope: Scope) => cache.peek<PrizeIndex>(`prizes:${scope}`),
    peekTreeJson: (scope: Scope) => cache.peek<string>(`tree-json:${scope}`),
    /** The tree already serialised (the hot path sends it as is). */
    treeJson: (scope: Scope) => cache.get(`tree-json:${scope}`, async () => JSON.stringify(await buildGroupTree(db, scope))),
    thresholds: () => cache.get('thresholds', () => loadThresholds(db)),
  };
}
export type CatalogueReader = ReturnType<typeof catalogueReader>;

type ListQuery = z.output<typeof PrizeListQuery>;

/** The points band of a query: its own min/max narrowed by `thresholdId` (404 for an unknown one). */
export async function pointsBand(reader: CatalogueReader, q: ListQuery): Promise<{ min?: number; max?: number }> {
  let min = q.minPoints;
  let max = q.maxPoints;
  if (q.thresholdId !== undefined) {
    const t = (await reader.thresholds()).find((x) => x.id === q.thresholdId);
    if (!t) throw notFound('prizeThreshold');
    min = Math.max(min ?? 0, t.minPoints);
    max = t.maxPoints === null ? max : Math.min(max ?? Number.MAX_SAFE_INTEGER, t.maxPoints);
  }
  return { min, max };
}

/** Filters an index (groupId includes subgroups; points band; search in the name; shop; isActive for admins). */
export function filterPrizes(index: PrizeIndex, q: ListQuery, band: { min?: number; max?: number }, scope: Scope): PrizeIndexEntry[] {
  const { min, max } = band;
  const groups = q.groupId === undefined ? undefined : index.subtree.get(q.groupId);
  if (q.groupId !== undefined && !groups) return [];
  const search = q.search ? q.search.toLocaleLowerCase('pl') : undefined;
  const isActive = scope === 'all' ? q.isActive : undefined;
  if (
    groups === undefined &&
    min === undefined &&
    max === undefined &&
    search === undefined &&
    q.shopNumber === undefined &&
    isActive === undefined
  ) {
    return index.entries;
  }
  return index.entries.filter(
    (e) =>
      (groups === undefined || (e.row.groupId !== null && groups.has(e.row.groupId))) &&
      (min === undefined || e.row.pointsPrice >= min) &&
      (max === undefined || e.row.pointsPrice <= max) &&
      (search === undefined || e.search.includes(search)) &&
      (q.shopNumber === undefined || e.row.shopNumber === q.shopNumber) &&
      (isActive === undefined || e.row.isActive === isActive),
  );
}

/** `{total, data}` as JSON text, each row's `isFavorite` taken from the member's favourite ids. */
export function listJson(entries: PrizeIndexEntry[], skip: number, take: number, favourites: ReadonlySet<number>): string {
  const { total, data: page } = slicePage(entries, { skip, take });
  let out = `{"total":${total},"data":[`;
  for (let i = 0; i < page.length; i++) {
    const e = page[i]!;
    if (i > 0) out += ',';
    out += e.json[favourites.has(e.row.id) ? 1 : 0];
  }
  return `${out}]}`;
}
