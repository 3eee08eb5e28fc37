import { notificationSettingsInput, testSendInput } from '../../../shared/schemas/notifications';
import { authedProcedure, router } from '../../trpc/init';
import * as notifications from './service';

export const notificationsRouter = router({
  get: authedProcedure.query(({ ctx }) => notifications.getSettings(ctx.deps, ctx.userId)),

  update: authedProcedure.input(notificationSettingsInput).mutation(({ ctx, input }) => notifications.updateSettings(ctx.deps, ctx.userId, input)),

  testSend: authedProcedure.input(testSendInput).mutation(({ ctx, input }) => notifications.testSend(ctx.deps, ctx.userId, input.channel)),
});
