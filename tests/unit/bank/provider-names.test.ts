import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

// Decision 038: no code outside src/server/modules/bank/providers/ names a provider. The
// sync, the bank service and the screens read a provider's capabilities instead; a branch
// on a provider's name, or a reach into a provider's folder, fails here.

const root = path.resolve(__dirname, '../../../src');
const providersDir = path.join(root, 'server/modules/bank/providers');
const names = /truelayer|gocardless|sandbox|starling|monzo/i;

// Files that say a bank's or a provider's name for another reason than choosing a provider.
const allowed: Record<string, string> = {
  'server/db/schema.ts': 'the row types of tables a provider owns (sandbox_links, truelayer_tokens)',
  'shared/categories/provider-codes.ts': "a category from the codes a bank's rows carry in their raw data",
  'shared/categories/row-input.ts': "reads those codes from a row's raw data",
  'server/modules/imports/formats/csv-layouts.ts': 'statement file layouts named for the bank that exports them (Monzo, Starling)',
  'shared/bills/cancel-help.ts': "how to block a card payment in the person's own bank app (Monzo, Starling...)",
};

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return full === providersDir ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(entry.name) ? [full] : [];
  });
}

/** The code of a file without its comments: prose may speak of a provider, code may not. */
export const codeOf = (text: string) => text.replace(/\/\*[\s\S]*?\*\//g, '').replace(/(^|\s)\/\/.*$/gm, '$1');

/** Each line of code outside providers/ that names a provider, as 'file:line: text'. */
function namings(): string[] {
  return sourceFiles(root).flatMap((file) => {
    const relative = path.relative(root, file).split(path.sep).join('/');
    if (relative in allowed) return [];
    return codeOf(readFileSync(file, 'utf8'))
      .split('\n')
      .flatMap((line, i) => (names.test(line) ? [`${relative}:${i + 1}: ${line.trim()}`] : []));
  });
}

it('finds a provider named in code, not in comments', () => {
  expect(names.test(codeOf("if (provider.id === 'truelayer') return;"))).toBe(true);
  expect(names.test(codeOf("import { isTrueLayer } from './registry';"))).toBe(true);
  expect(names.test(codeOf('// TrueLayer gives a settled payment a new id\nconst a = 1;'))).toBe(false);
  expect(names.test(codeOf('/** GoCardless codes\n * stay in its folder */\nconst b = 2;'))).toBe(false);
});

it('names no provider in code outside src/server/modules/bank/providers/', () => {
  expect(namings()).toEqual([]);
});
