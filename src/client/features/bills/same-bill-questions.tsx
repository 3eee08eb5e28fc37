import { notifyError, notifySuccess } from '../../components/notify';
import { Button } from '../../components/ui/button';
import { trpc } from '../../lib/trpc';
import { useRefreshBills } from '../../lib/use-refresh-bills';

/**
 * "Is your Rent (£950) the same as P Jones Landlord (£850)?" (issue 22, item 2; decision 044):
 * a bill typed by hand that looks like one the bank found. Until answered the bank's bill
 * alone counts; yes keeps it so, no counts both. Each is asked once, then gone.
 */
export function SameBillQuestions() {
  const questions = trpc.bills.sameBillQuestions.useQuery(undefined, { staleTime: 30_000 });
  const answer = trpc.bills.answerSameBill.useMutation();
  const utils = trpc.useUtils();
  const refreshBills = useRefreshBills();
  if (!questions.data?.length) return null;

  const reply = async (id: string, same: boolean) => {
    try {
      await answer.mutateAsync({ id, same });
      notifySuccess(same ? 'Thanks: we count it once, as your bank shows it' : 'Thanks: we count both bills');
    } catch {
      notifyError('Could not save your answer. Please try again.');
    }
    await Promise.all([refreshBills(), utils.dashboard.leftToSpend.invalidate()]);
  };

  return (
    <div className="grid gap-3">
      {questions.data.map((q) => (
        <section
          key={q.id}
          aria-labelledby={`same-bill-${q.id}`}
          data-testid="same-bill-question"
          className="flex flex-col gap-3 rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950 sm:flex-row sm:items-center sm:justify-between"
        >
          <div className="grid gap-1">
            <h3 id={`same-bill-${q.id}`} className="font-medium">
              {q.question}
            </h3>
            <p className="text-sm">Your bank pays {q.found.name}. Until you say, we count it once, as your bank shows it.</p>
          </div>
          <div className="flex shrink-0 gap-2">
            <Button size="sm" disabled={answer.isPending} onClick={() => void reply(q.id, true)}>
              Yes, the same
            </Button>
            <Button size="sm" variant="outline" disabled={answer.isPending} onClick={() => void reply(q.id, false)}>
              No, they're different
            </Button>
          </div>
        </section>
      ))}
    </div>
  );
}
