import '@tanstack/history';

// Navigation state the spec passes between pages.
declare module '@tanstack/history' {
  interface HistoryState {
    /** /auth opens in sign-in mode when true (sign-up otherwise). */
    isLogin?: boolean;
    /** Set by the onboarding logo, so / shows the landing page instead of bouncing back. */
    fromOnboarding?: boolean;
  }
}
