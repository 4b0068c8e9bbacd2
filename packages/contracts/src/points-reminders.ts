import { z } from 'zod';

/**
 * Points-expiry reminders (docs/domain.md "Ledger", issue 39): the hourly pass tells a member, once,
 * which of their points expire within the settings' window, by e-mail and, with a phone and
 * marketing consent, by SMS.
 */

/** Days before a lot's expiry that its reminder goes out, until an admin sets another number. */
export const POINTS_REMINDER_DEFAULT_DAYS = 30;

/** The settings field (0 turns the reminders off). */
export const PointsReminderDays = z
  .number({ error: 'Podaj liczbę dni' })
  .int('Podaj liczbę całkowitą')
  .min(0, 'Najmniej 0 dni (0 — bez przypomnień)')
  .max(365, 'Najwięcej 365 dni');

/** What expires on one day (a reminder may name several days). */
export interface ExpiringPoints {
  /** yyyy-MM-dd, the Polish calendar day of the expiry. */
  day: string;
  points: number;
}

/** dd.MM.yyyy of a yyyy-MM-dd day. */
const plDay = (day: string) => day.split('-').reverse().join('.');
/** 1250 → "1 250" (a no-break space, as Polish writes thousands). */
const plNumber = (n: number) => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0');

export const POINTS_REMINDER_TEXTS = {
  /** The e-mail: every day with its points, then the catalogue's link (a line of its own: the layout's button). */
  mail: (firstname: string, expiring: ExpiringPoints[], balance: number, catalogueUrl: string) => {
    const total = expiring.reduce((sum, e) => sum + e.points, 0);
    const first = expiring[0]!;
    return {
      subject:
        expiring.length === 1
          ? `Klub — ${plNumber(total)} pkt wygaśnie ${plDay(first.day)}`
          : `Klub — ${plNumber(total)} pkt wkrótce wygaśnie (pierwsze ${plDay(first.day)})`,
      text:
        `Cześć ${firstname},\n\nprzypominamy, że część Twoich punktów wkrótce wygaśnie:\n` +
        expiring.map((e) => `• ${plNumber(e.points)} pkt — ważne do ${plDay(e.day)}`).join('\n') +
        `\n\nTwoje saldo to teraz ${plNumber(balance)} pkt. Punkty, które do tego dnia nie zostaną wymienione na nagrody, ` +
        `przepadną. Wybierz nagrodę w katalogu:\n${catalogueUrl}\n\n` +
        `Punkty wydajemy w kolejności wygasania, więc zamówienie najpierw zużyje te, które wygasają najwcześniej.\n\nZespół Klubu`,
    };
  },
  /**
   * The SMS: without Polish letters, so it stays one GSM-7 part (one Polish letter makes the whole
   * SMS UCS-2: 70 characters a part) — about 90 characters with the link.
   */
  sms: (expiring: ExpiringPoints[], catalogueUrl: string) => {
    const total = expiring.reduce((sum, e) => sum + e.points, 0);
    const first = plDay(expiring[0]!.day);
    const when = expiring.length === 1 ? first : `w dniach ${first}-${plDay(expiring[expiring.length - 1]!.day)}`;
    return `Klub: ${total} pkt wygasnie ${when}. Wymien je na nagrody: ${catalogueUrl}`;
  },
};
