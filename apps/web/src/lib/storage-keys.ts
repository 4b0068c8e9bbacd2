// No imports: read by the boot code (boot/early-start.ts) before the framework has loaded, so
// vite.config.ts puts it in the boot chunk; lib/auth-storage and lib/cookie-consent re-export these,
// so there is one name for each.

/** The customer's token cookie (spec §6: it expires with the token). */
export const CUSTOMER_TOKEN_COOKIE = 'klub_token';
/** localStorage key of the admin's token. */
export const ADMIN_TOKEN_KEY = 'klub.adminToken';
/** localStorage key holding the cookie-consent decision (ISO date of acceptance). */
export const COOKIE_CONSENT_KEY = 'klub.cookieConsent';
/**
 * localStorage key: '1' when the signed-in customer collects points (POINTS_ROLES: basket, points,
 * messages), '0' for a sales rep; written when the profile loads, dropped with the customer token.
 * The boot code fetches the basket early only on '1' (a rep's basket GET is a 403).
 */
export const CUSTOMER_COLLECTS_POINTS_KEY = 'klub.collectsPoints';
