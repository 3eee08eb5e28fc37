import pino from 'pino';
import { buildApp } from '../../src/server/app';
import { loadConfig } from '../../src/server/config';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';

/**
 * The real app, in this process, on the embedded database (or DATABASE_URL), with a
 * verified user signed in. Production's hashing cost unless told otherwise.
 */
export async function startBenchApp() {
  const config = { ...loadConfig({ ...process.env, LOG_LEVEL: 'silent' }), clientDir: undefined };
  const database = await openDatabase({ databaseUrl: config.databaseUrl });
  await migrateToLatest(database.db);
  const app = await buildApp(config, { database, logger: pino({ level: 'silent' }) });
  app.get('/bench/plain', async () => ({ ok: true }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const baseUrl = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;

  const email = `bench-${Date.now()}@example.com`;
  const password = 'bench-password';
  await post(baseUrl, 'auth.signUp', { firstName: 'Bench', lastName: 'User', email, password, acceptTerms: true });
  const mail = await database.db.selectFrom('mail_outbox').select('text_body').where('to_address', '=', email).executeTakeFirstOrThrow();
  const token = new URL(/https?:\/\/\S+/.exec(mail.text_body)![0]).searchParams.get('token');
  await post(baseUrl, 'auth.verifyEmail', { token });

  return {
    baseUrl,
    email,
    password,
    signIn: () => post(baseUrl, 'auth.signIn', { email, password }),
    async close() {
      await app.close();
      await database.close();
    },
  };
}

export async function post(baseUrl: string, path: string, body: unknown) {
  const res = await fetch(`${baseUrl}/trpc/${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  if (!res.ok) throw new Error(`${path} failed: ${res.status} ${await res.text()}`);
  return res;
}

export const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};
