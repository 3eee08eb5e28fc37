import { Link, type RegisteredRouter } from '@tanstack/react-router';
import {
  Bell,
  CalendarDays,
  ChevronRight,
  CreditCard,
  Landmark,
  LifeBuoy,
  LogOut,
  MessageSquare,
  Share2,
  ShieldCheck,
  UserPen,
  Tags,
  UserPlus,
  type LucideIcon,
} from 'lucide-react';
import { useState } from 'react';
import { formatDateTime } from '../../../shared/format';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';
import { useSignOut } from '../auth/use-sign-out';
import { ExportDataCard } from './export-data-card';
import { ProfileAvatar } from './profile-avatar';

/** The spec's app version label. */
export const APP_VERSION = '1.00.0';

/** Every page under /settings/, as routes/settings-routes.ts defines them. */
type SettingsPath = Extract<keyof RegisteredRouter['routesByPath'], `/settings/${string}`>;

const groups: { title: string; links: { label: string; to: SettingsPath; icon: LucideIcon }[] }[] = [
  {
    title: 'Account Settings',
    links: [
      { label: 'Edit Profile', to: '/settings/profile', icon: UserPen },
      { label: '2FA', to: '/settings/2fa', icon: ShieldCheck },
      { label: 'Payday Settings', to: '/settings/payday', icon: CalendarDays },
      { label: 'Bank Connections', to: '/settings/bank-connections', icon: Landmark },
    ],
  },
  {
    title: 'Preferences',
    links: [
      { label: 'Notifications', to: '/settings/notifications', icon: Bell },
      { label: 'Subscription', to: '/settings/subscription', icon: CreditCard },
      { label: 'Categories and Rules', to: '/settings/categories', icon: Tags },
    ],
  },
  {
    title: 'Refer & Earn',
    links: [
      { label: 'Invite a Friend', to: '/settings/referrals', icon: UserPlus },
      { label: 'Share & Earn', to: '/settings/affiliate', icon: Share2 },
    ],
  },
  {
    title: 'Help & Feedback',
    links: [
      { label: 'Support', to: '/settings/support', icon: LifeBuoy },
      { label: 'Share Your Feedback', to: '/settings/feedback', icon: MessageSquare },
    ],
  },
];

/** /settings: the profile card, the link groups, Sign out and the app version (spec 01 §2). */
export function SettingsPage() {
  const signOut = useSignOut('/auth');
  const [signingOut, setSigningOut] = useState(false);

  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <h1 className="mb-6 text-2xl font-semibold tracking-tight">Settings</h1>
      <ProfileCard />
      <div className="mt-6 grid gap-6">
        {groups.map((group) => (
          <section key={group.title} aria-labelledby={headingId(group.title)}>
            <h2 id={headingId(group.title)} className="mb-2 text-sm font-semibold uppercase tracking-wide text-muted-foreground">
              {group.title}
            </h2>
            <Card>
              <ul className="divide-y divide-border">
                {group.links.map(({ label, to, icon: Icon }) => (
                  <li key={to}>
                    <Link
                      to={to}
                      className="flex items-center gap-3 px-4 py-3 hover:bg-muted focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-ring"
                    >
                      <Icon className="size-5 shrink-0 text-muted-foreground" aria-hidden="true" />
                      <span className="min-w-0 flex-1">{label}</span>
                      <ChevronRight className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    </Link>
                  </li>
                ))}
              </ul>
            </Card>
          </section>
        ))}
        <ExportDataCard />
      </div>
      <Button
        variant="outline"
        className="mt-8 w-full text-destructive"
        disabled={signingOut}
        onClick={() => {
          setSigningOut(true);
          // A sign-out that could not reach the server leaves the person here, able to try again.
          void signOut().finally(() => setSigningOut(false));
        }}
      >
        <LogOut aria-hidden="true" /> Sign out
      </Button>
      <footer className="mt-6 text-center text-xs text-muted-foreground">
        <p>App version {APP_VERSION}</p>
      </footer>
    </main>
  );
}

function ProfileCard() {
  const profile = trpc.settings.profile.useQuery();
  if (profile.isPending) {
    return (
      <Card>
        <CardContent className="p-6 text-muted-foreground" role="status">
          Loading...
        </CardContent>
      </Card>
    );
  }
  if (profile.isError) {
    return (
      <Card>
        <CardContent className="p-6 text-destructive" role="alert">
          There was a problem loading your profile data.
        </CardContent>
      </Card>
    );
  }
  const p = profile.data;
  const name = `${p.firstName} ${p.lastName}`.trim();
  return (
    <Card>
      <CardContent className="flex items-center gap-4 p-6">
        <ProfileAvatar avatarUrl={p.avatarUrl} name={name || p.email} />
        <div className="min-w-0">
          <p className="text-lg font-semibold break-words">{name}</p>
          <p className="text-sm text-muted-foreground break-all">{p.email}</p>
          {p.lastSignInAt && (
            <p className="mt-1 text-xs text-muted-foreground">
              Last login: <time dateTime={p.lastSignInAt}>{formatDateTime(p.lastSignInAt)}</time>
            </p>
          )}
        </div>
      </CardContent>
    </Card>
  );
}

const headingId = (title: string) => `settings-${title.toLowerCase().replace(/[^a-z]+/g, '-')}`;
