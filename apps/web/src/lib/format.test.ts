import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCodes, formatNumber, formatPhone, formatPkt, formatPoints, formatSignedNumber, pointsWord } from './format';
import { formatDate, formatDateTime, toApiDate } from './dates';

// Intl uses a no-break space (U+00A0) as the Polish thousands separator.
const nbsp = (s: string) => s.replace(/\u00a0/g, ' ');

describe('Polish formatting', () => {
  it('formats dates as dd.MM.yyyy and sends yyyy-MM-dd', () => {
    expect(formatDate('2026-03-07T10:00:00')).toBe('07.03.2026');
    expect(formatDate(new Date(2026, 11, 31))).toBe('31.12.2026');
    expect(formatDate(null)).toBe('');
    expect(formatDate('nie-data')).toBe('');
    expect(formatDateTime('2026-03-07T08:05:00')).toBe('07.03.2026, 08:05');
    expect(toApiDate(new Date(2026, 0, 5))).toBe('2026-01-05');
  });

  it('formats numbers, money and points the Polish way', () => {
    expect(nbsp(formatNumber(12500))).toBe('12 500');
    expect(nbsp(formatCurrency(1234.5))).toBe('1 234,50 zł');
    expect(nbsp(formatPoints(1))).toBe('1 punkt');
    expect(nbsp(formatPoints(3))).toBe('3 punkty');
    expect(nbsp(formatPoints(5))).toBe('5 punktów');
    expect(nbsp(formatPoints(22))).toBe('22 punkty');
    expect(nbsp(formatPoints(12500))).toBe('12 500 punktów');
  });

  it('inflects "punkt" by the Polish plural rules', () => {
    const cases: Array<[number, string]> = [
      [0, 'punktów'],
      [1, 'punkt'],
      [2, 'punkty'],
      [4, 'punkty'],
      [5, 'punktów'],
      [11, 'punktów'],
      [12, 'punktów'],
      [14, 'punktów'],
      [21, 'punktów'],
      [22, 'punkty'],
      [24, 'punkty'],
      [25, 'punktów'],
      [101, 'punktów'],
      [102, 'punkty'],
      [112, 'punktów'],
      [1001, 'punktów'],
      [-1, 'punkt'],
      [-3, 'punkty'],
    ];
    for (const [count, word] of cases) expect(`${count} ${pointsWord(count)}`).toBe(`${count} ${word}`);
    expect(nbsp(formatPkt(12500))).toBe('12 500 pkt');
    expect([1, 3, 5, 10000].map((n) => nbsp(formatCodes(n)))).toEqual(['1 kod', '3 kody', '5 kodów', '10 000 kodów']);
    expect(formatSignedNumber(120)).toBe('+120');
    expect(formatSignedNumber(-30).replace('\u2212', '-')).toBe('-30');
    expect(formatSignedNumber(0)).toBe('0');
  });

  it('keeps a number and its unit together with a no-break space', () => {
    expect(formatPoints(150)).toBe('150\u00a0punktów');
    expect(formatPkt(150)).toBe('150\u00a0pkt');
    expect(formatCodes(3)).toBe('3\u00a0kody');
    expect(formatCurrency(179.9)).toBe('179,90\u00a0zł');
    expect(formatCurrency(1234.5)).not.toMatch(/ /);
  });

  it('groups a phone as 601 234 567 (no-break spaces), with or without +48', () => {
    expect(nbsp(formatPhone('601234567'))).toBe('601 234 567');
    expect(formatPhone('601234567')).not.toMatch(/ /);
    expect(nbsp(formatPhone('+48601234567'))).toBe('+48 601 234 567');
    expect(nbsp(formatPhone('0048 601-234-567'))).toBe('+48 601 234 567');
    expect(nbsp(formatPhone('601 234 567'))).toBe('601 234 567');
    expect(formatPhone('+44 20 7946 0958')).toBe('+44 20 7946 0958');
    expect(formatPhone(null)).toBe('');
    expect(formatPhone('')).toBe('');
  });
});
