import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { hitRateLimit } from '../../security/rate-limit';
import { signingKey, signValue, verifyValue } from '../../security/signing';
import { penceToDecimal } from '../../../shared/money';
import {
  DEFAULT_BILL_DUE_DAYS,
  DEFAULT_RENEWAL_OVER_PENCE,
  NOTIFICATION_KINDS,
  type NotificationKind,
  type NotificationSettings,
  type NotificationSettingsValues,
} from '../../../shared/schemas/notifications';
import { isAllowedChannelUrl, isCallableChannelUrl, loggableUrl, notificationMail, sendNtfy, sendWebhook, type Outgoing } from './channels';
import { forEachLimited } from './limited';
import { sendAfter } from './quiet-hours';
import * as q from './queries';
import { dueNotifications } from './triggers';

// Settings > Notifications and the sending behind it (docs/decisions/030-notifications.md).

export const PRIVATE_ADDRESS_MESSAGE = 'This address is inside a private network, which notifications cannot reach. Please use a public https:// address.';

/** How often the scheduler looks at one person's triggers. */
const CHECK_EVERY_MS = 15 * 60_000;
const CHECK_BATCH = 20;
const DELIVERY_BATCH = 50;
/** People whose notifications go out at once in a pass, and notifications of one person at once. */
const DELIVERIES_AT_ONCE = 8;
const DELIVERIES_PER_PERSON = 2;

const LINKS: Record<NotificationKind, string> = {
  billDue: '/bills',
  bankConsent: '/settings/bank-connections',
  lowBalance: '/dashboard',
  paydaySummary: '/dashboard',
  weeklySummary: '/dashboard',
  budgetWarning: '/bills?tab=budgets',
  budgetOver: '/bills?tab=budgets',
  priceRise: '/bills?tab=subscriptions',
  renewal: '/bills?tab=subscriptions',
  statementReminder: '/import',
  forecastWarning: '/dashboard',
};

function kindIsOn(settings: q.SettingsRow, kind: NotificationKind): boolean {
  const on: Record<NotificationKind, boolean> = {
    billDue: settings.bill_due_enabled,
    bankConsent: settings.bank_consent_enabled,
    lowBalance: settings.low_balance_enabled,
    paydaySummary: settings.payday_summary_enabled,
    weeklySummary: settings.weekly_summary_enabled,
    budgetWarning: settings.budget_warning_enabled,
    budgetOver: settings.budget_over_enabled,
    priceRise: settings.price_rise_enabled,
    renewal: settings.renewal_enabled,
    statementReminder: settings.statement_reminder_enabled,
    forecastWarning: settings.forecast_warning_enabled,
  };
  return on[kind] ?? false;
}

const DEFAULTS: NotificationSettings = {
  email: true,
  ntfyUrl: null,
  ntfyTokenSet: false,
  webhookUrl: null,
  quietHours: null,
  billDue: { on: true, days: DEFAULT_BILL_DUE_DAYS },
  bankConsent: { on: true },
  lowBalance: { on: false, below: '' },
  paydaySummary: { on: false },
  weeklySummary: { on: false },
  budgetWarning: { on: false },
  budgetOver: { on: false },
  priceRise: { on: true },
  renewal: { on: true, over: penceToDecimal(DEFAULT_RENEWAL_OVER_PENCE) },
  statementReminder: { on: true },
  forecastWarning: { on: true },
};

function toView(row: q.SettingsRow | undefined): NotificationSettings {
  if (!row) return DEFAULTS;
  return {
    email: row.email_enabled,
    ntfyUrl: row.ntfy_url,
    // Whether one is saved: the token itself never leaves the server.
    ntfyTokenSet: row.ntfy_token_sealed !== null,
    webhookUrl: row.webhook_url,
    quietHours: row.quiet_from_hour !== null && row.quiet_to_hour !== null ? { from: row.quiet_from_hour, to: row.quiet_to_hour } : null,
    billDue: { on: row.bill_due_enabled, days: row.bill_due_days },
    bankConsent: { on: row.bank_consent_enabled },
    lowBalance: { on: row.low_balance_enabled, below: row.low_balance_pence === null ? '' : penceToDecimal(row.low_balance_pence) },
    paydaySummary: { on: row.payday_summary_enabled },
    weeklySummary: { on: row.weekly_summary_enabled },
    budgetWarning: { on: row.budget_warning_enabled },
    budgetOver: { on: row.budget_over_enabled },
    priceRise: { on: row.price_rise_enabled },
    renewal: { on: row.renewal_enabled, over: penceToDecimal(row.renewal_over_pence) },
    statementReminder: { on: row.statement_reminder_enabled },
    forecastWarning: { on: row.forecast_warning_enabled },
  };
}

export async function getSettings(deps: Deps, userId: string): Promise<NotificationSettings> {
  return toView(await q.settingsOf(deps.db, userId));
}

