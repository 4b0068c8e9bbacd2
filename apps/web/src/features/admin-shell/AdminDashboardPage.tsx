import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SvgIconComponent } from '@mui/icons-material';
import CheckCircleOutline from '@mui/icons-material/CheckCircleOutlineOutlined';
import HowToReg from '@mui/icons-material/HowToReg';
import QrCode2 from '@mui/icons-material/QrCode2';
import ShoppingCart from '@mui/icons-material/ShoppingCart';
import SyncAlt from '@mui/icons-material/SyncAlt';
import TrendingDown from '@mui/icons-material/TrendingDown';
import TrendingFlat from '@mui/icons-material/TrendingFlat';
import TrendingUp from '@mui/icons-material/TrendingUp';
import Web from '@mui/icons-material/Web';
import { useId, useMemo, type ReactNode } from 'react';
import type { AdminDashboard, DashboardImport, ImportKind } from '@klub/contracts';
import { IMPORT_STATUS_LABELS } from '../../components/csv-import';
import { QueryView } from '../../components/feedback/QueryView';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { href, paths } from '../../config/paths';
import { formatCodes, formatNumber, formatPkt, NBSP, plural } from '../../lib/format';
import { formatDateTime } from '../../lib/dates';
import { roleSeesPath } from './admin-areas';
import { navFor } from './admin-nav';
import { useAdminMe } from '../../lib/session';
import { useAdminDashboard } from './dashboard-api';
import { useStaffRole } from './staff-role';

const A = paths.admin;

/** The filtered lists the figures lead to. */
const dashboardLinks = {
  membersToConfirm: `${A.clubMembers.list.path}?status=ACTIVE&employees=false&sort=createdAt&order=desc`,
  websitesToApprove: A.contractors.unapproved.path,
  ordersWaiting: `${A.orders.list.path}?status=NEW`,
  codesThisWeek: (weekStart: string) => `${A.codes.search.path}?status=USED&from=${weekStart}`,
};

const IMPORT_KIND_LABELS: Record<ImportKind, string> = { members: 'Członkowie', distributors: 'Dystrybutorzy', codes: 'Kody' };

/** Where an import of each kind is followed (its screen keeps the job in the URL). */
function importLink(job: DashboardImport): string {
  if (job.kind === 'members') return `${A.clubMembers.import.path}?id=${job.id}`;
  if (job.kind === 'distributors') return `${A.distributors.addFromCsv.path}?id=${job.id}`;
  return `${A.codes.batches.path}?import=${job.id}`;
}

interface Item {
  key: number;
  to: string;
  label: string;
  detail: string;
}

interface AttentionCardProps {
  title: string;
  icon: SvgIconComponent;
  count: number;
  sentence: (count: number) => string;
  items: Item[];
  /** The filtered list of everything counted. */
  all?: { to: string; label: string };
  /** Under way rather than waiting for a decision (imports): marked as information. */
  info?: boolean;
}

/** One figure: its count in words, the newest few and the way to the whole filtered list. */
function AttentionCard({ title, icon: Icon, count, sentence, items, all, info }: AttentionCardProps) {
  const id = useId();
  const waiting = count > 0;
  const more = count - items.length;
  return (
    <Paper
      component="section"
      aria-labelledby={id}
      variant="outlined"
      sx={{
        p: 2,
        display: 'flex',
        flexDirection: 'column',
        gap: 1,
        minWidth: 0,
        borderLeftWidth: 4,
        borderLeftColor: waiting ? (info ? 'info.main' : 'warning.main') : 'divider',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <Icon color={waiting ? 'primary' : 'disabled'} aria-hidden />
        <Typography id={id} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
          {title}
        </Typography>
      </Box>
      {waiting ? (
        <Typography>
          <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1, mr: 0.75 }}>
            {formatNumber(count)}
          </Box>
          {sentence(count)}
        </Typography>
      ) : (
        <Typography color="text.secondary">Nic nie czeka</Typography>
      )}
      {items.length > 0 ? (
        <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 0.75 }}>
          {items.map((item) => (
            <Box component="li" key={item.key} sx={{ minWidth: 0 }}>
              <RouterLink to={item.to} sx={{ display: 'block', overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
                {item.label}
              </RouterLink>
              <Typography variant="body2" color="text.secondary">
                {item.detail}
              </Typography>
            </Box>
          ))}
        </Box>
      ) : null}
      {more > 0 ? (
        <Typography variant="body2" color="text.secondary">
          i {formatNumber(more)} więcej
        </Typography>
      ) : null}
      {waiting && all ? (
        <Box sx={{ mt: 'auto', pt: 1 }}>
          <RouterLink to={all.to} sx={{ fontWeight: 600 }}>
            {all.label}
          </RouterLink>
        </Box>
      ) : null}
    </Paper>
  );
}

