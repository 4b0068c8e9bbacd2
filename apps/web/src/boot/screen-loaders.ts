import type { ComponentType } from 'react';
import { adminPaths as A } from '../config/admin-paths';
import type { CustomerRouteKey, customerPaths } from '../config/paths';

/**
 * Where each screen's code is: one `import()` per screen, the chunk boundaries of the app. React's
 * `lazy` wraps these in app/routes (customer-screens, admin-screens); the boot code (early-start)
 * calls the one for the opened address before the framework has even loaded, so the screen's chunk
 * downloads alongside it instead of after it. No runtime imports beyond the pure admin path table:
 * this module is in the first, tiny chunk.
 */
export type ScreenLoader = () => Promise<{ default: ComponentType }>;

/**
 * Customer screens built so far, with their paths (checked against config/paths.ts by the type
 * below: a path that differs does not compile); every other route shows "W przygotowaniu".
 */
export const customerLoaders = {
  landing: ['/', () => import('../features/home/LandingPage')],
  home: ['/home', () => import('../features/home/DashboardPage')],
  login: ['/login', () => import('../features/auth/LoginPage')],
  registration: ['/registration', () => import('../features/auth/RegistrationPage')],
  forgotPassword: ['/forgot-password', () => import('../features/auth/ForgotPasswordPage')],
  resetPassword: ['/reset-password', () => import('../features/auth/ResetPasswordPage')],
  myAccount: ['/my-account', () => import('../features/account/MyAccountPage')],
  profile: ['/profile', () => import('../features/account/ProfilePage')],
  aboutProgram: ['/about-program', () => import('../features/program/AboutProgramPage')],
  contact: ['/contact', () => import('../features/program/ContactPage')],
  points: ['/points', () => import('../features/points/PointsPage')],
  myPoints: ['/my-points', () => import('../features/member-points/MyPointsPage')],
  myCodes: ['/my-codes', () => import('../features/my-codes/MyCodesPage')],
  ranking: ['/ranking', () => import('../features/ranking/RankingPage')],
  faq: ['/faq', () => import('../features/faq/FaqPage')],
  news: ['/news', () => import('../features/posts/PostsPage').then((m) => ({ default: m.NewsPage }))],
  newsDetails: ['/news/more/:id', () => import('../features/posts/PostPage').then((m) => ({ default: m.NewsDetailsPage }))],
  forCustomers: ['/for-customers', () => import('../features/posts/PostsPage').then((m) => ({ default: m.ForCustomersPage }))],
  forCustomersDetails: [
    '/for-customers/more/:id',
    () => import('../features/posts/PostPage').then((m) => ({ default: m.ForCustomersDetailsPage })),
  ],
  trainings: ['/trainings', () => import('../features/trainings/TrainingsPage')],
  trainingDetails: ['/trainings/more/:id', () => import('../features/trainings/TrainingPage')],
  trainingMovies: ['/trainings/movies', () => import('../features/trainings/MoviesPage')],
  trainingContact: ['/trainings/contact', () => import('../features/training-contact/TrainingContactPage')],
  trainingNews: ['/trainings/news/:id', () => import('../features/posts/PostPage').then((m) => ({ default: m.TrainingNewsDetailsPage }))],
  additionalPoints: ['/additional-points', () => import('../features/contests/ContestsPage')],
  additionalPointsDetails: ['/additional-points/more/:id', () => import('../features/contests/ContestPage')],
  checkout: ['/checkout', () => import('../features/basket/CheckoutPage')],
  exchangePoints: ['/exchange-points', () => import('../features/catalogue/ExchangePointsPage')],
  group: ['/group', () => import('../features/catalogue/GroupTreePage')],
  groupDetails: ['/group/:id', () => import('../features/catalogue/GroupPage')],
  prizeDetails: ['/group/:groupId/prize/:id', () => import('../features/catalogue/PrizePage')],
  myOrders: ['/my-orders', () => import('../features/orders/MyOrdersPage')],
  messages: ['/messages/:page?', () => import('../features/messages/InboxPage')],
  stats: ['/stats', () => import('../features/stats/StatsPage')],
  statsContractors: ['/stats/contractors', () => import('../features/stats/StatsContractorsPage')],
  statsContractor: ['/stats/contractors/:id', () => import('../features/stats/StatsContractorPage')],
  statsContractorsProducts: ['/stats/contractors-products', () => import('../features/stats/StatsContractorsProductsPage')],
  statsContractorProducts: ['/stats/contractors-products/:id', () => import('../features/stats/StatsContractorProductsPage')],
  statsSales: ['/stats/sales', () => import('../features/stats/StatsSalesPage')],
} as const satisfies { [K in CustomerRouteKey]?: readonly [(typeof customerPaths)[K]['path'], ScreenLoader] };

