/** A dated amount in pence (positive): a bill going out or money coming in. */
export type DatedPence = { date: string; pence: number; name: string };

/** Everyday spending of one day in pence (positive). Days of the window without a row spent nothing. */
export type SpendingDay = { date: string; pence: number };

export type ForecastInput = {
  /** The first day of the forecast (its balance is today's, less what is due today). */
  today: string;
  /** The next payday: the forecast runs to the end of the day before it. */
  payday: string;
  /** Today's balance in pence (may be negative). */
  openingPence: number;
  /** Bills still to go out from today to the day before payday. */
  bills: readonly DatedPence[];
  /** Money expected in from today to the day before payday. */
  moneyIn: readonly DatedPence[];
  /**
   * Everyday spending per day over `from`..`to` (bills, own transfers, savings and income
   * already left out). `from` is where the data begins, `to` the last whole day (yesterday).
   */
  history: { from: string; to: string; days: readonly SpendingDay[] };
  /** Everyday spending from a plan instead of history: this many pence spread over the days left. */
  plan?: { remainingPence: number } | null;
  /** The arranged overdraft limit in pence (positive: £500 is 50000), when known. */
  limitPence?: number | null;
  /** The amount the person wants to keep (pence, 0 or more). */
  bufferPence?: number;
  seed?: number;
  /** Simulated paths (default 1,000). */
  paths?: number;
};

/** The low, middle and high outcome (10th, 50th and 90th percentiles) in pence. */
export type Outcomes = { low: number; middle: number; high: number };

export type ForecastDay = { date: string } & Outcomes;

export type Forecast = {
  today: string;
  payday: string;
  openingPence: number;
  /** True when under MIN_HISTORY_DAYS of history: the figures are the bills-only ones. */
  tooLittleHistory: boolean;
  /** Where the everyday spending came from. */
  spending: 'history' | 'plan' | 'none';
  /** From today to the day before payday, the balance at the end of each day. */
  days: ForecastDay[];
  /** The day the middle outcome is lowest (the first such day), with its outcomes. */
  lowest: { date: string } & Outcomes;
  /** The balance at the end of the day before payday: what is left when the pay lands. */
  onPayday: Outcomes;
  /** Shares (0 to 1) of the paths that go below each line on some day; null without enough history. */
  chance: { belowZero: number | null; belowLimit: number | null; belowBuffer: number | null };
  /** The middle outcome on payday, in parts that add up to it to the penny. */
  breakdown: { balance: number; bills: number; moneyIn: number; everydaySpending: number; onPayday: number };
};
