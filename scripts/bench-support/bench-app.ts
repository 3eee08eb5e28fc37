import type { FastifyInstance } from 'fastify';
import pino from 'pino';
import { buildApp, type BuildOptions } from '../../src/server/app';
import { loadConfig, type AppConfig, type RateLimitConfig } from '../../src/server/config';
import { openDatabase, type DatabaseHandle } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

/**
 * The real app on a loopback port over `database` (migrated by the caller), with the
 * environment's settings: what every HTTP bench talks to. `routes` are added before it listens.
 */
export async function listenBenchApp(
  database: DatabaseHandle,
  options: Pick<BuildOptions, 'clock' | 'scheduler'> & { config?: Partial<AppConfig>; routes?: (app: FastifyInstance) => void } = {},
) {
  const config: AppConfig = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), clientDir: undefined, ...options.config };
  const { config: _config, routes, ...build } = options;
  const app = await buildApp(config, { database, logger: pino({ level: 'silent' }), ...build });
  routes?.(app);
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  return { app, config, baseUrl: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}` };
}

/**
 * The real app, in this process, on the embedded database (or DATABASE_URL), with a
 * verified user signed in. Production's hashing cost unless told otherwise.
 */
export async function startBenchApp(options: { clock?: () => Date; rateLimits?: RateLimitConfig } = {}) {
  const loaded = loadConfig({ ...process.env, LOG_LEVEL: 'silent' });
  const database = await openDatabase({ databaseUrl: loaded.databaseUrl });
  await migrateToLatest(database.db);
  const { app, baseUrl } = await listenBenchApp(database, {
    ...(options.clock ? { clock: options.clock } : {}),
    // A fixed APP_SECRET unless one is set: no key file is written into the working tree.
    config: { appSecret: loaded.appSecret ?? 'bench-app-secret-not-for-production', rateLimits: options.rateLimits ?? loaded.rateLimits },
    routes: (app) => app.get('/bench/plain', async () => ({ ok: true })),
  });

  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  const signedUp = await post(baseUrl, 'auth.signUp', { firstName: 'Bench', lastName: 'User', email, password, acceptTerms: true });
  const mail = await database.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token');
  // As the browser that signed up (its sign-up cookie): the link keeps the password only there.
  const verified = await post(baseUrl, 'auth.verifyEmail', { token }, { cookie: firstCookie(signedUp) });

  return {
    baseUrl,
    email,
    password,
    /** The session cookie of the browser that signed up and verified. */
    sessionCookie: cookieNamed(verified, 'ps_session'),
    /** Its device cookie (decision 029). */
    deviceCookie: cookieNamed(verified, 'ps_device'),
    signIn: () => post(baseUrl, 'auth.signIn', { email, password }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export const cookieNamed = (res: Response, name: string) =>
  res.headers
    .getSetCookie()
    .map((c) => c.split(';')[0]!)
    .find((c) => c.startsWith(`${name}=`))!;

export const firstCookie = (res: Response) => res.headers.getSetCookie()[0]!.split(';')[0]!;

export async function post(baseUrl: string, path: string, body: unknown, headers: Record<string, string> = {}) {
  const res = await fetch(`${baseUrl}/trpc/${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return res;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
