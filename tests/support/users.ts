import type { ApiClient } from './api-client';
import { latestMail, tokenOf } from './outbox';
import type { TestApp } from './test-app';

let n = 0;

/** A new verified user, signed in on a fresh client (its own cookie jar). */
export async function signedInUser(app: TestApp, label = 'user'): Promise<{ client: ApiClient; email: string; userId: string }> {
  const client = app.client();
  const email = `${label}-${++n}-${Date.now()}@example.com`;
  await client.trpc.auth.signUp.mutate({ firstName: 'Test', lastName: label, email, password: 'secret-pass', acceptTerms: true });
  const session = await client.trpc.auth.verifyEmail.mutate({ token: tokenOf((await latestMail(app.db, email)).link) });
  return { client, email, userId: asSession(session).user.id };
}

/** The session a sign-in or verification answered, failing the test when it answered anything else. */
export function asSession<T>(answer: T): Extract<T, { user: unknown }> {
  if (!answer || typeof answer !== 'object' || !('user' in answer)) throw new Error(`Expected a session, got ${JSON.stringify(answer)}`);
  return answer as Extract<T, { user: unknown }>;
}
