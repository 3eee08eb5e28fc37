// A developer's script over a personal access token (create one in account settings): your
// accounts, this month's transactions with merchant and category, and this pay cycle's
// spending per category.
//   PLAINSIGHT_TOKEN=ps_pat_... PLAINSIGHT_URL=http://localhost:3000 npx tsx scripts/example-client.ts
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import type { AppRouter } from '../src/server/trpc/app-router';

const base = (process.env.PLAINSIGHT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const token = process.env.PLAINSIGHT_TOKEN;
if (!token) {
  console.error(
    'PLAINSIGHT_TOKEN is not set. Create a personal access token in your account settings, then run:\n  PLAINSIGHT_TOKEN=ps_pat_... npx tsx scripts/example-client.ts',
  );
  process.exit(1);
}

const api = createTRPCClient<AppRouter>({
  links: [httpBatchLink({ url: `${base}/trpc`, headers: { authorization: `Bearer ${token}` } })],
});
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number | null) => (pence === null ? 'n/a' : gbp.format(pence / 100));

/** yyyy-MM-dd of a day in London. */
const londonDay = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

async function main() {
  const session = await api.auth.session.query();
  if (!session) {
    console.error('The token was not accepted (unknown or revoked). Create a new one in your account settings.');
    process.exit(1);
  }
  console.log(`Signed in as ${session.user.email}\n`);

  const accounts = await api.bank.accounts.query();
  console.log(`Accounts (${accounts.length}):`);
  for (const a of accounts) console.log(`  ${a.account_name.padEnd(30)} ${a.institution_name.padEnd(24)} ${pounds(a.balance)}`);

  const today = londonDay(new Date());
  const from = `${today.slice(0, 8)}01`;
  const transactions = await api.bank.transactions.query({ from, to: today, limit: 500 });
  console.log(`\nTransactions ${from} to ${today} (${transactions.length}):`);
  for (const tx of transactions) {
    const payee = tx.merchant_name || tx.counterparty || tx.description || '';
    console.log(`  ${tx.date}  ${pounds(tx.amount).padStart(12)}  ${payee.padEnd(30)} ${tx.category_name ?? tx.category_id}`);
  }

  // Spending per category in the current pay cycle (transfers between your own accounts left out).
  const [{ cycles }, { categories, uncategorised }] = await Promise.all([api.categories.totals.query({ cycles: 1 }), api.categories.list.query()]);
  const names = new Map([...categories.map((c) => [c.id, c.name] as const), [uncategorised.id, uncategorised.name] as const]);
  const cycle = cycles[0]!;
  console.log(`\nSpending ${cycle.startDate} to ${cycle.endDate}: ${pounds(cycle.total)}`);
  for (const c of cycle.categories) console.log(`  ${(names.get(c.categoryId) ?? c.categoryId).padEnd(36)} ${pounds(c.total).padStart(12)}`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
