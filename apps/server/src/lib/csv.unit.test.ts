import { describe, expect, it } from 'vitest';
import { csvCell } from './csv';

describe('csvCell', () => {
  it('writes a phone or a signed number as it is', () => {
    expect(csvCell('+48600100200')).toBe('+48600100200');
    expect(csvCell('+48 600 100 200')).toBe('+48 600 100 200');
    expect(csvCell(-150)).toBe('-150');
    expect(csvCell('601 234 567')).toBe('601 234 567');
  });

  it('neutralises real formulas with an apostrophe', () => {
    expect(csvCell('=1')).toBe("'=1");
    expect(csvCell('+SUM(A1:A2)')).toBe("'+SUM(A1:A2)");
    expect(csvCell('+48+1')).toBe("'+48+1");
    expect(csvCell('-2+3')).toBe("'-2+3");
    expect(csvCell('@cmd')).toBe("'@cmd");
    expect(csvCell('\t=1')).toBe("'\t=1");
    expect(csvCell('+')).toBe("'+");
  });

  it('leaves plain text and empty values alone', () => {
    expect(csvCell('Farby')).toBe('Farby');
    expect(csvCell(null)).toBe('');
    expect(csvCell(undefined)).toBe('');
  });
});