function importDetail(job: DashboardImport): string {
  const status = IMPORT_STATUS_LABELS[job.status].label;
  const progress = job.totalRows > 0 ? `, ${formatNumber(job.processedRows)} z ${formatNumber(job.totalRows)} wierszy` : '';
  return `${IMPORT_KIND_LABELS[job.kind]} · ${status}${progress}`;
}

/** Which tiles the staff member's role sees: each tile is in the area of the list it leads to. */
interface Tiles {
  membersToConfirm: boolean;
  websitesToApprove: boolean;
  ordersWaiting: boolean;
  /** An import is shown where its screen is seen (members: Uczestnicy; distributors and codes: the programme). */
  importsRunning: boolean;
  codesRedeemed: boolean;
}

function tilesFor(sees: (to: string) => boolean): Tiles {
  return {
    membersToConfirm: sees(dashboardLinks.membersToConfirm),
    websitesToApprove: sees(dashboardLinks.websitesToApprove),
    ordersWaiting: sees(dashboardLinks.ordersWaiting),
    importsRunning: (['members', 'distributors', 'codes'] as const).some((kind) => sees(importLink({ kind, id: 0 } as DashboardImport))),
    codesRedeemed: sees(A.codes.search.path),
  };
}

/** The figures that have a card; the codes of the week have their own. */
type Figure = Exclude<keyof Tiles, 'codesRedeemed'>;
type Newest<K extends Figure> = AdminDashboard[K]['newest'][number];

interface Card<K extends Figure> extends Omit<AttentionCardProps, 'count' | 'items'> {
  /** One of the newest few: its link, name and line below. */
  item: (x: Newest<K>) => Omit<Item, 'key'>;
}

/** Each figure's card, in the order shown; the sentences say the number in the right Polish form ("3 osoby czekają…"). */
const CARDS: { [K in Figure]: Card<K> } = {
  membersToConfirm: {
    title: 'Członkowie do potwierdzenia',
    icon: HowToReg,
    sentence: (n) =>
      plural(n, {
        one: 'osoba czeka na potwierdzenie konta',
        few: 'osoby czekają na potwierdzenie konta',
        many: 'osób czeka na potwierdzenie konta',
      }),
    item: (x) => ({
      to: href(A.clubMembers.details, { id: x.id }),
      label: x.fullName,
      detail: [x.companyName, formatDateTime(x.createdAt)].filter(Boolean).join(' · '),
    }),
    all: { to: dashboardLinks.membersToConfirm, label: 'Pokaż wszystkich do potwierdzenia' },
  },
  websitesToApprove: {
    title: 'Wizytówki do akceptacji',
    icon: Web,
    sentence: (n) =>
      plural(n, { one: 'wizytówka czeka na akceptację', few: 'wizytówki czekają na akceptację', many: 'wizytówek czeka na akceptację' }),
    item: (x) => ({ to: dashboardLinks.websitesToApprove, label: x.name, detail: `${x.ownerName} · ${formatDateTime(x.updatedAt)}` }),
    all: { to: dashboardLinks.websitesToApprove, label: 'Przejdź do wizytówek' },
  },
  ordersWaiting: {
    title: 'Nowe zamówienia',
    icon: ShoppingCart,
    sentence: (n) =>
      plural(n, { one: 'zamówienie czeka na realizację', few: 'zamówienia czekają na realizację', many: 'zamówień czeka na realizację' }),
    item: (x) => ({
      to: href(A.orders.details, { id: x.id }),
      label: `Nr${NBSP}${x.id} — ${x.memberName}`,
      detail: `${formatPkt(x.totalPoints)} · ${formatDateTime(x.createdAt)}`,
    }),
    all: { to: dashboardLinks.ordersWaiting, label: 'Pokaż złożone zamówienia' },
  },
  importsRunning: {
    title: 'Importy w toku',
    icon: SyncAlt,
    sentence: (n) => plural(n, { one: 'import w toku', few: 'importy w toku', many: 'importów w toku' }),
    info: true,
    item: (x) => ({ to: importLink(x), label: x.fileName, detail: importDetail(x) }),
  },
};
const FIGURES = Object.keys(CARDS) as Figure[];

