/** Cache helpers shared by features (local list updates after a mutation, spec §4). */

/** Removes a row by id; a list not loaded yet stays unloaded. */
export function removeById<T extends { id: number }>(list: readonly T[] | undefined, id: number): T[] | undefined {
  return list?.filter((item) => item.id !== id);
}
