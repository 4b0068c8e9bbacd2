import { describe, expect, it } from 'vitest';
import { ID_PATTERN } from '@klub/contracts';
import { ambiguousPaths, paramTakes, type PathParamSchema } from './ambiguous-paths';

/** A document of GET operations whose path parameters all have `schema`. */
const docOf = (paths: string[], schema: PathParamSchema) => ({
  paths: Object.fromEntries(
    paths.map((path) => [
      path,
      { get: { parameters: [...path.matchAll(/\{(\w+)\}/g)].map((m) => ({ in: 'path', name: m[1]!, schema })) } },
    ]),
  ),
});

describe('ambiguousPaths', () => {
  const spec = ['/api/users/{id}/points', '/api/users/gold/{id}', '/api/users/me', '/api/users/{id}', '/api/orders/basket/{id}'];

  it('finds the templates one path can match when a parameter takes any text', () => {
    expect(ambiguousPaths(docOf(spec, { type: 'string' }))).toEqual([
      '/api/users/{id}/points ⟷ /api/users/gold/{id}: „gold” pasuje do {id}, „points” pasuje do {id}',
      '/api/users/me ⟷ /api/users/{id}: „me” pasuje do {id}',
    ]);
  });

  it('finds none when an id takes digits only (a pattern or an integer type), and paths of other lengths never clash', () => {
    expect(ambiguousPaths(docOf(spec, { type: 'string', pattern: ID_PATTERN }))).toEqual([]);
    expect(ambiguousPaths(docOf(spec, { type: 'integer', minimum: 1 }))).toEqual([]);
  });

  it('two parameters facing each other overlap, and a parameter of a literal-looking pattern still clashes', () => {
    expect(ambiguousPaths(docOf(['/a/{x}/b', '/a/{y}/b'], { type: 'integer' }))).toEqual(['/a/{x}/b ⟷ /a/{y}/b']);
    expect(ambiguousPaths(docOf(['/a/{key}', '/a/gold'], { type: 'string', pattern: '^[a-z]+$' }))).toEqual([
      '/a/{key} ⟷ /a/gold: „gold” pasuje do {key}',
    ]);
  });
});

describe('paramTakes', () => {
  it('reads enum, pattern, number ranges and lengths', () => {
    expect(paramTakes({ enum: ['points-reasons'] }, 'points-reasons')).toBe(true);
    expect(paramTakes({ enum: ['points-reasons'] }, 'gold')).toBe(false);
    expect(paramTakes({ type: 'integer', pattern: ID_PATTERN }, '12')).toBe(true);
    expect(paramTakes({ type: 'integer', pattern: ID_PATTERN }, '012')).toBe(false);
    expect(paramTakes({ type: 'integer', minimum: 1 }, '0')).toBe(false);
    expect(paramTakes({ type: 'string', maxLength: 3 }, 'gold')).toBe(false);
  });
});
