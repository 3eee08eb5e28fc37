import { batchIdInput, confirmImportInput, listBatchesInput, previewImportInput, saveMappingInput } from '../../../shared/schemas/imports';
import { hitRateLimit } from '../../security/rate-limit';
import { authedProcedure, router } from '../../trpc/init';
import * as imports from './service';

/** A procedure that reads a whole statement file: counted against the person's hourly allowance first. */
const fileReadingProcedure = authedProcedure.use(async ({ ctx, next }) => {
  await hitRateLimit(ctx.deps.db, `import-file:${ctx.userId}`, ctx.deps.config.rateLimits.importFilesPerUser);
  return next();
});

// Each procedure is one service call (rules in service.ts). All work with a personal access
// token too, so a script can preview and confirm a file (scripts/example-import.ts).
export const importsRouter = router({
  /** Reads the file and says what confirming would do; writes nothing. */
  preview: fileReadingProcedure.input(previewImportInput).mutation(({ ctx, input }) => imports.preview(ctx.deps, ctx.userId, input)),

  confirm: fileReadingProcedure.input(confirmImportInput).mutation(({ ctx, input }) => imports.confirm(ctx.deps, ctx.userId, input)),

  progress: authedProcedure.input(batchIdInput).query(({ ctx, input }) => imports.progress(ctx.deps, ctx.userId, input.batchId)),

  undo: authedProcedure.input(batchIdInput).mutation(({ ctx, input }) => imports.undo(ctx.deps, ctx.userId, input.batchId)),

  batches: authedProcedure.input(listBatchesInput).query(({ ctx, input }) => imports.listBatches(ctx.deps, ctx.userId, input.accountId)),

  saveMapping: authedProcedure.input(saveMappingInput).mutation(async ({ ctx, input }) => {
    await imports.saveMapping(ctx.deps, ctx.userId, input.accountId, input.mapping);
    return { ok: true as const };
  }),
});
