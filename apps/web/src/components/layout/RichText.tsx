import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';

/**
 * Rich text from the API (prize descriptions, FAQ answers, news…): HTML the server sanitised with
 * one allow-list when it was saved (apps/server/src/lib/rich-text.ts), so it is inert here.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  return (
    <Box
      sx={[
        {
          '& li > p': { my: 0 },
          '& > :first-of-type': { mt: 0 },
          '& > :last-child': { mb: 0 },
          '& table': { borderCollapse: 'collapse' },
          '& td, & th': { border: 1, borderColor: 'divider', px: 1 },
          '& img': { maxWidth: '100%', height: 'auto' },
        },
        ...(Array.isArray(sx) ? sx : [sx]),
      ]}
      // Sanitised on the server (sanitize-html, allow-list) when saved.
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
