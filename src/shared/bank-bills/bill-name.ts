import { SMALL_WORDS } from '../categories/merchant-name';
import type { BillInputTransaction } from './types';

// Bills people know by what they are rather than by who collects them: the council's
// name is less useful than 'Council Tax'.
const WELL_KNOWN: readonly (readonly [RegExp, string])[] = [
  [/\bCOUNCIL ?TAX\b|\bC ?TAX\b/, 'Council Tax'],
  // A regular payment to a council is its council tax, whatever the council calls itself.
  [/\b(?:CITY|BOROUGH|DISTRICT|COUNTY) COUNCIL\b|\bCITY (?:&|AND) COUNTY OF\b|\bCOUNTY BOROUGH\b|\bMBC\b/, 'Council Tax'],
  [/\bTV ?LICEN[CS](?:E|ING)\b/, 'TV Licence'],
  [/\bDVLA\b|\bVEHICLE TAX\b/, 'Vehicle Tax'],
];

/** A human name for the bill: a well-known bill's name, else the payee key in title case. */
export function billName(payeeKey: string, latest: Pick<BillInputTransaction, 'counterparty' | 'description'>): string {
  const text = `${latest.counterparty ?? ''} ${latest.description ?? ''} ${payeeKey}`.toUpperCase();
  for (const [pattern, name] of WELL_KNOWN) if (pattern.test(text)) return name;
  return payeeKey
    .split(' ')
    .map((word, i) => (i > 0 && SMALL_WORDS.has(word) ? word.toLowerCase() : tidyWord(word)))
    .join(' ');
}

// 'OCTOPUS' -> 'Octopus', 'NETFLIX.COM' -> 'Netflix.com', 'OF' inside a name -> 'of' (issue 22:
// 'City & County OF Swansea'); acronyms stay as they are:
// two characters ('BT', 'EE', 'O2') or no vowels ('HMRC', 'TFL', 'M&S').
function tidyWord(word: string): string {
  if (word.length <= 2 || !/[AEIOUY]/.test(word)) return word;
  return word.charAt(0) + word.slice(1).toLowerCase();
}
