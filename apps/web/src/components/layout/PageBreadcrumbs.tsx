import Breadcrumbs from '@mui/material/Breadcrumbs';
import Typography from '@mui/material/Typography';
import { RouterLink } from './RouterLink';

export interface Crumb {
  label: string;
  /** Left out for the page itself (the last crumb), which is text with aria-current. */
  to?: string;
}

/** "Ścieżka" over a page: links in the theme's colours (not the browser's blue), the current page last. */
export function PageBreadcrumbs({ items }: { items: Crumb[] }) {
  return (
    <Breadcrumbs aria-label="Ścieżka" sx={{ mb: 2 }}>
      {items.map((c, i) =>
        c.to ? (
          <RouterLink key={`${i}-${c.to}`} to={c.to} color="inherit" underline="hover">
            {c.label}
          </RouterLink>
        ) : (
          <Typography key={`${i}-${c.label}`} color="text.primary" aria-current="page">
            {c.label}
          </Typography>
        ),
      )}
    </Breadcrumbs>
  );
}
