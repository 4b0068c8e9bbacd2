import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useEffect, type ReactNode } from 'react';

export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = title.startsWith('Klub') ? title : `${title} | Klub`;
  }, [title]);
}

interface PageProps {
  title: string;
  /** Short line under the title. */
  lead?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** The page column; customer pages keep the default so the title never jumps between pages. */
  maxWidth?: number;
  /**
   * A narrower measure for the content only (forms, prose), left-aligned inside the same column:
   * the title and the left edge stay where every other page has them.
   */
  contentWidth?: number;
  children?: ReactNode;
}

/** A page with its Polish title as the document title and the one h1. */
export function Page({ title, lead, actions, maxWidth = 1120, contentWidth, children }: PageProps) {
  usePageTitle(title);
  return (
    <Box sx={{ width: '100%', maxWidth, mx: 'auto', px: 2, py: 4 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 3 }}>
        <Box sx={{ flex: '1 1 320px' }}>
          <Typography variant="h1">{title}</Typography>
          {lead ? (
            <Typography variant="body1" color="text.secondary" sx={{ mt: 1 }}>
              {lead}
            </Typography>
          ) : null}
        </Box>
        {actions ? <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>{actions}</Box> : null}
      </Box>
      {contentWidth ? <Box sx={{ maxWidth: contentWidth }}>{children}</Box> : children}
    </Box>
  );
}
