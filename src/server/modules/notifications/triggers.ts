import type { Deps } from '../../deps';
import { londonDate } from '../../../shared/dates';
import { londonLongDate } from '../../../shared/format';
import { formatPence } from '../../../shared/money';
import { daysBetween } from '../../../shared/pay-cycle';
import { CONSENT_WARNING_DAYS, type NotificationKind } from '../../../shared/schemas/notifications';
import { today } from '../money/service';
import type { SettingsRow } from './queries';
import * as q from './queries';
import { budgetNotifications } from './budget-triggers';
import { statementReminders } from './statement-reminder';
import { forecastWarnings } from './forecast-warning';
import { lastWeekSpending, paydayFigures, currentBalance, upcomingBills } from './summary-figures';
import { subscriptionNotifications } from './subscription-triggers';

/**
 * One notification a person is due, before its unique key is taken. `formerSubject`: the
 * subject the same notification had under an older key rule; one queued under it counts as sent.
 */
export type DueNotification = { kind: NotificationKind; subject: string; period: string; title: string; body: string; formerSubject?: string };

const BROKEN_STATUSES = new Set(['expired', 'refused']);

const dueWhen = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

/** What `settings`' owner is due now, kind by kind (each kind only when turned on). */
export async function dueNotifications(deps: Deps, settings: SettingsRow): Promise<DueNotification[]> {
  const userId = settings.user_id;
  const day = today(deps);
  const due: DueNotification[] = [];

  if (settings.bill_due_enabled) {
    for (const bill of await upcomingBills(deps, userId)) {
      const days = daysBetween(day, bill.due);
      if (days > settings.bill_due_days) continue;
      due.push({
        kind: 'billDue',
        // Stable across a re-sync that stores a bank bill again under another id (summary-figures.ts).
        subject: bill.subject,
        period: bill.due,
        // Bank bills' reminders were keyed on the row id before: one sent so is not sent again.
        ...(bill.subject !== bill.id ? { formerSubject: bill.id } : {}),
        title: `${bill.name} is due ${dueWhen(days)}`,
        body: `Your bill ${bill.name} of ${formatPence(bill.amount)} is due on ${londonLongDate(bill.due)}.`,
      });
    }
  }

  if (settings.bank_consent_enabled) {
    const now = deps.clock();
    for (const link of await q.connectionsToWarnAbout(deps.db, userId)) {
      const broken = link.needs_reconnect || BROKEN_STATUSES.has(link.status);
      if (broken) {
        due.push({
          kind: 'bankConsent',
          subject: link.id,
          // A link that works again syncs, so a later break has a new period.
          period: `broken:${link.last_synced_at ? link.last_synced_at.toISOString() : 'never'}`,
          title: `${link.institution_name} needs reconnecting`,
          body: `We can no longer read your ${link.institution_name} accounts, so your balances and bills there are not up to date. Reconnect it in Settings > Bank Connections.`,
        });
      } else if (
        link.status === 'linked' &&
        link.expiry_warned_at &&
        link.access_expires_at &&
        link.access_expires_at > now &&
        // The flag is never cleared when a link's access is renewed: the end itself must be near.
        link.access_expires_at.getTime() <= now.getTime() + CONSENT_WARNING_DAYS * 86_400_000
      ) {
        const ends = londonDate(link.access_expires_at);
        due.push({
          kind: 'bankConsent',
          subject: link.id,
          period: `expires:${ends}`,
          title: `Reconnect ${link.institution_name} before ${londonLongDate(ends)}`,
          body: `Your permission for Plain Sight to read your ${link.institution_name} accounts ends on ${londonLongDate(ends)}. Reconnect it in Settings > Bank Connections before then to keep your balances and bills up to date.`,
        });
      }
    }
  }

  if (settings.low_balance_enabled && settings.low_balance_pence !== null) {
    const balance = await currentBalance(deps, userId);
    if (balance !== null && balance < settings.low_balance_pence) {
      due.push({
        kind: 'lowBalance',
        subject: 'total',
        // At most one a day while the balance stays low.
        period: day,
        title: `Your balance is below ${formatPence(settings.low_balance_pence)}`,
        body: `Your balance across your current accounts is ${formatPence(balance)}, below the ${formatPence(settings.low_balance_pence)} you asked us to watch for.`,
      });
    }
  }

  if (settings.payday_summary_enabled) {
    const figures = await paydayFigures(deps, userId);
    // The day the pay is found among the cycle's first days; once per cycle (keyed on its start).
    if (figures.cycle && figures.pay) {
      const billLines = figures.bills.map((b) => `- ${b.name}: ${formatPence(b.amount)}${b.due ? ` on ${londonLongDate(b.due)}` : ''}`);
      due.push({
        kind: 'paydaySummary',
        subject: 'payday',
        period: figures.cycle.startDate,
        title: `Payday: ${formatPence(figures.pay.amount)} came in`,
        body: [
          `Money in this pay cycle: ${formatPence(figures.moneyIn)}`,
          `Bills before your next payday: ${formatPence(figures.billsTotal)}`,
          ...billLines,
          `Left to spend: ${formatPence(figures.leftToSpend)}`,
        ].join('\n'),
      });
    }
  }

  if (settings.weekly_summary_enabled && new Date(`${day}T12:00:00Z`).getUTCDay() === 1) {
    const week = await lastWeekSpending(deps, userId);
    due.push({
      kind: 'weeklySummary',
      subject: 'week',
      period: week.from,
      title: `Last week you spent ${formatPence(week.total)}`,
      body: `From ${londonLongDate(week.from)} to ${londonLongDate(week.to)} you spent ${formatPence(week.total)}.`,
    });
  }

  due.push(...(await budgetNotifications(deps, settings)));
  // Price rises, renewals and free-trial ends (issue 25): their own file.
  due.push(...(await subscriptionNotifications(deps, settings)));
  if (settings.statement_reminder_enabled) due.push(...(await statementReminders(deps, userId)));
  // The payday forecast's warning (issue 27): its own file.
  if (settings.forecast_warning_enabled) due.push(...(await forecastWarnings(deps, userId)));
  return due;
}
