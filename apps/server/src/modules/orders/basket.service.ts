import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@klub/db';
import { BASKET_MESSAGES, MAX_BASKET_AMOUNT, MAX_BASKET_LINES, type BasketItem, type BasketResponse } from '@klub/contracts';
import { AppError, notFound, badRequest, conflict } from '../../errors';

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

/**
 * The member's basket lines joined with the prizes' current data. `forUpdate` (checkout) locks the
 * lines, so an "add to basket" running meanwhile waits and then starts a new line.
 */
export function basketLines(db: Database, userId: number, onlyId?: number, forUpdate = false): Promise<BasketLineDb[]> {
  return queryRows<BasketLineDb>(
    db,
    sql`
    select b.id, b.prize_id, p.name, p.images->>0 as image, p.points_price as points, b.characteristic_id,
           case when c.id is null then null else c.name || ': ' || c.value end as characteristic,
           b.amount, p.stock, p.is_active as prize_active, coalesce(g.is_active, true) as group_active, p.shop_number
    from basket_items b
    join prizes p on p.id = b.prize_id
    left join prize_characteristics c on c.id = b.characteristic_id
    left join prize_groups g on g.id = p.group_id
    where b.user_id = ${userId} ${onlyId ? sql`and b.id = ${onlyId}` : sql``}
    order by b.id ${forUpdate ? sql`for update of b` : sql``}`,
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

export async function storedBalanceOf(db: Database, userId: number): Promise<number> {
  const [row] = await queryRows<{ balance: number }>(
    db,
    sql`select coalesce((select balance from member_points where user_id = ${userId}), 0)::int as balance`,
  );
  return row!.balance;
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
    select p.id, p.name, p.stock, p.is_active as prize_active, coalesce(g.is_active, true) as group_active,
           coalesce((select json_agg(c.id) from prize_characteristics c where c.prize_id = p.id), '[]'::json) as characteristics
    from prizes p left join prize_groups g on g.id = p.group_id where p.id = ${body.prizeId}`,
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
      insert into basket_items (user_id, prize_id, characteristic_id, amount)
      select ${userId}, ${body.prizeId}, ${characteristicId}, ${body.amount}
      where ${body.amount} <= least(${MAX_BASKET_AMOUNT}::int, (select stock from prizes where id = ${body.prizeId}))
        and ((select count(*) from basket_items where user_id = ${userId}) < ${MAX_BASKET_LINES}
             or exists (select 1 from basket_items where user_id = ${userId} and prize_id = ${body.prizeId} and coalesce(characteristic_id, 0) = ${charKey}))
      on conflict (user_id, prize_id, (coalesce(characteristic_id, 0))) do update set amount = basket_items.amount + excluded.amount
      where basket_items.amount + excluded.amount <= least(${MAX_BASKET_AMOUNT}::int, (select stock from prizes where id = basket_items.prize_id))
      returning id`,
    );
    if (row) return basketItem(tx, userId, row.id);
    // Refused by a cap: say which one.
    const [state] = await queryRows<{ amount: number | null; lines: number; stock: number }>(
      tx,
      sql`
      select (select amount from basket_items where user_id = ${userId} and prize_id = ${body.prizeId} and coalesce(characteristic_id, 0) = ${charKey}) as amount,
             (select count(*)::int from basket_items where user_id = ${userId}) as lines,
             (select stock from prizes where id = ${body.prizeId}) as stock`,
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
  await db.execute(sql`update basket_items set amount = ${amount} where id = ${id} and user_id = ${userId}`);
  return { ...toItem(line), amount, lineTotal: amount * line.points, isAvailable: line.prize_active && line.group_active };
}

export async function removeFromBasket(db: Database, userId: number, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from basket_items where id = ${id} and user_id = ${userId} returning id`);
  if (rows.length === 0) throw notFound('basketLine');
}
