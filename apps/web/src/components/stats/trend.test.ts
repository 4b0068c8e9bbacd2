import { describe, expect, it } from 'vitest';
import { buckets, change, fillBuckets, periodLabel, periodTick } from './trend';

describe('change', () => {
  it('says the trend against the previous period in words', () => {
    expect(change(112, 100)).toEqual({ direction: 'up', text: '+12% wobec poprzedniego okresu' });
    expect(change(80, 100)).toEqual({ direction: 'down', text: '-20% wobec poprzedniego okresu' });
    expect(change(5, 5)).toEqual({ direction: 'same', text: 'bez zmian' });
    expect(change(0, 0)).toEqual({ direction: 'same', text: 'bez zmian' });
    expect(change(3, 0)).toEqual({ direction: 'up', text: 'wzrost z 0 w poprzednim okresie' });
    expect(change(0, 4)).toEqual({ direction: 'down', text: '-100% wobec poprzedniego okresu' });
    // Under 1% the change still shows.
    expect(change(1001, 1000).text).toBe('+0,1% wobec poprzedniego okresu');
  });
});

describe('periods', () => {
  it('names buckets the Polish way', () => {
    expect(periodLabel('2026-03-05', 'day')).toBe('05.03.2026');
    expect(periodLabel('2026-03-02', 'week')).toBe('tydzień od 02.03.2026');
    expect(periodLabel('2026-03-01', 'month')).toBe('marzec 2026');
    expect(periodTick('2026-05-01', 'month')).toBe('maj 2026');
    expect(periodTick('2026-03-02', 'week')).toBe('od 02.03');
  });

  it('lists every bucket of the period as the server starts them (a week on Monday)', () => {
    // 2026-03-04 is a Wednesday: its week starts on Monday 2026-03-02.
    expect(buckets('2026-03-04', '2026-03-20', 'week')).toEqual(['2026-03-02', '2026-03-09', '2026-03-16']);
    expect(buckets('2026-01-15', '2026-03-01', 'month')).toEqual(['2026-01-01', '2026-02-01', '2026-03-01']);
    expect(buckets('2026-03-30', '2026-04-01', 'day')).toEqual(['2026-03-30', '2026-03-31', '2026-04-01']);
    expect(buckets('2026-03-01', '2026-03-02', 'day', ['2026-02-28'])).toEqual(['2026-02-28', '2026-03-01', '2026-03-02']);
  });

  it('fills the buckets the server left out with zeros', () => {
    const zero = (period: string) => ({ period, codes: 0 });
    expect(fillBuckets([{ period: '2026-03-09', codes: 4 }], { from: '2026-03-04', to: '2026-03-20', interval: 'week' }, zero)).toEqual([
      { period: '2026-03-02', codes: 0 },
      { period: '2026-03-09', codes: 4 },
      { period: '2026-03-16', codes: 0 },
    ]);
  });
});
