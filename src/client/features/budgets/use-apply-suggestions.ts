import { notify, notifyError } from '../../components/notify';
import { trpc } from '../../lib/trpc';

/** "Suggest": fills every spending category without a budget from the median of the last three pay cycles. */
export function useApplySuggestions() {
  const utils = trpc.useUtils();
  const apply = trpc.budgets.applySuggestions.useMutation({
    onSuccess: async ({ applied }) => {
      if (applied === 0)
        notify.info('Nothing to suggest yet', { description: 'Suggestions need a full pay cycle of spending in categories without a budget.' });
      else
        notify.success(applied === 1 ? '1 budget suggested' : `${applied} budgets suggested`, {
          description: 'From what you spent in your last three pay cycles. Change any of them below.',
        });
      await Promise.all([utils.budgets.invalidate(), utils.dashboard.leftToSpend.invalidate()]);
    },
    onError: (e) => notifyError(e.message),
  });
  return { run: () => apply.mutate(), isPending: apply.isPending };
}
