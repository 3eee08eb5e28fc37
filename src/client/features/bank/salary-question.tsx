import { useQueryClient } from '@tanstack/react-query';
import { notify } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { discardPayCycleData } from '../../lib/user-data-cache';

/**
 * "Your pay from ACME LTD lands around the 25th": asked once (on the dashboard while it is
 * unanswered), and changeable in Payday Settings (`always`). A yes lets the pay cycle start
 * the day that pay lands; a no keeps the cycle on the pay day alone.
 */
export function SalaryQuestion({ always = false }: { always?: boolean }) {
  const payday = trpc.payday.get.useQuery(undefined, { staleTime: 60_000 });
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  const answer = trpc.payday.answerSalary.useMutation();
  const salary = payday.data?.salary;
  if (!salary || (!always && salary.answer !== null)) return null;

  const reply = async (value: 'confirmed' | 'rejected') => {
    try {
      utils.payday.get.setData(undefined, await answer.mutateAsync({ answer: value }));
      notify.success(value === 'confirmed' ? 'Thanks: your month now starts when your pay lands' : 'Thanks: we will count from your payday only');
      void discardPayCycleData(queryClient);
    } catch {
      notify.error('Could not save your answer', { description: 'Please try again.' });
    }
  };

  const answered = salary.answer === 'confirmed' ? 'You said yes.' : salary.answer === 'rejected' ? 'You said no.' : null;
  return (
    <section
      aria-labelledby="salary-question"
      className="flex flex-col gap-3 rounded-lg border border-border bg-card p-4 sm:flex-row sm:items-center sm:justify-between"
    >
      <div className="grid gap-1">
        <h2 id="salary-question" className="font-medium">
          {salary.question}
        </h2>
        <p className="text-sm text-muted-foreground">
          Is that right? If it is, your month starts on the day that pay arrives, even a few days early. {answered}
        </p>
      </div>
      <div className="flex gap-2">
        <Button size="sm" variant={salary.answer === 'confirmed' ? 'default' : 'outline'} disabled={answer.isPending} onClick={() => void reply('confirmed')}>
          Yes, that's my pay
        </Button>
        <Button size="sm" variant={salary.answer === 'rejected' ? 'default' : 'outline'} disabled={answer.isPending} onClick={() => void reply('rejected')}>
          No
        </Button>
      </div>
    </section>
  );
}
