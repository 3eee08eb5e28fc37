// After an import (and after undoing one) the app does what it does after a bank sync: bills
// found again, the salary recognised, then the bills' paid check. A person whose money comes
// only from files gets their salary question and their bills marked paid.
//
// Worked by hand. Today is Tuesday 24 November 2026, pay day 25 (England and Wales, the
// previous working day when the 25th is not one). ACME LTD paid £2,400.00 on Tue 25 Aug,
// Fri 25 Sep and Fri 23 Oct (25 Oct was a Sunday): three months on a steady day, so the
// salary is ACME LTD around the 25th (the references 0826, 0926, 1026 are left out of the
// payer's name). The current cycle is Fri 23 Oct .. Tue 24 Nov.
// Greengrid Power is a direct debit found in bank data (£117.00 a month); the file of
// November shows £129.00 to GREENGRID POWER on 5 Nov, inside the cycle: the bill is PAID (the
// only bill to that payee on the account, so a changed amount still counts). Undoing that file
// takes the payment away again: due.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { onboardedUser } from '../../support/factories';
import { startTestApp, type TestApp } from '../../support/test-app';
import { insertBankBill } from '../bills/support';

const NOW = new Date('2026-11-24T12:00:00Z');
let t: TestApp;
beforeAll(async () => {
  t = await startTestApp({ scheduler: false, clock: () => NOW });
});
afterAll(() => t?.close());

const HEADER = 'Transaction Date,Transaction Type,Sort Code,Account Number,Transaction Description,Debit Amount,Credit Amount';
const salaryFile = [
  HEADER,
  "25/08/2026,BGC,'30-91-74,12345678,ACME LTD 0826,,2400.00",
  "25/09/2026,BGC,'30-91-74,12345678,ACME LTD 0926,,2400.00",
  "23/10/2026,BGC,'30-91-74,12345678,ACME LTD 1026,,2400.00",
].join('\n');
const novemberFile = [HEADER, "05/11/2026,DD,'30-91-74,12345678,GREENGRID POWER,129.00,"].join('\n');

it('an imported file with three monthly salaries asks the salary question', async () => {
  const me = await onboardedUser(t, 'import-salary', 25);
  expect((await me.client.trpc.payday.get.query()).salary).toBeNull();
  await me.client.trpc.imports.confirm.mutate({
    file: { text: salaryFile },
    target: { newAccount: { name: 'Everyday', institution: 'Lloyds', type: 'current' } },
  });
  expect((await me.client.trpc.payday.get.query()).salary).toEqual({
    payer: 'ACME LTD',
    day: 25,
    frequency: 'monthly',
    answer: null,
    question: 'Your pay from ACME LTD lands around the 25th',
  });
});

it("an imported payment to a bank bill's payee in the cycle marks it paid; undoing the file makes it due again", async () => {
  const me = await onboardedUser(t, 'import-bill-paid', 25);
  const { accountId } = await me.client.trpc.imports.confirm.mutate({
    file: { text: salaryFile },
    target: { newAccount: { name: 'Everyday', institution: 'Lloyds', type: 'current' } },
  });
  await insertBankBill(t, me.userId, accountId, { name: 'Greengrid Power', type: 'directDebit', amount: 11_700, nextDate: '2026-12-05' });
  const status = async () => (await me.client.trpc.bills.list.query()).find((b) => b.name === 'Greengrid Power')!.original_bank_bill?.status;
  expect(await status()).toBe('active');

  const november = await me.client.trpc.imports.confirm.mutate({ file: { text: novemberFile }, target: { accountId } });
  expect(november).toMatchObject({ added: 1 });
  // The file's type code is stored as the row's proprietary code, as a sync stores the bank's.
  const stored = await t.db.selectFrom('transactions').select('proprietary_code').where('account_id', '=', accountId).where('amount', '=', -12_900).execute();
  expect(stored).toEqual([{ proprietary_code: 'DD' }]);
  expect(await status()).toBe('PAID');

  await me.client.trpc.imports.undo.mutate({ batchId: november.batchId });
  expect(await status()).toBe('active');
});
