import Box from '@mui/material/Box';
import GlobalStyles from '@mui/material/GlobalStyles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router';
// the constants alone: the contracts index brings zod and every schema into the first load
import { MOBILE_PROMO_MAX_WIDTH } from '@klub/contracts/constants';
import { LoadingState } from '../../components/feedback/LoadingState';
import { TOAST_TOP_VAR } from '../../components/toast';
import { worksAtAnyWidth } from '../../config/paths';
import { MobilePromoPage } from '../../features/system/MobilePromoPage';
import { MaintenanceNotice } from '../../features/system/ProgramInfo';
import { LiveChat } from '../../features/system/LiveChat';
import { RegulationsPrompt } from '../../features/regulations';
import { CookieConsentBanner } from './CookieConsentBanner';
import { CustomerHeader } from './CustomerHeader';
import { Footer } from './Footer';

/** Narrower than 768 px (spec §9) — except on the pages of `anyWidthPaths`. */
const NARROW_QUERY = `(max-width: ${MOBILE_PROMO_MAX_WIDTH - 0.02}px)`;

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

/** Customer area frame: header, page, footer, cookie banner; the promo page on phones. */
export function CustomerRoot() {
  const narrow = useMediaQuery(NARROW_QUERY, { noSsr: true });
  const { pathname } = useLocation();

  if (narrow && !worksAtAnyWidth(pathname)) {
    return <MobilePromoPage />;
  }

  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      {/* toasts start under the sticky header (toolbar and menu) and the page's title row */}
      <GlobalStyles styles={{ ':root': { [TOAST_TOP_VAR]: '188px' } }} />
      <SkipLink />
      <CustomerHeader />
      <MaintenanceNotice />
      <Box component="main" id="main" tabIndex={-1} sx={{ flexGrow: 1, outline: 'none', pb: 12 }}>
        <Suspense fallback={<LoadingState minHeight={320} />}>
          <Outlet />
        </Suspense>
      </Box>
      <Footer />
      <CookieConsentBanner />
      <LiveChat />
      <RegulationsPrompt />
    </Box>
  );
}
