import { z } from 'zod';

const defaultTrueLayerAuthUrl = 'https://auth.truelayer.com';
const defaultTrueLayerApiUrl = 'https://api.truelayer.com';

export type TrueLayerConfig = {
  clientId: string;
  clientSecret: string;
  /** No trailing slash. */
  authUrl: string;
  apiUrl: string;
};

// The provider list moved to ../provider-ids.ts; kept here for the callers that import it from this file.
export { enabledBankProviders } from '../provider-ids';

const url = (name: string) =>
  z
    .string()
    .trim()
    .refine((u) => URL.canParse(u) && /^https?:\/\//.test(u), `${name} must be an http:// or https:// URL`)
    .transform((u) => u.replace(/\/+$/, ''));

const schema = z.object({
  TRUELAYER_CLIENT_ID: z.string({ error: 'TRUELAYER_CLIENT_ID is required for the truelayer provider' }).trim().min(1, 'TRUELAYER_CLIENT_ID is empty'),
  TRUELAYER_CLIENT_SECRET: z
    .string({ error: 'TRUELAYER_CLIENT_SECRET is required for the truelayer provider' })
    .trim()
    .min(1, 'TRUELAYER_CLIENT_SECRET is empty'),
  TRUELAYER_AUTH_URL: url('TRUELAYER_AUTH_URL').default(defaultTrueLayerAuthUrl),
  TRUELAYER_API_URL: url('TRUELAYER_API_URL').default(defaultTrueLayerApiUrl),
});

type Env = Record<string, string | undefined>;

/** Blank values count as unset, as docker-compose files often leave them. */
const present = (env: Env) => Object.fromEntries(Object.entries(env).filter(([, v]) => v !== undefined && v.trim() !== ''));

/** The TrueLayer settings from the environment; throws one readable message listing every problem. */
export function parseTrueLayerConfig(env: Env): TrueLayerConfig {
  const parsed = schema.safeParse(present(env));
  if (!parsed.success) throw new Error(`TrueLayer configuration: ${parsed.error.issues.map((i) => i.message).join('; ')}`);
  const v = parsed.data;
  return { clientId: v.TRUELAYER_CLIENT_ID, clientSecret: v.TRUELAYER_CLIENT_SECRET, authUrl: v.TRUELAYER_AUTH_URL, apiUrl: v.TRUELAYER_API_URL };
}
