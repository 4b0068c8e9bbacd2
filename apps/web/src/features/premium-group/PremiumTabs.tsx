import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import { Link, useLocation } from 'react-router';
import { paths } from '../../config/paths';

const P = paths.admin.premiumGroup;
const TABS = [
  { label: 'Członkowie', path: P.members.path },
  { label: 'Kandydaci', path: P.candidates.path },
  { label: 'Kandydaci do usunięcia', path: P.candidatesForRemoval.path },
  { label: 'Ustawienia', path: P.settings.path },
] as const;

/** Navigation between the premium-group screens. */
export function PremiumTabs() {
  const { pathname } = useLocation();
  const current = TABS.find((t) => pathname === t.path)?.path ?? false;
  return (
    <Tabs value={current} aria-label="Grupa Premium" variant="scrollable" sx={{ mb: 3 }}>
      {TABS.map((t) => (
        <Tab key={t.path} value={t.path} label={t.label} component={Link} to={t.path} />
      ))}
    </Tabs>
  );
}
