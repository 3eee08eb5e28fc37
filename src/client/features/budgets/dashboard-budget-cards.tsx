import { Link } from '@tanstack/react-router';
import { Card, CardContent } from '../../components/ui/card';
import { Button } from '../../components/ui/button';
import { cn } from '../../lib/cn';
import { trpc } from '../../lib/trpc';
import { isAtRisk, paceMessage } from '../../../shared/budgets/budget-rules';
import { toneOf } from './budget-display';
import type { GoalOffer } from './budget-types';
import { SavingsGoalForm, SavingsGoalProgress } from './savings-goal-section';
import { useApplySuggestions } from './use-apply-suggestions';

/** Home: the budgets at risk (over, or on pace to go over) in one small card; nothing when none are. */
export function BudgetsAtRiskCard() {
  const list = trpc.budgets.list.useQuery(undefined, { staleTime: 30_000 });
  const atRisk = list.data?.budgets.filter((b) => isAtRisk(b.pace.status)) ?? [];
  if (atRisk.length === 0) return null;
  return (
    <Card>
      <CardContent className="grid gap-2 p-5">
        <h3 className="text-sm font-medium text-muted-foreground">Budgets at risk</h3>
        <ul className="grid gap-1 text-sm" aria-label="Budgets at risk">
          {atRisk.map((b) => (
            <li key={b.categoryId} className="flex flex-wrap justify-between gap-x-3">
              <span className="font-medium">{b.name}</span>
              <span className={cn(toneOf(b.pace.status))}>{paceMessage(b, b.pace)}</span>
            </li>
          ))}
        </ul>
        <Link to="/bills" search={{ tab: 'budgets' }} className="text-sm font-medium text-primary underline-offset-4 hover:underline">
          See your budgets
        </Link>
      </CardContent>
    </Card>
  );
}

/** Home: a card for each goal chosen at onboarding, offering what serves it (issue 26 item 7). */
export function GoalCards() {
  const offers = trpc.budgets.goalOffers.useQuery(undefined, { staleTime: 60_000 });
  if (!offers.data || offers.data.length === 0) return null;
  return (
    <section aria-labelledby="goals-heading" className="grid gap-3">
      <h2 id="goals-heading" className="text-lg font-semibold">
        Your goals
      </h2>
      <div className="grid gap-4 md:grid-cols-2">
        {offers.data.map((offer) => (
          <GoalCard key={offer.goal} offer={offer} />
        ))}
      </div>
    </section>
  );
}

function GoalCard({ offer }: { offer: GoalOffer }) {
  const apply = useApplySuggestions();
  return (
    <Card>
      <CardContent className="grid gap-2 p-5">
        {offer.kind === 'suggest-budgets' ? (
          <>
            <h3 className="font-medium">Stop overspending</h3>
            <p className="text-sm text-muted-foreground">
              {offer.suggestions > 0
                ? `We can set ${offer.suggestions === 1 ? 'a budget' : `${offer.suggestions} budgets`} from what you spent in your last three pay cycles. You can change them any time.`
                : 'Budgets need a full pay cycle of spending to suggest. You can set your own now.'}
            </p>
            <div>
              {offer.suggestions > 0 ? (
                <Button onClick={apply.run} disabled={apply.isPending}>
                  Suggest my budgets
                </Button>
              ) : (
                <Button asChild variant="outline">
                  <Link to="/bills" search={{ tab: 'budgets' }}>
                    Set a budget
                  </Link>
                </Button>
              )}
            </div>
          </>
        ) : offer.kind === 'savings-goal' ? (
          <>
            <h3 className="font-medium">Build my savings</h3>
            {offer.savingsGoal ? <SavingsGoalProgress goal={offer.savingsGoal} /> : <SavingsGoalForm goal={null} />}
          </>
        ) : (
          <>
            <h3 className="font-medium">{offer.title}</h3>
            <p className="text-sm text-muted-foreground">{offer.text}</p>
            <div>
              <Button asChild variant="outline">
                <Link to={offer.to} search={offer.search}>
                  {offer.action}
                </Link>
              </Button>
            </div>
          </>
        )}
      </CardContent>
    </Card>
  );
}
