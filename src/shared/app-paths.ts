// Every page the client's router knows, as its route paths write them ('$name' is one
// segment). The server answers any other path with the 404 page and HTTP 404, so a
// mistyped link is a real "not found" to browsers, crawlers and monitors.
// tests/unit/app-paths.test.ts keeps this list equal to the paths in src/client/routes/.

export const APP_PATHS = [
  '/',
  '/auth',
  '/verify-email',
  '/request-password-reset',
  '/reset-password',
  '/onboarding/$step',
  '/dashboard',
  '/money',
  '/transactions',
  '/bills',
  '/import',
  '/settings',
  '/settings/profile',
  '/settings/payday',
  '/settings/bank-connections',
  '/settings/subscription',
  '/settings/2fa',
  '/settings/notifications',
  '/settings/referrals',
  '/settings/affiliate',
  '/settings/support',
  '/settings/feedback',
  '/settings/categories',
] as const;

const patterns = APP_PATHS.map((path) => new RegExp(`^${path.replace(/\$[a-zA-Z]+/g, '[^/]+')}$`));

/** True when `pathname` (no query string; a trailing slash is allowed) is one of the client's pages. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}

// Every page has its own title, "Transactions - Plain Sight" (issue 17). The server writes it
// into the HTML it sends; the client's root route sets it on each navigation. Every path of
// APP_PATHS must have one (the type says so), so a new page cannot be left untitled.
const SUFFIX = ' - Plain Sight';
const LANDING_TITLE = 'Plain Sight: your money, in plain sight';
const PAGE_TITLES: Record<(typeof APP_PATHS)[number], string> = {
  '/': LANDING_TITLE,
  '/auth': 'Sign in or sign up',
  '/verify-email': 'Verify your email',
  '/request-password-reset': 'Reset your password',
  '/reset-password': 'Choose a new password',
  '/onboarding/$step': 'Getting started',
  '/dashboard': 'Home',
  '/money': 'Money In',
  '/transactions': 'Transactions',
  '/bills': 'My Bills',
  '/import': 'Import a statement',
  '/settings': 'Settings',
  '/settings/profile': 'Profile',
  '/settings/payday': 'Pay day',
  '/settings/bank-connections': 'Bank connections',
  '/settings/subscription': 'Subscription',
  '/settings/2fa': 'Two-factor authentication',
  '/settings/notifications': 'Notifications',
  '/settings/referrals': 'Referrals',
  '/settings/affiliate': 'Affiliate',
  '/settings/support': 'Support',
  '/settings/feedback': 'Feedback',
  '/settings/categories': 'Categories and rules',
};
const NOT_FOUND_TITLE = 'Page not found';

/** The document title for a pathname (no query string): the 404 page's title for an unknown path. */
export function pageTitle(pathname: string): string {
  const index = patterns.findIndex((pattern) => pattern.test(pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname));
  if (index < 0) return NOT_FOUND_TITLE + SUFFIX;
  const path = APP_PATHS[index]!;
  if (path === '/') return LANDING_TITLE;
  return PAGE_TITLES[path] + SUFFIX;
}

/**
 * The public pages prerendered at build (scripts/vite/prerender.ts), by file name under
 * dist/client/prerendered/: the path each was rendered for, or '404' for the not-found page.
 */
export const PRERENDERED_PAGES = {
  landing: '/',
  auth: '/auth',
  'request-password-reset': '/request-password-reset',
  'reset-password': '/reset-password',
  'not-found': '404',
} as const;

/**
 * Prerendered pages the server sends only to a browser without a session cookie (a
 * signed-in visitor is sent on from them): such a page tells the client nobody is signed in.
 */
export const VISITOR_ONLY_PAGES: readonly string[] = ['/', '/auth', '/request-password-reset'];
