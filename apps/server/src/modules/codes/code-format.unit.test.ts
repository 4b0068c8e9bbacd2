import { describe, expect, it } from 'vitest';
import { CODE_ALPHABET, checkChar, classifyCode, formatCode, generateCodes, hasValidCheck, normalizeCode } from './code-format';

describe('product code format', () => {
  it('generates unique codes of 11 characters from the alphabet, each with a valid check character', () => {
    const codes = generateCodes(20_000);
    expect(new Set(codes).size).toBe(20_000);
    for (const c of codes) {
      expect(c).toMatch(new RegExp(`^[${CODE_ALPHABET}]{11}$`));
      expect(hasValidCheck(c)).toBe(true);
    }
  });

  it('has no look-alike characters', () => {
    for (const c of ['0', '1', 'O', 'I', 'L', 'U']) expect(CODE_ALPHABET).not.toContain(c);
  });

  it('uses every alphabet character about equally (no modulo bias)', () => {
    const counts = new Map<string, number>();
    for (const c of generateCodes(30_000)) for (const ch of c.slice(0, 10)) counts.set(ch, (counts.get(ch) ?? 0) + 1);
    const expected = 300_000 / CODE_ALPHABET.length;
    for (const n of counts.values()) expect(Math.abs(n - expected) / expected).toBeLessThan(0.05);
  });

  it('catches every single-character typo and every swap of neighbours but the 2↔Z pair', () => {
    const [code] = generateCodes(1) as [string];
    for (let i = 0; i < code.length; i++) {
      for (const ch of CODE_ALPHABET) {
        if (ch === code[i]) continue;
        expect(hasValidCheck(code.slice(0, i) + ch + code.slice(i + 1))).toBe(false);
      }
    }
    for (let i = 0; i < code.length - 1; i++) {
      if (code[i] === code[i + 1]) continue;
      // Luhn mod N's one blind spot: swapping the symbols worth 0 and N−1 ('2' and 'Z') keeps the sum.
      const blind = [CODE_ALPHABET[0], CODE_ALPHABET[CODE_ALPHABET.length - 1]];
      if (blind.includes(code[i]!) && blind.includes(code[i + 1]!)) {
        expect(hasValidCheck(code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2))).toBe(true);
        continue;
      }
      const swapped = code.slice(0, i) + code[i + 1] + code[i] + code.slice(i + 2);
      expect(hasValidCheck(swapped)).toBe(false);
    }
  });

  it('normalises what people type', () => {
    const [code] = generateCodes(1) as [string];
    expect(normalizeCode(` ${formatCode(code).toLowerCase()} `)).toBe(code);
    expect(classifyCode(normalizeCode(formatCode(code)))).toBe('ours');
  });

  it('classifies inputs before any lookup', () => {
    const body = 'ABCDEFGH23';
    expect(classifyCode(body + checkChar(body))).toBe('ours');
    expect(classifyCode(body + (checkChar(body) === 'Z' ? 'Y' : 'Z'))).toBe('typo');
    expect(classifyCode('PRINTER000123')).toBe('foreign');
    expect(classifyCode('ab')).toBe('invalid');
    expect(classifyCode('ZŁY-KOD!')).toBe('invalid');
  });
});