/** The back office's frame: its root (the admin's own data), signed-in layout and sign-in layout. */
export const adminFrameLoaders = {
  root: () => import('../features/admin-shell/AdminRoot'),
  layout: () => import('../features/admin-shell/AdminLayout'),
  authLayout: () => import('../features/admin-shell/AdminAuthLayout'),
} satisfies Record<string, ScreenLoader>;

/** Admin screens by route path (besides the dashboard and sign-in pages, in app/routes/admin-routes). */
export const adminLoaders: Readonly<Record<string, ScreenLoader>> = {
  [A.settings.general.path]: () => import('../features/settings/SettingsPage'),
  [A.settings.logs.path]: () => import('../features/settings/LogsPage'),
  [A.settings.staff.path]: () => import('../features/admin-staff/StaffPage'),
  [A.account.sessions.path]: () => import('../features/admin-staff/MySessionsPage'),

  [A.points.list.path]: () => import('../features/points/admin/PackageListPage'),
  [A.points.packageAdd.path]: () => import('../features/points/admin/PackageFormPage'),
  [A.points.packageEdit.path]: () => import('../features/points/admin/PackageFormPage'),
  [A.points.groupList.path]: () => import('../features/points/admin/GroupListPage'),
  [A.points.groupAdd.path]: () => import('../features/points/admin/GroupFormPage'),
  [A.points.groupEdit.path]: () => import('../features/points/admin/GroupFormPage'),

  [A.codes.search.path]: () => import('../features/admin-codes/CodeSearchPage'),
  [A.codes.codeDetails.path]: () => import('../features/admin-codes/CodeDetailsPage'),
  [A.codes.batches.path]: () => import('../features/admin-codes/BatchesPage'),
  [A.codes.insertCode.path]: () => import('../features/admin-codes/InsertCodePage'),
  [A.codes.userPoints.path]: () => import('../features/admin-codes/UserPointsPage'),
  [A.codes.pointsDetails.path]: () => import('../features/admin-codes/PointsDetailsPage'),
  [A.codes.addPoints.path]: () => import('../features/admin-codes/AddPointsPage'),
  [A.codes.transferPoints.path]: () => import('../features/admin-codes/TransferPointsPage'),

  [A.regions.list.path]: () => import('../features/regions/RegionListPage'),
  [A.regions.form.path]: () => import('../features/regions/RegionFormPage'),
  [A.regions.districts.path]: () => import('../features/regions/DistrictListPage'),
  [A.regions.districtForm.path]: () => import('../features/regions/DistrictFormPage'),

  [A.distributors.list.path]: () => import('../features/distributors/DistributorListPage'),
  [A.distributors.add.path]: () => import('../features/distributors/DistributorFormPage'),
  [A.distributors.edit.path]: () => import('../features/distributors/DistributorFormPage'),
  [A.distributors.unauthorized.path]: () => import('../features/distributors/UnauthorizedDistributorsPage'),
  [A.distributors.addFromCsv.path]: () => import('../features/distributors/ImportDistributorsPage'),
  [A.contractors.approved.path]: () => import('../features/contractor-websites/ApprovedWebsitesPage'),
  [A.contractors.unapproved.path]: () => import('../features/contractor-websites/UnapprovedWebsitesPage'),

  [A.faq.list.path]: () => import('../features/faq/FaqListPage'),
  [A.faq.addGroup.path]: () => import('../features/faq/FaqGroupFormPage'),
  [A.faq.editGroup.path]: () => import('../features/faq/FaqGroupFormPage'),
  [A.faq.add.path]: () => import('../features/faq/FaqFormPage'),
  [A.faq.edit.path]: () => import('../features/faq/FaqFormPage'),

  [A.texts.list.path]: () => import('../features/texts/TextListPage'),
  [A.texts.add.path]: () => import('../features/texts/TextFormPage'),
  [A.texts.edit.path]: () => import('../features/texts/TextFormPage'),

  [A.banners.table.path]: () => import('../features/banners/BannerTablePage'),
  [A.page.homePhotos.path]: () => import('../features/page-photos/PagePhotosPage'),
  [A.banners.add.path]: () => import('../features/banners/BannerFormPage'),
  [A.banners.edit.path]: () => import('../features/banners/BannerFormPage'),

  [A.regulationsFiles.list.path]: () => import('../features/regulations/RegulationListPage'),
  [A.regulationsFiles.form.path]: () => import('../features/regulations/RegulationFormPage'),

  [A.news.list.path]: () => import('../features/posts/PostListPage').then((m) => ({ default: m.NewsListPage })),
  [A.news.add.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.NewsFormPage })),
  [A.news.edit.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.NewsFormPage })),
  [A.articles.list.path]: () => import('../features/posts/PostListPage').then((m) => ({ default: m.ArticleListPage })),
  [A.articles.add.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.ArticleFormPage })),
  [A.articles.edit.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.ArticleFormPage })),
  [A.trainings.list.path]: () => import('../features/trainings/TrainingListPage'),
  [A.trainings.add.path]: () => import('../features/trainings/TrainingFormPage'),
  [A.trainings.form.path]: () => import('../features/trainings/TrainingFormPage'),
  [A.trainings.films.path]: () => import('../features/trainings/MovieListPage'),
  [A.trainings.filmsAdd.path]: () => import('../features/trainings/MovieFormPage'),
  [A.trainings.filmsEdit.path]: () => import('../features/trainings/MovieFormPage'),
  [A.trainings.gallery.path]: () => import('../features/training-gallery/GalleryListPage'),
  [A.trainings.galleryAdd.path]: () => import('../features/training-gallery/GalleryGroupFormPage'),
  [A.trainings.galleryGroupEdit.path]: () => import('../features/training-gallery/GalleryGroupFormPage'),
  [A.trainings.galleryGroupPhotos.path]: () => import('../features/training-gallery/GalleryGroupPhotosPage'),
  [A.trainings.galleryPhotoAdd.path]: () => import('../features/training-gallery/GalleryPhotoAddPage'),
  [A.trainings.galleryEdit.path]: () => import('../features/training-gallery/GalleryPhotoEditPage'),
  [A.trainings.galleryPhotoMultiAdd.path]: () => import('../features/training-gallery/GalleryMultiUploadPage'),
  [A.messages.list.path]: () => import('../features/messages/ReceivedPage'),
  [A.messages.sent.path]: () => import('../features/messages/SentPage'),
  [A.messages.sendMessage.path]: () => import('../features/messages/SendMessagePage'),
  [A.messages.sendMailing.path]: () => import('../features/messages/SendMailingPage'),
  [A.messages.sendSms.path]: () => import('../features/messages/SendSmsPage'),
  [A.messages.smsList.path]: () => import('../features/messages/SmsListPage'),
  [A.messages.smsLog.path]: () => import('../features/messages/SmsLogPage'),
  [A.trainings.contact.path]: () => import('../features/training-contact/TrainingContactAdminPage'),
  [A.trainings.news.path]: () => import('../features/posts/PostListPage').then((m) => ({ default: m.TrainingNewsListPage })),
  [A.trainings.noticeBoard.path]: () => import('../features/posts/PostListPage').then((m) => ({ default: m.TrainingNoticeBoardListPage })),
  [A.trainings.newsAdd.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.TrainingNewsFormPage })),
  [A.trainings.newsForm.path]: () => import('../features/posts/PostFormPage').then((m) => ({ default: m.TrainingNewsFormPage })),
  [A.contests.list.path]: () => import('../features/contests/ContestListPage').then((m) => ({ default: m.ContestListPage })),
  [A.contests.report.path]: () => import('../features/contests/ContestListPage').then((m) => ({ default: m.ContestReportPage })),
  [A.contests.add.path]: () => import('../features/contests/ContestFormPage'),
  [A.contests.edit.path]: () => import('../features/contests/ContestFormPage'),
  [A.contests.reportDetails.path]: () => import('../features/contests/ContestEntriesPage'),
  [A.list.index.path]: () => import('../features/lists/ListsPage'),
  [A.list.add.path]: () => import('../features/lists/ListFormPage'),
  [A.list.details.path]: () => import('../features/lists/ListFormPage'),
  [A.list.itemAdd.path]: () => import('../features/lists/ItemFormPage'),
  [A.list.item.path]: () => import('../features/lists/ItemFormPage'),
  [A.list.itemOfListAdd.path]: () => import('../features/lists/ItemFormPage'),

  [A.prizes.list.path]: () => import('../features/prizes/PrizeListPage'),
  [A.prizes.converter.path]: () => import('../features/prizes/ConverterPage'),
  [A.prizes.assignCategory.path]: () => import('../features/prizes/AssignCategoryPage'),
  [A.prizes.groups.path]: () => import('../features/prizes/GroupListPage'),
  [A.prizes.addGroup.path]: () => import('../features/prizes/GroupFormPage'),
  [A.prizes.editGroup.path]: () => import('../features/prizes/GroupFormPage'),
  [A.prizes.thresholds.path]: () => import('../features/prizes/ThresholdsPage'),
  [A.prizes.thirdPartyProducts.path]: () => import('../features/prizes/ThirdPartyProductsPage'),
  [A.prizes.offerView.path]: () => import('../features/prizes/OfferViewPage'),
  [A.prizes.addPrize.path]: () => import('../features/prizes/PrizeFormPage'),
  [A.prizes.editPrize.path]: () => import('../features/prizes/PrizeFormPage'),

  [A.stats.codes.path]: () => import('../features/admin-stats/CodesReportPage'),
  [A.stats.contractorsPoints.path]: () => import('../features/admin-stats/PointsReportPage'),
  [A.stats.contractors.path]: () => import('../features/admin-stats/ContractorsReportPage'),
  [A.stats.contractorsOrders.path]: () => import('../features/admin-stats/OrdersReportPage'),
  [A.stats.prizes.path]: () => import('../features/admin-stats/PrizesReportPage'),
  [A.stats.contractorDistributor.path]: () => import('../features/admin-stats/ConnectionsReportPage'),
  [A.stats.promotions.path]: () => import('../features/admin-stats/PromotionsReportPage'),
  [A.stats.statistics.path]: () => import('../features/admin-stats/StatisticsOverviewPage'),

  [A.orders.list.path]: () => import('../features/orders/admin/OrderListPage'),
  [A.orders.details.path]: () => import('../features/orders/admin/OrderDetailsPage'),

  [A.clubMembers.list.path]: () => import('../features/club-members/MemberListPage'),
  [A.clubMembers.groups.path]: () => import('../features/member-groups/MemberGroupsPage'),
  [A.clubMembers.groupAdd.path]: () => import('../features/member-groups/MemberGroupFormPage'),
  [A.clubMembers.group.path]: () => import('../features/member-groups/MemberGroupFormPage'),
  [A.clubMembers.details.path]: () => import('../features/club-members/MemberDetailsPage'),
  [A.clubMembers.add.path]: () => import('../features/club-members/MemberFormPage'),
  [A.clubMembers.edit.path]: () => import('../features/club-members/MemberFormPage'),
  [A.clubMembers.employees.path]: () => import('../features/club-members/EmployeeListPage'),
  [A.clubMembers.addEmployee.path]: () => import('../features/club-members/EmployeeFormPage'),
  [A.clubMembers.editEmployee.path]: () => import('../features/club-members/EmployeeFormPage'),
  [A.clubMembers.exportCsv.path]: () => import('../features/club-members/ExportPage'),
  [A.clubMembers.exportMailing.path]: () => import('../features/club-members/ExportPage'),
  [A.clubMembers.importCsv.path]: () => import('../features/club-members/ImportPage'),
  [A.clubMembers.import.path]: () => import('../features/club-members/ImportHistoryPage'),

  [A.goldGroup.members.path]: () => import('../features/gold-group/GoldMembersPage'),
  [A.goldGroup.subgroups.path]: () => import('../features/gold-group/SubgroupListPage'),
  [A.goldGroup.subgroupForm.path]: () => import('../features/gold-group/SubgroupFormPage'),
  [A.goldGroup.documents.path]: () => import('../features/gold-group/GoldDocumentsPage'),
  [A.premiumGroup.members.path]: () => import('../features/premium-group/PremiumMembersPage'),
  [A.premiumGroup.candidates.path]: () => import('../features/premium-group/PremiumCandidatesPage'),
  [A.premiumGroup.candidatesForRemoval.path]: () => import('../features/premium-group/PremiumRemovalPage'),
  [A.premiumGroup.settings.path]: () => import('../features/premium-group/PremiumSettingsPage'),
};
