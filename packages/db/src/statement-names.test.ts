import { describe, expect, it } from 'vitest';
import { ADMIT_AFTER, MAX_TEXT, isStalePlan, nameQuery, StatementNames } from './statement-names';

describe('statement names', () => {
  it('names a text from its third sighting on, always the same name', () => {
    const names = new StatementNames('t');
    const seen = Array.from({ length: ADMIT_AFTER + 2 }, () => names.nameFor('select $1'));
    expect(seen.slice(0, ADMIT_AFTER - 1)).toEqual(Array(ADMIT_AFTER - 1).fill(undefined));
    expect(seen.slice(ADMIT_AFTER - 1)).toEqual(['t1', 't1', 't1']);
    expect(names.nameFor('select $2')).toBeUndefined();
  });

  it('names at most its limit of texts, and never a very long one', () => {
    const names = new StatementNames('t', 2);
    const admit = (text: string) => Array.from({ length: ADMIT_AFTER }, () => names.nameFor(text)).at(-1);
    expect(admit('a')).toBe('t1');
    expect(admit('b')).toBe('t2');
    expect(admit('c')).toBeUndefined();
    expect(admit('a')).toBe('t1');
    expect(admit('x'.repeat(MAX_TEXT + 1))).toBeUndefined();
    expect(names.size).toBe(2);
  });

  it('forgets the texts it has not named when its map is full, and can still name a new hot one', () => {
    const names = new StatementNames('t', 2);
    const admit = (text: string) => Array.from({ length: ADMIT_AFTER }, () => names.nameFor(text)).at(-1);
    expect(admit('hot')).toBe('t1');
    for (let i = 0; i < 2 * 20; i++) names.nameFor(`once ${i}`);
    expect(admit('later hot')).toBe('t2');
    expect(names.nameFor('hot')).toBe('t1');
  });

  it('a banned text is never named again', () => {
    const names = new StatementNames('t');
    for (let i = 0; i < ADMIT_AFTER; i++) names.nameFor('select * from t where id = $1');
    names.ban('select * from t where id = $1');
    for (let i = 0; i < ADMIT_AFTER * 2; i++) expect(names.nameFor('select * from t where id = $1')).toBeUndefined();
  });

  it('names only query configs with parameters and no name of their own', () => {
    const names = new StatementNames('t');
    const run = (args: unknown[]) => {
      for (let i = 0; i < ADMIT_AFTER; i++) nameQuery(names, args);
      return args[0];
    };
    expect(run([{ text: 'select 1' }])).toEqual({ text: 'select 1' });
    expect(run(['select $1', [1]])).toBe('select $1');
    expect(run([{ text: 'begin; select 1', values: [] }])).toEqual({ text: 'begin; select 1', values: [] });
    expect(run([{ text: 'select $1', values: [1], name: 'mine' }])).toEqual({ text: 'select $1', values: [1], name: 'mine' });
    expect(run([{ text: 'select $1::int', values: [1] }])).toEqual({ text: 'select $1::int', values: [1], name: 't1' });
    expect(run([{ text: 'select $1::text' }, ['a']])).toEqual({ text: 'select $1::text', name: 't2' });
  });

  it('recognises a plan whose result type changed', () => {
    expect(isStalePlan({ code: '0A000', message: 'cached plan must not change result type' })).toBe(true);
    expect(isStalePlan({ code: '0A000', message: 'something else' })).toBe(false);
    expect(isStalePlan(new Error('cached plan'))).toBe(false);
  });
});
