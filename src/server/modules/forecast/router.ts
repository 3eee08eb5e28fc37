import { forecastSettingsInput, toPaydayInput } from '../../../shared/schemas/forecast';
import { onboardedProcedure, router } from '../../trpc/init';
import * as forecast from './service';

/** "Will I make it to payday?" (issue 27): the forecast, and the buffer and overdraft it measures against. */
export const forecastRouter = router({
  toPayday: onboardedProcedure.input(toPaydayInput).query(({ ctx, input }) => forecast.toPayday(ctx.deps, ctx.userId, input)),

  settings: onboardedProcedure.query(({ ctx }) => forecast.settings(ctx.deps, ctx.userId)),

  saveSettings: onboardedProcedure.input(forecastSettingsInput).mutation(({ ctx, input }) => forecast.saveSettings(ctx.deps, ctx.userId, input)),
});
