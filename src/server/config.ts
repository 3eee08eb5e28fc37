import path from 'node:path';
import { z } from 'zod';
import {
  bankProviderSettings,
  providerEnvIssues,
  providerEnvShape,
  providerSecretVariables,
  type BankProviderSettings,
} from './modules/bank/providers/provider-config';

/**
 * The server's configuration, read from the environment once at start-up.
 * A bad value stops start-up with one line naming the variable (see loadConfig).
 */
const portMessage = 'must be a whole number from 0 to 65535';
const port = z.coerce.number({ error: portMessage }).int(portMessage).min(0, portMessage).max(65535, portMessage);
const optionalUrl = z.preprocess((v) => (v === '' ? undefined : v), z.url({ error: 'must be a URL such as https://money.example.com' }).optional());
const optionalText = z.preprocess((v) => (v === '' ? undefined : v), z.string().optional());
const paymentLink = z.preprocess(
  (v) => (v === '' ? undefined : v),
  z.url({ protocol: /^https$/, error: 'must be an https:// payment link such as https://buy.stripe.com/...' }).optional(),
);
const oneOf = <const T extends readonly [string, ...string[]]>(values: T) => z.enum(values, { error: `must be one of ${values.join(', ')}` });

const envSchema = z
  .object({
    NODE_ENV: oneOf(['development', 'production', 'test']).default('development'),
    PORT: port.default(3000),
    HOST: z.string().min(1).default('0.0.0.0'),
    DATA_DIR: z.string().min(1).default('./data'),
    DATABASE_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^postgres(ql)?:\/\//, 'must start with postgres:// or postgresql://')
        .optional(),
    ),
    APP_ORIGIN: optionalUrl,
    // Seals secrets at rest (2FA secrets, bank tokens) and signs links (unsubscribe); the same on
    // every instance. Without it a key file is made in DATA_DIR: back it up with the data.
    APP_SECRET: optionalText.pipe(z.string().min(16, 'must be at least 16 characters').optional()),
    SMTP_URL: z.preprocess(
      (v) => (v === '' ? undefined : v),
      z
        .string()
        .regex(/^smtps?:\/\//, 'must start with smtp:// or smtps://')
        .optional(),
    ),
    MAIL_FROM: z.string().min(3, 'must be an address such as Plain Sight <hello@example.com>').default('Plain Sight <no-reply@localhost>'),
    SUPPORT_EMAIL: z.email('must be an email address').default('support@plainsight.app'),
    LOG_LEVEL: oneOf(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    // true or 1: one reverse proxy in front (its X-Forwarded-For entry is trusted, not the
    // client's own); a number for more hops.
    TRUST_PROXY: z
      .string()
      .regex(/^(true|false|yes|no|\d+)$/, 'must be true, false or a number of proxy hops')
      .transform((v) => (v === 'true' || v === 'yes' ? 1 : v === 'false' || v === 'no' ? 0 : Number(v)))
      .default(0),
    // Which bank providers, and each one's settings (modules/bank/providers/provider-config.ts).
    ...providerEnvShape,
    BANK_REFRESH_INTERVAL_SECONDS: z.coerce.number({ error: 'must be a number of seconds' }).int().min(5, 'must be at least 5').default(60),
    // Host names notifications may reach although they resolve inside the network (decision 041).
    NOTIFY_ALLOW_HOSTS: optionalText.pipe(
      z
        .string()
        .regex(/^\s*[a-z0-9.-]+(\s*,\s*[a-z0-9.-]+)*\s*$/i, 'must be host names separated by commas, such as ntfy.home.lan')
        .optional(),
    ),
    BILLING_PROVIDER: oneOf(['none', 'stripe']).default('none'),
    STRIPE_SECRET_KEY: optionalText.pipe(
      z
        .string()
        .regex(/^(sk|rk)_/, 'must be a Stripe secret key (sk_... or rk_...)')
        .optional(),
    ),
    STRIPE_WEBHOOK_SECRET: optionalText.pipe(
      z
        .string()
        .regex(/^whsec_/, 'must be a webhook signing secret (whsec_...)')
        .optional(),
    ),
    STRIPE_MONTHLY_PAYMENT_LINK: paymentLink,
    STRIPE_YEARLY_PAYMENT_LINK: paymentLink,
    // The SDK takes a protocol, host and port, not a path: only an origin fits.
    STRIPE_API_BASE: z
      .url({ protocol: /^https?$/, error: 'must be a URL such as https://api.stripe.com' })
      .refine((v) => {
        const u = new URL(v);
        return u.pathname === '/' && !u.search && !u.hash;
      }, 'must be an origin without a path, such as https://api.stripe.com')
      .default('https://api.stripe.com'),
  })
  .superRefine((env, ctx) => {
    const raw = Object.fromEntries(Object.entries(env).filter(([, v]) => typeof v === 'string')) as Record<string, string>;
    for (const issue of providerEnvIssues(raw)) ctx.addIssue({ code: 'custom', path: [issue.path], message: issue.message });
    if (env.BILLING_PROVIDER === 'stripe') {
      for (const name of ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_MONTHLY_PAYMENT_LINK', 'STRIPE_YEARLY_PAYMENT_LINK'] as const) {
        if (!env[name]) ctx.addIssue({ code: 'custom', path: [name], message: 'must be set when BILLING_PROVIDER is stripe' });
      }
    }
  });

export type AppConfig = {
  env: 'development' | 'production' | 'test';
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | undefined;
  /** Origin used for links in mail and as the allowed origin for mutations. */
  appOrigin: string;
  /**
   * Key material for sealing secrets at rest (security/secret-box.ts) and signing links such as
   * one-click unsubscribe (security/signing.ts); undefined: the key file in dataDir.
   */
  appSecret: string | undefined;
  smtpUrl: string | undefined;
  mailFrom: string;
  supportEmail: string;
  logLevel: string;
  /** Reverse proxies in front of the server (0: none). */
  trustProxy: number;
  /** Where the built client lives; undefined serves no client (API-only tests). */
  clientDir: string | undefined;
  rateLimits: RateLimitConfig;
  bank: BankProviderSettings & {
    /** How often the scheduler looks for connections due a refresh. */
    refreshIntervalSeconds: number;
  };
  billing: {
    /** none: plans shown, the free trial recorded here; stripe: payment links, portal, status. */
    provider: 'none' | 'stripe';
    stripe: { secretKey: string; webhookSecret: string; monthlyPaymentLink: string; yearlyPaymentLink: string; apiBase: string };
  };
  /**
   * Outgoing notification requests (decision 041). allowHosts: names the self-hoster lets through
   * although they resolve inside the network. allowLoopback: this machine may be called (outside
   * production only: tests and development run their stand-ins on loopback).
   */
  notify: { allowHosts: string[]; allowLoopback: boolean };
  /** argon2 cost; tests lower it, production keeps OWASP's parameters. */
  passwordHashing: { memoryCost: number; timeCost: number; parallelism: number };
};

export type RateLimitRule = { max: number; windowSeconds: number };
export type RateLimitConfig = {
  /**
   * Sign-in attempts at one address from one client: `max` go at once, each one after waits
   * twice as long as the one before (1 s, 2 s, 4 s...), at most `windowSeconds`; the count
   * starts again after `windowSeconds` without an attempt. It slows a guesser, never locks.
   */
  signInPerEmailAndIp: RateLimitRule;
  /** Failed sign-ins at one address, from any client, after which its owner is told by mail (once a window). */
  signInAlertPerEmail: RateLimitRule;
  signInPerIp: RateLimitRule;
  /** Sign-ups for one address (the answer says whether it has an account). */
  signUpPerEmail: RateLimitRule;
  signUpPerIp: RateLimitRule;
  resetPerIp: RateLimitRule;
  resendPerIp: RateLimitRule;
  leadPerIp: RateLimitRule;
  /** Reset and verification mails to one address, whatever the client's IP. */
  mailPerEmail: RateLimitRule;
  /** Second-factor codes for one account, from any client (the same slow-down as signInPerEmailAndIp). */
  secondFactorPerUser: RateLimitRule;
  /** Statement files read (preview or confirm) for one account: each may be 10 MB of parsing. */
  importFilesPerUser: RateLimitRule;
};

export const defaultRateLimits: RateLimitConfig = {
  signInPerEmailAndIp: { max: 5, windowSeconds: 15 * 60 },
  signInAlertPerEmail: { max: 10, windowSeconds: 60 * 60 },
  signInPerIp: { max: 50, windowSeconds: 15 * 60 },
  signUpPerEmail: { max: 5, windowSeconds: 60 * 60 },
  signUpPerIp: { max: 10, windowSeconds: 60 * 60 },
  resetPerIp: { max: 10, windowSeconds: 60 * 60 },
  resendPerIp: { max: 10, windowSeconds: 60 * 60 },
  leadPerIp: { max: 20, windowSeconds: 60 * 60 },
  mailPerEmail: { max: 5, windowSeconds: 60 * 60 },
  secondFactorPerUser: { max: 5, windowSeconds: 15 * 60 },
  // A preview and a confirm per file: 30 files an hour is far more than a person needs.
  importFilesPerUser: { max: 60, windowSeconds: 60 * 60 },
};

/** OWASP's argon2id recommendation: m=19 MiB, t=2, p=1. */
export const owaspArgon2 = { memoryCost: 19456, timeCost: 2, parallelism: 1 };

export class ConfigError extends Error {}

const secretVariables = new Set(['APP_SECRET', 'DATABASE_URL', 'SMTP_URL', 'STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', ...providerSecretVariables]);

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const parsed = envSchema.safeParse(env);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    const name = String(issue.path[0] ?? 'environment');
    // URLs may carry passwords: their values are never echoed.
    const got = secretVariables.has(name) ? '' : ` (got ${JSON.stringify(env[name] ?? '')})`;
    throw new ConfigError(`Invalid configuration: ${name} ${describe(issue.message)}${got}`);
  }
  const e = parsed.data;
  return {
    env: e.NODE_ENV,
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(e.DATA_DIR),
    databaseUrl: e.DATABASE_URL,
    appOrigin: new URL(e.APP_ORIGIN ?? `http://localhost:${e.PORT}`).origin,
    appSecret: e.APP_SECRET,
    smtpUrl: e.SMTP_URL,
    mailFrom: e.MAIL_FROM,
    supportEmail: e.SUPPORT_EMAIL,
    logLevel: e.LOG_LEVEL,
    trustProxy: e.TRUST_PROXY,
    clientDir: path.resolve('dist/client'),
    rateLimits: defaultRateLimits,
    passwordHashing: owaspArgon2,
    notify: {
      allowHosts: (e.NOTIFY_ALLOW_HOSTS ?? '')
        .split(',')
        .map((h) => h.trim().toLowerCase().replace(/\.$/, ''))
        .filter(Boolean),
      allowLoopback: e.NODE_ENV !== 'production',
    },
    bank: {
      ...bankProviderSettings(env, e),
      refreshIntervalSeconds: e.BANK_REFRESH_INTERVAL_SECONDS,
    },
    billing: {
      provider: e.BILLING_PROVIDER,
      stripe: {
        secretKey: e.STRIPE_SECRET_KEY ?? '',
        webhookSecret: e.STRIPE_WEBHOOK_SECRET ?? '',
        monthlyPaymentLink: e.STRIPE_MONTHLY_PAYMENT_LINK ?? '',
        yearlyPaymentLink: e.STRIPE_YEARLY_PAYMENT_LINK ?? '',
        apiBase: e.STRIPE_API_BASE,
      },
    },
  };
}

function describe(message: string): string {
  return message.charAt(0).toLowerCase() + message.slice(1);
}
