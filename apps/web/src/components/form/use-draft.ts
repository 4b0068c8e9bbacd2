import { useState } from 'react';

/**
 * A filter form's draft (applied only on submit): the draft, its setter, and `set(key)`, which
 * gives a field's onChange that replaces that one key.
 */
export function useDraft<T extends object>(initial: T | (() => T)) {
  const [draft, setDraft] = useState<T>(initial);
  const set =
    <K extends keyof T>(key: K) =>
    (value: T[K]) =>
      setDraft((d) => ({ ...d, [key]: value }));
  return [draft, setDraft, set] as const;
}
