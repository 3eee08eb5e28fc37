// Import a bank's export file from a script, over a personal access token (create one in
// account settings): preview first (nothing is written), then confirm.
//   PLAINSIGHT_TOKEN=ps_pat_... PLAINSIGHT_URL=http://localhost:3000 npx tsx scripts/example-import.ts statement.csv [account id]
// With no account id, the rows go into a new manual account named after the file.
import { readFileSync } from 'node:fs';
import { basename } from 'node:path';
import { createTRPCClient, httpLink } from '@trpc/client';
import type { AppRouter } from '../src/server/trpc/app-router';

const base = (process.env.PLAINSIGHT_URL ?? 'http://localhost:3000').replace(/\/+$/, '');
const token = process.env.PLAINSIGHT_TOKEN;
const [filePath, accountId] = process.argv.slice(2);
if (!token || !filePath) {
  console.error('Usage: PLAINSIGHT_TOKEN=ps_pat_... npx tsx scripts/example-import.ts statement.csv [account id]');
  process.exit(1);
}

// httpLink, not the batch link: a file travels in one call of its own.
const api = createTRPCClient<AppRouter>({ links: [httpLink({ url: `${base}/trpc`, headers: { authorization: `Bearer ${token}` } })] });
const gbp = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP' });
const pounds = (pence: number) => gbp.format(pence / 100);

async function main() {
  // The bytes as base64, so the server can tell the file's text encoding (Windows-1252 is common).
  const file = { base64: readFileSync(filePath!).toString('base64') };
  const fileName = basename(filePath!);
  const preview = await api.imports.preview.mutate({ file, fileName, ...(accountId ? { accountId } : {}) });
  if (preview.status === 'refused') throw new Error(preview.message);
  if (preview.status === 'needs-mapping') {
    console.error(`Unknown layout. Columns: ${preview.header.join(' | ')}. Import it once in the app to map its columns.`);
    process.exit(1);
  }
  console.log(`${fileName}: ${preview.layout} (${preview.format}), ${preview.dateFrom} to ${preview.dateTo}`);
  console.log(`  new ${preview.newCount}, already there ${preview.existingCount + preview.mergeCount}`);
  console.log(`  money in ${pounds(preview.moneyIn)}, money out ${pounds(preview.moneyOut)}`);
  for (const e of preview.errors) console.log(`  line ${e.line}: ${e.reason}`);
  for (const l of preview.leftOut) console.log(`  left out (not transactions): ${l.count} ${l.kind}`);
  if (preview.newCount + preview.mergeCount === 0) return console.log('Nothing new to import.');

  const target = accountId
    ? { accountId }
    : {
        newAccount: {
          name: fileName.replace(/\.[a-z]+$/i, '').slice(0, 100),
          institution: preview.suggestedAccount.bank ?? preview.layout,
          type: preview.suggestedAccount.type ?? ('current' as const),
        },
      };
  const result = await api.imports.confirm.mutate({ file, fileName, target });
  console.log(
    `Imported: ${result.added} added, ${result.merged} matched to bank rows, ${result.existing} already there (account ${result.accountId}, batch ${result.batchId}).`,
  );
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
