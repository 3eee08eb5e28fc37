import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import type { TrpcUtils } from '../lib/trpc';
import { appLayoutRoute } from './app-layout-route';

// The settings pages: one line each. The loader, where there is one, starts the queries the
// page shows first (without waiting for them: the page keeps its own loading and error states).

const settingsPage = <P extends string>(path: P, load: () => Promise<Record<string, unknown>>, name: string, prefetch?: (trpc: TrpcUtils) => void) =>
  createRoute({
    getParentRoute: () => appLayoutRoute,
    path,
    loader: ({ context }) => prefetch?.(context.trpc),
    component: lazyRouteComponent(load as never, name as never),
  });

const comingSoon = () => import('../features/settings/coming-soon-page');

export const settingsRoutes = [
  settingsPage(
    '/settings',
    () => import('../features/settings/settings-page'),
    'SettingsPage',
    (trpc) => void trpc.settings.profile.prefetch(),
  ),
  settingsPage(
    '/settings/profile',
    () => import('../features/settings/profile-page'),
    'ProfilePage',
    (trpc) => void trpc.settings.profile.prefetch(),
  ),
  settingsPage(
    '/settings/payday',
    () => import('../features/settings/payday-page'),
    'PaydayPage',
    (trpc) => void trpc.payday.get.prefetch(undefined, { staleTime: 60_000 }),
  ),
  settingsPage(
    '/settings/bank-connections',
    () => import('../features/settings/bank-connections-page'),
    'BankConnectionsPage',
    (trpc) => void trpc.bank.accounts.prefetch(undefined, { staleTime: 5 * 60_000 }),
  ),
  settingsPage(
    '/settings/subscription',
    () => import('../features/settings/subscription-page'),
    'SubscriptionPage',
    (trpc) => {
      void trpc.billing.plans.prefetch(undefined, { staleTime: 5 * 60_000 });
      void trpc.billing.status.prefetch(undefined, { staleTime: 10_000 });
    },
  ),
  settingsPage(
    '/settings/support',
    () => import('../features/settings/support-page'),
    'SupportPage',
    (trpc) => void trpc.support.contact.prefetch(undefined, { staleTime: Infinity }),
  ),
  settingsPage(
    '/settings/categories',
    () => import('../features/settings/categories-page'),
    'CategoriesPage',
    (trpc) => void trpc.categories.list.prefetch(undefined, { staleTime: 5 * 60_000 }),
  ),
  settingsPage('/settings/feedback', () => import('../features/settings/feedback-page'), 'FeedbackPage'),
  // The 'Coming Soon' screens share one module.
  settingsPage(
    '/settings/2fa',
    () => import('../features/settings/two-factor-page'),
    'TwoFactorPage',
    (trpc) => void trpc.security.totp.status.prefetch(),
  ),
  settingsPage(
    '/settings/notifications',
    () => import('../features/settings/notifications-page'),
    'NotificationsPage',
    (trpc) => void trpc.notifications.get.prefetch(undefined, { staleTime: 60_000 }),
  ),
  settingsPage('/settings/referrals', comingSoon, 'ReferralsPage'),
  settingsPage('/settings/affiliate', comingSoon, 'AffiliatePage'),
];
