import { describe, expect, it } from 'vitest';
import { MAX_CODES_PER_PASTE } from '@klub/contracts';
import { codeListProblem, parseCodeList } from './paste';

describe('pasted codes', () => {
  it('trims lines, drops empty ones and keeps each code once, in order', () => {
    const text = '  ABC123  \r\n\nXYZ789\n   \nABC123\nQWE456\r\nXYZ789\n';
    expect(parseCodeList(text)).toEqual({ codes: ['ABC123', 'XYZ789', 'QWE456'], duplicates: 2 });
  });

  it('gives nothing for an empty or blank paste', () => {
    expect(parseCodeList('')).toEqual({ codes: [], duplicates: 0 });
    expect(parseCodeList(' \n\t\n')).toEqual({ codes: [], duplicates: 0 });
  });

  it('sends a code once however it is typed: letter case, spaces, dashes (as the server reads codes)', () => {
    expect(parseCodeList('abcd-efgh-23k\nABCDEFGH23K\nAbcd Efgh 23k\nABCDEFGH23M')).toEqual({
      codes: ['abcd-efgh-23k', 'ABCDEFGH23M'],
      duplicates: 2,
    });
  });

  it('refuses an empty list, more than the limit and a code that is too long', () => {
    expect(codeListProblem([])).toBe('Wpisz co najmniej jeden kod');
    const many = Array.from({ length: MAX_CODES_PER_PASTE + 1 }, (_, i) => `KOD${i}`);
    expect(codeListProblem(many)).toBe(`Naraz możesz wpisać najwyżej ${MAX_CODES_PER_PASTE} kodów`);
    expect(codeListProblem(many.slice(0, MAX_CODES_PER_PASTE))).toBeNull();
    expect(codeListProblem(['OK1', 'X'.repeat(41)])).toBe(`${'X'.repeat(41)}: Kod jest za długi`);
  });
});
