import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link } from 'react-router';
import { paths, type RouteDef } from '../../config/paths';
import { filterSearch, type StatsUrlState } from './filters';

const SCREENS: { def: RouteDef; label: string }[] = [
  { def: paths.stats, label: 'Podsumowanie' },
  { def: paths.statsContractors, label: 'Wykonawcy' },
  { def: paths.statsContractorsProducts, label: 'Produkty wykonawców' },
  { def: paths.statsSales, label: 'Sprzedaż' },
];

/**
 * The statistics screens, one link each; the filters go along (the same period and DTHs on the next
 * screen). The current one is marked for screen readers too (`aria-current`).
 */
export function StatsNav({ current, state }: { current?: RouteDef; state: Partial<StatsUrlState> }) {
  const search = filterSearch(state);
  return (
    <Box component="nav" aria-label="Statystyki" sx={{ mb: 3 }}>
      <Box component="ul" sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        {SCREENS.map(({ def, label }) => {
          const active = def === current;
          return (
            <li key={def.path}>
              <Button
                component={Link}
                to={`${def.path}${search}`}
                variant={active ? 'contained' : 'outlined'}
                aria-current={active ? 'page' : undefined}
                size="small"
              >
                {label}
              </Button>
            </li>
          );
        })}
      </Box>
    </Box>
  );
}