export async function updateSettings(deps: Deps, userId: string, input: NotificationSettingsValues): Promise<NotificationSettings> {
  for (const url of [input.ntfyUrl, input.webhookUrl]) {
    if (url !== null && !isAllowedChannelUrl(deps, url)) throw new AppError('INVALID_INPUT', 'Please enter an https:// address');
    if (url !== null && !(await isCallableChannelUrl(deps, url))) throw new AppError('INVALID_INPUT', PRIVATE_ADDRESS_MESSAGE);
  }
  // No topic, no token; a token left out keeps the saved one (the page never has it to send
  // back), but only for a topic on the same server: the token was given for that server, and
  // must not follow the topic to another host (decision 041).
  const saved = input.ntfyToken === undefined && input.ntfyUrl !== null ? await q.settingsOf(deps.db, userId) : undefined;
  const token =
    input.ntfyUrl === null || input.ntfyToken === null
      ? { ntfy_token_sealed: null }
      : input.ntfyToken === undefined
        ? saved?.ntfy_url && sameOrigin(saved.ntfy_url, input.ntfyUrl)
          ? {}
          : { ntfy_token_sealed: null }
        : { ntfy_token_sealed: deps.secretBox.seal(input.ntfyToken, ntfyTokenContext(userId)) };
  const row = await q.saveSettings(
    deps.db,
    userId,
    {
      email_enabled: input.email,
      ntfy_url: input.ntfyUrl,
      ...token,
      webhook_url: input.webhookUrl,
      quiet_from_hour: input.quietHours?.from ?? null,
      quiet_to_hour: input.quietHours?.to ?? null,
      bill_due_enabled: input.billDue.on,
      bill_due_days: input.billDue.days,
      bank_consent_enabled: input.bankConsent.on,
      low_balance_enabled: input.lowBalance.on,
      low_balance_pence: input.lowBalance.below,
      payday_summary_enabled: input.paydaySummary.on,
      weekly_summary_enabled: input.weeklySummary.on,
      // Left out (a script written before them): as saved.
      ...(input.budgetWarning ? { budget_warning_enabled: input.budgetWarning.on } : {}),
      ...(input.budgetOver ? { budget_over_enabled: input.budgetOver.on } : {}),
      ...(input.priceRise ? { price_rise_enabled: input.priceRise.on } : {}),
      ...(input.renewal ? { renewal_enabled: input.renewal.on, renewal_over_pence: input.renewal.over ?? 0 } : {}),
      statement_reminder_enabled: input.statementReminder.on,
      ...(input.forecastWarning ? { forecast_warning_enabled: input.forecastWarning.on } : {}),
    },
    deps.clock(),
  );
  return toView(row);
}

function sameOrigin(a: string, b: string): boolean {
  try {
    return new URL(a).origin === new URL(b).origin;
  } catch {
    return false;
  }
}

/** The secret box's associated data for a person's ntfy token: a sealed token copied to another person's row does not open. */
const ntfyTokenContext = (userId: string) => `ntfy-token:${userId}`;

// ---- one-click unsubscribe ------------------------------------------------------------

const UNSUBSCRIBE_PURPOSE = 'notifications-unsubscribe';
/** How long an unsubscribe link works: a mail older than this is old news (decision 041). */
const UNSUBSCRIBE_LINK_DAYS = 60;
/** Links made before they carried an expiry work until 60 days after that change. */
const LEGACY_LINKS_UNTIL = Date.parse('2027-01-26T00:00:00Z');

export function unsubscribeUrl(deps: Deps, userId: string): string {
  const expires = deps.clock().getTime() + UNSUBSCRIBE_LINK_DAYS * 86_400_000;
  const token = signValue(signingKey(deps.config, UNSUBSCRIBE_PURPOSE), { u: userId, p: 'email', x: String(expires) });
  return `${deps.config.appOrigin}/api/notifications/unsubscribe?token=${encodeURIComponent(token)}`;
}

export type UnsubscribeTarget = { userId: string } | 'expired' | null;

/** The person the link was made for; 'expired' for one of ours past its time; null for a link that is not ours. */
export function unsubscribeTarget(deps: Deps, token: string): UnsubscribeTarget {
  const payload = verifyValue(signingKey(deps.config, UNSUBSCRIBE_PURPOSE), token);
  if (!payload || typeof payload.u !== 'string' || payload.p !== 'email') return null;
  const expires = typeof payload.x === 'string' ? Number(payload.x) : LEGACY_LINKS_UNTIL;
  if (!Number.isFinite(expires) || deps.clock().getTime() >= expires) return 'expired';
  return { userId: payload.u };
}

export async function unsubscribe(deps: Deps, token: string): Promise<'done' | 'expired' | 'invalid'> {
  const target = unsubscribeTarget(deps, token);
  if (target === 'expired') return 'expired';
  if (!target) return 'invalid';
  if (!(await q.recipientOf(deps.db, target.userId))) return 'invalid';
  await q.turnEmailOff(deps.db, target.userId, deps.clock());
  return 'done';
}

// ---- sending ----------------------------------------------------------------------------

type Channel = 'email' | 'ntfy' | 'webhook';

