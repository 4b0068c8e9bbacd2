import { CUSTOMER_ARTICLES_TAKE, NEWS_PAGE_SIZE, type PostKind } from '@klub/contracts';
import { paths } from '../../config/paths';

/**
 * What differs between news, articles for customers and training news on screen: the routes and the
 * words. Every posts screen takes a kind and reads the rest from here.
 */
export const POST_KINDS = {
  NEWS: {
    admin: paths.admin.news,
    list: paths.news,
    details: paths.newsDetails,
    /** Spec §9: 24 to a page, with page numbers. */
    pageSize: NEWS_PAGE_SIZE,
    paged: true,
    words: {
      one: 'aktualność',
      genitive: 'aktualności',
      added: 'Dodano aktualność',
      deleted: 'Usunięto aktualność',
      none: 'Brak aktualności — zajrzyj tu później',
      noneAdmin: 'Brak aktualności — dodaj pierwszą',
      lead: 'Nowości, promocje i wydarzenia Klubu.',
      missing: 'Nie ma takiej aktualności albo nie jest już dostępna.',
    },
  },
  ARTICLE: {
    admin: paths.admin.articles,
    list: paths.forCustomers,
    details: paths.forCustomersDetails,
    /** Spec §2: the first 9999, on one page. */
    pageSize: CUSTOMER_ARTICLES_TAKE,
    paged: false,
    words: {
      one: 'artykuł',
      genitive: 'artykułu',
      added: 'Dodano artykuł',
      deleted: 'Usunięto artykuł',
      none: 'Brak artykułów — zajrzyj tu później',
      noneAdmin: 'Brak artykułów — dodaj pierwszy',
      lead: 'Porady i materiały dla Twoich klientów.',
      missing: 'Nie ma takiego artykułu albo nie jest już dostępny.',
    },
  },
  TRAINING: {
    admin: { list: paths.admin.trainings.news, add: paths.admin.trainings.newsAdd, edit: paths.admin.trainings.newsForm },
    /** The notice board ("Tablica ogłoszeń") is a section of /trainings. */
    list: paths.trainings,
    details: paths.trainingNews,
    pageSize: 12,
    paged: false,
    words: {
      one: 'aktualność',
      genitive: 'aktualności',
      added: 'Dodano aktualność szkoleniową',
      deleted: 'Usunięto aktualność szkoleniową',
      none: 'Brak ogłoszeń — zajrzyj tu później',
      noneAdmin: 'Brak aktualności szkoleniowych — dodaj pierwszą',
      lead: 'Ogłoszenia o szkoleniach: nowe terminy, zmiany, materiały.',
      missing: 'Nie ma takiego ogłoszenia albo nie jest już dostępne.',
    },
  },
} as const satisfies Record<PostKind, unknown>;
