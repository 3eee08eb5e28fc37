import { Link } from '@tanstack/react-router';
import { FileUp, Landmark, SearchX } from 'lucide-react';
import { Button } from '../../components/ui/button';
import { Card, CardContent } from '../../components/ui/card';

/** No bank linked: nothing to list until one is. Connecting happens on Money In. */
export function NoBankState() {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-3 py-10 text-center">
        <Landmark className="size-10 text-muted-foreground" aria-hidden="true" />
        <p className="font-medium">Link your bank account to see your transactions.</p>
        <Button asChild className="mt-2">
          <Link to="/money">Connect Bank Account</Link>
        </Button>
        <Button asChild variant="outline">
          <Link to="/import">
            <FileUp aria-hidden="true" /> Import a statement
          </Link>
        </Button>
      </CardContent>
    </Card>
  );
}

/** Nothing matched: the search term if there is one (with a way out), else the period. */
export function NoTransactionsState({ search, onClearSearch }: { search: string; onClearSearch: () => void }) {
  return (
    <Card>
      <CardContent className="flex flex-col items-center gap-2 py-10 text-center">
        <SearchX className="size-8 text-muted-foreground" aria-hidden="true" />
        {search ? (
          <>
            <p className="break-words">No transactions found matching "{search}"</p>
            <Button variant="link" onClick={onClearSearch}>
              Clear search
            </Button>
          </>
        ) : (
          <p>No transactions found for the selected time period.</p>
        )}
      </CardContent>
    </Card>
  );
}
