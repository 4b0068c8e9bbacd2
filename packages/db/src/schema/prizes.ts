import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  jsonb,
  type AnyPgColumn,
} from 'drizzle-orm/pg-core';
import { users } from './users';

/** Prize groups: a tree (`parent_id`); a group's subgroups are its `subRows` in the API. */
export const prizeGroups = pgTable(
  'prize_groups',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    description: text('description'),
    parentId: integer('parent_id').references((): AnyPgColumn => prizeGroups.id),
    /** File key of the group's picture. */
    image: text('image'),
    pos: integer('pos').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('prize_groups_parent_idx').on(t.parentId, t.pos)],
);

/** Partner shops: third-party products carry their `shopNumber`; their order elements are forwarded. */
export const partnerShops = pgTable('partner_shops', {
  id: serial('id').primaryKey(),
  shopNumber: integer('shop_number').notNull().unique(),
  name: text('name').notNull(),
  email: text('email'),
  url: text('url'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/** A prize in the catalogue. `stock` can never go below zero (CHECK), whatever the concurrency. */
export const prizes = pgTable(
  'prizes',
  {
    id: serial('id').primaryKey(),
    groupId: integer('group_id').references(() => prizeGroups.id),
    name: text('name').notNull(),
    /** Sanitised HTML. */
    description: text('description').notNull().default(''),
    /** File keys, first is the main picture. */
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    pointsPrice: integer('points_price').notNull(),
    /** Price in PLN; when set, `convert-prizes` recomputes `points_price` from the converter. */
    plnPrice: numeric('pln_price', { precision: 12, scale: 2, mode: 'number' }),
    stock: integer('stock').notNull().default(0),
    isActive: boolean('is_active').notNull().default(true),
    /** Set for third-party products sold by a partner shop. */
    shopNumber: integer('shop_number').references(() => partnerShops.shopNumber),
    pos: integer('pos').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('prizes_stock_nonneg', sql`${t.stock} >= 0`),
    check('prizes_points_price_positive', sql`${t.pointsPrice} > 0`),
    index('prizes_group_idx').on(t.groupId, t.pos),
    index('prizes_points_price_idx').on(t.pointsPrice),
    index('prizes_shop_idx').on(t.shopNumber),
  ],
);

/** A prize's variants (size, colour…): the member picks one when the prize has any. */
export const prizeCharacteristics = pgTable(
  'prize_characteristics',
  {
    id: serial('id').primaryKey(),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    value: text('value').notNull(),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [index('prize_characteristics_prize_idx').on(t.prizeId, t.pos)],
);

/** Point bands for browsing the catalogue ("up to 500 points", "500–1000"…). */
export const prizeThresholds = pgTable(
  'prize_thresholds',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    minPoints: integer('min_points').notNull(),
    maxPoints: integer('max_points'),
    pos: integer('pos').notNull().default(0),
  },
  (t) => [check('prize_thresholds_band', sql`${t.minPoints} >= 0 and (${t.maxPoints} is null or ${t.maxPoints} >= ${t.minPoints})`)],
);

/** A member's favourite prizes. */
export const favourites = pgTable(
  'favourites',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.prizeId] })],
);

/** Basket items: one row per (member, prize, variant). */
export const basketItems = pgTable(
  'basket_items',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    prizeId: integer('prize_id')
      .notNull()
      .references(() => prizes.id, { onDelete: 'cascade' }),
    characteristicId: integer('characteristic_id').references(() => prizeCharacteristics.id, { onDelete: 'cascade' }),
    amount: integer('amount').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('basket_items_amount_positive', sql`${t.amount} > 0`),
    uniqueIndex('basket_items_line_key').on(t.userId, t.prizeId, sql`coalesce(${t.characteristicId}, 0)`),
  ],
);

/** An order: NEW → IN_PROGRESS → SENT → DELIVERED, or CANCELLED (deleted, points refunded). */
export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: text('status', { enum: ['NEW', 'IN_PROGRESS', 'SENT', 'DELIVERED', 'CANCELLED'] })
      .notNull()
      .default('NEW'),
    totalPoints: integer('total_points').notNull(),
    deliveryName: text('delivery_name').notNull(),
    deliveryStreet: text('delivery_street').notNull(),
    deliveryPostCode: text('delivery_post_code').notNull(),
    deliveryCity: text('delivery_city').notNull(),
    deliveryPhone: text('delivery_phone'),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
  },
  (t) => [
    index('orders_user_idx').on(t.userId, t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_created_idx').on(t.createdAt, t.id),
  ],
);

/** One line of an order, with the prize's name and price as they were when ordered. */
export const orderElements = pgTable(
  'order_elements',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    prizeId: integer('prize_id').references(() => prizes.id, { onDelete: 'set null' }),
    characteristicId: integer('characteristic_id').references(() => prizeCharacteristics.id, { onDelete: 'set null' }),
    prizeName: text('prize_name').notNull(),
    characteristicName: text('characteristic_name'),
    amount: integer('amount').notNull(),
    unitPoints: integer('unit_points').notNull(),
    /**
     * The PLN value of one unit when ordered: the prize's PLN price, or its points at the converter's
     * rate of that moment (the member's yearly prize statement sums it; tax thresholds are in PLN).
     */
    unitPln: numeric('unit_pln', { precision: 12, scale: 2, mode: 'number' }).notNull(),
    shopNumber: integer('shop_number'),
    isSent: boolean('is_sent').notNull().default(false),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    partnerOrderedAt: timestamp('partner_ordered_at', { withTimezone: true }),
    isDeleted: boolean('is_deleted').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
  },
  (t) => [check('order_elements_amount_positive', sql`${t.amount} > 0`), index('order_elements_order_idx').on(t.orderId)],
);
