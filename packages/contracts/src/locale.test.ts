import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import * as contracts from './index';
import { FIELD_MESSAGES, Paging } from './index';

/**
 * Zod's own texts, Polish (its pl locale) and English: none of them may reach a person. Every
 * validation answers with a message of ours (a contract's own, or `fieldMessage` in locale.ts).
 */
const GENERIC =
  /Zbyt (duż|mał)|Za (duża|mała) wartość|oczekiwano, że|Nieprawidłow\(y\/a\/e\)|Nieprawidłowe dane wejściowe|Nieprawidłowy ciąg znaków|Nierozpoznane klucz|Nieprawidłowa opcja|Nieprawidłowa liczba: musi|Nieprawidłow[ay] (wartość|klucz) w |Invalid input|Too (big|small)|Unrecognized key|expected/;

const BAD_VALUES: unknown[] = [
  undefined,
  null,
  '',
  ' ',
  'x',
  'x'.repeat(100_001),
  '2026-13-45',
  'https://',
  -1,
  0,
  1.5,
  1e12,
  Number.NaN,
  Number.POSITIVE_INFINITY,
  true,
  [],
  Array.from({ length: 2_000 }, () => 'x'),
  Array.from({ length: 2_000 }, () => 1e12),
  {},
  { extra: 1 },
];

/** Every exported schema of the contracts, by its export name. */
const schemas = (Object.entries(contracts) as [string, unknown][]).filter(
  (entry): entry is [string, z.ZodType] => entry[1] instanceof z.ZodType,
);

/** The inputs a schema is tried with: each bad value as a whole, and (an object) in every field at once, with an unknown field. */
function inputsFor(schema: z.ZodType): unknown[] {
  const shape = schema instanceof z.ZodObject ? (schema.shape as Record<string, unknown>) : null;
  if (!shape) return BAD_VALUES;
  const keys = Object.keys(shape);
  return [...BAD_VALUES, ...BAD_VALUES.map((bad) => ({ ...Object.fromEntries(keys.map((k) => [k, bad])), notAField: 1 }))];
}

describe('validation messages', () => {
  it(`no contract (${schemas.length} schemas walked with ${BAD_VALUES.length} kinds of bad values) answers with zod's generic text`, () => {
    expect(schemas.length).toBeGreaterThan(200);
    const generic = new Set<string>();
    let issues = 0;
    for (const [name, schema] of schemas) {
      for (const input of inputsFor(schema)) {
        const res = schema.safeParse(input);
        if (res.success) continue;
        for (const issue of res.error.issues) {
          issues++;
          if (GENERIC.test(issue.message)) generic.add(`${name} ${issue.path.join('.')}: ${issue.message}`);
        }
      }
    }
    expect(issues).toBeGreaterThan(1_000);
    expect([...generic]).toEqual([]);
  });

  it('gives our own texts for each kind of issue a schema without its own message raises', () => {
    const first = (schema: z.ZodType, input: unknown) => schema.safeParse(input).error?.issues[0]?.message;
    expect(first(z.number().max(10), 11)).toBe('Podaj liczbę nie większą niż 10');
    expect(first(z.number().min(1), 0)).toBe('Podaj liczbę nie mniejszą niż 1');
    expect(first(z.number().lt(5), 5)).toBe('Podaj liczbę mniejszą niż 5');
    expect(first(z.number(), Number.NaN)).toBe(FIELD_MESSAGES.number);
    expect(first(z.number(), 'abc')).toBe('Nieprawidłowa wartość: oczekiwano liczby');
    expect(first(z.string().max(5), 'abcdef')).toBe(FIELD_MESSAGES.tooLong(5));
    expect(first(z.string().min(1), '')).toBe(FIELD_MESSAGES.required);
    expect(first(z.string().min(3), 'ab')).toBe('Wpisz co najmniej 3 znaki');
    expect(first(z.array(z.string()).max(2), ['a', 'b', 'c'])).toBe(FIELD_MESSAGES.tooManyItems(2));
    expect(first(z.array(z.string()).min(5), [])).toBe('Wybierz co najmniej 5 pozycji');
    expect(first(z.enum(['A', 'B']), 'C')).toBe('Wybierz jedną z wartości: A, B');
    expect(first(z.email(), 'nie-mail')).toBe(FIELD_MESSAGES.email);
    expect(first(z.string().regex(/^\d+$/), 'abc')).toBe(FIELD_MESSAGES.format);
    expect(first(z.number().multipleOf(5), 7)).toBe('Podaj wielokrotność liczby 5');
    expect(first(z.union([z.number(), z.boolean()]), 'x')).toBe(FIELD_MESSAGES.invalid);
    expect(
      first(
        z.string().refine(() => false),
        'x',
      ),
    ).toBe(FIELD_MESSAGES.invalid);
    expect(first(z.strictObject({ a: z.string() }), { a: 'x', b: 1 })).toBe('Nieznane pola: b');
    // A contract's own message still wins.
    expect(first(z.number().max(10, 'Własny tekst'), 11)).toBe('Własny tekst');
  });
});

describe('page sizes (spec §9)', () => {
  const query = Paging(1000, 20);
  it("accepts the spec's fetch sizes up to 99 999 and cuts take to the list's own cap without an error", () => {
    expect(query.parse({})).toEqual({ skip: 0, take: 20 });
    expect(query.parse({ take: '500' })).toEqual({ skip: 0, take: 500 });
    expect(query.parse({ take: '10000' })).toEqual({ skip: 0, take: 1000 });
    expect(query.parse({ skip: '10', take: '99999' })).toEqual({ skip: 10, take: 1000 });
    expect(Paging(99_999, 20).parse({ take: '99999' }).take).toBe(99_999);
  });
  it('refuses a take above 99 999, a negative or fractional one, with Polish messages', () => {
    const messages = (input: unknown) => query.safeParse(input).error?.issues.map((i) => i.message);
    expect(messages({ take: '100000' })).toEqual([FIELD_MESSAGES.numberRange(0, 99_999)]);
    expect(messages({ take: '-1' })).toEqual([FIELD_MESSAGES.numberRange(0, 99_999)]);
    expect(messages({ take: '1.5' })).toEqual([FIELD_MESSAGES.integer]);
    expect(messages({ take: 'dużo' })).toEqual([FIELD_MESSAGES.integer]);
    expect(messages({ skip: '-5' })).toEqual([FIELD_MESSAGES.numberRange(0, 10_000_000)]);
  });
});
