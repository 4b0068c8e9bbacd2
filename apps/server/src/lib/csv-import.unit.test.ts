import { describe, expect, it } from 'vitest';
import { CSV_MESSAGES } from '@klub/contracts';
import { decodeCsv, formulaProblem, LineErrors, readCsv, readCsvHeader, widthProblem, type CsvSpec } from './csv-import';

const SPEC: CsvSpec<'name' | 'email'> = {
  columns: { name: { label: 'nazwa', aliases: ['name'], required: true }, email: { label: 'e-mail', aliases: ['email'] } },
  ignored: ['id'],
};
const message = (work: () => unknown) => {
  try {
    work();
  } catch (err) {
    return (err as Error).message;
  }
  throw new Error('no error thrown');
};

describe('CSV import kit', () => {
  it('decodes UTF-8 without its BOM and names Windows-1250, NUL and empty files', () => {
    expect(decodeCsv(Buffer.from('\uFEFFnazwa\nŁódź'))).toBe('nazwa\nŁódź');
    expect(message(() => decodeCsv(Buffer.from([0x6e, 0x0a, 0xb3, 0xf3, 0x9f])))).toBe(CSV_MESSAGES.notUtf8(true));
    expect(message(() => decodeCsv(Buffer.from([0x6e, 0x0a, 0xff])))).toBe(CSV_MESSAGES.notUtf8(false));
    expect(message(() => decodeCsv(Buffer.from('nazwa\n\u0000')))).toBe(CSV_MESSAGES.nul);
    expect(message(() => decodeCsv(Buffer.from('\uFEFF \r\n')))).toBe(CSV_MESSAGES.empty);
  });

  it('maps the header by label or alias, whatever the case, spacing and separator', () => {
    expect(readCsvHeader('ID;Nazwa ;EMAIL\nx', SPEC)).toMatchObject({
      delimiter: ';',
      index: { name: 1, email: 2 },
      width: 3,
      firstLine: 2,
    });
    expect(readCsvHeader('e-mail,name\nx', SPEC)).toMatchObject({ delimiter: ',', index: { name: 1, email: 0 } });
    expect(readCsvHeader('name\te-mail\nx', SPEC).delimiter).toBe('\t');
  });

  it('names every header problem at once, with the allowed columns', () => {
    expect(message(() => readCsvHeader('email;kolor;email\nx', SPEC))).toBe(
      CSV_MESSAGES.badHeader(
        [CSV_MESSAGES.missingColumns('„nazwa”'), CSV_MESSAGES.unknownColumns('„kolor”'), CSV_MESSAGES.repeatedColumns('„email”')].join(
          '; ',
        ),
        '„nazwa”, „e-mail”',
      ),
    );
    expect(message(() => readCsvHeader('nazwa\r\n', SPEC))).toBe(CSV_MESSAGES.headerOnly);
  });

  it('reads a headerless one-column file from line 1, and skips unnamed columns when told', async () => {
    const codes: CsvSpec<'code'> = { columns: { code: { label: 'kod', required: true } }, headerless: 'code', otherColumns: 'skip' };
    const plain = await readCsv(Buffer.from('ABC123\n\nDEF456\n'), codes);
    expect(plain.rows.map((r) => [r.line, r.get('code')])).toEqual([
      [1, 'ABC123'],
      [3, 'DEF456'],
    ]);
    const printed = await readCsv(Buffer.from('uwagi;kod\nx; ABC123 \n'), codes);
    expect(printed.rows.map((r) => [r.line, r.get('code')])).toEqual([[2, 'ABC123']]);
  });

  it('names the line of a CSV syntax error', async () => {
    await expect(readCsv(Buffer.from('nazwa;e-mail\nA;a@b.pl\n"B;b@b.pl\n'), SPEC)).rejects.toThrow(CSV_MESSAGES.syntax(3));
  });

  it('refuses formula-leading cells unless the field allows the value, and rows wider or narrower than the header', () => {
    expect(formulaProblem('kolumna „nazwa”', '=1+1')).toBe(CSV_MESSAGES.formula('kolumna „nazwa”', '='));
    expect(formulaProblem('kolumna „telefon”', '+48600100200', (v) => /^\+48\d{9}$/.test(v))).toBeNull();
    expect(formulaProblem('kolumna „nazwa”', 'Farby')).toBeNull();
    expect(widthProblem({ cells: ['a', 'b', '', ''] }, { width: 2 })).toBeNull();
    expect(widthProblem({ cells: ['a', 'b', 'c'] }, { width: 2 })).toBe(CSV_MESSAGES.columnCount(3, 2));
    expect(widthProblem({ cells: ['a'] }, { width: 2 })).toBe(CSV_MESSAGES.columnCount(1, 2));
  });

  it('keeps the first N line errors sorted, counts them all, and says when the list was cut', () => {
    const errors = new LineErrors(3);
    for (const line of [9, 4, 7, 2, 5]) errors.add({ line, message: `w${line}` });
    expect(errors.count).toBe(5);
    expect(errors.list().map((e) => e.line)).toEqual([4, 7, 9]);
    expect(errors.list((shown, line) => ({ line, message: CSV_MESSAGES.firstErrorsShown(shown) })).at(-1)).toEqual({
      line: 9,
      message: CSV_MESSAGES.firstErrorsShown(3),
    });
  });
});
