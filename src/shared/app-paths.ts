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
] as const;

const patterns = APP_PATHS.map((path) => new RegExp(`^${path.replace(/\$[a-zA-Z]+/g, '[^/]+')}$`));

/** True when `pathname` (no query string; a trailing slash is allowed) is one of the client's pages. */
export function isAppPath(pathname: string): boolean {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return patterns.some((pattern) => pattern.test(path));
}
