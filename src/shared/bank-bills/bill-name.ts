import type { BillInputTransaction } from './types';

// Bills people know by what they are rather than by who collects them: the council's
// name is less useful than 'Council Tax'.
const WELL_KNOWN: readonly (readonly [RegExp, string])[] = [
  [/\bCOUNCIL ?TAX\b|\bC ?TAX\b/, 'Council Tax'],
  [/\bTV ?LICEN[CS](?:E|ING)\b/, 'TV Licence'],
  [/\bDVLA\b|\bVEHICLE TAX\b/, 'Vehicle Tax'],
];

/** A human name for the bill: a well-known bill's name, else the payee key in title case. */
export function billName(payeeKey: string, latest: Pick<BillInputTransaction, 'counterparty' | 'description'>): string {
  const text = `${latest.counterparty ?? ''} ${latest.description ?? ''} ${payeeKey}`.toUpperCase();
  for (const [pattern, name] of WELL_KNOWN) if (pattern.test(text)) return name;
  return payeeKey.split(' ').map(tidyWord).join(' ');
}

// 'OCTOPUS' -> 'Octopus', 'NETFLIX.COM' -> 'Netflix.com'; acronyms stay as they are:
// two characters ('BT', 'EE', 'O2') or no vowels ('HMRC', 'TFL', 'M&S').
function tidyWord(word: string): string {
  if (word.length <= 2 || !/[AEIOUY]/.test(word)) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}
