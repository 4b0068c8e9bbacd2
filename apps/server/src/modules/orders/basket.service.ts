import { and, eq, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { basketItems, prizeCharacteristics, prizeGroups, prizes, queryRows, type Database, bare } from '@klub/db';
import { BASKET_MESSAGES, MAX_BASKET_AMOUNT, MAX_BASKET_LINES, type BasketItem, type BasketResponse } from '@klub/contracts';
import { AppError, notFound, badRequest, conflict } from '../../errors';
import { storedBalanceOf } from '../ledger/ledger.views';

export interface BasketLineDb {
  id: number;
  prize_id: number;
  name: string;
  image: string | null;
  points: number;
  characteristic_id: number | null;
  characteristic: string | null;
  amount: number;
  stock: number;
  prize_active: boolean;
  group_active: boolean;
  shop_number: number | null;
}

/** A basket line `b`, its prize `p`, the prize's variant `c` and the prize's group `g`. */
const b = alias(basketItems, 'b');
const p = alias(prizes, 'p');
const c = alias(prizeCharacteristics, 'c');
const g = alias(prizeGroups, 'g');
/** The row proposed for insertion, in `on conflict do update`. */
const excluded = alias(basketItems, 'excluded');

/**
 * The member's basket lines joined with the prizes' current data. `forUpdate` (checkout) locks the
 * lines, so an "add to basket" running meanwhile waits and then starts a new line.
 */
export function basketLines(db: Database, userId: number, onlyId?: number, forUpdate = false): Promise<BasketLineDb[]> {
  return queryRows<BasketLineDb>(
    db,
    sql`
    select ${b.id} as id, ${b.prizeId} as prize_id, ${p.name} as name, ${p.images}->>0 as image, ${p.pointsPrice} as points,
           ${b.characteristicId} as characteristic_id,
           case when ${c.id} is null then null else ${c.name} || ': ' || ${c.value} end as characteristic,
           ${b.amount} as amount, ${p.stock} as stock, ${p.isActive} as prize_active, coalesce(${g.isActive}, true) as group_active,
           ${p.shopNumber} as shop_number
    from ${basketItems} b
    join ${prizes} p on ${p.id} = ${b.prizeId}
    left join ${prizeCharacteristics} c on ${c.id} = ${b.characteristicId}
    left join ${prizeGroups} g on ${g.id} = ${p.groupId}
    where ${b.userId} = ${userId} ${onlyId ? sql`and ${b.id} = ${onlyId}` : sql``}
    order by ${b.id} ${forUpdate ? sql`for update of b` : sql``}`,
  );
}

function toItem(l: BasketLineDb): BasketItem {
  return {
    id: l.id,
    prizeId: l.prize_id,
    name: l.name,
    image: l.image,
    points: l.points,
    characteristicId: l.characteristic_id,
    characteristic: l.characteristic,
    amount: l.amount,
    lineTotal: l.points * l.amount,
    stock: l.stock,
    isAvailable: l.prize_active && l.group_active && l.stock >= l.amount,
  };
}

export async function getBasket(db: Database, userId: number): Promise<BasketResponse> {
  const [lines, balance] = await Promise.all([basketLines(db, userId), storedBalanceOf(db, userId)]);
  const data = lines.map(toItem);
  return {
    data,
    sum: data.reduce((s, i) => s + i.lineTotal, 0),
    count: data.reduce((s, i) => s + i.amount, 0),
    balance,
  };
}

async function basketItem(db: Database, userId: number, id: number): Promise<BasketItem> {
  const [line] = await basketLines(db, userId, id);
  if (!line) throw notFound('basketLine');
  return toItem(line);
}

interface PrizeDb {
  id: number;
  name: string;
  stock: number;
  prize_active: boolean;
  group_active: boolean;
  characteristics: number[];
}

/** Adds a prize (variant) to the basket, or increases the amount of the line already there. */
export async function addToBasket(
  db: Database,
  userId: number,
  body: { prizeId: number; characteristicId?: number | null; amount: number },
): Promise<BasketItem> {
  const [prize] = await queryRows<PrizeDb>(
    db,
    sql`
    select ${p.id} as id, ${p.name} as name, ${p.stock} as stock, ${p.isActive} as prize_active, coalesce(${g.isActive}, true) as group_active,
           coalesce((select json_agg(${c.id}) from ${prizeCharacteristics} c where ${c.prizeId} = ${p.id}), '[]'::json) as characteristics
    from ${prizes} p left join ${prizeGroups} g on ${g.id} = ${p.groupId} where ${p.id} = ${body.prizeId}`,
  );
  if (!prize) throw notFound('prize');
  if (!prize.prize_active || !prize.group_active) throw conflict(BASKET_MESSAGES.prizeUnavailable(prize.name));
  const variants = (typeof prize.characteristics === 'string' ? JSON.parse(prize.characteristics) : prize.characteristics) as number[];
  const characteristicId = body.characteristicId ?? null;
  if (variants.length > 0 && characteristicId === null) throw badRequest(BASKET_MESSAGES.chooseVariant);
  if (characteristicId !== null && !variants.includes(characteristicId)) throw badRequest(BASKET_MESSAGES.wrongVariant);

  const charKey = characteristicId ?? 0;
  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    // One member's basket additions run one after another (a lock per member, released at commit):
    // the line count below is then exact even for parallel adds of different prizes.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('klub.basket'), ${userId})`);
    // The caps are part of the write itself: a new line only while there are fewer than MAX lines, and
    // the amount (new or added to the line) at most MAX pieces and at most the stock. ON CONFLICT locks
    // the existing line and checks its current amount, so parallel adds cannot pile up past the cap.
    const [row] = await queryRows<{ id: number }>(
      tx,
      sql`
      insert into ${basketItems} (${bare(basketItems.userId)}, ${bare(basketItems.prizeId)}, ${bare(basketItems.characteristicId)}, ${bare(basketItems.amount)})
      select ${userId}, ${body.prizeId}, ${characteristicId}, ${body.amount}
      where ${body.amount} <= least(${MAX_BASKET_AMOUNT}::int, (select ${prizes.stock} from ${prizes} where ${prizes.id} = ${body.prizeId}))
        and ((select count(*) from ${basketItems} where ${basketItems.userId} = ${userId}) < ${MAX_BASKET_LINES}
             or exists (select 1 from ${basketItems} where ${basketItems.userId} = ${userId} and ${basketItems.prizeId} = ${body.prizeId}
                        and coalesce(${basketItems.characteristicId}, 0) = ${charKey}))
      on conflict (${bare(basketItems.userId)}, ${bare(basketItems.prizeId)}, (coalesce(${bare(basketItems.characteristicId)}, 0)))
      do update set ${bare(basketItems.amount)} = ${basketItems.amount} + ${excluded.amount}
      where ${basketItems.amount} + ${excluded.amount}
            <= least(${MAX_BASKET_AMOUNT}::int, (select ${prizes.stock} from ${prizes} where ${prizes.id} = ${basketItems.prizeId}))
      returning ${basketItems.id} as id`,
    );
    if (row) return basketItem(tx, userId, row.id);
    // Refused by a cap: say which one.
    const [state] = await queryRows<{ amount: number | null; lines: number; stock: number }>(
      tx,
      sql`
      select (select ${basketItems.amount} from ${basketItems}
              where ${basketItems.userId} = ${userId} and ${basketItems.prizeId} = ${body.prizeId}
                and coalesce(${basketItems.characteristicId}, 0) = ${charKey}) as amount,
             (select count(*)::int from ${basketItems} where ${basketItems.userId} = ${userId}) as lines,
             (select ${prizes.stock} from ${prizes} where ${prizes.id} = ${body.prizeId}) as stock`,
    );
    const amount = (state!.amount ?? 0) + body.amount;
    if (state!.amount === null && state!.lines >= MAX_BASKET_LINES) throw new AppError('CONFLICT', BASKET_MESSAGES.tooManyLines);
    if (amount > MAX_BASKET_AMOUNT) throw new AppError('VALIDATION', BASKET_MESSAGES.tooManyPieces);
    throw conflict(state!.stock === 0 ? BASKET_MESSAGES.outOfStock(prize.name) : BASKET_MESSAGES.stockLeft(prize.name, state!.stock));
  });
}

export async function setBasketAmount(db: Database, userId: number, id: number, amount: number): Promise<BasketItem> {
  const [line] = await basketLines(db, userId, id);
  if (!line) throw notFound('basketLine');
  if (amount > line.stock) throw conflict(BASKET_MESSAGES.stockLeft(line.name, line.stock));
  await db
    .update(basketItems)
    .set({ amount })
    .where(and(eq(basketItems.id, id), eq(basketItems.userId, userId)));
  return { ...toItem(line), amount, lineTotal: amount * line.points, isAvailable: line.prize_active && line.group_active };
}

export async function removeFromBasket(db: Database, userId: number, id: number): Promise<void> {
  const rows = await db
    .delete(basketItems)
    .where(and(eq(basketItems.id, id), eq(basketItems.userId, userId)))
    .returning({ id: basketItems.id });
  if (rows.length === 0) throw notFound('basketLine');
}
