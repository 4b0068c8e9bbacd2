import { randomBytes } from 'node:crypto';

/**
 * Product codes: 10 random characters plus 1 check character from a 30-character alphabet without
 * look-alikes (no 0/O, 1/I/L, U/V pairs: 0, 1, O, I, L and U are left out). ~49 random bits: a guess
 * hits one of a million codes with probability ~2e-9, and wrong guesses are rate-limited.
 * The check character (Luhn mod 32) catches any single mistyped character and any swap of
 * two neighbours, before the database is asked.
 */
export const CODE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
const N = CODE_ALPHABET.length; // 30 — Luhn mod N works for any N ≥ 2
export const CODE_BODY_LENGTH = 10;
export const CODE_LENGTH = CODE_BODY_LENGTH + 1;
const INDEX = new Map([...CODE_ALPHABET].map((c, i) => [c, i]));

/** Upper-case and drop spaces and dashes (codes are printed as XXXX-XXXX-XXX). */
export function normalizeCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

export function checkChar(body: string): string {
  let factor = 2;
  let sum = 0;
  for (let i = body.length - 1; i >= 0; i--) {
    const code = INDEX.get(body[i]!);
    if (code === undefined) throw new Error(`not a code character: ${body[i]}`);
    let addend = factor * code;
    factor = factor === 2 ? 1 : 2;
    addend = Math.floor(addend / N) + (addend % N);
    sum += addend;
  }
  return CODE_ALPHABET[(N - (sum % N)) % N]!;
}

/** true when every character is from the alphabet. */
export function usesAlphabet(code: string): boolean {
  return [...code].every((c) => INDEX.has(c));
}

/** A code of our own format: 11 alphabet characters whose last one is the check character. */
export function hasValidCheck(code: string): boolean {
  return code.length === CODE_LENGTH && usesAlphabet(code) && checkChar(code.slice(0, -1)) === code.at(-1);
}

/** Generates `count` random codes (distinct within the call). */
export function generateCodes(count: number): string[] {
  const out = new Set<string>();
  while (out.size < count) {
    const bytes = randomBytes((count - out.size) * CODE_BODY_LENGTH * 2);
    let body = '';
    for (const b of bytes) {
      // rejection sampling keeps the distribution uniform: 240 = 8 × 30
      if (b >= 240) continue;
      body += CODE_ALPHABET[b % N];
      if (body.length === CODE_BODY_LENGTH) {
        out.add(body + checkChar(body));
        body = '';
        if (out.size === count) break;
      }
    }
  }
  return [...out];
}

/** For printing: XXXX-XXXX-XXX. */
export function formatCode(code: string): string {
  return code.length === CODE_LENGTH ? `${code.slice(0, 4)}-${code.slice(4, 8)}-${code.slice(8)}` : code;
}

export type CodeShape = 'ours' | 'typo' | 'foreign' | 'invalid';
/**
 * How a normalised input looks before any lookup: one of our codes, our length with a wrong
 * check character (a typo), an imported code of another format, or nothing plausible.
 */
export function classifyCode(code: string): CodeShape {
  if (code.length < 6 || code.length > 32 || !/^[0-9A-Z]+$/.test(code)) return 'invalid';
  if (code.length === CODE_LENGTH && usesAlphabet(code)) return hasValidCheck(code) ? 'ours' : 'typo';
  return 'foreign';
}
