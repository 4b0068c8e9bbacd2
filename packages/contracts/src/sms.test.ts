import { describe, expect, it } from 'vitest';
import { CreateSmsBody, smsParts } from './sms';

describe('smsParts: what a text costs as SMS', () => {
  it('counts GSM-7 septets: 160 in one SMS, then parts of 153', () => {
    expect(smsParts('a'.repeat(160))).toEqual({ encoding: 'GSM-7', length: 160, parts: 1, perPart: 160 });
    expect(smsParts('a'.repeat(161))).toEqual({ encoding: 'GSM-7', length: 161, parts: 2, perPart: 153 });
    expect(smsParts('a'.repeat(306)).parts).toBe(2);
    expect(smsParts('a'.repeat(307)).parts).toBe(3);
    expect(smsParts('').parts).toBe(0);
  });

  it('counts €, [, ], {, }, ~, ^, | and \\ as two septets and never splits one between parts', () => {
    expect(smsParts('€'.repeat(80))).toMatchObject({ encoding: 'GSM-7', length: 160, parts: 1 });
    expect(smsParts('€'.repeat(81))).toMatchObject({ length: 162, parts: 2 });
    // 152 letters and a €: 154 septets; the € would straddle the first part's end, so it starts the second.
    expect(smsParts(`${'a'.repeat(152)}€${'a'.repeat(152)}`)).toMatchObject({ length: 306, parts: 3 });
  });

  it('switches to UCS-2 for one Polish letter: 70 in one SMS, then parts of 67', () => {
    expect(smsParts('Zażółć gęślą jaźń')).toMatchObject({ encoding: 'UCS-2', length: 17, parts: 1, perPart: 70 });
    expect(smsParts(`ą${'a'.repeat(69)}`)).toMatchObject({ encoding: 'UCS-2', parts: 1 });
    expect(smsParts(`ą${'a'.repeat(70)}`)).toMatchObject({ encoding: 'UCS-2', length: 71, parts: 2, perPart: 67 });
    // The same text without the Polish letter fits one GSM-7 SMS.
    expect(smsParts(`a${'a'.repeat(70)}`)).toMatchObject({ encoding: 'GSM-7', parts: 1 });
    // é, ü, ñ are GSM-7 letters; ó is not.
    expect(smsParts('Café über año').encoding).toBe('GSM-7');
    expect(smsParts('Kraków').encoding).toBe('UCS-2');
  });

  it('counts an emoji as two UTF-16 units', () => {
    expect(smsParts('Dzięki 👍')).toMatchObject({ encoding: 'UCS-2', length: 9 });
  });

  it('refuses an empty text and one longer than six parts, in Polish', () => {
    const base = { target: { kind: 'MEMBER', userId: 1 }, requestKey: '0b7e6f1a-3c2d-4e5f-8a9b-1c2d3e4f5a6b' } as const;
    expect(CreateSmsBody.safeParse({ ...base, text: 'a'.repeat(918) }).success).toBe(true);
    const long = CreateSmsBody.safeParse({ ...base, text: 'a'.repeat(919) });
    expect(long.error?.issues[0]?.message).toMatch(/SMS jest za długi/);
    expect(CreateSmsBody.safeParse({ ...base, text: 'ą'.repeat(402) }).success).toBe(true);
    expect(CreateSmsBody.safeParse({ ...base, text: 'ą'.repeat(403) }).success).toBe(false);
    expect(CreateSmsBody.safeParse({ ...base, text: '   ' }).error?.issues[0]?.message).toBe('Wpisz treść SMS');
  });
});
