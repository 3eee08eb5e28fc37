import { completeOnboardingInput, recordStepInput, saveGoalsInput } from '../../../shared/schemas/onboarding';
import { authedProcedure, router } from '../../trpc/init';
import * as onboarding from './service';

export const onboardingRouter = router({
  state: authedProcedure.query(({ ctx }) => onboarding.onboardingState(ctx.deps, ctx.userId)),

  saveGoals: authedProcedure.input(saveGoalsInput).mutation(async ({ ctx, input }) => {
    await onboarding.saveGoals(ctx.deps, ctx.userId, input.goals);
    return { ok: true as const };
  }),

  recordStep: authedProcedure.input(recordStepInput).mutation(({ ctx, input }) => onboarding.recordStep(ctx.deps, ctx.userId, input.step)),

  complete: authedProcedure.input(completeOnboardingInput).mutation(({ ctx, input }) => onboarding.completeOnboarding(ctx.deps, ctx.userId, input)),
});
