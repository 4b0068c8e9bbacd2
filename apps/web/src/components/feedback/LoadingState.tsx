import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { MESSAGES } from '../../config/messages';

/** "Wczytywanie…" with a spinner; announced politely to screen readers. */
export function LoadingState({ label = MESSAGES.loading, minHeight = 160 }: { label?: string; minHeight?: number }) {
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, minHeight, py: 3 }}
    >
      <CircularProgress size={28} aria-hidden />
      <Typography color="text.secondary">{label}</Typography>
    </Box>
  );
}
