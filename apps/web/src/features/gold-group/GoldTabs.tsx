import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const G = paths.admin.goldGroup;
const TABS = [
  { label: 'Członkowie', path: G.members.path },
  { label: 'Podgrupy', path: G.subgroups.path },
  { label: 'Dokumenty', path: G.documents.path },
] as const;

/** Navigation between the gold-group screens. */
export function GoldTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => pathname.startsWith(t.path))?.path ?? false;
  return (
    <Tabs value={current} aria-label="Grupa Gold" sx={{ mb: 3 }}>
      {TABS.map((t) => (
        <Tab key={t.path} value={t.path} label={t.label} component={Link} to={t.path} />
      ))}
    </Tabs>
  );
}
