/** Formats pence as pounds for en-GB, e.g. 3999 -> '£39.99'. */
export function formatPence(pence: number, currency = 'GBP'): string {
  return new Intl.NumberFormat('en-GB', { style: 'currency', currency }).format(pence / 100);
}