/** Sends to every channel the person has on; one channel's failure never stops the others. */
async function deliver(deps: Deps, settings: q.SettingsRow, userId: string, message: Outgoing, only?: Channel): Promise<Channel[]> {
  const sent: Channel[] = [];
  if ((only ?? 'email') === 'email' && (only === 'email' || settings.email_enabled)) {
    const recipient = await q.recipientOf(deps.db, userId);
    if (recipient) {
      await deps.mailer.send(notificationMail(recipient.email, recipient.first_name, message, unsubscribeUrl(deps, userId)));
      sent.push('email');
    }
  }
  const sealedToken = settings.ntfy_token_sealed;
  const hooks: [Channel, string | null, (url: string) => Promise<void>][] = [
    ['ntfy', settings.ntfy_url, (url) => sendNtfy(deps, url, message, sealedToken ? deps.secretBox.open(sealedToken, ntfyTokenContext(userId)) : null)],
    ['webhook', settings.webhook_url, (url) => sendWebhook(deps, url, message)],
  ];
  for (const [channel, url, send] of hooks) {
    if (!url || (only && only !== channel)) continue;
    try {
      await send(url);
      sent.push(channel);
    } catch (err) {
      deps.logger.warn({ channel, to: loggableUrl(url), reason: err instanceof Error ? err.message : 'unknown', userId }, 'notification could not be sent');
    }
  }
  return sent;
}

/** Test sends per person per hour: enough to set up a channel, too few to flood one. */
const TEST_SEND_LIMIT = { max: 10, windowSeconds: 60 * 60 };

/** Settings > Notifications 'Send a test': to one channel, now, quiet hours or not. */
export async function testSend(deps: Deps, userId: string, channel: Channel): Promise<{ sent: boolean }> {
  await hitRateLimit(deps.db, `notification-test:${userId}`, TEST_SEND_LIMIT);
  const row = await q.settingsOf(deps.db, userId);
  const settings = row ?? ({ user_id: userId, email_enabled: true, ntfy_url: null, ntfy_token_sealed: null, webhook_url: null } as q.SettingsRow);
  if (channel !== 'email' && !(channel === 'ntfy' ? settings.ntfy_url : settings.webhook_url)) {
    throw new AppError('INVALID_INPUT', 'Please save an address for this first');
  }
  const sent = await deliver(
    deps,
    settings,
    userId,
    {
      kind: 'test',
      title: 'Plain Sight test notification',
      body: 'This is a test. Your notifications will arrive here.',
      link: `${deps.config.appOrigin}/settings/notifications`,
    },
    channel,
  );
  return { sent: sent.includes(channel) };
}

/**
 * One scheduler pass: claims the people due a check (once across instances), queues what
 * each is due under its unique key (so a second pass or instance queues nothing again), then
 * claims and sends what is queued and out of quiet hours.
 */
export async function runNotificationPass(deps: Deps): Promise<{ queued: number; sent: number }> {
  const now = deps.clock();
  await q.addMissingSettings(deps.db);
  let queued = 0;
  for (const settings of await q.claimDueChecks(deps.db, now, new Date(now.getTime() + CHECK_EVERY_MS), CHECK_BATCH)) {
    const reachable = settings.email_enabled || settings.ntfy_url !== null || settings.webhook_url !== null;
    if (!reachable || !NOTIFICATION_KINDS.some((kind) => kindIsOn(settings, kind))) continue;
    try {
      const quiet =
        settings.quiet_from_hour !== null && settings.quiet_to_hour !== null ? { from: settings.quiet_from_hour, to: settings.quiet_to_hour } : null;
      for (const { formerSubject, ...n } of await dueNotifications(deps, settings)) {
        if (formerSubject && (await q.wasQueued(deps.db, { user_id: settings.user_id, kind: n.kind, subject: formerSubject, period: n.period }))) continue;
        if (await q.queueOnce(deps.db, { user_id: settings.user_id, ...n, send_after: sendAfter(now, quiet) })) queued++;
      }
    } catch (err) {
      deps.logger.warn({ err, userId: settings.user_id }, 'notification check failed');
    }
  }

  // Delivered in parallel, a few per person and a few more overall: a webhook that never
  // answers holds up its owner's deliveries only (its 10 s timeout), not everyone's.
  let sent = 0;
  const byPerson = new Map<string, Awaited<ReturnType<typeof q.claimDeliveries>>>();
  for (const row of await q.claimDeliveries(deps.db, now, DELIVERY_BATCH)) byPerson.set(row.user_id, [...(byPerson.get(row.user_id) ?? []), row]);
  await forEachLimited([...byPerson.values()], DELIVERIES_AT_ONCE, async (rows) => {
    const userId = rows[0]!.user_id;
    const settings = await q.settingsOf(deps.db, userId);
    await forEachLimited(rows, DELIVERIES_PER_PERSON, async (row) => {
      const kind = row.kind as NotificationKind;
      // Turned off while it waited (quiet hours): it stays claimed and is not sent.
      if (!settings || !kindIsOn(settings, kind)) return;
      const message = { kind, title: row.title, body: row.body, link: `${deps.config.appOrigin}${LINKS[kind] ?? '/dashboard'}` };
      try {
        if ((await deliver(deps, settings, userId, message)).length > 0) sent++;
      } catch (err) {
        deps.logger.warn({ err, userId, kind }, 'notification could not be sent');
      }
    });
  });
  return { queued, sent };
}
