// Statement amounts to integer pence, without floating point. Exports decorate numbers in
// ways decimalToPence does not accept: '£1,234.56' (Nationwide), "'-12.50" (NatWest's
// spreadsheet text marker), '(12.50)' and '12.50 DR' / '12.50CR' (accounting style), the
// Unicode minus, a trailing minus, 'GBP', and a decimal comma ('12,50', '1.234,56') as some
// exports written on a continental setting have (OFX is read the same way).

const SIMPLE = /^(-)?(\d{1,15})(?:\.(\d{1,2}))?$/;
const PLAIN = /^([+-])?(\d+)(?:\.(\d{0,2})0*)?$/;

/**
 * Pence for one amount cell; null for text that is not an amount. A blank cell is not an
 * amount either: callers that allow blanks (split in/out columns) check isBlankAmount first.
 */
export function amountToPence(text: string): number | null {
  // Most cells are plain '-12.34': read those without the decorated path's regexes.
  const plain = SIMPLE.exec(text);
  if (plain) {
    const pence = Number(plain[2]) * 100 + Number((plain[3] ?? '').padEnd(2, '0'));
    return plain[1] && pence !== 0 ? -pence : pence;
  }
  // Spaces go except between digits: '12 34' is not twelve pounds thirty-four.
  let t = text
    .trim()
    .replace(/^'/, '')
    .replace(/\u2212/g, '-')
    .replace(/(?<!\d)\s+|\s+(?!\d)/g, '');
  let negative = false;
  const bracketed = /^\((.*)\)$/.exec(t);
  if (bracketed) {
    negative = true;
    t = bracketed[1]!;
  }
  const suffix = /^(.*?)(CR|DR|D|C)$/i.exec(t);
  if (suffix && /\d\.?$/.test(suffix[1]!)) {
    if (suffix[2]!.toUpperCase().startsWith('D')) negative = !negative;
    t = suffix[1]!;
  }
  if (t.endsWith('-') && !t.startsWith('-')) {
    negative = !negative;
    t = t.slice(0, -1);
  }
  // A sign may sit either side of the currency: '-£5.00' or '£-5.00'.
  let sign = '';
  t = t.replace(/^([+-]?)(?:£|GBP)?([+-]?)/i, (_all, a: string, b: string) => {
    sign = a || b;
    return '';
  });
  t = t.replace(/(?:£|GBP)$/i, '');
  // A decimal comma: one or two digits after a lone comma ('12,5', '12,50'), or point-grouped
  // thousands before it ('1.234,56'). Three digits after a comma stay thousands ('1,234').
  const decimalComma = /^(\d{1,3}(?:\.\d{3})+|\d+),(\d{1,2})$/.exec(t);
  if (decimalComma) t = `${decimalComma[1]!.replaceAll('.', '')}.${decimalComma[2]!}`;
  // Thousands separators only where they group three digits.
  if (!/^\d{1,3}(,\d{3})*(\.\d*)?$|^\d*(\.\d*)?$/.test(t)) return null;
  const m = PLAIN.exec(sign + t.replaceAll(',', ''));
  if (!m) return null;
  const pence = Number(m[2]) * 100 + Number((m[3] ?? '').padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) return null;
  const isNegative = (m[1] === '-') !== negative;
  return isNegative && pence !== 0 ? -pence : pence;
}

/** Empty, or only a currency sign / dash placeholder, as split columns leave the unused side. */
export function isBlankAmount(text: string): boolean {
  return /^'?\s*(?:£|GBP)?\s*-?\s*$/i.test(text);
}

/**
 * The direction the cell itself states, whatever the layout's usual sign: a leading '+' or a
 * 'CR' suffix is money in, a 'DR' suffix money out; null when it states none. A card statement
 * writes charges unsigned and marks a repayment '+ £1,100.00' or '1,100.00CR', so flipping
 * every sign (Amex) would turn the repayment into a charge.
 */
export function statedDirection(text: string): 'in' | 'out' | null {
  const t = text.trim().replace(/^'/, '');
  if (/^(?:£|GBP)?\s*\+/i.test(t) || /\d\s*CR$/i.test(t)) return 'in';
  if (/\d\s*DR$/i.test(t)) return 'out';
  return null;
}
