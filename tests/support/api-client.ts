import { createTRPCClient, httpLink, TRPCClientError } from '@trpc/client';
import type { AppRouter } from '../../src/server/trpc/app-router';

/**
 * A typed tRPC client over real HTTP with its own cookie jar: one client is one browser.
 * `headers` are added to every request (Origin, Sec-Fetch-Site, X-Forwarded-For...).
 */
export function createApiClient(baseUrl: string, headers: Record<string, string> = {}) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
  const jarFetch: typeof fetch = async (input, init) => {
    const h = new Headers(init?.headers);
    for (const [k, v] of Object.entries(headers)) h.set(k, v);
    if (cookies.size > 0) h.set('cookie', cookieHeader());
    const response = await fetch(input, { ...init, headers: h });
    for (const line of response.headers.getSetCookie()) {
      const [pair, ...attributes] = line.split(';');
      const [name, ...rest] = pair!.split('=');
      const value = rest.join('=');
      const expired = attributes.some((a) => /expires=thu, 01 jan 1970/i.test(a.trim())) || value === '';
      if (expired) cookies.delete(name!.trim());
      else cookies.set(name!.trim(), value);
    }
    return response;
  };
  const trpc = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${baseUrl}/trpc`, fetch: jarFetch })] });
  return { trpc, cookies, fetch: jarFetch };
}

export type ApiClient = ReturnType<typeof createApiClient>;

/** The tRPC error a call failed with (fails the test if it succeeded). */
export async function failureOf(promise: Promise<unknown>) {
  try {
    await promise;
  } catch (error) {
    if (error instanceof TRPCClientError) {
      return error as TRPCClientError<AppRouter>;
    }
    throw error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}
