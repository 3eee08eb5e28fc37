import { z } from 'zod';
import { decimalToPence } from '../money';

// Settings > Notifications (docs/decisions/030-notifications.md).

export const NOTIFICATION_KINDS = [
  'billDue',
  'bankConsent',
  'lowBalance',
  'paydaySummary',
  'weeklySummary',
  'budgetWarning',
  'budgetOver',
  'priceRise',
  'renewal',
  'statementReminder',
  'forecastWarning',
] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

export const BILL_DUE_DAYS_MIN = 0;
export const BILL_DUE_DAYS_MAX = 14;
export const DEFAULT_BILL_DUE_DAYS = 3;
/** Days before a bank's consent ends that the reconnect reminder goes (the bank refresh flags the link then). */
export const CONSENT_WARNING_DAYS = 7;
/** The most a low-balance amount may be: £1 million. */
const MAX_LOW_BALANCE_PENCE = 100_000_000;
const MAX_CHANNEL_URL_LENGTH = 500;
/** Renewal reminders (decision 048): days before a yearly or six-monthly payment, and before a free trial ends. */
export const RENEWAL_REMINDER_DAYS = 7;
export const TRIAL_REMINDER_DAYS = 3;
/** Renewal reminders are on for payments over this by default: £50. */
export const DEFAULT_RENEWAL_OVER_PENCE = 5_000;

const CHANNEL_URL_MESSAGE = 'Please enter an https:// address';
const LOOPBACK_HOSTS = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** True for http:// to this machine (tests and development only; the server refuses it in production). */
function isLoopbackHttp(value: string): boolean {
  try {
    const url = new URL(value);
    return url.protocol === 'http:' && LOOPBACK_HOSTS.has(url.hostname);
  } catch {
    return false;
  }
}

/** An ntfy topic or webhook address: https (http only to loopback), at most 500 characters, no user:password part. */
const channelUrl = z
  .string()
  .trim()
  .max(MAX_CHANNEL_URL_LENGTH, `Please keep this address under ${MAX_CHANNEL_URL_LENGTH} characters`)
  .transform((v) => v || null)
  .refine((value) => {
    if (value === null) return true;
    try {
      const url = new URL(value);
      if (url.username || url.password) return false;
      return url.protocol === 'https:' || isLoopbackHttp(value);
    } catch {
      return false;
    }
  }, CHANNEL_URL_MESSAGE)
  .nullable();

const MAX_NTFY_TOKEN_LENGTH = 200;
const NTFY_TOKEN_MESSAGE = 'Please enter the access token as ntfy shows it, without spaces';

/**
 * An ntfy access token ('tk_...'), sent as `Authorization: Bearer <token>`: printable ASCII
 * without spaces (it goes in a header), at most 200 characters. Left out keeps the saved one,
 * null removes it, text replaces it: the server never sends it back, so the form cannot.
 */
const ntfyToken = z
  .string()
  .trim()
  .max(MAX_NTFY_TOKEN_LENGTH, `Please keep the access token under ${MAX_NTFY_TOKEN_LENGTH} characters`)
  .regex(/^[\x21-\x7e]+$/, NTFY_TOKEN_MESSAGE)
  .nullable()
  .optional();

const hour = z.number().int().min(0, 'Please choose an hour').max(23, 'Please choose an hour');

const LOW_BALANCE_MESSAGE = 'Please enter an amount from £0 to £1,000,000';

/** Pounds as typed ('250', '99.50') to pence, bounded. */
const pounds = z
  .string()
  .trim()
  .max(20, LOW_BALANCE_MESSAGE)
  .transform((value, ctx) => {
    if (value === '') return null;
    try {
      const pence = decimalToPence(value);
      if (pence >= 0 && pence <= MAX_LOW_BALANCE_PENCE) return pence;
    } catch {
      // falls through to the message
    }
    ctx.addIssue({ code: 'custom', message: LOW_BALANCE_MESSAGE });
    return z.NEVER;
  });

export const notificationSettingsInput = z
  .object({
    email: z.boolean(),
    ntfyUrl: channelUrl,
    ntfyToken,
    webhookUrl: channelUrl,
    /** Both null for no quiet hours; from == to is refused (it would be all day or never). */
    quietHours: z
      .object({ from: hour, to: hour })
      .refine((q) => q.from !== q.to, 'Quiet hours must start and end at different times')
      .nullable(),
    billDue: z.object({
      on: z.boolean(),
      days: z.number().int().min(BILL_DUE_DAYS_MIN, 'Please choose 0 to 14 days').max(BILL_DUE_DAYS_MAX, 'Please choose 0 to 14 days'),
    }),
    bankConsent: z.object({ on: z.boolean() }),
    lowBalance: z.object({ on: z.boolean(), below: pounds }),
    paydaySummary: z.object({ on: z.boolean() }),
    weeklySummary: z.object({ on: z.boolean() }),
    /** Budgets at 80% and over (issue 26 item 6); left out keeps what is saved. */
    budgetWarning: z.object({ on: z.boolean() }).optional(),
    budgetOver: z.object({ on: z.boolean() }).optional(),
    /** A bill's price went up (decision 048). Left out keeps the saved choice. */
    priceRise: z.object({ on: z.boolean() }).optional(),
    /** Reminders before renewals (payments over `over` pounds; blank is any amount) and trial ends. Left out keeps the saved choice. */
    renewal: z.object({ on: z.boolean(), over: pounds }).optional(),
    /** Optional so a client saved before it existed still saves (left out: on, the default). */
    statementReminder: z.object({ on: z.boolean() }).default({ on: true }),
    /** The warning before payday (issue 27); left out keeps the saved choice. */
    forecastWarning: z.object({ on: z.boolean() }).optional(),
  })
  .refine((s) => !s.lowBalance.on || s.lowBalance.below !== null, { message: 'Please enter the amount to warn you below', path: ['lowBalance', 'below'] });

export type NotificationSettingsInput = z.input<typeof notificationSettingsInput>;
export type NotificationSettingsValues = z.output<typeof notificationSettingsInput>;

/**
 * What the settings page shows: the input's shape, with the amount as pounds text, and
 * whether an ntfy access token is saved in place of the token (never sent back).
 */
export type NotificationSettings = Omit<NotificationSettingsValues, 'lowBalance' | 'ntfyToken' | 'priceRise' | 'renewal' | 'forecastWarning'> & {
  lowBalance: { on: boolean; below: string };
  priceRise: { on: boolean };
  renewal: { on: boolean; over: string };
  forecastWarning: { on: boolean };
  ntfyTokenSet: boolean;
};

export const testSendInput = z.object({ channel: z.enum(['email', 'ntfy', 'webhook']) });
