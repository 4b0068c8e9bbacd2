import Button from '@mui/material/Button';
import GlobalStyles from '@mui/material/GlobalStyles';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { acceptCookies, useCookieConsent } from '../../lib/cookie-consent';

/** Space kept between a focused field and the banner's top edge. */
const FOCUS_GAP = 12;

/**
 * The banner is fixed over the page's bottom: the page keeps that much room below its content (so
 * the last links, "Nie pamiętasz hasła?", can be scrolled above it) and a field focused behind the
 * banner (tabbing through the registration form) is scrolled up into view above it.
 */
function useKeepContentAbove(banner: RefObject<HTMLElement | null>): number {
  const [height, setHeight] = useState(0);
  useEffect(() => {
    const el = banner.current;
    if (!el) return;
    const measure = () => setHeight(Math.ceil(window.innerHeight - el.getBoundingClientRect().top) + FOCUS_GAP);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(el);
    const onFocus = (event: FocusEvent) => {
      const target = event.target;
      if (!(target instanceof HTMLElement) || el.contains(target)) return;
      const covered = target.getBoundingClientRect().bottom - (el.getBoundingClientRect().top - FOCUS_GAP);
      if (covered > 0) window.scrollBy({ top: covered });
    };
    document.addEventListener('focusin', onFocus);
    return () => {
      observer?.disconnect();
      document.removeEventListener('focusin', onFocus);
    };
  }, [banner]);
  return height;
}

/**
 * Cookie consent. The sign-in cookie is only kept with consent: at start a
 * signed-in customer without a stored decision is logged out (spec §4) and told why
 * (lib/consent-logout.ts); the sign-in form offers the same consent ("Zapamiętaj mnie").
 */
export function CookieConsentBanner() {
  const accepted = useCookieConsent();
  if (accepted) return null;
  return <Banner />;
}

function Banner() {
  const ref = useRef<HTMLDivElement>(null);
  const reserved = useKeepContentAbove(ref);
  return (
    <>
      <GlobalStyles styles={{ body: { paddingBottom: reserved }, html: { scrollPaddingBottom: reserved } }} />
      <Paper
        ref={ref}
        role="region"
        aria-label="Zgoda na pliki cookie"
        elevation={8}
        sx={{
          position: 'fixed',
          left: { xxs: 8, xs: 16 },
          right: { xxs: 8, xs: 16 },
          bottom: { xxs: 8, xs: 16 },
          // above the page and its sticky header, under the menu drawer and dialogs (it covered the drawer's last entries)
          zIndex: (t) => t.zIndex.drawer - 1,
          maxWidth: 960,
          mx: 'auto',
          p: { xxs: 1.5, xs: 2.5 },
          display: 'flex',
          gap: { xxs: 1, xs: 2 },
          alignItems: 'center',
          flexWrap: 'wrap',
          border: 1,
          borderColor: 'divider',
        }}
      >
        <Typography sx={{ flex: '1 1 320px', fontSize: { xxs: '0.875rem', xs: '1rem' } }}>
          Używamy plików cookie niezbędnych do logowania i działania Klubu oraz pamięci przeglądarki do zapamiętania Twoich ustawień. Bez
          zgody wylogujemy Cię po odświeżeniu lub ponownym otwarciu strony.
        </Typography>
        <Button variant="contained" onClick={acceptCookies}>
          Akceptuję
        </Button>
      </Paper>
    </>
  );
}
