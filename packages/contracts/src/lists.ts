import { z } from 'zod';
import { idNumber, optionalText, searchText, text, wholeNumber, Paging } from './common';

/** Lists (słowniki): admin-defined dictionaries used in forms (docs/domain.md "Listy (słowniki)"). */

export const LISTS_MESSAGES = {
  nameTaken: 'Lista o tej nazwie już istnieje',
  itemTaken: 'Ta lista ma już pozycję o tej nazwie',
  usedByForm: 'Z tej listy korzysta formularz — możesz zmieniać jej pozycje, ale nie usunąć jej',
} as const;

/**
 * The lists forms read by key (docs/domain.md "Listy (słowniki)"), made by migration 0026 with
 * their first items; admins change the items, the forms offer the active ones as suggestions.
 */
export const FORM_LISTS = {
  /** "Dodaj punkty" and "Przenieś punkty": the reason. */
  pointsReasons: 'points-reasons',
  /** Rejecting a contractor's website: the reason they are shown. */
  websiteRejectReasons: 'website-reject-reasons',
} as const;
export type FormListKey = (typeof FORM_LISTS)[keyof typeof FORM_LISTS];

/** Which forms use a keyed list (the admin's list page says so). */
export const FORM_LIST_USES: Record<FormListKey, string> = {
  'points-reasons': 'Dodaj punkty, Przenieś punkty (powód)',
  'website-reject-reasons': 'Wizytówki wykonawców (powód odrzucenia)',
};

export const ListKeyParam = z.strictObject({
  key: z.enum(Object.values(FORM_LISTS) as [FormListKey, ...FormListKey[]], { error: 'Nie ma takiej listy formularza' }),
});

/** Highest `pos` an item may have (order within its list). */
export const LIST_POS_MAX = 1_000_000;

/** A list as the admin's table shows it. */
export const List = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  /** Set when a form reads the list (FORM_LISTS): it cannot be deleted. */
  key: z.string().nullable(),
  /** Items of the list, active or not. */
  itemCount: z.number().int(),
  createdAt: z.string(),
});
export type List = z.infer<typeof List>;

export const ListItem = z.object({
  id: z.number().int(),
  listId: z.number().int(),
  listName: z.string(),
  name: z.string(),
  pos: z.number().int(),
  isActive: z.boolean(),
});
export type ListItem = z.infer<typeof ListItem>;

/** GET /api/lists/{id}: the list with every item, in `pos` order. */
export const ListDetails = List.extend({ items: z.array(ListItem) });
export type ListDetails = z.infer<typeof ListDetails>;

/** GET /api/lists/{id}/items: what a form offers, the active items in `pos` order. */
export const ListOption = z.object({ id: z.number().int(), name: z.string() });
export type ListOption = z.infer<typeof ListOption>;

/** POST /api/lists and PATCH /api/lists/{id}. */
export const ListBody = z.strictObject({ name: text(120), description: optionalText(500) });
export type ListBody = z.input<typeof ListBody>;

/**
 * POST /api/lists/{id}/items and PATCH /api/lists/items/{itemId}. Without `pos` a new item goes
 * to the end of its list and an edited one keeps its place; without `isActive` a new item is
 * active and an edited one keeps its state.
 */
export const ListItemBody = z.strictObject({
  name: text(200),
  pos: wholeNumber(0, LIST_POS_MAX).optional(),
  isActive: z.boolean().optional(),
});
export type ListItemBody = z.input<typeof ListItemBody>;

/** The `:itemId` of /api/lists/items/{itemId}. */
export const ListItemParam = z.strictObject({ itemId: idNumber });

/** GET /api/lists: by name; `search` looks in names and descriptions. */
export const ListQuery = Paging(1000, 20).extend({ search: searchText() });
export type ListQuery = z.input<typeof ListQuery>;

export const ListPage = z.object({ total: z.number().int(), data: z.array(List) });
export type ListPage = z.infer<typeof ListPage>;
