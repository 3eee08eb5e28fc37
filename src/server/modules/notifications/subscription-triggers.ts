import type { Deps } from '../../deps';
import { priceRiseText } from '../../../shared/bills/price-rise';
import { FREQUENCY_WORDS } from '../../../shared/bills/frequencies';
import { plainPounds } from '../../../shared/bills/same-bill';
import { londonLongDate } from '../../../shared/format';
import { daysBetween } from '../../../shared/pay-cycle';
import { RENEWAL_REMINDER_DAYS, TRIAL_REMINDER_DAYS } from '../../../shared/schemas/notifications';
import { listSubscriptions } from '../bills/service';
import { today } from '../money/service';
import type { SettingsRow } from './queries';
import type { DueNotification } from './triggers';

// Price rises and reminders before renewals and free-trial ends (issue 25, items 4 and 6;
// decision 048). Each is keyed (kind, subject, period) in the sent log, so it goes once.

/** A rise older than this is not news when the notification is first turned on. */
const RISE_NEWS_DAYS = 45;

const inDays = (days: number) => (days === 0 ? 'today' : days === 1 ? 'tomorrow' : `in ${days} days`);

export async function subscriptionNotifications(deps: Deps, settings: SettingsRow): Promise<DueNotification[]> {
  if (!settings.price_rise_enabled && !settings.renewal_enabled) return [];
  const day = today(deps);
  const { groups } = await listSubscriptions(deps, settings.user_id);
  const due: DueNotification[] = [];
  for (const item of groups.flatMap((g) => g.items)) {
    const rise = item.priceRise;
    if (settings.price_rise_enabled && rise) {
      const ago = daysBetween(rise.on, day);
      if (ago >= 0 && ago <= RISE_NEWS_DAYS) {
        due.push({
          kind: 'priceRise',
          subject: item.subject,
          // One per rise: a later rise of the same bill has another day and amount.
          period: `${rise.on}:${rise.to}`,
          title: `${item.name} went up to ${plainPounds(rise.to)}`,
          body: `${item.name} ${priceRiseText(rise)}. See it, or how to cancel, in My Bills > Subscriptions.`,
        });
      }
    }
    if (!settings.renewal_enabled) continue;
    const renews = item.frequency === 'yearly' || item.frequency === 'six-monthly';
    if (renews && item.nextDate && item.amount > settings.renewal_over_pence) {
      const days = daysBetween(day, item.nextDate);
      if (days >= 0 && days <= RENEWAL_REMINDER_DAYS) {
        due.push({
          kind: 'renewal',
          subject: item.subject,
          period: `renews:${item.nextDate}`,
          title: `${item.name} renews ${inDays(days)}`,
          body: `${item.name} (${plainPounds(item.amount)} ${FREQUENCY_WORDS[item.frequency]}) is due on ${londonLongDate(item.nextDate)}. If you no longer want it, now is the time to cancel: My Bills > Subscriptions shows how.`,
        });
      }
    }
    if (item.trialEndsOn) {
      const days = daysBetween(day, item.trialEndsOn);
      if (days >= 0 && days <= TRIAL_REMINDER_DAYS) {
        due.push({
          kind: 'renewal',
          subject: item.subject,
          period: `trial:${item.trialEndsOn}`,
          title: `Your ${item.name} free trial ends ${inDays(days)}`,
          body: `Your free trial of ${item.name} ends on ${londonLongDate(item.trialEndsOn)}; after that it costs ${plainPounds(item.amount)} ${FREQUENCY_WORDS[item.frequency]}. Cancel before then if you don't want to pay.`,
        });
      }
    }
  }
  return due;
}
