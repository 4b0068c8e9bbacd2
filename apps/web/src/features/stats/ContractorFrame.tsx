import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import type { StatsContractorRow } from '@klub/contracts';
import { LoadingState } from '../../components/feedback/LoadingState';
import { useEditId } from '../../components/layout/EditPage';
import { Page } from '../../components/layout/Page';
import { PageBreadcrumbs, type Crumb } from '../../components/layout/PageBreadcrumbs';
import { MESSAGES } from '../../config/messages';
import { paths } from '../../config/paths';
import { formatPhone, formatPkt } from '../../lib/format';
import { formatDate } from '../../lib/dates';
import { useStatsContractor } from './api';
import { contractorName, statusName } from './contractors';
import { StatsRoleGate } from './StatsRoleGate';

export const NOT_FOUND_TEXT = 'Nie znaleziono wykonawcy';

interface ContractorFrameProps {
  /** The page's title before the contractor is known (the route's). */
  title: string;
  /** The title once the contractor is known. */
  titleOf: (name: string) => string;
  /** The crumb of the list the page belongs to. */
  parent: Crumb;
  children: (contractor: StatsContractorRow) => ReactNode;
}

/** Name, company, city, contact and status of one contractor. */
export function ContractorHeader({ contractor }: { contractor: StatsContractorRow }) {
  const entries: [string, ReactNode][] = [
    ['Firma i miasto', [contractor.companyName, contractor.city].filter(Boolean).join(', ') || '—'],
    ['E-mail', <Link href={`mailto:${contractor.email}`}>{contractor.email}</Link>],
    ['Telefon', contractor.phone ? <Link href={`tel:${contractor.phone}`}>{formatPhone(contractor.phone)}</Link> : '—'],
    ['Status', statusName(contractor.status)],
    ...(contractor.dthName ? ([['DTH', contractor.dthName]] as [string, ReactNode][]) : []),
    ['Saldo punktów', formatPkt(contractor.balance)],
    ['Ostatnia aktywność', contractor.lastActivity ? formatDate(contractor.lastActivity) : 'brak'],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5, m: 0, mb: 3 }}>
      {entries.map(([term, value]) => (
        <Box key={term} sx={{ display: 'contents' }}>
          <Typography component="dt" variant="body2" color="text.secondary">
            {term}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/**
 * A page about one of the rep's contractors (`:id`): the role gate, then "Wczytywanie…", the load
 * error, "Nie znaleziono wykonawcy" (a malformed id, a 404: not their contractor), or the page.
 */
export function ContractorFrame(props: ContractorFrameProps) {
  return <StatsRoleGate title={props.title}>{() => <Contractor {...props} />}</StatsRoleGate>;
}

function Contractor({ title, titleOf, parent, children }: ContractorFrameProps) {
  const { id, valid, raw } = useEditId();
  const contractor = useStatsContractor(id ?? 0, valid);
  const row = contractor.data;
  const crumbs = (last: string): Crumb[] => [{ label: paths.stats.title, to: paths.stats.path }, parent, { label: last }];
  if (!valid || row === null) {
    return (
      <Page title={title}>
        <PageBreadcrumbs items={crumbs(title)} />
        <Alert severity="warning">
          {NOT_FOUND_TEXT} nr {raw}. Statystyki pokazują tylko wykonawców z Twojego zespołu.
        </Alert>
      </Page>
    );
  }
  if (row === undefined) {
    return <Page title={title}>{contractor.isError ? <Alert severity="error">{MESSAGES.loadError}</Alert> : <LoadingState />}</Page>;
  }
  const name = contractorName(row);
  return (
    <Page title={titleOf(name)}>
      <PageBreadcrumbs items={crumbs(name)} />
      <ContractorHeader contractor={row} />
      {children(row)}
    </Page>
  );
}
