import { dayInMonth, isoDay, weekday as weekdayOf, monthEnd, monthStart, type Month } from './sandbox-calendar';
import type { SandboxContext } from './sandbox-context';
import { byDay, cardPayment, paymentIn, sumPence, transfer, type Entry } from './sandbox-entries';
import { rngFor } from './sandbox-random';

// The joint account: the partner pays in a little on the 1st, the weekly shop and
// takeaways go out, and on the 26th the main current account tops it up to where it
// should start next month. Because the weekly shop (at least £55 every Saturday) always
// costs more than the partner pays in, the top-up is always money in.

export const JOINT_TOP_UP_DAY = 26;

/** The joint account's balance when `month` opens: fixed per month, so syncs agree. */
export function jointOpeningPence(context: SandboxContext, month: Month): number {
  if (!context.joint) return 0;
  return context.profile.jointBasePence + rngFor(context.seed, context.joint.accountId, 'opening', month).int(-4_000, 4_000);
}

export type JointMonth = { entries: Entry[]; topUpPence: number };

export function jointMonth(context: SandboxContext, month: Month): JointMonth {
  const { joint, current, profile, town } = context;
  if (!joint || !profile.partnerName) return { entries: [], topUpPence: 0 };
  const where = `${town} GB`;
  const start = monthStart(month);
  const entries: Entry[] = [paymentIn(start, profile.partnerName.toUpperCase(), 'JOINT ACCOUNT', profile.partnerContributionPence)];
  for (let day = start; day <= monthEnd(month); day++) {
    const rng = rngFor(context.seed, joint.accountId, isoDay(day));
    const weekday = weekdayOf(day);
    if (weekday === 6) entries.push(cardPayment(day, 'GREENLEAF SUPERMARKET', rng.int(5_500, 12_000), where));
    if (weekday === 5 && rng.chance(0.4)) entries.push(cardPayment(day, 'QUICKBITE TAKEAWAY', rng.int(1_800, 4_200), where));
    if (rng.chance(0.05)) entries.push(cardPayment(day, 'HOMEWARE HUB', rng.int(600, 6_000), where));
  }
  const topUpPence = jointOpeningPence(context, month + 1) - jointOpeningPence(context, month) - sumPence(entries);
  const topUpDay = dayInMonth(month, JOINT_TOP_UP_DAY);
  entries.push(transfer(topUpDay, false, profile.ownerName.toUpperCase(), current.iban, 'TRANSFER FROM CURRENT', topUpPence));
  return { entries: byDay(entries), topUpPence };
}