function FigureCard<K extends Figure>({ figure, data }: { figure: K; data: { count: number; newest: Newest<K>[] } }) {
  const { item, ...card } = CARDS[figure];
  return <AttentionCard {...card} count={data.count} items={data.newest.map((x) => ({ key: x.id, ...item(x) }))} />;
}

function AttentionCards({ data, tiles, sees }: { data: AdminDashboard; tiles: Tiles; sees: (to: string) => boolean }) {
  // Imports of the kinds the role does not see are left out of the tile, and of its count.
  const importsSeen = data.importsRunning.newest.filter((job) => sees(importLink(job)));
  const shown = {
    ...data,
    importsRunning:
      importsSeen.length === data.importsRunning.newest.length ? data.importsRunning : { count: importsSeen.length, newest: importsSeen },
  };
  const figures = FIGURES.filter((figure) => tiles[figure]);
  if (figures.every((figure) => shown[figure].count === 0)) {
    return (
      <Paper variant="outlined" sx={{ p: 3, display: 'flex', alignItems: 'center', gap: 2 }}>
        <CheckCircleOutline color="success" fontSize="large" aria-hidden />
        <Box>
          <Typography variant="h3" component="p">
            Nic nie czeka na Twoją decyzję
          </Typography>
          <Typography color="text.secondary" sx={{ mt: 0.5 }}>
            {Object.values(tiles).every(Boolean)
              ? 'Pojawią się tu nowi członkowie do potwierdzenia, wizytówki do akceptacji, nowe zamówienia i trwające importy.'
              : 'Pojawi się tu to, co czeka na decyzję w obszarach Twojej roli.'}
          </Typography>
        </Box>
      </Paper>
    );
  }
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 250px), 1fr))' }}>
      {figures.map((figure) => (
        <FigureCard key={figure} figure={figure} data={shown[figure]} />
      ))}
    </Box>
  );
}

/** This week's codes against the same moment of last week: the number, the trend, and two bars. */
function CodesThisWeek({ codes }: { codes: AdminDashboard['codesRedeemed'] }) {
  const id = useId();
  const diff = codes.thisWeek - codes.lastWeekSoFar;
  const [TrendIcon, color, trend] =
    diff > 0
      ? [TrendingUp, 'success.main', `O ${formatNumber(diff)} więcej niż do tej pory w poprzednim tygodniu`]
      : diff < 0
        ? [TrendingDown, 'error.main', `O ${formatNumber(-diff)} mniej niż do tej pory w poprzednim tygodniu`]
        : [TrendingFlat, 'text.secondary', 'Tyle samo co do tej pory w poprzednim tygodniu'];
  const max = Math.max(codes.thisWeek, codes.lastWeek, 1);
  const bar = (label: string, value: number, tone: string) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: '9rem 1fr auto', alignItems: 'center', gap: 1 }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Box sx={{ height: 10, borderRadius: 5, bgcolor: 'action.hover' }}>
        <Box sx={{ height: '100%', width: `${(value / max) * 100}%`, borderRadius: 5, bgcolor: tone }} />
      </Box>
      <Typography variant="body2" sx={{ fontVariantNumeric: 'tabular-nums' }}>
        {formatNumber(value)}
      </Typography>
    </Box>
  );
  return (
    <Paper component="section" aria-labelledby={id} variant="outlined" sx={{ p: 2, mt: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <QrCode2 color="primary" aria-hidden />
        <Typography id={id} variant="h3" component="h3" sx={{ fontSize: '1.05rem' }}>
          Kody wykorzystane w tym tygodniu
        </Typography>
      </Box>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: { xs: 2, md: 4 }, alignItems: 'center' }}>
        <Box sx={{ flex: '1 1 260px' }}>
          <Typography>
            <Box component="span" sx={{ fontSize: '2rem', fontWeight: 700, lineHeight: 1.1 }}>
              {formatCodes(codes.thisWeek)}
            </Box>
          </Typography>
          <Typography sx={{ display: 'flex', alignItems: 'center', gap: 0.5, color, mt: 0.5 }}>
            <TrendIcon fontSize="small" aria-hidden />
            {trend} ({formatNumber(codes.lastWeekSoFar)})
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
            Cały poprzedni tydzień: {formatCodes(codes.lastWeek)}
          </Typography>
        </Box>
        <Box sx={{ flex: '1 1 300px', display: 'grid', gap: 1 }} aria-hidden>
          {bar('Ten tydzień', codes.thisWeek, 'primary.main')}
          {bar('Poprzedni tydzień', codes.lastWeek, 'grey.500')}
        </Box>
      </Box>
      {codes.thisWeek > 0 ? (
        <Box sx={{ mt: 1.5 }}>
          <RouterLink to={dashboardLinks.codesThisWeek(codes.weekStart)} sx={{ fontWeight: 600 }}>
            Pokaż kody wykorzystane w tym tygodniu
          </RouterLink>
        </Box>
      ) : null}
    </Paper>
  );
}

