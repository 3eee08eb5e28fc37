import type { Deps } from '../../deps';
import { addDays } from '../../../shared/dates';
import { aboutPounds, forecastDay } from '../../../shared/forecast/words';
import { formatPence } from '../../../shared/money';
import { forecastsPerAccount } from '../forecast/service';
import * as q from './queries';
import type { DueNotification } from './triggers';

/** The warning goes once the chance of crossing a line before payday passes this share. */
const WARN_ABOVE = 0.5;
/** Bills due this many days before the lowest point (and on it) are named as what is due then. */
const DUE_THEN_DAYS = 7;

/**
 * The warning before payday (issue 27 item 3; decision 051): for each current account whose
 * forecast gives more than a 50% chance of going past the overdraft limit, below £0 or below
 * the person's buffer (the gravest line first), one notification per account per pay cycle
 * (keyed on the payday), saying when, by about how much, and what is due then. Not while the
 * history is too short to forecast, and not once the account is already below the line.
 *
 * The check runs every 15 minutes: the person's inputs are read once for all their accounts,
 * and an account already warned this cycle is not forecast again (nothing more can be sent).
 */
export async function forecastWarnings(deps: Deps, userId: string): Promise<DueNotification[]> {
  const due: DueNotification[] = [];
  const subject = (accountId: string) => `forecast:${accountId}`;
  const alreadyWarned = async (payday: string, accountIds: string[]) => {
    const sent = await q.queuedSubjects(deps.db, { user_id: userId, kind: 'forecastWarning', period: payday }, accountIds.map(subject));
    return new Set(accountIds.filter((id) => sent.has(subject(id))));
  };
  for (const f of await forecastsPerAccount(deps, userId, alreadyWarned)) {
    if (f.tooLittleHistory || f.spending === 'plan') continue;
    const lines = [
      { chance: f.chance.belowLimit, line: f.limitPence === null ? null : -f.limitPence, words: `past your ${formatPence(f.limitPence ?? 0)} overdraft limit` },
      { chance: f.chance.belowZero, line: 0, words: 'below £0' },
      { chance: f.bufferPence > 0 ? f.chance.belowBuffer : null, line: f.bufferPence, words: `below the ${formatPence(f.bufferPence)} you want to keep` },
    ];
    const crossed = lines.find((l) => l.chance !== null && l.line !== null && l.chance > WARN_ABOVE && f.openingPence >= l.line);
    if (!crossed) continue;
    const by = Math.max(0, crossed.line! - f.lowest.middle);
    const when = forecastDay(f.lowest.date);
    const dueThen = f.bills.filter((b) => b.date <= f.lowest.date && b.date >= addDays(f.lowest.date, -DUE_THEN_DAYS));
    const name = f.accountName;
    due.push({
      kind: 'forecastWarning',
      subject: subject(f.accountId!),
      // Once per pay cycle per account: the cycle is named by the payday it runs to.
      period: f.payday,
      title: `${name} is likely to go ${crossed.words} around ${when}`,
      body: [
        `Before your payday on ${forecastDay(f.payday)}, your ${name} account is likely to go ${crossed.words} (a ${Math.round(crossed.chance! * 100)}% chance).`,
        `Its lowest point is likely around ${when}, at about ${aboutPounds(f.lowest.middle)}: about ${aboutPounds(by)} ${crossed.line === 0 ? 'overdrawn' : 'short'}.`,
        dueThen.length > 0
          ? `Due before then: ${dueThen.map((b) => `${b.name} ${formatPence(b.amount)} on ${forecastDay(b.date)}`).join(', ')}.`
          : 'No bills are due just before then: it is everyday spending that takes it there.',
        'Moving money in, or moving a bill\u2019s date, before then would keep you clear.',
      ].join('\n'),
    });
  }
  return due;
}
