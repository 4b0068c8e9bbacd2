import { matchPath } from 'react-router';
import { adminPaths } from './admin-paths';
import { route, type RouteDef } from './route';

export { href, type RouteDef, type Access } from './route';

/** Every customer route of spec §2, with its Polish title (glossary-pl.md). */
export const customerPaths = {
  landing: route('/', 'Klub — strona główna', 'public'),
  login: route('/login', 'Logowanie', 'guest'),
  registration: route('/registration', 'Rejestracja', 'guest'),
  forgotPassword: route('/forgot-password', 'Nie pamiętasz hasła?', 'guest'),
  resetPassword: route('/reset-password', 'Ustaw nowe hasło', 'public'),
  aboutProgram: route('/about-program', 'O programie', 'public'),
  contact: route('/contact', 'Kontakt', 'public'),

  home: route('/home', 'Pulpit', 'customer'),
  myAccount: route('/my-account', 'Moje konto', 'customer'),
  profile: route('/profile', 'Mój profil', 'customer'),

  stats: route('/stats', 'Statystyki', 'customer'),
  statsContractors: route('/stats/contractors', 'Statystyki — wykonawcy', 'customer'),
  statsContractor: route('/stats/contractors/:id', 'Statystyki — wykonawca', 'customer'),
  statsContractorsProducts: route('/stats/contractors-products', 'Statystyki — produkty wykonawców', 'customer'),
  statsContractorProducts: route('/stats/contractors-products/:id', 'Statystyki — produkty wykonawcy', 'customer'),
  statsSales: route('/stats/sales', 'Statystyki — sprzedaż', 'customer'),

  trainings: route('/trainings', 'Szkolenia', 'customer'),
  trainingDetails: route('/trainings/more/:id', 'Szkolenie', 'customer'),
  trainingMovies: route('/trainings/movies', 'Filmy szkoleniowe', 'customer'),
  trainingContact: route('/trainings/contact', 'Zapisz się na szkolenie', 'customer'),
  /** One item of the notice board ("Tablica ogłoszeń") on /trainings; not in spec §2. */
  trainingNews: route('/trainings/news/:id', 'Ogłoszenie szkoleniowe', 'customer'),
  faq: route('/faq', 'Najczęstsze pytania', 'customer'),
  news: route('/news', 'Aktualności', 'customer'),
  newsDetails: route('/news/more/:id', 'Aktualność', 'customer'),
  forCustomers: route('/for-customers', 'Dla klientów', 'customer'),
  forCustomersDetails: route('/for-customers/more/:id', 'Dla klientów — artykuł', 'customer'),

  myPoints: route('/my-points', 'Moje punkty', 'customer'),
  myCodes: route('/my-codes', 'Moje kody', 'customer'),
  points: route('/points', 'Punktacja produktów', 'customer'),
  exchangePoints: route('/exchange-points', 'Wymień punkty', 'customer'),
  additionalPoints: route('/additional-points', 'Dodatkowe punkty', 'customer'),
  additionalPointsDetails: route('/additional-points/more/:id', 'Dodatkowe punkty — konkurs', 'customer'),
  myOrders: route('/my-orders', 'Moje zamówienia', 'customer'),
  group: route('/group', 'Katalog nagród', 'customer'),
  groupDetails: route('/group/:id', 'Katalog nagród — grupa', 'customer'),
  prizeDetails: route('/group/:groupId/prize/:id', 'Katalog nagród — nagroda', 'customer'),
  checkout: route('/checkout', 'Koszyk i zamówienie', 'customer'),
  messages: route('/messages/:page?', 'Wiadomości', 'customer'),
  ranking: route('/ranking', 'Ranking', 'customer'),
} as const satisfies Record<string, RouteDef>;

/**
 * Customer pages that work at any width; narrower than 768 px every other customer page shows the
 * mobile promo (spec §9). Every page an e-mail links to belongs here (docs/domain.md "Phones"), so a
 * new e-mail link is one line: activation (`/login?activate=…`), password reset and an admin-made
 * account's welcome link (`/reset-password`), the order confirmation and status mails
 * (`/my-orders`), the account-confirmed mail (`/group`, with the way to an order: group, prize,
 * checkout); plus where the promo's buttons lead (sign-in, registration, forgotten password) and the
 * programme rules the registration's "regulamin programu" opens.
 */
export const anyWidthPaths: readonly RouteDef[] = [
  customerPaths.login,
  customerPaths.registration,
  customerPaths.aboutProgram,
  customerPaths.forgotPassword,
  customerPaths.resetPassword,
  customerPaths.myOrders,
  customerPaths.group,
  customerPaths.groupDetails,
  customerPaths.prizeDetails,
  customerPaths.checkout,
];

/**
 * Where a signed-in member's phone shows the promo (with the header and its menu): the start pages.
 * Every other page works at any width once signed in — the menu's entries lead there (issue 39).
 */
export const signedInPromoPaths: readonly RouteDef[] = [customerPaths.landing, customerPaths.home];

/**
 * Whether this address is shown on a phone instead of the promo: one of `anyWidthPaths`, or, for a
 * signed-in member, any page but `signedInPromoPaths`.
 */
export function worksAtAnyWidth(pathname: string, signedIn = false): boolean {
  if (signedIn) return !signedInPromoPaths.some((def) => matchPath(def.path, pathname) !== null);
  return anyWidthPaths.some((def) => matchPath(def.path, pathname) !== null);
}

/** The one typed map of every route of the app. */
export const paths = {
  ...customerPaths,
  admin: adminPaths,
} as const;

export type CustomerRouteKey = keyof typeof customerPaths;

/** Every route definition in the map, customer and admin, flattened. */
export function allRoutes(): RouteDef[] {
  const out: RouteDef[] = [];
  const walk = (node: unknown) => {
    if (node && typeof node === 'object') {
      if ('path' in node && 'title' in node) out.push(node as RouteDef);
      else Object.values(node).forEach(walk);
    }
  };
  walk(paths);
  return out;
}
