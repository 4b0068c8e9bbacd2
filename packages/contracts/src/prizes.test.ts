import { describe, expect, it } from 'vitest';
import { PrizeBody, PrizeThresholdBody, pointsForPln } from './prizes';

describe('prize contracts', () => {
  it('points for a PLN price: rounded up, at least 1, no float noise', () => {
    expect(pointsForPln(19.99, 10)).toBe(200); // 199.9 → 200
    expect(pointsForPln(20, 10)).toBe(200); // exact stays exact
    expect(pointsForPln(0.1, 30)).toBe(3); // 0.1 × 30 = 3.0000000000000004 in floats
    expect(pointsForPln(0.01, 12.5)).toBe(1);
    expect(pointsForPln(179.9, 12.5)).toBe(2249); // 2248.75
  });

  it('a prize needs a points price or a PLN price; PLN has at most two decimals', () => {
    expect(PrizeBody.safeParse({ name: 'A', pointsPrice: 5 }).success).toBe(true);
    expect(PrizeBody.safeParse({ name: 'A', plnPrice: 12.5 }).success).toBe(true);
    expect(PrizeBody.safeParse({ name: 'A' }).success).toBe(false);
    expect(PrizeBody.safeParse({ name: 'A', plnPrice: 1.234 }).success).toBe(false);
    expect(PrizeBody.safeParse({ name: 'A', pointsPrice: 0 }).success).toBe(false);
  });

  it('a threshold band cannot end below its start', () => {
    expect(PrizeThresholdBody.safeParse({ name: 'X', minPoints: 10, maxPoints: 5 }).success).toBe(false);
    expect(PrizeThresholdBody.parse({ name: 'X', minPoints: 10 })).toMatchObject({ maxPoints: null, pos: 0 });
  });
});
