import { eq } from 'drizzle-orm';
import { MEMBER_IMPORT_COLUMNS, ROLES, type PointsEntry, type ProgramSettings } from '@klub/contracts';
import { goldSubgroups, messages, orderElements, partnerShops, prizeGroups, users } from '@klub/db';
import { bearer, DEMO_USERS, type TestApp } from '../../testing/test-app';
import { makeCodes, makeMembers, makePackage } from '../../testing/fixtures';
import { MP4_FILM } from '../../testing/film-mp4';
import { multipartBody, PDF_DOC } from '../../testing/multipart';
import { generateCodes } from '../codes/code-format';
import { addToBasket, givePoints, makePrize, placeOrder } from '../orders/orders.test-helpers';
import { CONTENT_SAMPLES } from './audit-walk-content.test-data';
import { CAMPAIGN_SAMPLES } from './audit-walk-campaigns.test-data';
import { CODE_GUARD_SAMPLES } from './audit-walk-code-guard.test-data';
import { STAFF_SAMPLES } from './audit-walk-staff.test-data';
import { WEBHOOK_NOT_AUDITED, WEBHOOK_SAMPLES } from './audit-walk-webhooks.test-data';
import type { Sample, WalkContext, WalkRequest } from './audit-walk.test-types';

const csv = (url: string, payload: string): WalkRequest => ({ url, payload, headers: { 'content-type': 'text/csv' } });
const member = (email: string, over: Record<string, unknown> = {}) => ({
  email,
  type: ROLES.CONTRACTOR,
  firstname: 'Wanda',
  lastname: 'Audytowa',
  phone: '600 123 456',
  city: 'Krakow',
  postCode: '30-001',
  ...over,
});
const pkg = (over: Record<string, unknown> = {}) => ({ name: 'Farba Audytowa 5 l', groupName: 'Farby', points: 40, ...over });
const MEMBERS_CSV = [
  Object.values(MEMBER_IMPORT_COLUMNS).join(';'),
  'import.walk@example.pl;Ewa;Pedzel;600 111 222;;;Wroclaw;50-001;;Wykonawca;;nie',
].join('\n');

/** The fixtures the samples need: members with points, a package with a code, a placed order, a business card… */
export async function prepareWalk(t: TestApp, admin: string): Promise<WalkContext> {
  const db = t.db.db;
  const [giver, gold, buyer] = await makeMembers(t, 3, { prefix: 'walk' });
  await givePoints(db, giver!.id, 1000);
  await givePoints(db, buyer!.id, 1000);
  await db.update(users).set({ phone: '600123456' }).where(eq(users.id, buyer!.id));
  const codePackage = await makePackage(db);
  const [code] = await makeCodes(db, codePackage.id, 1);
  const [subgroup] = await db.insert(goldSubgroups).values({ name: 'Podgrupa fixture' }).returning();
  const [prizeGroup] = await db.insert(prizeGroups).values({ name: 'Grupa fixture' }).returning();
  await db.insert(partnerShops).values({ shopNumber: 9001, name: 'Sklep fixture' });
  const prize = await makePrize(db, { name: 'Nagroda fixture', pointsPrice: 10, stock: 100 });
  const shopPrize = await makePrize(db, { name: 'Nagroda sklepu', pointsPrice: 10, stock: 100, shopNumber: 9001 });
  for (const p of [prize, shopPrize]) {
    const res = await addToBasket(t, buyer!.token, { prizeId: p.id, amount: 1 });
    if (res.statusCode !== 200) throw new Error(`basket: ${res.body}`);
  }
  const order = await placeOrder(t, buyer!.token);
  if (order.statusCode !== 200) throw new Error(`order: ${order.body}`);
  const els = await db.select().from(orderElements).where(eq(orderElements.orderId, order.json().id));
  const card = await t.app.inject({
    method: 'PUT',
    url: '/api/users/me/website',
    headers: bearer(gold!.token),
    payload: { name: 'Malarstwo Audyt', services: 'Malowanie', area: 'Krakow' },
  });
  if (card.statusCode !== 200) throw new Error(`website: ${card.body}`);
  const wrote = await t.app.inject({
    method: 'POST',
    url: '/api/messages/contact',
    headers: bearer(buyer!.token),
    payload: { topic: 'OTHER', body: 'Pytanie audytu' },
  });
  if (wrote.statusCode !== 201) throw new Error(`contact: ${wrote.body}`);
  const [received] = await db.select({ id: messages.id }).from(messages).where(eq(messages.userId, buyer!.id));
  const [me] = await db.select({ id: users.id }).from(users).where(eq(users.email, DEMO_USERS.admin.email));
  return {
    t,
    admin,
    ids: {
      admin: me!.id,
      giver: giver!.id,
      gold: gold!.id,
      codePackage: codePackage.id,
      subgroup: subgroup!.id,
      prizeGroup: prizeGroup!.id,
      prize: prize.id,
      order: order.json().id,
      element: els.find((e) => e.shopNumber === null)!.id,
      shopElement: els.find((e) => e.shopNumber === 9001)!.id,
      website: card.json().id,
      receivedMessage: received!.id,
      buyer: buyer!.id,
    },
    keys: { code: code! },
  };
}

