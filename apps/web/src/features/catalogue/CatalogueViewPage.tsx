import Button from '@mui/material/Button';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Page } from '../../components/layout/Page';
import { paths } from '../../config/paths';

/** The catalogue's two views: each names the other in its header. */
const VIEWS = {
  points: {
    title: paths.exchangePoints.title,
    lead: 'Wybierz przedział punktowy albo swoje ulubione nagrody.',
    other: { to: paths.group.path, label: 'Katalog według grup' },
  },
  groups: {
    title: paths.group.title,
    lead: 'Wybierz grupę, aby zobaczyć jej nagrody.',
    other: { to: paths.exchangePoints.path, label: 'Według punktów i ulubione' },
  },
} as const;

/** A page of the catalogue (by points, or by groups) with the way to the other view. */
export function CatalogueViewPage({ view, children }: { view: keyof typeof VIEWS; children: ReactNode }) {
  const { title, lead, other } = VIEWS[view];
  return (
    <Page
      title={title}
      lead={lead}
      actions={
        <Button component={Link} to={other.to} variant="outlined">
          {other.label}
        </Button>
      }
    >
      {children}
    </Page>
  );
}
