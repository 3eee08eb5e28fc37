import { Link } from '@tanstack/react-router';
import { FileUp, Landmark } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';
import { trpc } from '../../lib/trpc';

/**
 * Home's Balance tab for a person with no account yet (issue 12): the figures below stay at
 * £0.00 until their money is in, so say how to bring it in, by a bank link or by the file
 * their bank lets them download.
 */
export function NoBankPrompt() {
  const bank = trpc.transactions.hasBank.useQuery(undefined, { staleTime: 60_000 });
  if (bank.data?.hasBank !== false) return null;
  return (
    <Card>
      <CardContent className="flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between">
        <div className="flex items-start gap-3">
          <Landmark className="mt-0.5 size-6 shrink-0 text-muted-foreground" aria-hidden="true" />
          <div className="grid gap-1">
            <h3 className="font-medium">No bank accounts connected yet</h3>
            <p className="text-sm text-muted-foreground">Connect your bank, or import the statement file your bank lets you download.</p>
          </div>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button asChild size="sm">
            <Link to="/settings/bank-connections">Connect Bank Account</Link>
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link to="/import">
              <FileUp aria-hidden="true" /> Import a statement
            </Link>
          </Button>
        </div>
      </CardContent>
    </Card>
  );
}
