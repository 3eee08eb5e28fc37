import type { ReactNode } from 'react';
import { Logo } from '../../components/logo';
import { Card, CardContent, CardDescription, CardHeader } from '../../components/ui/card';

/** The frame every auth page shares: logo, a card with a title, the form. */
export function AuthShell({ title, description, children }: { title: string; description?: ReactNode; children: ReactNode }) {
  return (
    <main className="flex min-h-screen flex-col items-center bg-muted px-4 py-10">
      <Logo className="mb-8" />
      <Card className="w-full max-w-md">
        <CardHeader>
          <h1 className="text-2xl font-semibold leading-none tracking-tight">{title}</h1>
          {description && <CardDescription>{description}</CardDescription>}
        </CardHeader>
        <CardContent>{children}</CardContent>
      </Card>
    </main>
  );
}
