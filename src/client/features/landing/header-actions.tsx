import { useState } from 'react';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { useSession } from '../auth/session';
import { useSignOut } from '../auth/use-sign-out';
import { useOpenAuth } from './use-open-auth';

/**
 * 'Sign in' and 'Try it for free', or 'Sign out' for a signed-in visitor. While the
 * session is still loading we show the signed-out pair: most visitors are anonymous.
 */
export function HeaderActions({ className, stacked = false }: { className?: string; stacked?: boolean }) {
  const session = useSession();
  const openAuth = useOpenAuth();
  const signOut = useSignOut();
  const [signingOut, setSigningOut] = useState(false);
  const full = stacked ? 'w-full' : undefined;

  if (session.data) {
    const handleSignOut = async () => {
      setSigningOut(true);
      try {
        await signOut();
      } finally {
        setSigningOut(false);
      }
    };
    return (
      <div className={cn('flex gap-3', stacked && 'flex-col', className)}>
        <Button variant="outline" className={full} disabled={signingOut} onClick={handleSignOut}>
          Sign out
        </Button>
      </div>
    );
  }

  return (
    <div className={cn('flex gap-3', stacked && 'flex-col', className)}>
      <Button variant={stacked ? 'outline' : 'ghost'} className={full} onClick={() => void openAuth.signIn()}>
        Sign in
      </Button>
      <Button className={full} onClick={() => void openAuth.signUp()}>
        Try it for free
      </Button>
    </div>
  );
}
