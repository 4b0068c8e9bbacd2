import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { AdapterDateFns } from '@mui/x-date-pickers/AdapterDateFns';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { pl } from 'date-fns/locale';
import type { ReactNode } from 'react';
import { Toast } from '../components/toast';
import { theme } from './theme';

/** Theme (Polish locale, spec breakpoints), Polish date pickers, data cache and the global toast. */
export function AppProvider({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <LocalizationProvider dateAdapter={AdapterDateFns} adapterLocale={pl}>
        <QueryClientProvider client={queryClient}>
          {children}
          <Toast />
        </QueryClientProvider>
      </LocalizationProvider>
    </ThemeProvider>
  );
}
