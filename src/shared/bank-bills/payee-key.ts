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
// Card and reference noise, in one pass: card number tails ('CD 4521'), dates
// (2024-03-12, 12/03, 12.03.24, 12MAR, 12 MAR 24), times, and runs of 4+ digits
// (references, store numbers).
const NOISE = new RegExp(
  [
    String.raw`\bCD \d{4}\b`,
    String.raw`\b\d{4}-\d{2}-\d{2}\b`,
    String.raw`\b\d{1,2}[/.-]\d{1,2}(?:[/.-]\d{2,4})?\b`,
    String.raw`\b\d{1,2} ?(?:${MONTHS})[A-Z]*(?: ?\d{2,4})?\b`,
    String.raw`\b\d{1,2}:\d{2}(?::\d{2})?\b`,
    String.raw`\d{4,}`,
  ].join('|'),
  'g',
);
/**
 * Payee text longer than this is read only this far: no payee name is longer, and every step
 * below then costs a bounded time whatever a description holds (issue 23: a 40,000-character
 * word once held the server for seconds).
 */
export const MAX_PAYEE_TEXT = 500;

/** Tokens still holding 3+ digits are references ('AB1C23', '123'); 'O2' and '1PASSWORD' stay. */
function withoutDigitTokens(key: string): string {
  // A loop over the words, not /\S*\d\S*\d\S*\d\S*/, which backtracks over a long word.
  return key
    .split(' ')
    .map((word) => {
      let digits = 0;
      for (let i = 0; i < word.length && digits < 3; i++) if (word.charCodeAt(i) >= 48 && word.charCodeAt(i) <= 57) digits++;
      return digits >= 3 ? '' : word;
    })
    .join(' ');
}

/**
 * The payee a payment is grouped by: upper case, without card and reference noise
 * (dates, long digit runs, '*' order references, 'CARD PAYMENT TO' / 'DD' / 'SO' prefixes,
 * legal forms and trailing country codes), single spaces. The same payee gives the same
 * key month after month, which is what makes a bill's key stable.
 */
export function payeeKey(fullText: string): string {
  const text = fullText.length > MAX_PAYEE_TEXT ? fullText.slice(0, MAX_PAYEE_TEXT) : fullText;
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
    const tail = key
      .slice(star + 1)
      .split('*')[0]!
      .trim();
    const processor = PROCESSORS.has(head) || PROCESSORS.has(head.slice(head.lastIndexOf(' ') + 1)); // '1043 PAYPAL *X'
    key = head === '' ? tail : processor && tail !== '' ? `${head} ${tail}` : head;
  }
  key = key
    .replace(NOISE, ' ')
    .replace(/[^A-Z0-9.& ]+/g, ' ')
    // Dots at a word's edges; (?<!\.) lets only a run's first dot start a match, so a long run of dots is read once.
    .replace(/(^|\s)\.+|(?<!\.)\.+(?=\s|$)/g, ' ');
  key = withoutDigitTokens(key).replace(/ {2,}/g, ' ').trim().replace(/ ON$/, ''); // 'CARD PAYMENT TO X ON 12/03' once the date has gone
  key = stripRepeatedly(key, PREFIX);
  key = stripRepeatedly(key, SUFFIX);
  return key === '' ? fallbackKey(text) : key;
}

/**
 * payeeKeyOf with memory: payee text repeats across months, so each distinct
 * counterparty or description is normalised once per run.
 */
export function createPayeeKeys(): (tx: Pick<BillInputTransaction, 'counterparty' | 'description'>) => string {
  const known = new Map<string, string>();
  const keyOf = (text: string) => {
    let key = known.get(text);
    if (key === undefined) {
      key = payeeKey(text);
      known.set(text, key);
    }
    return key;
  };
  return (tx) => payeeKeyFrom(tx, keyOf);
}

/** Key from the creditor name, else the remittance text; PayPal's own name ('PAYPAL EUROPE') says nothing. */
export function payeeKeyOf(tx: Pick<BillInputTransaction, 'counterparty' | 'description'>): string {
  return payeeKeyFrom(tx, payeeKey);
}

function payeeKeyFrom(tx: Pick<BillInputTransaction, 'counterparty' | 'description'>, keyOf: (text: string) => string): string {
  const counterparty = tx.counterparty?.trim() ? keyOf(tx.counterparty) : '';
  const hasDescription = !!tx.description?.trim();
  if (counterparty !== '' && !(/^PAYPAL\b/.test(counterparty) && hasDescription)) return counterparty;
  const description = hasDescription ? keyOf(tx.description!) : '';
  return description || counterparty || 'UNKNOWN PAYEE';
}

// Never strip a name down to nothing: a payee whose whole name looks like noise keeps it.
function stripRepeatedly(key: string, pattern: RegExp): string {
  let current = key;
  for (;;) {
    const next = current.replace(pattern, '').trim();
    if (next === '' || next === current) return current;
    current = next;
  }
}

function fallbackKey(text: string): string {
  const plain = text.toUpperCase().replace(/\s+/g, ' ').trim();
  return plain === '' ? 'UNKNOWN PAYEE' : plain;
}
