import { randomUUID } from 'node:crypto';
import fastifyCookie from '@fastify/cookie';
import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { AppConfig } from './config';
import { openAppDatabase } from './db/app-database';
import type { DatabaseHandle } from './db/database';
import type { Deps } from './deps';
import { registerCompression } from './http/compression';
import { createErrorHandler } from './http/error-handler';
import { registerOriginCheck } from './http/origin-check';
import { registerSecurityHeaders } from './http/security-headers';
import { registerStaticClient } from './http/static-client';
import { startBankRefreshJob } from './jobs/bank-refresh-job';
import { startHousekeeping } from './jobs/housekeeping';
import { startImportRecoveryJob } from './jobs/import-recovery-job';
import { startNotificationsJob } from './jobs/notifications-job';
import { registerAvatarRoutes } from './modules/avatars/avatar-route';
import { registerImportBodyLimit } from './modules/imports/body-limit';
import { registerImportUploadRoute } from './modules/imports/upload-route';
import { registerStripeWebhook } from './modules/billing/webhook-route';
import { registerUnsubscribeRoutes } from './modules/notifications/unsubscribe-route';
import { checkBillPayments } from './modules/bills/service';
import { onPayDayChange } from './modules/payday/service';
import { useSecondFactors } from './modules/auth/service';
import { secondFactorsForAuth } from './modules/security/service';
import { createBankProviders, registerBankProviderRoutes } from './modules/bank/providers/create-provider';
import type { BankProvider } from './modules/bank/providers/types';
import { createEventBus } from './realtime/event-bus';
import { createLogger, type Logger } from './logger';
import { createMailer, type Mailer } from './mail/mailer';
import { MAX_BATCH_SIZE } from '../shared/limits';
import { appRouter, type AppRouter } from './trpc/app-router';
import { contextFactory } from './trpc/context';
import { secretBoxFromEnvironment } from './security/secret-box';

export type BuildOptions = {
  /** A database the caller owns (tests, several instances on one Postgres). */
  database?: DatabaseHandle;
  /** The app closes `database` when it closes (main.ts opens it early, see app-database.ts). */
  ownsDatabase?: boolean;
  logger?: Logger;
  /** Now; tests move it to see time pass. */
  clock?: () => Date;
  /** Another bank provider (tests pass one pointed at a local fake). */
  bankProvider?: BankProvider;
  /** Several providers at once (the first is the default); wins over bankProvider. */
  bankProviders?: BankProvider[];
  /** Off in tests that drive the scheduled refresh themselves. */
  scheduler?: boolean;
  /** A mailer the caller made (tests wait on its `idle()`); the app closes it. */
  mailer?: Mailer;
};

const REQUEST_ID = /^[\w-]{1,64}$/;
const BODY_LIMIT = 1024 * 1024;

/** The whole app as one Fastify instance: used by main.ts and by the tests. */
export async function buildApp(config: AppConfig, options: BuildOptions = {}): Promise<FastifyInstance> {
  const logger = options.logger ?? createLogger(config.logLevel);
  const database = options.database ?? (await openAppDatabase(config));

  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    // Trust exactly the configured number of proxy hops, never what the client writes first.
    trustProxy: config.trustProxy > 0 ? (_address: string, hop: number) => hop < config.trustProxy : false,
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { maxParamLength: 5000 },
    bodyLimit: BODY_LIMIT,
    // Event streams stay open; shutting down must not wait for browsers to hang up.
    forceCloseConnections: true,
  });
  if (!options.database || options.ownsDatabase) app.addHook('onClose', () => database.close());

  const mailer = options.mailer ?? createMailer({ smtpUrl: config.smtpUrl, from: config.mailFrom, db: database.db, logger });
  app.addHook('onClose', async () => mailer.close());
  const events = await createEventBus(database, logger);
  app.addHook('onClose', () => events.close());
  const clock = options.clock ?? (() => new Date());
  const secretBox = secretBoxFromEnvironment({ appSecret: config.appSecret, dataDir: config.dataDir });
  const providers =
    options.bankProviders ?? (options.bankProvider ? [options.bankProvider] : createBankProviders(config, { db: database.db, logger, clock, secretBox }));
  const deps: Deps = { db: database.db, config, mailer, logger, events, clock, bank: { provider: providers[0]!, providers }, secretBox };
  // A pay day change moves the cycle: the bills' paid check runs again. Wired here, as the
  // bills read the pay cycles and payday must not import them (no two modules import each other).
  onPayDayChange(checkBillPayments);
  // Signing in asks for the second factor security keeps; auth cannot import it (security sits above).
  useSecondFactors(secondFactorsForAuth);

  // Set before any route or plugin scope, so every one of them inherits it.
  app.setErrorHandler(createErrorHandler(config));
  await app.register(fastifyCookie);
  await registerCompression(app);
  registerSecurityHeaders(app, config);
  registerOriginCheck(app, config);
  await registerAvatarRoutes(app, deps);
  await registerStripeWebhook(app, deps);
  await registerUnsubscribeRoutes(app, deps);
  await registerImportUploadRoute(app, deps);

  app.get('/healthz', async () => ({ status: 'ok' }));
  app.get('/readyz', async (_req, reply) => ((await database.ping()) ? { status: 'ready' } : reply.code(503).send({ status: 'database unavailable' })));

  registerImportBodyLimit(app, BODY_LIMIT);
  await app.register(fastifyTRPCPlugin, {
    prefix: '/trpc',
    trpcOptions: {
      router: appRouter,
      // The browser batches a screen's queries (about 10); hundreds in one request only serve to
      // multiply one request's cost past the rate limits. The client's link uses the same limit.
      maxBatchSize: MAX_BATCH_SIZE,
      createContext: contextFactory(deps),
      onError({ path, error, req }) {
        if (error.code === 'INTERNAL_SERVER_ERROR') req.log.error({ err: error, path }, 'tRPC procedure failed');
      },
    } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
  });

  registerBankProviderRoutes(app, providers, deps);
  await registerStaticClient(app, config.clientDir);

  const jobs = [
    startHousekeeping(deps, { maintainEmbedded: database.kind === 'embedded' }),
    // An embedded database this app opened is written by this process only: nothing is importing yet.
    await startImportRecoveryJob(deps, { failAllNow: database.kind === 'embedded' && (!options.database || options.ownsDatabase === true) }),
    ...(options.scheduler === false ? [] : [startBankRefreshJob(deps, config.bank.refreshIntervalSeconds * 1000), startNotificationsJob(deps)]),
  ];
  app.addHook('onClose', async () => jobs.forEach((job) => job.stop()));
  return app;
}
