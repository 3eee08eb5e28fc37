// Which column holds what, by index: what a recognised layout or a user's mapping comes down
// to, so one reader (csv-rows.ts) serves both.

export type ColumnPlan = {
  /** Cells in the header (or the first row of a header-less file). */
  width: number;
  date: number;
  /** Used when the date cell is empty (Revolut: Completed Date, else Started Date). */
  dateFallback?: number;
  /** The first non-empty of these is the description. */
  description: number[];
  counterparty?: number;
  /** One signed amount column... */
  amount?: number;
  /** ...or split columns, each holding a size (its sign is ignored). */
  moneyIn?: number;
  moneyOut?: number;
  /** A fee charged on top of the amount (Revolut). */
  fee?: number;
  externalId?: number;
  /** The bank's type code for the row (Lloyds 'BGC', 'DD', 'DEB'; NatWest 'BAC'; Nationwide 'Direct debit'). */
  typeCode?: number;
  balance?: number;
  /** Revolut's State: COMPLETED, PENDING, REVERTED, DECLINED, FAILED. */
  state?: number;
  currency?: number;
  accountName?: number;
  /** A column holding a sort code and account number together, or either alone. */
  account?: number;
  sortCode?: number;
  accountNumber?: number;
  /**
   * Positive amounts are money out (Amex, credit cards): flip them. A direction the cell or
   * the marker column states ('+ £1,100.00', '1,100.00CR') is kept, not flipped.
   */
  invert?: boolean;
  /** A column of its own saying CR (money in) or DR (money out), as NewDay's cards write. */
  marker?: number;
  /** The column that swallows a ragged row's extra cells (Barclays' unquoted memo commas). */
  spill?: number;
  /** The currency the header names, e.g. Starling's 'Amount (GBP)'. */
  headerCurrency?: string;
};
