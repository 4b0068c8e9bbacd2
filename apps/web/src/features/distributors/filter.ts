import type { Distributor } from '@klub/contracts';

/** Local search over the loaded list: name, NIP (with or without dashes), city, e-mail, region. */
export function filterDistributors(rows: readonly Distributor[], search: string): Distributor[] {
  const text = search.trim().toLowerCase();
  if (!text) return [...rows];
  const digits = text.replace(/[\s-]/g, '');
  return rows.filter(
    (d) =>
      [d.name, d.city, d.email, d.regionName].some((v) => v?.toLowerCase().includes(text)) ||
      (/^\d+$/.test(digits) && (d.nip ?? '').includes(digits)),
  );
}
