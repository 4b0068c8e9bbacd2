import Box from '@mui/material/Box';

const visuallyHidden = {
  position: 'absolute',
  width: 1,
  height: 1,
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
} as const;

/**
 * A small "wkrótce" mark after a menu entry whose screen is not built yet. Screen readers hear it
 * in brackets: the link's name reads "Logi (wkrótce)" (the visible word is hidden from them).
 */
export function SoonMark() {
  return (
    <Box
      component="span"
      data-testid="soon-mark"
      sx={{
        ml: 1,
        px: 0.75,
        py: 0.125,
        borderRadius: 1,
        border: 1,
        borderColor: 'currentColor',
        fontSize: '0.7rem',
        lineHeight: 1.4,
        fontWeight: 500,
        whiteSpace: 'nowrap',
        opacity: 0.8,
        flexShrink: 0,
      }}
    >
      <span aria-hidden="true">wkrótce</span>
      <Box component="span" sx={visuallyHidden}>
        {' (wkrótce)'}
      </Box>
    </Box>
  );
}
