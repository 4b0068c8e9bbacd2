import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
import { LoadingState } from '../../components/feedback/LoadingState';
import { TOAST_TOP_VAR } from '../../components/toast';
import { paths, worksAtAnyWidth } from '../../config/paths';
import { useToken } from '../../lib/auth-storage';
import { useMeClient } from '../../lib/session';
import { MobilePromoPage } from '../../features/system/MobilePromoPage';
import { MaintenanceNotice } from '../../features/system/ProgramInfo';
import { LiveChat } from '../../features/system/LiveChat';
import { RegulationsPrompt } from '../../features/regulations';
import { CookieConsentBanner } from './CookieConsentBanner';
import { CustomerHeader } from './CustomerHeader';
import { PHONE_QUERY } from './CustomerMenuDrawer';
import { Footer } from './Footer';
import { commonNav, employeeNav, memberMoreNav, memberNav, type NavItem } from './customer-nav';

function SkipLink() {
  return (
    <Box
      component="a"
      href="#main"
      sx={{
        position: 'absolute',
        left: 8,
        top: -48,
        zIndex: 2000,
        bgcolor: 'secondary.main',
        color: 'secondary.contrastText',
        px: 2,
        py: 1,
        borderRadius: 1,
        '&:focus': { top: 8 },
      }}
    >
      Przejdź do treści
    </Box>
  );
}

/** The signed-in promo's links: the menu's entries for the member's role, without the start page. */
function usePromoLinks(): NavItem[] {
  const me = useMeClient();
  const items = !me.data ? commonNav : me.data.isEmployee ? employeeNav : [...memberNav, ...memberMoreNav];
  return items.filter((i) => i.to !== paths.home.path);
}

/**
 * Customer area frame: header, page, footer, cookie banner. On phones a guest sees the promo page
 * alone (but on `anyWidthPaths`); a signed-in member the promo as the start page, in the frame.
 */
export function CustomerRoot() {
  const narrow = useMediaQuery(PHONE_QUERY, { noSsr: true });
  const { pathname } = useLocation();
  const signedIn = Boolean(useToken('customer'));
  const promoLinks = usePromoLinks();
  const promo = narrow && !worksAtAnyWidth(pathname, signedIn);

  if (promo && !signedIn) {
    return <MobilePromoPage />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* toasts start under the sticky header (toolbar and menu) and the page's title row; on a phone the header is the toolbar alone */}
      <GlobalStyles styles={{ ':root': { [TOAST_TOP_VAR]: '188px', [`@media ${PHONE_QUERY}`]: { [TOAST_TOP_VAR]: '64px' } } }} />
      <SkipLink />
      <CustomerHeader />
      <MaintenanceNotice />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', pb: 12 }}>
        {promo ? (
          <MobilePromoPage embedded links={promoLinks} />
        ) : (
          <Suspense fallback={<LoadingState minHeight={320} />}>
            <Outlet />
          </Suspense>
        )}
      </Box>
      <Footer />
      <CookieConsentBanner />
      <LiveChat />
      <RegulationsPrompt />
    </Box>
  );
}
