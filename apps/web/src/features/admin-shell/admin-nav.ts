import type { SvgIconComponent } from '@mui/icons-material';
import Article from '@mui/icons-material/Article';
import BarChart from '@mui/icons-material/BarChart';
import Campaign from '@mui/icons-material/Campaign';
import EmojiEvents from '@mui/icons-material/EmojiEvents';
import Engineering from '@mui/icons-material/Engineering';
import Gavel from '@mui/icons-material/Gavel';
import ListAlt from '@mui/icons-material/ListAlt';
import LocalShipping from '@mui/icons-material/LocalShipping';
import Mail from '@mui/icons-material/Mail';
import Map from '@mui/icons-material/Map';
import Newspaper from '@mui/icons-material/Newspaper';
import People from '@mui/icons-material/People';
import QrCode2 from '@mui/icons-material/QrCode2';
import QuestionAnswer from '@mui/icons-material/QuestionAnswer';
import Redeem from '@mui/icons-material/Redeem';
import School from '@mui/icons-material/School';
import Scoreboard from '@mui/icons-material/Scoreboard';
import Settings from '@mui/icons-material/Settings';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import Star from '@mui/icons-material/Star';
import TextFields from '@mui/icons-material/TextFields';
import ViewCarousel from '@mui/icons-material/ViewCarousel';
import Web from '@mui/icons-material/Web';
import WorkspacePremium from '@mui/icons-material/WorkspacePremium';
import type { StaffRole } from '@klub/contracts';
import { href, paths } from '../../config/paths';
import { roleSeesPath } from './admin-areas';

export interface AdminNavLink {
  label: string;
  to: string;
}

export interface AdminNavSection {
  /** Section name from glossary-pl.md ("Admin — section names"). */
  label: string;
  icon: SvgIconComponent;
  /** URL prefix that marks the section as current. */
  prefix: string;
  items: AdminNavLink[];
}

const A = paths.admin;
const l = (label: string, to: string): AdminNavLink => ({ label, to });

