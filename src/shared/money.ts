// One formatter per currency, made once: building an Intl.NumberFormat costs far more than
// formatting with it, and Home formats dozens of amounts as it first renders (issue 27 item 7).
const formatters = new Map<string, Intl.NumberFormat>();

/** Formats pence as pounds for en-GB, e.g. 3999 -> '£39.99'. */
export function formatPence(pence: number, currency = 'GBP'): string {
  let format = formatters.get(currency);
  if (!format) formatters.set(currency, (format = new Intl.NumberFormat('en-GB', { style: 'currency', currency })));
  // 0 / 100 can be -0, which Intl writes '-£0.00': nothing is never negative.
  return format.format(pence === 0 ? 0 : pence / 100);
}

/**
 * Exact decimal text to integer pence: '12.3' -> 1230, '-0.05' -> -5, '1,234.56' -> 123456.
 * No floating point on the way, so no penny is lost to rounding.
 */
export function decimalToPence(text: string): number {
  const clean = text.trim().replaceAll(',', '');
  const match = /^([+-])?(\d+)(?:\.(\d{1,2})\d*)?$/.exec(clean);
  if (!match) throw new RangeError(`Not an amount: ${JSON.stringify(text)}`);
  const [, sign, pounds, fraction = ''] = match;
  const pence = Number(pounds) * 100 + Number(fraction.padEnd(2, '0'));
  if (!Number.isSafeInteger(pence)) throw new RangeError(`Amount out of range: ${text}`);
  return sign === '-' ? -pence : pence;
}

/** Integer pence to decimal text: 123456 -> '1234.56', -5 -> '-0.05'. */
export function penceToDecimal(pence: number): string {
  const sign = pence < 0 ? '-' : '';
  const abs = Math.abs(pence);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
