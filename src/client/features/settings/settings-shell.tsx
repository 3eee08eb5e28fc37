import { Link } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Button } from '../../components/ui/button';

/** Every settings sub-page: 'Back to Settings', a title and a description. */
export function SettingsShell({ title, description, actions, children }: { title: string; description: string; actions?: ReactNode; children: ReactNode }) {
  return (
    <main className="mx-auto w-full max-w-3xl px-4 py-6 md:py-10">
      <Button asChild variant="ghost" className="-ml-3 mb-4">
        <Link to="/settings">
          <ArrowLeft aria-hidden="true" /> Back to Settings
        </Link>
      </Button>
      <div className="mb-6 flex items-start justify-between gap-4">
        <div>
          <h1 className="text-2xl font-semibold tracking-tight">{title}</h1>
          <p className="mt-1 text-muted-foreground">{description}</p>
        </div>
        {actions}
      </div>
      {children}
    </main>
  );
}
