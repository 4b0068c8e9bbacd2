import { describe, expect, it } from 'vitest';
import { BasketAddBody, CheckoutBody, ORDER_NEXT_STATUS, ORDER_STATUS_LABELS, ORDER_STATUSES } from './orders';

const delivery = { name: 'Jan Malarz', street: 'ul. Długa 5', postCode: '30-001', city: 'Kraków' };

describe('order contracts', () => {
  it('checkout: phone optional (empty = none, normalised otherwise), post code 00-000, unknown fields refused', () => {
    expect(CheckoutBody.parse({ delivery: { ...delivery, phone: '' } }).delivery.phone).toBeNull();
    expect(CheckoutBody.parse({ delivery: { ...delivery, phone: '+48 600-100-200' }, note: '  ' })).toMatchObject({
      delivery: { phone: '+48600100200' },
      note: null,
    });
    const bad = CheckoutBody.safeParse({ delivery: { ...delivery, postCode: '30001', city: ' ' }, hack: 1 });
    expect(bad.success).toBe(false);
    const messages = bad.error!.issues.map((i) => i.message);
    expect(messages).toContain('Podaj kod pocztowy w formacie 00-000');
    expect(messages).toContain('To pole jest wymagane');
  });

  it('basket: 1–999 whole pieces; the variant is optional', () => {
    expect(BasketAddBody.parse({ prizeId: 1, amount: 3 })).toEqual({ prizeId: 1, amount: 3 });
    expect(BasketAddBody.safeParse({ prizeId: 1, amount: 0 }).error?.issues[0]?.message).toBe('Minimalnie 1 sztuka');
    expect(BasketAddBody.safeParse({ prizeId: 1, amount: 1000 }).error?.issues[0]?.message).toBe('Maksymalnie 999 sztuk');
    expect(BasketAddBody.safeParse({ prizeId: 1, amount: 1.5 }).success).toBe(false);
  });

  it('statuses: Polish names, one step forward, nothing after DELIVERED or CANCELLED', () => {
    expect(ORDER_STATUSES.map((s) => ORDER_STATUS_LABELS[s])).toEqual(['Złożone', 'W realizacji', 'Wysłane', 'Dostarczone', 'Anulowane']);
    expect(ORDER_NEXT_STATUS).toEqual({ NEW: 'IN_PROGRESS', IN_PROGRESS: 'SENT', SENT: 'DELIVERED', DELIVERED: null, CANCELLED: null });
  });
});
