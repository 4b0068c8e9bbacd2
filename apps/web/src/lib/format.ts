// 'always': group thousands from 1 000 up, as the glossary writes them (Polish CLDR
// would leave four-digit numbers ungrouped).
const numberFormat = new Intl.NumberFormat('pl-PL', { useGrouping: 'always' });
const currencyFormat = new Intl.NumberFormat('pl-PL', { style: 'currency', currency: 'PLN', useGrouping: 'always' });
const pluralRules = new Intl.PluralRules('pl-PL');

/** 12 500 */
export function formatNumber(value: number): string {
  return numberFormat.format(value);
}

/** 1 234,50 zł (Intl puts a no-break space before "zł") */
export function formatCurrency(value: number): string {
  return currencyFormat.format(value);
}

/** Polish plural: 1 punkt, 2 punkty, 5 punktów. */
export function plural(count: number, forms: { one: string; few: string; many: string }): string {
  const rule = pluralRules.select(count);
  if (rule === 'one') return forms.one;
  if (rule === 'few') return forms.few;
  return forms.many;
}

const POINT_FORMS = { one: 'punkt', few: 'punkty', many: 'punktów' } as const;

/** The word for `count` points: 1 punkt, 2–4 punkty, 5+ punktów (22 punkty, 12 punktów). */
export function pointsWord(count: number): string {
  return plural(Math.abs(count), POINT_FORMS);
}

/**
 * A no-break space (U+00A0): between a number and its unit ("12 500 punktów", "179,90 zł") and
 * inside a phone, so a line never breaks there (Intl already uses it for the thousands).
 */
export const NBSP = '\u00a0';

/** "12 500 punktów" */
export function formatPoints(value: number): string {
  return `${formatNumber(value)}${NBSP}${pointsWord(value)}`;
}

/** "1 kod", "3 kody", "10 000 kodów" */
export function formatCodes(count: number): string {
  return `${formatNumber(count)}${NBSP}${plural(Math.abs(count), { one: 'kod', few: 'kody', many: 'kodów' })}`;
}

const signedFormat = new Intl.NumberFormat('pl-PL', { useGrouping: 'always', signDisplay: 'exceptZero' });

/** A ledger amount with its sign: "+120", "−30" (Intl's minus), "0". */
export function formatSignedNumber(value: number): string {
  return signedFormat.format(value);
}

/** Compact "12 500 pkt" for charts and tight cells ("pkt" does not inflect). */
/** A file's size: 512 B, 12,3 kB, 1,2 MB. */
export function formatFileSize(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} kB`;
  return `${(bytes / 1024 / 1024).toLocaleString('pl-PL', { maximumFractionDigits: 1 })} MB`;
}

export function formatPkt(value: number): string {
  return `${formatNumber(value)}${NBSP}pkt`;
}

/**
 * A phone grouped the Polish way: "601 234 567", "+48 601 234 567" (no-break spaces). The API keeps
 * digits only (an optional +48); anything else (a foreign or odd number) is shown as it is.
 */
export function formatPhone(value: string | null | undefined): string {
  if (!value) return '';
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(\+48|0048)?(\d{3})(\d{3})(\d{3})$/.exec(digits);
  if (!m) return value.trim();
  const [, prefix, a, b, c] = m;
  return [prefix === '0048' ? '+48' : prefix, a, b, c].filter(Boolean).join(NBSP);
}
