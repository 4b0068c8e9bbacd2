import Collapse from '@mui/material/Collapse';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import Dashboard from '@mui/icons-material/Dashboard';
import ExpandLess from '@mui/icons-material/ExpandLess';
import ExpandMore from '@mui/icons-material/ExpandMore';
import { useMemo, useState } from 'react';
import { NavLink, useLocation } from 'react-router';
import { paths } from '../../config/paths';
import { navFor, type AdminNavSection } from './admin-nav';
import { useStaffRole } from './staff-role';

const activeLink = { '&.active': { bgcolor: 'action.selected', fontWeight: 600, boxShadow: 'inset 3px 0 0 currentColor' } };

interface SectionProps {
  section: AdminNavSection;
  open: boolean;
  onToggle: () => void;
  onNavigate?: () => void;
}

function Section({ section, open, onToggle, onNavigate }: SectionProps) {
  const listId = `admin-nav-${section.prefix.replace(/\W+/g, '-')}`;
  const Icon = section.icon;
  const [only] = section.items;

  // A section with a single screen is a plain link.
  if (section.items.length === 1 && only) {
    return (
      <li>
        <ListItemButton component={NavLink} to={only.to} onClick={onNavigate} sx={activeLink}>
          <ListItemIcon sx={{ minWidth: 36 }}>
            <Icon fontSize="small" />
          </ListItemIcon>
          <ListItemText primary={section.label} secondary={only.label === 'Lista' ? undefined : only.label} />
        </ListItemButton>
      </li>
    );
  }

  return (
    <li>
      <ListItemButton onClick={onToggle} aria-expanded={open} aria-controls={listId}>
        <ListItemIcon sx={{ minWidth: 36 }}>
          <Icon fontSize="small" />
        </ListItemIcon>
        <ListItemText primary={section.label} />
        {open ? <ExpandLess aria-hidden /> : <ExpandMore aria-hidden />}
      </ListItemButton>
      <Collapse in={open} timeout="auto" unmountOnExit>
        <List id={listId} aria-label={section.label} disablePadding dense>
          {section.items.map((item) => (
            <li key={item.to}>
              <ListItemButton component={NavLink} to={item.to} end onClick={onNavigate} sx={{ pl: 7, ...activeLink }}>
                <ListItemText primary={item.label} />
              </ListItemButton>
            </li>
          ))}
        </List>
      </Collapse>
    </li>
  );
}

/** Side navigation with the admin sections of the staff member's role; the current section is expanded. */
export function AdminNav({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  const role = useStaffRole();
  const adminNav = useMemo(() => navFor(role), [role]);
  const current = adminNav.find((s) => pathname.startsWith(s.prefix))?.label;
  const [opened, setOpened] = useState<Set<string>>(() => new Set(current ? [current] : []));
  const [lastCurrent, setLastCurrent] = useState(current);

  // Open the section of the current page when the page changes.
  if (current !== lastCurrent) {
    setLastCurrent(current);
    if (current && !opened.has(current)) setOpened(new Set(opened).add(current));
  }

  const toggle = (label: string) =>
    setOpened((prev) => {
      const next = new Set(prev);
      if (next.has(label)) next.delete(label);
      else next.add(label);
      return next;
    });

  return (
    <nav aria-label="Menu panelu">
      <List component="ul" sx={{ py: 1 }}>
        <li>
          <ListItemButton component={NavLink} to={paths.admin.dashboard.path} end onClick={onNavigate} sx={activeLink}>
            <ListItemIcon sx={{ minWidth: 36 }}>
              <Dashboard fontSize="small" />
            </ListItemIcon>
            <ListItemText primary="Panel" />
          </ListItemButton>
        </li>
        {adminNav.map((section) => (
          <Section
            key={section.label}
            section={section}
            open={opened.has(section.label)}
            onToggle={() => toggle(section.label)}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </nav>
  );
}
