import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSession } from '../auth/session';
import { BottomNav } from './bottom-nav';
import { Sidebar } from './sidebar';
import { UserAvatar } from './user-avatar';

/**
 * The signed-in app's frame: sidebar or bottom bar, and the top-right avatar to /settings.
 * Pages render their own <main>.
 */
export function AppShell({ children }: { children: ReactNode }) {
  const { data: session } = useSession();
  const user = session?.user;
  const name = user ? `${user.firstName} ${user.lastName}`.trim() : '';
  return (
    <div className="flex min-h-screen bg-muted/40">
      <Sidebar />
      <div className="flex min-w-0 flex-1 flex-col pb-16 md:pb-0">
        <header className="flex h-16 items-center justify-end px-4 md:px-8">
          <Link
            to="/settings"
            aria-label="Your settings"
            className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary"
          >
            <UserAvatar name={user?.firstName || name} avatarUrl={user?.avatarUrl} />
          </Link>
        </header>
        {children}
      </div>
      <BottomNav />
    </div>
  );
}
