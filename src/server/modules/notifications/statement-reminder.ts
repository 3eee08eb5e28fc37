import type { Deps } from '../../deps';
import { statementIsMonthOld } from '../../../shared/bank/statement-age';
import { londonLongDate } from '../../../shared/format';
import { listAccounts } from '../bank/service';
import { today } from '../money/service';
import type { DueNotification } from './triggers';

/**
 * The reminder to import a newer statement (issue 22 item 7): an account kept up to date by
 * importing statements has no bank to refresh it, so when its newest statement is a month old
 * the person is told, on their channels. Keyed on the account and its newest day: it goes once
 * per statement, and a newer import (a later newest day) starts the clock again.
 */
export async function statementReminders(deps: Deps, userId: string): Promise<DueNotification[]> {
  const day = today(deps);
  const due: DueNotification[] = [];
  for (const account of await listAccounts(deps, userId)) {
    if (!account.manual || !account.data_to || !statementIsMonthOld(account.data_to, day)) continue;
    const name = `${account.institution_name} ${account.account_name}`;
    due.push({
      kind: 'statementReminder',
      subject: account.id,
      period: account.data_to,
      title: `Time to import a newer ${name} statement`,
      body: `Your ${name} account is kept up to date by importing statements, and the newest one ends on ${londonLongDate(account.data_to)}. Download a newer statement from your bank and import it, so your balance, spending and bills are up to date.`,
    });
  }
  return due;
}
