import Skeleton from '@mui/material/Skeleton';
import type { ReactNode } from 'react';
import type { TextKey } from '@klub/contracts';
import { RichText } from '../../components/layout/RichText';
import { usePublicText } from './api';

/**
 * A public page's text from the back office (`/admin/texts`, by key): the published one when there
 * is one, else the page's built-in `fallback` (no text yet, a draft, or the text failed to load).
 */
export function PageText({ textKey, fallback }: { textKey: TextKey; fallback: ReactNode }) {
  const text = usePublicText(textKey);
  if (text.isPending) return <Skeleton variant="rounded" height={160} aria-label="Wczytywanie treści…" />;
  if (!text.data) return <>{fallback}</>;
  return <RichText html={text.data.body} sx={{ '& h2': { fontSize: '1.5rem', mt: 3, mb: 1 }, '& p': { mb: 1.5 } }} />;
}
