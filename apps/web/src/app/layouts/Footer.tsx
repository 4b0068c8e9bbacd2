import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
// the constants alone: the contracts index brings zod and every schema into the first load
import { APP_VERSION } from '@klub/contracts/constants';
import { RouterLink } from '../../components/layout/RouterLink';
import { footerNav } from './customer-nav';
import { ContactLine } from '../../features/system/ProgramInfo';

export function Footer() {
  return (
    <Box component="footer" sx={{ mt: 'auto', borderTop: 1, borderColor: 'divider', bgcolor: 'background.paper' }}>
      <Box
        sx={{
          maxWidth: 1120,
          mx: 'auto',
          px: 2,
          py: 3,
          display: 'flex',
          gap: 3,
          flexWrap: 'wrap',
          alignItems: 'center',
          justifyContent: 'space-between',
        }}
      >
        <Box component="nav" aria-label="Stopka" sx={{ display: 'flex', gap: 3, flexWrap: 'wrap' }}>
          {footerNav.map((item) => (
            <RouterLink key={item.to} to={item.to}>
              {item.label}
            </RouterLink>
          ))}
        </Box>
        <Typography variant="body2" component="div" color="text.secondary">
          <ContactLine />
        </Typography>
        <Box sx={{ display: 'flex', gap: 2, color: 'text.secondary' }}>
          <Typography variant="body2">© {new Date().getFullYear()} Klub</Typography>
          <Typography variant="body2">Wersja {APP_VERSION}</Typography>
        </Box>
      </Box>
    </Box>
  );
}
