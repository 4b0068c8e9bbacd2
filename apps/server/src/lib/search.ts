/**
 * The LIKE pattern for "contains `search`, whatever the letter case" (compare it with a lowered
 * column): the phrase lowered, with `%`, `_` and `\` dropped so a user's text never becomes a
 * wildcard.
 */
export const containsPattern = (search: string): string => `%${search.toLowerCase().replace(/[%_\\]/g, '')}%`;
