import Box from '@mui/material/Box';
import type { SxProps, Theme } from '@mui/material/styles';
import { useMemo } from 'react';
import { imageSrcSet } from '@klub/contracts';

/** An image tag of sanitised HTML (sanitize-html writes every attribute in double quotes). */
const IMG = /<img\b([^>]*?)\ssrc="([^"]*)"([^>]*)>/g;
/** Rich text shows at most this wide (the article column). */
const RICH_TEXT_SIZES = '(max-width: 900px) 100vw, 900px';

/**
 * Our photos inside rich text with their WebP widths (`srcset`, docs/domain.md "Photo widths"),
 * lazily loaded: an article's pictures come as 640 or 1280 px copies, never the upload itself.
 * Any other image stays as it is.
 */
export function withPhotoWidths(html: string): string {
  return html.replace(IMG, (tag, before: string, src: string, after: string) => {
    const srcSet = imageSrcSet(src);
    if (!srcSet || /\ssrcset=/i.test(tag)) return tag;
    return `<img${before} src="${src}" srcset="${srcSet}" sizes="${RICH_TEXT_SIZES}" loading="lazy" decoding="async"${after}>`;
  });
}

/**
 * Rich text from the API (prize descriptions, FAQ answers, news…): HTML the server sanitised with
 * one allow-list when it was saved (apps/server/src/lib/rich-text.ts), so it is inert here.
 */
export function RichText({ html, sx }: { html: string; sx?: SxProps<Theme> }) {
  const shown = useMemo(() => withPhotoWidths(html), [html]);
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
      dangerouslySetInnerHTML={{ __html: shown }}
    />
  );
}
