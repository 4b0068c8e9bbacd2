import { describe, expect, it } from 'vitest';
import { allRoutes, customerPaths, href, paths } from './paths';

/** Spec §2, customer routes, verbatim. */
const SPEC_CUSTOMER = `/, /login, /home, /stats, /about-program, /registration, /forgot-password, /reset-password, /contact,
/trainings, /trainings/more/{id}, /trainings/movies, /trainings/contact, /faq, /news, /news/more/{id}, /my-account,
/my-points, /my-codes, /points, /exchange-points, /additional-points, /additional-points/more/{id}, /for-customers,
/for-customers/more/{id}, /my-orders, /group, /group/{id}, /group/{groupId}/prize/{id}, /checkout, /messages,
/messages/{page?}, /ranking, /profile, /stats/contractors, /stats/contractors-products, /stats/contractors/{id},
/stats/contractors-products/{id}, /stats/sales`;

/** Spec §2, admin routes, expanded from the section lists. */
const SPEC_ADMIN = [
  '/login',
  '/remind-password',
  '/reset-password',
  '/settings',
  '/settings/logs',
  '/distributors/list',
  '/distributors/add',
  '/distributors/edit/{id}',
  '/distributors/unauthorized',
  '/distributors/add-from-csv',
  '/stats/codes',
  '/stats/contractors',
  '/stats/contractors-points',
  '/stats/contractors-orders',
  '/stats/prizes',
  '/stats/contractor-distributor',
  '/stats/promotions',
  '/statistics',
  '/articles/form',
  '/articles/form/{id}',
  '/faq/list',
  '/faq/add-group',
  '/faq/edit-group/{id}',
  '/faq/add',
  '/faq/edit/{id}',
  '/texts/add',
  '/texts/edit/{id}',
  '/trainings/news',
  '/trainings/news/form/{id}',
  '/trainings/gallery',
  '/trainings/gallery/add',
  '/trainings/gallery/photo/add',
  '/trainings/gallery/photo_multi/add',
  '/trainings/gallery/edit/{id}',
  '/trainings/gallery/group/edit/{id}',
  '/trainings/gallery/group/photos/{id}',
  '/trainings/films',
  '/trainings/films/add',
  '/trainings/films/edit/{id}',
  '/trainings/contact',
  '/trainings/form/{id}',
  '/trainings/notice-board',
  '/contractors/approved',
  '/contractors/unapproved',
  '/list/add',
  '/list/{id}',
  '/list/item/add',
  '/list/item/{id}',
  '/list/item-of-list/add',
  '/club-members/list',
  '/club-members/add',
  '/club-members/edit/{id}',
  '/club-members/details/{id}',
  '/club-members/import-csv',
  '/club-members/export-csv',
  '/club-members/export-mailing',
  '/club-members/add-employee',
  '/club-members/edit-employee/{id}',
  '/club-members/import',
  '/banners/add',
  '/banners/edit/{id}',
  '/banners/table',
  '/contests/form',
  '/contests/form/{id}',
  '/contests/raport',
  '/contests/raport/{id}',
  '/news/form',
  '/news/form/{id}',
  '/orders',
  '/orders/details/{id}',
  '/codes/search',
  '/codes/user-points',
  '/codes/add-points',
  '/codes/transfer-points',
  '/codes/details/codes/{id}',
  '/codes/details/points/{id}',
  '/codes/insert-code',
  '/premium-group/members',
  '/premium-group/candidates',
  '/premium-group/candidates-for-removal',
  '/premium-group/settings',
  '/gold-group/members',
  '/gold-group/subgroups',
  '/gold-group/subgroups/form/{id?}',
  '/gold-group/documents',
  '/points/list',
  '/points/package/add',
  '/points/package/edit/{id}',
  '/points/group/list',
  '/points/group/add',
  '/points/group/edit/{id}',
  '/prizes/converter',
  '/prizes/assign-category',
  '/prizes/add/group',
  '/prizes/edit/group/{id}',
  '/prizes/thresholds',
  '/prizes/third-party-products',
  '/prizes/offer-view/{id}',
  '/prizes/add/prize',
  '/prizes/edit/prize/{id}',
  '/page/home/photos',
  '/regulations-files/form/{id?}',
  '/regions/form/{id?}',
  '/regions/districts',
  '/regions/districts/form/{id?}',
  '/messages/list',
  '/messages/sent',
  '/messages/send-mailing',
  '/messages/send-message/{id?}',
  '/messages/sms-list',
  '/messages/send-sms',
  '/messages/sms-log',
].map((p) => `/admin${p}`);

const toPattern = (spec: string) => spec.replace(/\{(\w+)(\?)?\}/g, (_m, name: string, opt?: string) => `:${name}${opt ?? ''}`);

/** A registered pattern with an optional last segment also covers the path without it. */
function registeredPatterns(): Set<string> {
  const out = new Set<string>();
  for (const { path } of allRoutes()) {
    out.add(path);
    if (path.endsWith('?')) out.add(path.replace(/\/:\w+\?$/, ''));
  }
  return out;
}

describe('paths map', () => {
  const registered = registeredPatterns();

  it('contains every customer route of spec §2', () => {
    const spec = SPEC_CUSTOMER.split(',').map((s) => s.trim());
    expect(spec).toHaveLength(39);
    const missing = spec.map(toPattern).filter((p) => !registered.has(p));
    expect(missing).toEqual([]);
  });

  it('contains every admin route of spec §2', () => {
    const missing = SPEC_ADMIN.map(toPattern).filter((p) => !registered.has(p));
    expect(missing).toEqual([]);
  });

  it('has a Polish title for every route and no duplicate paths', () => {
    const routes = allRoutes();
    const dup = routes.map((r) => r.path).filter((p, i, all) => all.indexOf(p) !== i);
    expect(dup).toEqual([]);
    expect(routes.filter((r) => !r.title.trim())).toEqual([]);
    expect(routes.filter((r) => r.path.startsWith('/admin')).every((r) => r.access.startsWith('admin'))).toBe(true);
    expect(Object.values(customerPaths).every((r) => !r.path.startsWith('/admin'))).toBe(true);
  });

  it('uses the glossary titles', () => {
    expect(paths.landing.title).toBe('Klub — strona główna');
    expect(paths.home.title).toBe('Pulpit');
    expect(paths.login.title).toBe('Logowanie');
    expect(paths.registration.title).toBe('Rejestracja');
    expect(paths.forgotPassword.title).toBe('Nie pamiętasz hasła?');
    expect(paths.resetPassword.title).toBe('Ustaw nowe hasło');
    expect(paths.myAccount.title).toBe('Moje konto');
    expect(paths.profile.title).toBe('Mój profil');
    expect(paths.group.title).toBe('Katalog nagród');
  });

  it('has the code batches screen under the codes section (not in spec §2)', () => {
    expect(paths.admin.codes.batches).toEqual({ path: '/admin/codes/batches', title: 'Kody — partie kodów', access: 'admin' });
    expect(href(paths.admin.codes.codeDetails, { id: 9 })).toBe('/admin/codes/details/codes/9');
    expect(href(paths.admin.codes.pointsDetails, { id: 42 })).toBe('/admin/codes/details/points/42');
  });

  it('builds concrete URLs', () => {
    expect(href(paths.prizeDetails, { groupId: 3, id: 14 })).toBe('/group/3/prize/14');
    expect(href(paths.messages, { page: null })).toBe('/messages');
    expect(href(paths.messages, { page: 2 })).toBe('/messages/2');
    expect(href(paths.admin.clubMembers.edit, { id: 5 })).toBe('/admin/club-members/edit/5');
  });
});
