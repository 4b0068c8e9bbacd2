/** A copy of `value` without `key` (e.g. a client-only "repeat password" field). */
export function omitKey<T extends object, K extends keyof T>(value: T, key: K): Omit<T, K> {
  const copy = { ...value };
  delete copy[key];
  return copy;
}
