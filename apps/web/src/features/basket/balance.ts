import type { BasketResponse } from '@klub/contracts';
import { formatPkt } from '../../lib/format';

/**
 * Points by which the basket — with `adding` more points of prizes — is over the member's balance;
 * 0 when it fits. A prize over the balance may still go into the basket (points keep coming from
 * codes), but the member is told on the prize, in the catalogue and in the basket, and the server
 * refuses the order itself (409 "Za mało punktów…").
 */
export function pointsOver(basket: Pick<BasketResponse, 'sum' | 'balance'>, adding = 0): number {
  return Math.max(0, basket.sum + adding - basket.balance);
}

export const BALANCE_TEXTS = {
  /** The basket (checkout): what is missing, and what to do. */
  basketOver: (over: number) => `Koszyk przekracza Twoje saldo o ${formatPkt(over)}. Usuń część nagród albo zbierz brakujące punkty.`,
  /** On a prize, before adding it. */
  prizeOver: (over: number, balance: number) =>
    `Z tą nagrodą koszyk przekroczy Twoje saldo (${formatPkt(balance)}) o ${formatPkt(over)}. ` +
    'Możesz ją dodać, ale zamówienie złożysz, gdy zbierzesz brakujące punkty albo usuniesz część nagród.',
  /** The toast after adding it anyway. */
  addedOver: (name: string, over: number) =>
    `Dodano do koszyka: ${name}. Koszyk przekracza Twoje saldo o ${formatPkt(over)} — zamówisz go, gdy zbierzesz brakujące punkty`,
  /** A catalogue card of a prize that alone costs more than the balance. */
  missing: (over: number) => `Brakuje ${formatPkt(over)}`,
} as const;