function Heading({ id, children }: { id: string; children: ReactNode }) {
  return (
    <Typography id={id} variant="h2" sx={{ mb: 2 }}>
      {children}
    </Typography>
  );
}

/**
 * /admin — start page of the back office: what needs attention today, then every section; both
 * only of the areas of the staff member's role (a role with none of the tiles skips the figures).
 */
export default function AdminDashboardPage() {
  const me = useAdminMe();
  const role = useStaffRole();
  const sees = useMemo(() => (to: string) => roleSeesPath(role, to), [role]);
  const tiles = useMemo(() => tilesFor(sees), [sees]);
  const anyTile = Object.values(tiles).some(Boolean);
  const sections = useMemo(() => navFor(role), [role]);
  const dashboard = useAdminDashboard(anyTile);
  const attentionId = useId();
  const sectionsId = useId();
  return (
    <Page title={paths.admin.dashboard.title} lead={me.data ? `Witaj, ${me.data.firstName}!` : undefined} maxWidth={1400}>
      {anyTile ? (
        <Box component="section" aria-labelledby={attentionId} sx={{ mb: 4 }}>
          <Heading id={attentionId}>Co czeka na Twoją decyzję</Heading>
          <QueryView query={dashboard} loadingLabel="Wczytywanie pulpitu…">
            {(data) => (
              <>
                <AttentionCards data={data} tiles={tiles} sees={sees} />
                {tiles.codesRedeemed ? <CodesThisWeek codes={data.codesRedeemed} /> : null}
              </>
            )}
          </QueryView>
        </Box>
      ) : null}
      <Box component="section" aria-labelledby={sectionsId}>
        <Heading id={sectionsId}>Sekcje panelu</Heading>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {role === null || role === 'ADMINISTRATOR' ? 'Wszystkie sekcje panelu' : 'Sekcje panelu Twojej roli'}; te same są w menu po lewej.
        </Typography>
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1, gridTemplateColumns: 'repeat(auto-fill, minmax(170px, 1fr))' }}
        >
          {sections.map((section) => {
            const Icon = section.icon;
            return (
              <Box
                component="li"
                key={section.label}
                sx={{ display: 'flex', gap: 1, alignItems: 'center', px: 1.5, py: 1, border: 1, borderColor: 'divider', borderRadius: 1 }}
              >
                <Icon color="primary" fontSize="small" aria-hidden />
                <RouterLink to={section.items[0]?.to ?? paths.admin.dashboard.path} variant="body2">
                  {section.label}
                </RouterLink>
              </Box>
            );
          })}
        </Box>
      </Box>
    </Page>
  );
}