/** One successful call of every admin write route, run in this order (audit-walk.test-types.ts: what a sample is). */
export const SAMPLES: Record<string, Sample> = {
  // ---- regions and districts ----
  'POST /api/regions': { request: () => ({ url: '/api/regions', payload: { name: 'Region audytu' } }), made: 'region' },
  'PATCH /api/regions/:id': { request: (c) => ({ url: `/api/regions/${c.ids.region}`, payload: { name: 'Region audytu 2' } }) },
  'POST /api/districts': {
    request: (c) => ({ url: '/api/districts', payload: { name: 'Powiat audytu', regionId: c.ids.region } }),
    made: 'district',
  },
  'PATCH /api/districts/:id': {
    request: (c) => ({ url: `/api/districts/${c.ids.district}`, payload: { name: 'Powiat audytu 2', regionId: c.ids.region } }),
  },
  'DELETE /api/districts/:id': { request: (c) => ({ url: `/api/districts/${c.ids.district}` }) },
  'DELETE /api/regions/:id': { request: (c) => ({ url: `/api/regions/${c.ids.region}` }) },

  // ---- members and employees ----
  'POST /api/users': { request: () => ({ url: '/api/users', payload: member('nowy.walk@example.pl') }), made: 'member' },
  'PATCH /api/users/:id': {
    request: (c) => ({ url: `/api/users/${c.ids.member}`, payload: member('nowy.walk@example.pl', { city: 'Tarnow' }) }),
  },
  'PATCH /api/users/:id/status': {
    request: (c) => ({ url: `/api/users/${c.ids.member}/status`, payload: { status: 'ACTIVE_CONFIRMED' } }),
  },
  'DELETE /api/users/:id': { request: (c) => ({ url: `/api/users/${c.ids.member}` }) },
  'POST /api/users/employee': {
    request: () => ({
      url: '/api/users/employee',
      payload: { email: 'rds.walk@example.pl', type: ROLES.RDS, firstname: 'Rafal', lastname: 'Audytor', phone: '600 222 333' },
    }),
    made: 'employee',
  },
  'PATCH /api/users/employee': {
    request: (c) => ({
      url: '/api/users/employee',
      payload: {
        id: c.ids.employee,
        email: 'rds.walk@example.pl',
        type: ROLES.RDS,
        firstname: 'Rafal',
        lastname: 'Audytor',
        phone: '600 222 334',
      },
    }),
  },
  'PATCH /api/users/gold/:id': { request: (c) => ({ url: `/api/users/gold/${c.ids.gold}`, payload: { isGold: true } }) },
  'PATCH /api/users/premium/:id': { request: (c) => ({ url: `/api/users/premium/${c.ids.gold}`, payload: { isPremium: true } }) },
  'POST /api/users/csv-import': { request: () => csv('/api/users/csv-import?mode=ALL_OR_NOTHING', MEMBERS_CSV), job: true },

  // ---- points table, codes, manual points ----
  'POST /api/points/groups': { request: () => ({ url: '/api/points/groups', payload: { name: 'Grupa audytu' } }), made: 'pointsGroup' },
  'PATCH /api/points/groups/:id': {
    request: (c) => ({ url: `/api/points/groups/${c.ids.pointsGroup}`, payload: { name: 'Grupa audytu 2', isActive: false } }),
  },
  'DELETE /api/points/groups/:id': { request: (c) => ({ url: `/api/points/groups/${c.ids.pointsGroup}` }) },
  'POST /api/points': {
    request: () => ({ url: '/api/points', payload: pkg() }),
    made: (body, c) => {
      c.ids.package = (body as PointsEntry[]).find((p) => p.name === pkg().name)!.id;
    },
  },
  'PATCH /api/points/:id': { request: (c) => ({ url: `/api/points/${c.ids.package}`, payload: pkg({ points: 45 }) }) },
  'DELETE /api/points/:id': { request: (c) => ({ url: `/api/points/${c.ids.package}` }) },
  'POST /api/codes/batches': { request: (c) => ({ url: '/api/codes/batches', payload: { packageId: c.ids.codePackage, count: 3 } }) },
  'POST /api/codes/import': {
    request: (c) => csv(`/api/codes/import?packageId=${c.ids.codePackage}`, `kod\n${generateCodes(2).join('\n')}\n`),
    job: true,
  },
  'POST /api/users/:id/codes': { request: (c) => ({ url: `/api/users/${c.ids.giver}/codes`, payload: { code: c.keys.code } }) },
  'POST /api/codes/add-points': {
    request: (c) => ({ url: '/api/codes/add-points', payload: { userId: c.ids.giver, points: 100, reason: 'Konkurs' } }),
  },
  'POST /api/codes/move-points': {
    request: (c) => ({
      url: '/api/codes/move-points',
      payload: { fromUserId: c.ids.giver, toUserId: c.ids.gold, points: 10, reason: 'Przeniesienie' },
    }),
  },

  // ---- distributors ----
  'POST /api/distributors': { request: () => ({ url: '/api/distributors', payload: { name: 'Hurtownia Audyt' } }), made: 'distributor' },
  'PATCH /api/distributors/:id': {
    request: (c) => ({ url: `/api/distributors/${c.ids.distributor}`, payload: { name: 'Hurtownia Audyt 2', city: 'Opole' } }),
  },
  'PATCH /api/distributors/:id/authorize': {
    request: (c) => ({ url: `/api/distributors/${c.ids.distributor}/authorize`, payload: { isAuthorized: false } }),
  },
  'DELETE /api/distributors/:id': { request: (c) => ({ url: `/api/distributors/${c.ids.distributor}` }) },
  'POST /api/distributors/csv-import': { request: () => csv('/api/distributors/csv-import', 'nazwa\nHurtownia z importu\n'), job: true },

  // ---- business cards ----
  'PATCH /api/contractor-websites/:id/approve': { request: (c) => ({ url: `/api/contractor-websites/${c.ids.website}/approve` }) },
  'PATCH /api/contractor-websites/:id/reject': {
    request: (c) => ({ url: `/api/contractor-websites/${c.ids.website}/reject`, payload: { reason: 'Brak zdjec' } }),
  },

  // ---- files, gold and premium groups ----
  // ---- messages ----
  'POST /api/messages/received/:id/read': { request: (c) => ({ url: `/api/messages/received/${c.ids.receivedMessage}/read` }) },
  'POST /api/messages': {
    request: (c) => ({
      url: '/api/messages',
      payload: { userId: c.ids.buyer, topic: 'Temat audytu', body: '<p>Tresc audytu</p>', replyToId: c.ids.receivedMessage },
    }),
    made: 'sentMessage',
  },
  'POST /api/messages/send-by-email': {
    request: (c) => ({ url: '/api/messages/send-by-email', payload: { messageId: c.ids.sentMessage } }),
  },
  'POST /api/messages/multiple-mailing': {
    request: () => ({
      url: '/api/messages/multiple-mailing',
      payload: {
        subject: 'Mailing audytu',
        body: '<p>Tresc</p>',
        channels: 'INBOX',
        segment: { roles: [], regions: [], gold: false, premium: false, groups: [] },
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        requestKey: '7d9c3f52-8a41-4c1e-9b6a-2f0e5d4c3b21',
      },
    }),
    made: 'mailing',
  },
  'POST /api/messages/multiple-mailing/:id/cancel': {
    request: (c) => ({ url: `/api/messages/multiple-mailing/${c.ids.mailing}/cancel` }),
  },
  'POST /api/messages/sms': {
    request: (c) => ({
      url: '/api/messages/sms',
      payload: {
        text: 'SMS audytu',
        target: { kind: 'MEMBER', userId: c.ids.buyer },
        scheduledAt: new Date(Date.now() + 3_600_000).toISOString(),
        requestKey: '0b7e6f1a-3c2d-4e5f-8a9b-1c2d3e4f5a6b',
      },
    }),
    made: 'sms',
  },
  'PUT /api/settings/sms-token': {
    request: () => ({ url: '/api/settings/sms-token', payload: { token: 'walk-sms-token-0001' } }),
  },
  'POST /api/messages/sms/:id/cancel': {
    request: (c) => ({ url: `/api/messages/sms/${c.ids.sms}/cancel` }),
  },

  'POST /api/files/upload-video': {
    request: () => {
      const body = multipartBody({ name: 'film.mp4', content: MP4_FILM, type: 'video/mp4' });
      return { url: '/api/files/upload-video', payload: body.payload, headers: body.headers };
    },
  },
  'POST /api/files/upload': {
    request: () => {
      const body = multipartBody({ name: 'regulamin.pdf', content: PDF_DOC, type: 'application/pdf' });
      return { url: '/api/files/upload?visibility=ADMIN', payload: body.payload, headers: body.headers };
    },
    made: (body, c) => {
      c.keys.file = (body as { key: string }).key;
    },
  },
  'POST /api/gold-groups': { request: () => ({ url: '/api/gold-groups', payload: { name: 'Podgrupa audytu' } }), made: 'goldGroup' },
  'PATCH /api/gold-groups/:id': {
    request: (c) => ({ url: `/api/gold-groups/${c.ids.goldGroup}`, payload: { name: 'Podgrupa audytu 2', description: 'Opis' } }),
  },
  'PATCH /api/gold-groups/members/:userId': {
    request: (c) => ({ url: `/api/gold-groups/members/${c.ids.gold}`, payload: { subgroupId: c.ids.subgroup } }),
  },
  'POST /api/gold-docs': {
    request: (c) => ({ url: '/api/gold-docs', payload: { title: 'Regulamin Gold', fileKey: c.keys.file, subgroupId: c.ids.goldGroup } }),
    made: 'goldDoc',
  },
  'DELETE /api/gold-docs/:id': { request: (c) => ({ url: `/api/gold-docs/${c.ids.goldDoc}` }) },
  'DELETE /api/gold-groups/:id': { request: (c) => ({ url: `/api/gold-groups/${c.ids.goldGroup}` }) },
  'PUT /api/premium-group/settings': { request: () => ({ url: '/api/premium-group/settings', payload: { points: 4000, months: 6 } }) },
  'POST /api/premium-group/remove/:userId': { request: (c) => ({ url: `/api/premium-group/remove/${c.ids.gold}` }) },
  'POST /api/premium-group/accept/:userId': { request: (c) => ({ url: `/api/premium-group/accept/${c.ids.gold}` }) },

  // ---- orders (the fixture order: one catalogue element, one from partner shop 9001) ----
  'PATCH /api/orders/:id': { request: (c) => ({ url: `/api/orders/${c.ids.order}`, payload: { status: 'IN_PROGRESS' } }) },
  'POST /api/orders/:orderId/partner-shop-order': {
    request: (c) => ({ url: `/api/orders/${c.ids.order}/partner-shop-order`, payload: { shopNumber: 9001 } }),
  },
  'PATCH /api/order-elements/:id': { request: (c) => ({ url: `/api/order-elements/${c.ids.shopElement}`, payload: { isSent: true } }) },
  'DELETE /api/order-elements/:id': { request: (c) => ({ url: `/api/order-elements/${c.ids.element}` }) },
  'DELETE /api/orders/:id': { request: (c) => ({ url: `/api/orders/${c.ids.order}` }) },

  // ---- prize catalogue ----
  'POST /api/prizes-groups': {
    request: () => ({ url: '/api/prizes-groups', payload: { name: 'Grupa nagrod audytu' } }),
    made: 'prizesGroup',
  },
  'PATCH /api/prizes-groups/:id': { request: (c) => ({ url: `/api/prizes-groups/${c.ids.prizesGroup}`, payload: { pos: 3 } }) },
  'DELETE /api/prizes-groups/:id': { request: (c) => ({ url: `/api/prizes-groups/${c.ids.prizesGroup}` }) },
  'PUT /api/prizes/converter': { request: () => ({ url: '/api/prizes/converter', payload: { pointsPerPln: 12 } }) },
  'POST /api/prizes': {
    request: () => ({ url: '/api/prizes', payload: { name: 'Nagroda audytu', plnPrice: 19.99, stock: 5 } }),
    made: 'newPrize',
  },
  'POST /api/prizes/convert-prizes': { request: () => ({ url: '/api/prizes/convert-prizes' }) },
  'PATCH /api/prizes/assign-category': {
    request: (c) => ({ url: '/api/prizes/assign-category', payload: { prizeIds: [c.ids.prize], groupId: c.ids.prizeGroup } }),
  },
  'PATCH /api/prizes/:id': { request: (c) => ({ url: `/api/prizes/${c.ids.newPrize}`, payload: { stock: 6 } }) },
  'POST /api/prizes/characteristic': {
    request: (c) => ({ url: '/api/prizes/characteristic', payload: { prizeId: c.ids.newPrize, name: 'Rozmiar', value: 'XL' } }),
    made: 'variant',
  },
  'PATCH /api/prizes/characteristic/:id': {
    request: (c) => ({ url: `/api/prizes/characteristic/${c.ids.variant}`, payload: { value: 'XXL' } }),
  },
  'DELETE /api/prizes/characteristic/:id': { request: (c) => ({ url: `/api/prizes/characteristic/${c.ids.variant}` }) },
  'DELETE /api/prizes/:id': { request: (c) => ({ url: `/api/prizes/${c.ids.newPrize}` }) },
  'POST /api/prizes/threshold': {
    request: () => ({ url: '/api/prizes/threshold', payload: { name: 'Do 500', minPoints: 0, maxPoints: 500 } }),
    made: 'threshold',
  },
  'PATCH /api/prizes/threshold/:id': {
    request: (c) => ({ url: `/api/prizes/threshold/${c.ids.threshold}`, payload: { name: 'Do 600', minPoints: 0, maxPoints: 600 } }),
  },
  'DELETE /api/prizes/threshold/:id': { request: (c) => ({ url: `/api/prizes/threshold/${c.ids.threshold}` }) },
  'POST /api/prizes/partner-shops': {
    request: () => ({ url: '/api/prizes/partner-shops', payload: { shopNumber: 9002, name: 'Sklep audytu' } }),
    made: 'shop',
  },
  'PATCH /api/prizes/partner-shops/:id': {
    request: (c) => ({ url: `/api/prizes/partner-shops/${c.ids.shop}`, payload: { shopNumber: 9002, name: 'Sklep audytu 2' } }),
  },
  'DELETE /api/prizes/partner-shops/:id': { request: (c) => ({ url: `/api/prizes/partner-shops/${c.ids.shop}` }) },

  // ---- lists ----
  'POST /api/lists': { request: () => ({ url: '/api/lists', payload: { name: 'Lista audytu' } }), made: 'list' },
  'PATCH /api/lists/:id': {
    request: (c) => ({ url: `/api/lists/${c.ids.list}`, payload: { name: 'Lista audytu 2', description: 'Opis' } }),
  },
  'POST /api/lists/:id/items': { request: (c) => ({ url: `/api/lists/${c.ids.list}/items`, payload: { name: 'Pozycja' } }), made: 'item' },
  'PATCH /api/lists/items/:itemId': { request: (c) => ({ url: `/api/lists/items/${c.ids.item}`, payload: { name: 'Pozycja 2', pos: 5 } }) },
  'DELETE /api/lists/items/:itemId': { request: (c) => ({ url: `/api/lists/items/${c.ids.item}` }) },
  'DELETE /api/lists/:id': { request: (c) => ({ url: `/api/lists/${c.ids.list}` }) },

  // ---- member groups ----
  'POST /api/groups': { request: () => ({ url: '/api/groups', payload: { name: 'Grupa audytu' } }), made: 'memberGroup' },
  'PATCH /api/groups/:id': {
    request: (c) => ({ url: `/api/groups/${c.ids.memberGroup}`, payload: { name: 'Grupa audytu 2', description: 'Opis' } }),
  },
  'POST /api/groups/:id/members': {
    request: (c) => ({ url: `/api/groups/${c.ids.memberGroup}/members`, payload: { userIds: [c.ids.giver] } }),
  },
  'DELETE /api/groups/:id/members/:userId': { request: (c) => ({ url: `/api/groups/${c.ids.memberGroup}/members/${c.ids.giver}` }) },
  'DELETE /api/groups/:id': { request: (c) => ({ url: `/api/groups/${c.ids.memberGroup}` }) },

  // ---- content: FAQ, news and articles, texts, banners, regulations ----
  ...CONTENT_SAMPLES,
  ...CAMPAIGN_SAMPLES,
  ...CODE_GUARD_SAMPLES,
  ...WEBHOOK_SAMPLES,

  ...STAFF_SAMPLES,

  // ---- settings; the admin's own password last (other sessions end, this one stays) ----
  'PUT /api/settings': {
    request: async (c) => {
      const current = await c.t.app.inject({ method: 'GET', url: '/api/settings', headers: bearer(c.admin) });
      return { url: '/api/settings', payload: { ...current.json<ProgramSettings>(), maintenanceNotice: 'Przerwa techniczna w sobote' } };
    },
  },
  'POST /api/auth/change-password': {
    request: () => ({
      url: '/api/auth/change-password',
      payload: { currentPassword: DEMO_USERS.admin.password, newPassword: `${DEMO_USERS.admin.password}Walk1` },
    }),
  },
};

/**
 * Admin write routes that change no audited table, each with why. Keep it short: a route belongs
 * here only when its whole effect is on a table left out of the audit on purpose.
 */
export const NOT_AUDITED: Record<string, string> = {
  'POST /api/messages/multiple-mailing/count':
    'a read sent as POST (the segment is a body): counts the members a mailing would reach, writes nothing',
  'POST /api/messages/sms/count':
    'a read sent as POST (the target is a body): counts the recipients, parts and cost of an SMS, writes nothing',
  'POST /api/settings/failed-mails/retry':
    "moves jobs of the queue's own tables (pgboss.job, not audited) back to the mail queue; each new attempt is in the delivery log (settings/logs, Zadania)",
  'DELETE /api/settings/failed-mails/:id':
    "deletes a dead-lettered mail job from the queue's own tables (pgboss.job, not audited); its failed attempts stay in the delivery log",
  'POST /api/staff/:id/invitation':
    "changes only user_tokens (a new invitation link hash replaces the unused ones) and queues the e-mail; the staff member's row is untouched",
  'POST /api/users/:id/resend-activation':
    'changes only user_tokens (a new activation link hash replaces the unused ones), which holds secrets and is not audited; the member row is untouched',
  ...WEBHOOK_NOT_AUDITED,
};
