import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Page } from '../../components/layout/Page';
import { RouterLink } from '../../components/layout/RouterLink';
import { paths } from '../../config/paths';
import { adminNav } from './admin-nav';
import { useAdminMe } from './api';

/** /admin — start page of the back office: the sections and where they lead. */
export default function AdminDashboardPage() {
  const me = useAdminMe();
  return (
    <Page title={paths.admin.dashboard.title} lead={me.data ? `Witaj, ${me.data.firstName}!` : undefined}>
      <Alert severity="info" sx={{ mb: 3 }}>
        Sekcje panelu udostępniamy etapami. Te, które są jeszcze w przygotowaniu, mają już swoje miejsce w menu.
      </Alert>
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}>
        {adminNav.map((section) => {
          const Icon = section.icon;
          return (
            <Paper key={section.label} variant="outlined" sx={{ p: 2, display: 'flex', gap: 1.5, alignItems: 'center' }}>
              <Icon color="primary" aria-hidden />
              <Typography component="span">
                <RouterLink to={section.items[0]?.to ?? paths.admin.dashboard.path}>{section.label}</RouterLink>
              </Typography>
            </Paper>
          );
        })}
      </Box>
    </Page>
  );
}
