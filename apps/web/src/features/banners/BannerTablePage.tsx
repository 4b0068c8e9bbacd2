import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import ArrowDownward from '@mui/icons-material/ArrowDownward';
import ArrowUpward from '@mui/icons-material/ArrowUpward';
import type { ReactNode } from 'react';
import { fileUrl, type Banner } from '@klub/contracts';
import { publicationLabel } from '../../components/form/PublicationFields';
import { AddLink } from '../../components/layout/AddLink';
import { Page } from '../../components/layout/Page';
import { actionsColumn, DataTable, editDelete, RowActions, WithSecond, type Column } from '../../components/table';
import { href, paths } from '../../config/paths';
import { formatDateTime } from '../../lib/dates';
import { banners, useMoveBanner } from './api';
import { AudienceText } from '../member-groups';
import { Photo } from '../../components/media';

const B = paths.admin.banners;

/** "Wyświetlany", "Zakończony", "Szkic" or "Zaplanowany na …": what members see of it now. */
function stateOf(b: Banner, now = Date.now()) {
  const p = publicationLabel(b, now);
  const showing = b.status === 'PUBLISHED' && Date.parse(b.publishAt) <= now;
  if (!showing) return { label: p.status, tone: p.tone };
  return b.endsAt && Date.parse(b.endsAt) <= now
    ? { label: 'Zakończony', tone: 'default' as const }
    : { label: 'Wyświetlany', tone: p.tone };
}

function MoveButtons({ banner, first, last }: { banner: Banner; first: boolean; last: boolean }) {
  const move = useMoveBanner();
  const button = (direction: 'up' | 'down', label: string, icon: ReactNode, disabled: boolean) => (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={`${label}: ${banner.title}`}
          disabled={disabled || move.isPending}
          onClick={() => move.mutate({ id: banner.id, direction })}
        >
          {icon}
        </IconButton>
      </span>
    </Tooltip>
  );
  return (
    <Box sx={{ display: 'flex' }}>
      {button('up', 'Przesuń wyżej', <ArrowUpward fontSize="small" />, first)}
      {button('down', 'Przesuń niżej', <ArrowDownward fontSize="small" />, last)}
    </Box>
  );
}

function columnsFor(total: number): Column<Banner>[] {
  return [
    {
      key: 'order',
      header: 'Kolejność',
      cell: (b) => <MoveButtons banner={b} first={b.pos === 1} last={b.pos === total} />,
    },
    {
      key: 'image',
      header: 'Baner',
      cell: (b) => (
        <Photo
          src={fileUrl(b.image)}
          alt=""
          sizes="120px"
          sx={{ width: 120, aspectRatio: '3 / 1', objectFit: 'cover', borderRadius: 0.5, display: 'block' }}
        />
      ),
    },
    {
      key: 'title',
      header: 'Tytuł i odbiorcy',
      rowHeader: true,
      cell: (b) => (
        <WithSecond
          main={b.title}
          second={
            <>
              <AudienceText audience={b.audience} />
              {b.link ? ` · ${b.link}` : null}
            </>
          }
        />
      ),
    },
    {
      key: 'period',
      header: 'Wyświetlany',
      cell: (b) => (
        <WithSecond main={`od ${formatDateTime(b.publishAt)}`} second={b.endsAt ? `do ${formatDateTime(b.endsAt)}` : 'bez końca'} />
      ),
    },
    {
      key: 'status',
      header: 'Status',
      cell: (b) => {
        const s = stateOf(b);
        return <Chip size="small" color={s.tone} variant={s.tone === 'default' ? 'outlined' : 'filled'} label={s.label} />;
      },
    },
    actionsColumn((b: Banner) => (
      <RowActions {...editDelete('baner', { id: b.id, name: b.title }, href(B.edit, { id: b.id }), banners.useDelete)} />
    )),
  ];
}

/** /admin/banners/table — the home page's banners in their order (arrows move one up or down), with their period and status. */
export default function BannerTablePage() {
  const list = banners.useList();
  const total = list.data?.data.length ?? 0;
  return (
    <Page
      title={B.table.title}
      lead="Kolejność z tej tabeli widzą członkowie na stronie głównej."
      actions={<AddLink to={B.add.path}>Dodaj baner</AddLink>}
    >
      <DataTable query={list} columns={columnsFor(total)} label={B.table.title} emptyText="Brak banerów — dodaj pierwszy" />
    </Page>
  );
}