/** Every admin section of spec §2, in the glossary's words. */
export const adminNav: AdminNavSection[] = [
  {
    label: 'Ustawienia',
    icon: Settings,
    prefix: '/admin/settings',
    items: [l('Ogólne', A.settings.general.path), l('Logi', A.settings.logs.path), l('Administratorzy', A.settings.staff.path)],
  },
  {
    label: 'Dystrybutorzy',
    icon: LocalShipping,
    prefix: '/admin/distributors',
    items: [
      l('Lista', A.distributors.list.path),
      l('Dodaj', A.distributors.add.path),
      l('Import CSV', A.distributors.addFromCsv.path),
      l('Nieautoryzowani', A.distributors.unauthorized.path),
    ],
  },
  {
    label: 'Statystyki',
    icon: BarChart,
    prefix: '/admin/stat',
    items: [
      l('Kody', A.stats.codes.path),
      l('Wykonawcy', A.stats.contractors.path),
      l('Punkty wykonawców', A.stats.contractorsPoints.path),
      l('Zamówienia wykonawców', A.stats.contractorsOrders.path),
      l('Nagrody', A.stats.prizes.path),
      l('Wykonawcy i dystrybutorzy', A.stats.contractorDistributor.path),
      l('Promocje', A.stats.promotions.path),
      l('Raport akcji punktowych', A.stats.campaigns.path),
      l('Statystyki ogólne', A.stats.statistics.path),
    ],
  },
  {
    label: 'Artykuły',
    icon: Article,
    prefix: '/admin/articles',
    items: [l('Lista', A.articles.list.path), l('Dodaj', A.articles.add.path)],
  },
  {
    label: 'FAQ',
    icon: QuestionAnswer,
    prefix: '/admin/faq',
    items: [l('Lista', A.faq.list.path), l('Dodaj grupę', A.faq.addGroup.path), l('Dodaj pytanie', A.faq.add.path)],
  },
  { label: 'Teksty', icon: TextFields, prefix: '/admin/texts', items: [l('Lista', A.texts.list.path), l('Dodaj', A.texts.add.path)] },
  {
    label: 'Szkolenia',
    icon: School,
    prefix: '/admin/trainings',
    items: [
      l('Szkolenia', A.trainings.list.path),
      l('Aktualności', A.trainings.news.path),
      l('Galeria', A.trainings.gallery.path),
      l('Filmy', A.trainings.films.path),
      l('Kontakt', A.trainings.contact.path),
      l('Tablica ogłoszeń', A.trainings.noticeBoard.path),
    ],
  },
  {
    label: 'Wykonawcy',
    icon: Engineering,
    prefix: '/admin/contractors',
    items: [l('Zatwierdzeni', A.contractors.approved.path), l('Niezatwierdzeni — wizytówki', A.contractors.unapproved.path)],
  },
  {
    label: 'Listy',
    icon: ListAlt,
    prefix: '/admin/list',
    items: [l('Listy', A.list.index.path), l('Dodaj listę', A.list.add.path), l('Dodaj pozycję', A.list.itemAdd.path)],
  },
  {
    label: 'Członkowie klubu',
    icon: People,
    prefix: '/admin/club-members',
    items: [
      l('Lista', A.clubMembers.list.path),
      l('Dodaj', A.clubMembers.add.path),
      l('Import CSV', A.clubMembers.importCsv.path),
      l('Eksport CSV', A.clubMembers.exportCsv.path),
      l('Eksport do mailingu', A.clubMembers.exportMailing.path),
      l('Pracownicy', A.clubMembers.employees.path),
      l('Dodaj pracownika', A.clubMembers.addEmployee.path),
      l('Import', A.clubMembers.import.path),
      l('Grupy', A.clubMembers.groups.path),
    ],
  },
  {
    label: 'Banery',
    icon: ViewCarousel,
    prefix: '/admin/banners',
    items: [l('Lista', A.banners.table.path), l('Dodaj', A.banners.add.path)],
  },
  {
    label: 'Konkursy',
    icon: EmojiEvents,
    prefix: '/admin/contests',
    items: [l('Lista', A.contests.list.path), l('Dodaj', A.contests.add.path), l('Raport', A.contests.report.path)],
  },
  { label: 'Aktualności', icon: Newspaper, prefix: '/admin/news', items: [l('Lista', A.news.list.path), l('Dodaj', A.news.add.path)] },
  { label: 'Zamówienia', icon: ShoppingCart, prefix: '/admin/orders', items: [l('Lista', A.orders.list.path)] },
  {
    label: 'Kody',
    icon: QrCode2,
    prefix: '/admin/codes',
    items: [
      l('Wyszukaj', A.codes.search.path),
      l('Punkty użytkownika', A.codes.userPoints.path),
      l('Dodaj punkty', A.codes.addPoints.path),
      l('Przenieś punkty', A.codes.transferPoints.path),
      l('Wpisz kod', A.codes.insertCode.path),
      l('Partie kodów', A.codes.batches.path),
      l('Do weryfikacji', A.codes.review.path),
    ],
  },
  {
    label: 'Grupa Premium',
    icon: WorkspacePremium,
    prefix: '/admin/premium-group',
    items: [
      l('Członkowie', A.premiumGroup.members.path),
      l('Kandydaci', A.premiumGroup.candidates.path),
      l('Kandydaci do usunięcia', A.premiumGroup.candidatesForRemoval.path),
      l('Ustawienia', A.premiumGroup.settings.path),
    ],
  },
  {
    label: 'Grupa Gold',
    icon: Star,
    prefix: '/admin/gold-group',
    items: [
      l('Członkowie', A.goldGroup.members.path),
      l('Podgrupy', A.goldGroup.subgroups.path),
      l('Dokumenty', A.goldGroup.documents.path),
    ],
  },
  {
    label: 'Punktacja',
    icon: Scoreboard,
    prefix: '/admin/points',
    items: [l('Pakiety', A.points.list.path), l('Grupy', A.points.groupList.path)],
  },
  {
    label: 'Akcje punktowe',
    icon: Campaign,
    prefix: '/admin/campaigns',
    items: [l('Lista', A.campaigns.list.path), l('Dodaj', A.campaigns.add.path)],
  },
  {
    label: 'Nagrody',
    icon: Redeem,
    prefix: '/admin/prizes',
    items: [
      l('Lista', A.prizes.list.path),
      l('Dodaj nagrodę', A.prizes.addPrize.path),
      l('Przelicznik', A.prizes.converter.path),
      l('Przypisz kategorię', A.prizes.assignCategory.path),
      l('Grupy', A.prizes.groups.path),
      l('Progi', A.prizes.thresholds.path),
      l('Produkty partnerów', A.prizes.thirdPartyProducts.path),
    ],
  },
  { label: 'Strona', icon: Web, prefix: '/admin/page', items: [l('Zdjęcia rejestracji', A.page.homePhotos.path)] },
  {
    label: 'Regulaminy',
    icon: Gavel,
    prefix: '/admin/regulations-files',
    items: [l('Lista', A.regulationsFiles.list.path), l('Dodaj', href(A.regulationsFiles.form, { id: null }))],
  },
  {
    label: 'Regiony',
    icon: Map,
    prefix: '/admin/regions',
    items: [l('Lista', A.regions.list.path), l('Powiaty', A.regions.districts.path)],
  },
  {
    label: 'Wiadomości',
    icon: Mail,
    prefix: '/admin/messages',
    items: [
      l('Odebrane', A.messages.list.path),
      l('Wysłane', A.messages.sent.path),
      l('Mailing', A.messages.sendMailing.path),
      l('Nowa wiadomość', href(A.messages.sendMessage, { id: null })),
      l('SMS', A.messages.smsList.path),
      l('Wyślij SMS', A.messages.sendSms.path),
      l('Log SMS', A.messages.smsLog.path),
    ],
  },
];

/** The sections and screens `role` sees (null: every one, see staff-role.ts); a section left without screens goes. */
export function navFor(role: StaffRole | null): AdminNavSection[] {
  if (role === null) return adminNav;
  return adminNav
    .map((section) => ({ ...section, items: section.items.filter((item) => roleSeesPath(role, item.to)) }))
    .filter((section) => section.items.length > 0);
}
