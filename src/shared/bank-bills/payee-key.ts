import type { BillInputTransaction } from './types';

// Payment processors that put the real merchant after a '*': 'PAYPAL *SPOTIFY' is Spotify,
// whereas in 'NETFLIX.COM*12345' the part after the '*' is an order reference.
const PROCESSORS = new Set(['PAYPAL', 'PP', 'SQ', 'SUMUP', 'SUM UP', 'IZ', 'ZETTLE', 'SP', 'GOOGLE', 'PADDLE.NET', 'STRIPE']);

// Words banks put in front of the payee name, in any order ('CARD PAYMENT TO', 'DD', 'SO').
const PREFIX =
  /^(?:CARD PAYMENT(?: TO)?|CARD PURCHASE|CONTACTLESS(?: PAYMENT)?|DEBIT CARD|DIRECT DEBIT(?: PAYMENT)?(?: TO)?|STANDING ORDER(?: TO)?|FASTER PAYMENTS?(?: TO)?|BILL PAYMENT(?: TO)?|PAYMENT TO|POS|VIS|VISA|DDR|DD|SO|STO|FPO|BP|DEB)(?: |$)/;
// The same codes, and legal forms and country codes, trailing after the name.
const SUFFIX = / (?:DDR|DD|SO|STO|LTD|LIMITED|PLC|LLP|GB|GBR|UK|IE|IRL|LU|LUX|NL|NLD|US|USA|DE|FR|ES|IT|SE|CH|MT|CY)$/;

const MONTHS = 'JAN|FEB|MAR|APR|MAY|JUN|JUL|AUG|SEP|OCT|NOV|DEC';
const NOISE: readonly RegExp[] = [
  /\bCD \d{4}\b/g, // card number tail, 'CD 4521'
  /\b\d{4}-\d{2}-\d{2}\b/g,
  /\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b/g, // 12/03, 12.03.24
  new RegExp(`\\b\\d{1,2} ?(?:${MONTHS})[A-Z]*(?: ?\\d{2,4})?\\b`, 'g'), // 12MAR, 12 MAR 24
  /\b\d{1,2}:\d{2}(?::\d{2})?\b/g, // times
  /\d{4,}/g, // references, store numbers
];

/**
 * The payee a payment is grouped by: upper case, without card and reference noise
 * (dates, long digit runs, '*' order references, 'CARD PAYMENT TO' / 'DD' / 'SO' prefixes,
 * legal forms and trailing country codes), single spaces. The same payee gives the same
 * key month after month, which is what makes a bill's key stable.
 */
export function payeeKey(text: string): string {
  let key = text
    .toUpperCase()
    .replace(/\s+/g, ' ')
    .replace(/\bD\/D\b/g, 'DD') // before '/' becomes a space
    .replace(/\bS\/O\b/g, 'SO')
    .replace(/'/g, '') // SAINSBURY'S -> SAINSBURYS
    .trim();
  const star = key.indexOf('*');
  if (star >= 0) {
    const head = key.slice(0, star).trim();
    const tail = key.slice(star + 1).split('*')[0]!.trim();
    key = head === '' ? tail : PROCESSORS.has(head) && tail !== '' ? `${head} ${tail}` : head;
  }
  for (const pattern of NOISE) key = key.replace(pattern, ' ');
  key = key.replace(/[^A-Z0-9.& ]+/g, ' ').replace(/(^|\s)\.+|\.+(?=\s|$)/g, ' ');
  // Tokens with 3+ digits left are references ('AB1C23', '123'); 'O2' and '1PASSWORD' stay.
  key = key
    .split(' ')
    .filter((token) => token !== '' && (token.match(/\d/g)?.length ?? 0) < 3)
    .join(' ');
  key = key.replace(/ ON$/, ''); // 'CARD PAYMENT TO X ON 12/03' once the date has gone
  key = stripRepeatedly(key, PREFIX, (k) => k.replace(PREFIX, ''));
  key = stripRepeatedly(key, SUFFIX, (k) => k.replace(SUFFIX, ''));
  return key === '' ? fallbackKey(text) : key;
}

/** Key from the creditor name, else the remittance text; PayPal's own name says nothing. */
export function payeeKeyOf(tx: Pick<BillInputTransaction, 'counterparty' | 'description'>): string {
  const fromCounterparty = tx.counterparty?.trim() ? payeeKey(tx.counterparty) : '';
  if (fromCounterparty !== '' && !(fromCounterparty === 'PAYPAL' && tx.description?.trim())) return fromCounterparty;
  const fromDescription = tx.description?.trim() ? payeeKey(tx.description) : '';
  return fromDescription || fromCounterparty || 'UNKNOWN PAYEE';
}

// Never strip a name down to nothing: a payee whose whole name looks like noise keeps it.
function stripRepeatedly(key: string, pattern: RegExp, strip: (k: string) => string): string {
  let current = key;
  while (pattern.test(current)) {
    const next = strip(current).trim();
    if (next === '' || next === current) break;
    current = next;
  }
  return current;
}

function fallbackKey(text: string): string {
  const plain = text.toUpperCase().replace(/\s+/g, ' ').trim();
  return plain === '' ? 'UNKNOWN PAYEE' : plain;
}
