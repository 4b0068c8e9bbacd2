import { sql } from 'drizzle-orm';
import { queryRows, type Database } from '@klub/db';
import { MAX_BASKET_AMOUNT, MAX_BASKET_LINES, type BasketItem, type BasketResponse } from '@klub/contracts';
import { AppError } from '../../errors';

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
  return queryRows<BasketLineDb>(db, sql`
    select b.id, b.prize_id, p.name, p.images->>0 as image, p.points_price as points, b.characteristic_id,
           case when c.id is null then null else c.name || ': ' || c.value end as characteristic,
           b.amount, p.stock, p.is_active as prize_active, coalesce(g.is_active, true) as group_active, p.shop_number
    from basket_items b
    join prizes p on p.id = b.prize_id
    left join prize_characteristics c on c.id = b.characteristic_id
    left join prize_groups g on g.id = p.group_id
    where b.user_id = ${userId} ${onlyId ? sql`and b.id = ${onlyId}` : sql``}
    order by b.id ${forUpdate ? sql`for update of b` : sql``}`);
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
  const [row] = await queryRows<{ balance: number }>(db, sql`select coalesce((select balance from member_points where user_id = ${userId}), 0)::int as balance`);
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
  if (!line) throw new AppError('NOT_FOUND', 'Nie ma takiej pozycji w koszyku');
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
export async function addToBasket(db: Database, userId: number, body: { prizeId: number; characteristicId?: number | null; amount: number }): Promise<BasketItem> {
  const [prize] = await queryRows<PrizeDb>(db, sql`
    select p.id, p.name, p.stock, p.is_active as prize_active, coalesce(g.is_active, true) as group_active,
           coalesce((select json_agg(c.id) from prize_characteristics c where c.prize_id = p.id), '[]'::json) as characteristics
    from prizes p left join prize_groups g on g.id = p.group_id where p.id = ${body.prizeId}`);
  if (!prize) throw new AppError('NOT_FOUND', 'Nie ma takiej nagrody');
  if (!prize.prize_active || !prize.group_active) throw new AppError('CONFLICT', `Nagroda „${prize.name}” jest obecnie niedostępna`);
  const variants = (typeof prize.characteristics === 'string' ? JSON.parse(prize.characteristics) : prize.characteristics) as number[];
  const characteristicId = body.characteristicId ?? null;
  if (variants.length > 0 && characteristicId === null) throw new AppError('VALIDATION', 'Wybierz wariant nagrody (np. rozmiar lub kolor)');
  if (characteristicId !== null && !variants.includes(characteristicId)) throw new AppError('VALIDATION', 'Ten wariant nie należy do wybranej nagrody');

  return db.transaction(async (trx) => {
    const tx = trx as unknown as Database;
    const [existing] = await queryRows<{ amount: number }>(tx, sql`
      select amount from basket_items where user_id = ${userId} and prize_id = ${body.prizeId} and coalesce(characteristic_id, 0) = ${characteristicId ?? 0} for update`);
    const amount = (existing?.amount ?? 0) + body.amount;
    if (!existing) {
      const [lines] = await queryRows<{ n: number }>(tx, sql`select count(*)::int as n from basket_items where user_id = ${userId}`);
      if (lines!.n >= MAX_BASKET_LINES) throw new AppError('CONFLICT', `W koszyku może być najwyżej ${MAX_BASKET_LINES} pozycji`);
    }
    if (amount > MAX_BASKET_AMOUNT) throw new AppError('VALIDATION', `Maksymalnie ${MAX_BASKET_AMOUNT} sztuk jednej nagrody`);
    if (amount > prize.stock) {
      throw new AppError('CONFLICT', prize.stock === 0 ? `Nagroda „${prize.name}” jest chwilowo niedostępna` : `Dostępnych sztuk nagrody „${prize.name}”: ${prize.stock}`);
    }
    const [row] = await queryRows<{ id: number }>(tx, sql`
      insert into basket_items (user_id, prize_id, characteristic_id, amount) values (${userId}, ${body.prizeId}, ${characteristicId}, ${body.amount})
      on conflict (user_id, prize_id, (coalesce(characteristic_id, 0))) do update set amount = basket_items.amount + excluded.amount
      returning id`);
    return basketItem(tx, userId, row!.id);
  });
}

export async function setBasketAmount(db: Database, userId: number, id: number, amount: number): Promise<BasketItem> {
  const [line] = await basketLines(db, userId, id);
  if (!line) throw new AppError('NOT_FOUND', 'Nie ma takiej pozycji w koszyku');
  if (amount > line.stock) throw new AppError('CONFLICT', `Dostępnych sztuk nagrody „${line.name}”: ${line.stock}`);
  await db.execute(sql`update basket_items set amount = ${amount} where id = ${id} and user_id = ${userId}`);
  return { ...toItem(line), amount, lineTotal: amount * line.points, isAvailable: line.prize_active && line.group_active };
}

export async function removeFromBasket(db: Database, userId: number, id: number): Promise<void> {
  const rows = await queryRows<{ id: number }>(db, sql`delete from basket_items where id = ${id} and user_id = ${userId} returning id`);
  if (rows.length === 0) throw new AppError('NOT_FOUND', 'Nie ma takiej pozycji w koszyku');
}
