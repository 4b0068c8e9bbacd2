import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { pointsLedger, queryRows, settings, type Database } from '@klub/db';
import type { SettingsCache } from './lib/settings-cache';
import { warsawYear } from './lib/time';
import { creditStatement, type CreditInput } from './modules/ledger/ledger.service';

/** A day in milliseconds, for the demo's dates relative to now. */
export const DAY = 86_400_000;

/**
 * An abstract "paint" picture (brush strokes on a gradient, in the club's colours), drawn as SVG
 * and turned into a PNG by sharp: the demo has no photo files of its own, and this needs no fonts.
 */
export function paintPicture(width: number, height: number, seed: number): Promise<Buffer> {
  const colours = ['#f2b632', '#ffffff', '#7fb3d5', '#e4572e', '#76b041'];
  let x = seed * 9301 + 49297;
  const rand = () => (x = (x * 9301 + 49297) % 233280) / 233280;
  const strokes = Array.from({ length: 7 }, (_, i) => {
    const w = width * (0.35 + rand() * 0.5);
    const h = height * (0.08 + rand() * 0.1);
    const cx = rand() * width;
    const cy = ((i + 0.5) / 7) * height;
    return `<rect x="${(cx - w / 2).toFixed(0)}" y="${(cy - h / 2).toFixed(0)}" width="${w.toFixed(0)}" height="${h.toFixed(0)}" rx="${(h / 2).toFixed(0)}" fill="${colours[(i + seed) % colours.length]}" fill-opacity="${(0.55 + rand() * 0.4).toFixed(2)}" transform="rotate(${(-12 + rand() * 24).toFixed(1)} ${cx.toFixed(0)} ${cy.toFixed(0)})"/>`;
  });
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#1b4d7a"/><stop offset="1" stop-color="#0e2a44"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/>${strokes.join('')}</svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/**
 * A credit as the ledger writes it (the row and the member's totals in one statement), dated `at`:
 * its points count as earned in `at`'s year, so a history credited in date order leaves the totals
 * as the redemptions themselves would have. The rollups follow the date's update (the ledger's
 * triggers apply updates too).
 */
export async function creditAt(tx: Database, input: CreditInput, at: Date): Promise<number> {
  const claimed = sql`claimed as (select ${input.codeId ?? null}::bigint as id)`;
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`${creditStatement({ ...input, year: warsawYear(at) }, claimed)} select (select id from entry) as id`,
  );
  const id = Number(row!.id);
  await tx.update(pointsLedger).set({ createdAt: at }).where(eq(pointsLedger.id, id));
  return id;
}

/** The stored settings, read as the app's settings cache reads them (the seed runs before anything is cached). */
export const storedSettings = (db: Database): Pick<SettingsCache, 'read'> => ({
  async read(key) {
    const [row] = await db.select({ value: settings.value }).from(settings).where(eq(settings.key, key)).limit(1);
    return row?.value;
  },
});
