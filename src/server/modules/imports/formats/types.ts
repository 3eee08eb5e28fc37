// The one shape every statement format parses into. Money is integer pence from the account
// holder's view (money in positive, money out negative); dates are 'yyyy-MM-dd' strings, as
// DESIGN.md's data rules ask, so an imported row can become the same kind of row as a synced one.
import type { ColumnMapping } from './mapping';

export type StatementFormat = 'csv' | 'ofx' | 'qfx' | 'qif' | 'santander-txt' | 'html-table';

/** What the file says about the account its rows belong to (only what it has). */
export type AccountHint = {
  name?: string;
  sortCode?: string;
  accountNumber?: string;
  currency?: string;
  /** OFX ACCTTYPE / QIF !Type, e.g. 'CHECKING', 'CREDITLINE', 'Bank', 'CCard'. */
  type?: string;
};

export type StatementRow = {
  /** 1-based line in the decoded text where the row starts. */
  line: number;
  date: string;
  amountPence: number;
  description: string;
  counterparty?: string;
  /** The file's own id for the row (Monzo tx_..., OFX FITID, Amex reference). */
  externalId?: string;
  /**
   * The bank's own type code as the file wrote it, trimmed and at most TYPE_CODE_MAX_LENGTH
   * characters ('BGC', 'DD', 'FPI', 'SO', 'CPT'): stored as the row's proprietary code, as a
   * sync stores the bank's, so the categoriser and bill detection read it alike.
   */
  typeCode?: string;
  balancePence?: number;
  /** The bank marked the row pending (Revolut PENDING); its key carries a 'p:' prefix. */
  pending?: boolean;
  /** Stable within the account: the same row in any later file gets the same key. */
  key: string;
  /** The cells or fields as the file had them, to store as raw data. */
  raw: Record<string, string>;
};

export type StatementAccount = {
  accountHint: AccountHint;
  rows: StatementRow[];
  /**
   * The balance the file itself states for the account after its rows (OFX `<LEDGERBAL>`, or
   * `<AVAILBAL>` when that is all it has), in pence; absent when the file states none.
   */
  statedBalancePence?: number;
};

/** The most transactions one file may hold. */
export const MAX_ROWS = 100_000;

/** A description or payee longer than this is cut where rows are made (the full text stays in raw). */
export const MAX_TEXT_LENGTH = 500;

/** A type code longer than this is not one ('Direct debit' and 'Faster payment' fit). */
export const TYPE_CODE_MAX_LENGTH = 35;

/**
 * Why a line that is not a transaction was left out, so the preview can count them apart
 * ("3 pending rows left out") instead of calling them rows that could not be read
 * (docs/decisions/040-csv-lines-that-are-not-transactions.md).
 */
export type LeftOutKind = 'pending' | 'summary' | 'continuation' | 'not-completed';

/** A line the parser could not read, or left out on purpose (e.g. a reverted payment). */
export type LineIssue = { line: number; reason: string; kind?: LeftOutKind };

export type UnknownLayout = {
  /** The header row's line and cells as guessed (null when the first row looks like data). */
  headerLine: number | null;
  header: string[];
  sampleRows: { line: number; cells: string[] }[];
  /** A guess from the header names, to pre-fill the mapping step (the person confirms it). */
  suggestion?: ColumnMapping;
};

export type RefusalCode =
  | 'empty'
  | 'no-transactions'
  | 'too-large'
  | 'too-many-rows'
  | 'spreadsheet'
  | 'pdf'
  | 'unreadable'
  | 'mapping-mismatch'
  /** Markup (XML or SGML) that is not an OFX statement: there are no columns to map. */
  | 'markup'
  /** An investment statement (OFX `<INVSTMTRS>`, QIF `!Type:Invst`): holdings and trades. */
  | 'investment'
  /** An OFX file holding the bank's error response instead of a statement. */
  | 'bank-error'
  /** A file of a known format broken in a way no bank writes (bad character reference, absurd nesting). */
  | 'damaged';

export type ParseResult =
  | {
      status: 'parsed';
      format: StatementFormat;
      /** The recognised layout id (e.g. 'monzo', 'ofx'), or 'mapping' for a user's mapping. */
      layout: string;
      accounts: StatementAccount[];
      errors: LineIssue[];
      /** Rows deliberately left out, with why (not errors: the file was read fine). */
      skipped: LineIssue[];
    }
  | { status: 'needs-mapping'; format: 'csv'; unknownLayout: UnknownLayout }
  | { status: 'refused'; code: RefusalCode; message: string };

/** A row before its key is known: keys need the whole account's rows (occurrence index). */
export type DraftRow = Omit<StatementRow, 'key'> & { account: AccountHint };
