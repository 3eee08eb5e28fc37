import { worksheetRequestInput } from '../../../shared/schemas/landing';
import { publicProcedure, router } from '../../trpc/init';
import { requestWorksheet } from './service';

export const landingRouter = router({
  requestWorksheet: publicProcedure.input(worksheetRequestInput).mutation(async ({ ctx, input }) => {
    await requestWorksheet(ctx.deps, input, ctx.client.ip);
    return { ok: true as const };
  }),
});
