import { createTheme } from '@mui/material/styles';
import { plPL } from '@mui/material/locale';
import { plPL as pickersPlPL } from '@mui/x-date-pickers/locales';

declare module '@mui/material/styles' {
  interface BreakpointOverrides {
    xxs: true;
  }
}

/** System fonts only: the CSP allows no external font hosts. */
const fontFamily = ['system-ui', '-apple-system', '"Segoe UI"', 'Roboto', '"Helvetica Neue"', 'Arial', '"Noto Sans"', 'sans-serif'].join(
  ',',
);

export const theme = createTheme(
  {
    breakpoints: {
      // spec §9
      values: { xxs: 300, xs: 600, sm: 1081, md: 1281, lg: 1536, xl: 1920 },
    },
    palette: {
      primary: { main: '#1b4d7a', contrastText: '#ffffff' },
      secondary: { main: '#f2b632', contrastText: '#1d1d1d' },
      background: { default: '#f5f6f8', paper: '#ffffff' },
      // MUI's info (#0288d1) and warning (#ed6c02) carry white text at 3.86:1 and 3.11:1 — under
      // WCAG AA's 4.5:1 on status chips and filled alerts; these shades give 4.8:1 and 5.17:1.
      info: { main: '#0277bd' },
      warning: { main: '#b35000' },
      // Text on a coloured fill is picked for AA (4.5:1), not MUI's default 3:1.
      contrastThreshold: 4.5,
    },
    shape: { borderRadius: 10 },
    typography: {
      fontFamily,
      h1: { fontSize: '2rem', fontWeight: 700, lineHeight: 1.25 },
      h2: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.3 },
      h3: { fontSize: '1.2rem', fontWeight: 600, lineHeight: 1.35 },
      button: { textTransform: 'none', fontWeight: 600 },
    },
    components: {
      // Links without a component of their own (rich text from the back office, a training's meeting
      // address) in the theme's link colour, not the browser's default blue and purple.
      MuiCssBaseline: {
        styleOverrides: {
          'a:not([class])': {
            color: '#1b4d7a',
            textDecorationColor: 'rgba(27, 77, 122, 0.4)',
            textUnderlineOffset: 2,
            '&:visited': { color: '#1b4d7a' },
            '&:hover': { textDecorationColor: 'inherit' },
            '&:focus-visible': { outline: '3px solid #f2b632', outlineOffset: 2, borderRadius: 2 },
          },
        },
      },
      MuiButtonBase: {
        styleOverrides: {
          root: {
            '&.Mui-focusVisible': { outline: '3px solid #f2b632', outlineOffset: 2 },
          },
        },
      },
      MuiLink: {
        styleOverrides: {
          root: {
            '&:focus-visible': { outline: '3px solid #f2b632', outlineOffset: 2, borderRadius: 2 },
          },
        },
      },
      MuiTextField: { defaultProps: { fullWidth: true } },
      MuiPaper: { defaultProps: { elevation: 0 }, styleOverrides: { root: { backgroundImage: 'none' } } },
    },
  },
  plPL,
  pickersPlPL,
);
