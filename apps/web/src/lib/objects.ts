/** A copy of `value` without `key` (e.g. a client-only "repeat password" field). */
export function omitKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}

/** The `keys` of `record` with null (or missing) as '': what a form's text fields start from. */
export function textsOf<T extends object, K extends keyof T>(record: T, keys: readonly K[]): { [P in K]: NonNullable<T[P]> | '' } {
  return Object.fromEntries(keys.map((key) => [key, record[key] ?? ''])) as { [P in K]: NonNullable<T[P]> | '' };
}
