import { route, type RouteDef } from './route-def';

const a = <P extends string>(path: P, title: string) => route(`/admin${path}` as `/admin${P}`, title, 'admin');

/** Every admin route of spec §2 (under /admin), grouped by back-office section. */
export const adminPaths = {
  dashboard: route('/admin', 'Panel administracyjny', 'admin'),
  login: route('/admin/login', 'Logowanie do panelu', 'admin-guest'),
  remindPassword: route('/admin/remind-password', 'Nie pamiętasz hasła?', 'admin-guest'),
  resetPassword: route('/admin/reset-password', 'Ustaw nowe hasło', 'admin-guest'),
  /** Not in spec §2: the staff invitation e-mail's link (`?token=…`), where the invited person sets a password. */
  invitation: route('/admin/invitation', 'Zaproszenie do panelu', 'admin-guest'),

  settings: {
    general: a('/settings', 'Ustawienia'),
    logs: a('/settings/logs', 'Ustawienia — logi'),
    /** Not in spec §2: the staff accounts and their roles (issue 36). */
    staff: a('/settings/staff', 'Administratorzy'),
  },
  /** Not in spec §2: the signed-in staff member's own account. */
  account: {
    sessions: a('/account/sessions', 'Moje sesje'),
    /** The staff member's own second factor (issue 36): features/two-factor. */
    security: a('/account/security', 'Logowanie dwuetapowe'),
  },
  distributors: {
    list: a('/distributors/list', 'Dystrybutorzy'),
    add: a('/distributors/add', 'Dystrybutorzy — dodaj'),
    edit: a('/distributors/edit/:id', 'Dystrybutorzy — edycja'),
    unauthorized: a('/distributors/unauthorized', 'Dystrybutorzy — nieautoryzowani'),
    addFromCsv: a('/distributors/add-from-csv', 'Dystrybutorzy — import CSV'),
  },
  stats: {
    codes: a('/stats/codes', 'Statystyki — kody'),
    contractors: a('/stats/contractors', 'Statystyki — wykonawcy'),
    contractorsPoints: a('/stats/contractors-points', 'Statystyki — punkty wykonawców'),
    contractorsOrders: a('/stats/contractors-orders', 'Statystyki — zamówienia wykonawców'),
    prizes: a('/stats/prizes', 'Statystyki — nagrody'),
    contractorDistributor: a('/stats/contractor-distributor', 'Statystyki — wykonawcy i dystrybutorzy'),
    promotions: a('/stats/promotions', 'Statystyki — promocje'),
    /** Not in spec §2: one bonus-point campaign's report (issue 38). */
    campaigns: a('/stats/campaigns', 'Statystyki — akcje punktowe'),
    statistics: a('/statistics', 'Statystyki ogólne'),
  },
  articles: {
    list: a('/articles', 'Artykuły'),
    add: a('/articles/form', 'Artykuły — dodaj'),
    edit: a('/articles/form/:id', 'Artykuły — edycja'),
  },
  faq: {
    list: a('/faq/list', 'FAQ'),
    addGroup: a('/faq/add-group', 'FAQ — dodaj grupę'),
    editGroup: a('/faq/edit-group/:id', 'FAQ — edycja grupy'),
    add: a('/faq/add', 'FAQ — dodaj pytanie'),
    edit: a('/faq/edit/:id', 'FAQ — edycja pytania'),
  },
  texts: {
    list: a('/texts', 'Teksty'),
    add: a('/texts/add', 'Teksty — dodaj'),
    edit: a('/texts/edit/:id', 'Teksty — edycja'),
  },
  trainings: {
    list: a('/trainings', 'Szkolenia'),
    add: a('/trainings/form', 'Szkolenia — dodaj'),
    form: a('/trainings/form/:id', 'Szkolenia — edycja'),
    news: a('/trainings/news', 'Szkolenia — aktualności'),
    newsAdd: a('/trainings/news/form', 'Szkolenia — dodaj aktualność'),
    newsForm: a('/trainings/news/form/:id', 'Szkolenia — aktualność'),
    gallery: a('/trainings/gallery', 'Szkolenia — galeria'),
    galleryAdd: a('/trainings/gallery/add', 'Szkolenia — dodaj galerię'),
    galleryPhotoAdd: a('/trainings/gallery/photo/add', 'Szkolenia — dodaj zdjęcie'),
    galleryPhotoMultiAdd: a('/trainings/gallery/photo_multi/add', 'Szkolenia — dodaj kilka zdjęć'),
    galleryEdit: a('/trainings/gallery/edit/:id', 'Szkolenia — edycja zdjęcia'),
    galleryGroupEdit: a('/trainings/gallery/group/edit/:id', 'Szkolenia — edycja galerii'),
    galleryGroupPhotos: a('/trainings/gallery/group/photos/:id', 'Szkolenia — zdjęcia galerii'),
    films: a('/trainings/films', 'Szkolenia — filmy'),
    filmsAdd: a('/trainings/films/add', 'Szkolenia — dodaj film'),
    filmsEdit: a('/trainings/films/edit/:id', 'Szkolenia — edycja filmu'),
    contact: a('/trainings/contact', 'Szkolenia — kontakt'),
    noticeBoard: a('/trainings/notice-board', 'Szkolenia — tablica ogłoszeń'),
  },
  contractors: {
    approved: a('/contractors/approved', 'Wykonawcy — zatwierdzeni'),
    unapproved: a('/contractors/unapproved', 'Wykonawcy — niezatwierdzeni (wizytówki)'),
  },
  list: {
    index: a('/list', 'Listy'),
    add: a('/list/add', 'Listy — dodaj listę'),
    details: a('/list/:id', 'Listy — edycja listy'),
    itemAdd: a('/list/item/add', 'Listy — dodaj pozycję'),
    item: a('/list/item/:id', 'Listy — edycja pozycji'),
    itemOfListAdd: a('/list/item-of-list/add', 'Listy — dodaj pozycję do listy'),
  },
  clubMembers: {
    list: a('/club-members/list', 'Członkowie klubu'),
    add: a('/club-members/add', 'Członkowie klubu — dodaj'),
    edit: a('/club-members/edit/:id', 'Członkowie klubu — edycja'),
    details: a('/club-members/details/:id', 'Szczegóły członka'),
    importCsv: a('/club-members/import-csv', 'Członkowie klubu — import CSV'),
    exportCsv: a('/club-members/export-csv', 'Członkowie klubu — eksport CSV'),
    exportMailing: a('/club-members/export-mailing', 'Członkowie klubu — eksport do mailingu'),
    /** Not in spec §2: the menu's "Pracownicy" needs a list of DTH and RDS to lead to. */
    employees: a('/club-members/employees', 'Członkowie klubu — pracownicy'),
    addEmployee: a('/club-members/add-employee', 'Członkowie klubu — dodaj pracownika'),
    editEmployee: a('/club-members/edit-employee/:id', 'Członkowie klubu — edycja pracownika'),
    import: a('/club-members/import', 'Członkowie klubu — import'),
    /** Not in spec §2: the member groups of /api/groups (docs/domain.md "Grupy członków i odbiorcy") need screens. */
    groups: a('/club-members/groups', 'Grupy członków'),
    groupAdd: a('/club-members/groups/add', 'Grupy członków — dodaj'),
    group: a('/club-members/groups/:id', 'Grupy członków — edycja'),
  },
  banners: {
    table: a('/banners/table', 'Banery'),
    add: a('/banners/add', 'Banery — dodaj'),
    edit: a('/banners/edit/:id', 'Banery — edycja'),
  },
  contests: {
    list: a('/contests', 'Konkursy'),
    add: a('/contests/form', 'Konkursy — dodaj'),
    edit: a('/contests/form/:id', 'Konkursy — edycja'),
    report: a('/contests/raport', 'Konkursy — raport'),
    reportDetails: a('/contests/raport/:id', 'Konkursy — raport konkursu'),
  },
  news: {
    list: a('/news', 'Aktualności'),
    add: a('/news/form', 'Aktualności — dodaj'),
    edit: a('/news/form/:id', 'Aktualności — edycja'),
  },
  orders: {
    list: a('/orders', 'Zamówienia'),
    details: a('/orders/details/:id', 'Zamówienia — szczegóły'),
  },
  codes: {
    search: a('/codes/search', 'Kody — wyszukaj'),
    userPoints: a('/codes/user-points', 'Kody — punkty użytkownika'),
    addPoints: a('/codes/add-points', 'Kody — dodaj punkty'),
    transferPoints: a('/codes/transfer-points', 'Kody — przenieś punkty'),
    codeDetails: a('/codes/details/codes/:id', 'Kody — historia kodu'),
    pointsDetails: a('/codes/details/points/:id', 'Kody — historia punktów'),
    insertCode: a('/codes/insert-code', 'Kody — wpisz kod'),
    /** Not in spec §2: generating, importing and exporting codes needs a home (docs/domain.md "Codes"). */
    batches: a('/codes/batches', 'Kody — partie kodów'),
    /** Not in spec §2: the fraud guard's held codes (issue 38, docs/domain.md "Fraud guard"). */
    review: a('/codes/review', 'Kody do weryfikacji'),
  },
  /** Not in spec §2: bonus-point campaigns (issue 38, docs/domain.md "Akcje punktowe"). */
  campaigns: {
    list: a('/campaigns', 'Akcje punktowe'),
    add: a('/campaigns/form', 'Akcje punktowe — dodaj'),
    edit: a('/campaigns/form/:id', 'Akcja punktowa'),
  },
  premiumGroup: {
    members: a('/premium-group/members', 'Grupa Premium — członkowie'),
    candidates: a('/premium-group/candidates', 'Grupa Premium — kandydaci'),
    candidatesForRemoval: a('/premium-group/candidates-for-removal', 'Grupa Premium — kandydaci do usunięcia'),
    settings: a('/premium-group/settings', 'Grupa Premium — ustawienia'),
  },
  goldGroup: {
    members: a('/gold-group/members', 'Grupa Gold — członkowie'),
    subgroups: a('/gold-group/subgroups', 'Grupa Gold — podgrupy'),
    subgroupForm: a('/gold-group/subgroups/form/:id?', 'Grupa Gold — podgrupa'),
    documents: a('/gold-group/documents', 'Grupa Gold — dokumenty'),
  },
  points: {
    list: a('/points/list', 'Punktacja — pakiety'),
    packageAdd: a('/points/package/add', 'Punktacja — dodaj pakiet'),
    packageEdit: a('/points/package/edit/:id', 'Punktacja — edycja pakietu'),
    groupList: a('/points/group/list', 'Punktacja — grupy'),
    groupAdd: a('/points/group/add', 'Punktacja — dodaj grupę'),
    groupEdit: a('/points/group/edit/:id', 'Punktacja — edycja grupy'),
  },
  prizes: {
    list: a('/prizes', 'Nagrody'),
    converter: a('/prizes/converter', 'Nagrody — przelicznik'),
    assignCategory: a('/prizes/assign-category', 'Nagrody — przypisz kategorię'),
    /** Not in spec §2: the menu's "Grupy" leads to the prize groups, not to a new group's form. */
    groups: a('/prizes/groups', 'Nagrody — grupy'),
    addGroup: a('/prizes/add/group', 'Nagrody — dodaj grupę'),
    editGroup: a('/prizes/edit/group/:id', 'Nagrody — edycja grupy'),
    thresholds: a('/prizes/thresholds', 'Nagrody — progi'),
    thirdPartyProducts: a('/prizes/third-party-products', 'Nagrody — produkty partnerów'),
    offerView: a('/prizes/offer-view/:id', 'Nagrody — oferta sklepu partnera'),
    addPrize: a('/prizes/add/prize', 'Nagrody — dodaj nagrodę'),
    editPrize: a('/prizes/edit/prize/:id', 'Nagrody — edycja nagrody'),
  },
  page: {
    homePhotos: a('/page/home/photos', 'Strona — zdjęcia rejestracji'),
  },
  regulationsFiles: {
    list: a('/regulations-files', 'Regulaminy'),
    form: a('/regulations-files/form/:id?', 'Regulaminy — plik'),
  },
  regions: {
    list: a('/regions', 'Regiony'),
    form: a('/regions/form/:id?', 'Regiony — region'),
    districts: a('/regions/districts', 'Regiony — powiaty'),
    districtForm: a('/regions/districts/form/:id?', 'Regiony — powiat'),
  },
  messages: {
    list: a('/messages/list', 'Wiadomości — odebrane'),
    sent: a('/messages/sent', 'Wiadomości — wysłane'),
    sendMailing: a('/messages/send-mailing', 'Wiadomości — mailing'),
    sendMessage: a('/messages/send-message/:id?', 'Wiadomości — nowa wiadomość'),
    smsList: a('/messages/sms-list', 'Wiadomości — SMS'),
    sendSms: a('/messages/send-sms', 'Wiadomości — wyślij SMS'),
    smsLog: a('/messages/sms-log', 'Wiadomości — log SMS'),
  },
} as const satisfies Record<string, RouteDef | Record<string, RouteDef>>;

/** Section roots without their own screen lead to the section's first screen. */
export const adminSectionRedirects: ReadonlyArray<{ from: string; to: string }> = [
  { from: '/admin/distributors', to: adminPaths.distributors.list.path },
  { from: '/admin/stats', to: adminPaths.stats.codes.path },
  { from: '/admin/faq', to: adminPaths.faq.list.path },
  { from: '/admin/contractors', to: adminPaths.contractors.approved.path },
  { from: '/admin/club-members', to: adminPaths.clubMembers.list.path },
  { from: '/admin/banners', to: adminPaths.banners.table.path },
  { from: '/admin/codes', to: adminPaths.codes.search.path },
  // Spec §2 names it "insert code"; the path is insert-code (like user-points), /insert is an alias.
  { from: '/admin/codes/insert', to: adminPaths.codes.insertCode.path },
  { from: '/admin/premium-group', to: adminPaths.premiumGroup.members.path },
  { from: '/admin/gold-group', to: adminPaths.goldGroup.members.path },
  { from: '/admin/points', to: adminPaths.points.list.path },
  { from: '/admin/page', to: adminPaths.page.homePhotos.path },
  { from: '/admin/messages', to: adminPaths.messages.list.path },
];
