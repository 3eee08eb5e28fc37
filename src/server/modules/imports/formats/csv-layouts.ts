// The UK banks' CSV layouts (docs: /work/shared/uk-bank-exports.md), recognised from the
// header by column names, not positions: banks reorder and add columns, so each layout names
// the columns it needs and finds them wherever they are, in any case and spacing.
import type { ColumnPlan } from './column-plan';

export type CsvLayout = {
  id: string;
  label: string;
  /** The bank to fill in for a new account, when only one bank writes this layout. */
  bank?: string;
  /** The layout is a credit card's: a new account from it is a credit card. */
  card?: boolean;
  /** The plan for this header (cells already normalised), or null if it is not this layout. */
  match: (header: string[]) => ColumnPlan | null;
};

/** Lower case, single spaces, no quotes, BOM or trailing colon: 'Amount (GBP) ' -> 'amount (gbp)'. */
export function normaliseHeaderCell(cell: string): string {
  return cell
    .replace(/^\uFEFF/, '')
    .replace(/^'/, '')
    .replace(/["\s]+/g, ' ')
    .trim()
    .replace(/:$/, '')
    .toLowerCase();
}

type Columns = Record<string, number>;

/** Index of every named column, or null when one of `required` is missing. */
function columns(header: string[], required: string[], optional: string[] = []): Columns | null {
  const found: Columns = {};
  for (const name of [...required, ...optional]) {
    const aliases = name.split('|');
    const index = header.findIndex((cell) => aliases.includes(cell));
    if (index >= 0) found[aliases[0]!] = index;
    else if (required.includes(name)) return null;
  }
  return found;
}

/** A column whose name starts with the prefix, e.g. Starling's 'amount (gbp)'. */
function prefixed(header: string[], prefix: string): number | undefined {
  const index = header.findIndex((cell) => cell.startsWith(prefix));
  return index >= 0 ? index : undefined;
}

const layout = (id: string, label: string, match: CsvLayout['match'], about: Pick<CsvLayout, 'bank' | 'card'> = {}): CsvLayout => ({
  id,
  label,
  match,
  ...about,
});

export const CSV_LAYOUTS: CsvLayout[] = [
  layout(
    'monzo',
    'Monzo',
    (h) => {
      const c = columns(h, ['transaction id', 'date', 'name', 'amount'], ['description', 'currency', 'balance', 'notes and #tags']);
      if (!c) return null;
      return {
        width: h.length,
        date: c.date!,
        description: [c.description, c.name].filter(isIndex),
        counterparty: c.name,
        amount: c.amount,
        externalId: c['transaction id'],
        balance: c.balance,
        currency: c.currency,
      };
    },
    { bank: 'Monzo' },
  ),
  layout(
    'revolut',
    'Revolut',
    (h) => {
      const c = columns(h, ['type', 'started date', 'completed date', 'description', 'amount', 'currency', 'state'], ['product', 'fee', 'balance']);
      if (!c) return null;
      return {
        width: h.length,
        date: c['completed date']!,
        dateFallback: c['started date'],
        description: [c.description!],
        amount: c.amount,
        fee: c.fee,
        balance: c.balance,
        state: c.state,
        currency: c.currency,
        accountName: c.product,
      };
    },
    { bank: 'Revolut' },
  ),
  layout('lloyds', 'Lloyds, Halifax, Bank of Scotland', (h) => {
    const c = columns(
      h,
      ['transaction date', 'transaction type', 'transaction description', 'debit amount', 'credit amount'],
      ['sort code', 'account number', 'balance'],
    );
    if (!c) return null;
    return {
      width: h.length,
      date: c['transaction date']!,
      description: [c['transaction description']!],
      moneyIn: c['credit amount'],
      moneyOut: c['debit amount'],
      typeCode: c['transaction type'],
      balance: c.balance,
      sortCode: c['sort code'],
      accountNumber: c['account number'],
    };
  }),
  layout('natwest', 'NatWest, RBS, Ulster Bank', (h) => {
    const c = columns(h, ['date', 'type', 'description', 'value', 'account number'], ['balance', 'account name']);
    if (!c) return null;
    return {
      width: h.length,
      date: c.date!,
      description: [c.description!],
      amount: c.value,
      typeCode: c.type,
      balance: c.balance,
      accountName: c['account name'],
      account: c['account number'],
    };
  }),
  layout(
    'amex',
    'American Express UK',
    (h) => {
      const c = columns(h, ['date', 'description', 'amount', 'appears on your statement as|extended details'], ['reference']);
      if (!c) return null;
      return {
        width: h.length,
        date: c.date!,
        description: [c.description!],
        amount: c.amount,
        externalId: c.reference,
        invert: true,
      };
    },
    { bank: 'American Express', card: true },
  ),
  layout(
    'barclays',
    'Barclays',
    (h) => {
      const c = columns(h, ['number', 'date', 'account', 'amount', 'memo'], ['subcategory']);
      if (!c) return null;
      // Barclays does not quote its memo, so a comma in it splits the row: the memo is last.
      const memoIsLast = c.memo === h.length - 1;
      return {
        width: h.length,
        date: c.date!,
        description: [c.memo!],
        amount: c.amount,
        account: c.account,
        spill: memoIsLast ? c.memo : undefined,
      };
    },
    { bank: 'Barclays' },
  ),
  layout(
    'starling',
    'Starling',
    (h) => {
      const c = columns(h, ['date', 'counter party', 'reference'], ['type']);
      const amount = prefixed(h, 'amount (');
      if (!c || amount === undefined) return null;
      const currency = /\(([a-z]{3})\)/.exec(h[amount]!)?.[1]?.toUpperCase();
      return {
        width: h.length,
        date: c.date!,
        description: [c.reference!, c['counter party']!],
        counterparty: c['counter party'],
        amount,
        typeCode: c.type,
        balance: prefixed(h, 'balance ('),
        headerCurrency: currency,
      };
    },
    { bank: 'Starling' },
  ),
  layout(
    'nationwide',
    'Nationwide',
    (h) => {
      const c = columns(h, ['date', 'transaction type', 'description', 'paid out', 'paid in'], ['balance']);
      if (!c) return null;
      return {
        width: h.length,
        date: c.date!,
        description: [c.description!],
        moneyIn: c['paid in'],
        moneyOut: c['paid out'],
        typeCode: c['transaction type'],
        balance: c.balance,
      };
    },
    { bank: 'Nationwide' },
  ),
  // Monzo's export before 2019: lower-case names, pounds, an instant with its offset.
  layout(
    'monzo-legacy',
    'Monzo (older export)',
    (h) => {
      const c = columns(h, ['id', 'created', 'amount', 'currency'], ['description', 'notes', 'category']);
      if (!c) return null;
      return {
        width: h.length,
        date: c.created!,
        description: [c.description, c.notes, c.category].filter(isIndex),
        amount: c.amount,
        externalId: c.id,
        currency: c.currency,
      };
    },
    { bank: 'Monzo' },
  ),
  // The midata "download your data" file several UK banks share: one signed amount column
  // named for both directions ('-£52.00', '+£5.00'), and an overdraft-limit line at the end.
  layout('midata', 'midata (several UK banks)', (h) => {
    const c = columns(h, ['date', 'merchant/description', 'debit/credit'], ['type', 'balance']);
    if (!c) return null;
    return {
      width: h.length,
      date: c.date!,
      description: [c['merchant/description']!],
      amount: c['debit/credit'],
      typeCode: c.type,
      balance: c.balance,
    };
  }),
  // NewDay's cards (John Lewis Partnership Card): charges unsigned, a repayment '+ £1,100.00'
  // with CR in the unnamed column after the amount, pending rows first with 'Pending' for a date.
  layout(
    'newday',
    'John Lewis Partnership Card (NewDay)',
    (h) => {
      const c = columns(h, ['date processed', 'description', 'amount']);
      if (!c) return null;
      const next = h[c.amount! + 1];
      return {
        width: h.length,
        date: c['date processed']!,
        description: [c.description!],
        amount: c.amount,
        marker: next === '' || next === 'cr/dr' ? c.amount! + 1 : undefined,
        invert: true,
      };
    },
    { card: true },
  ),
  // The shapes accounting tools accept from any bank; also Santander's web "XLS" table.
  layout('generic-split', 'Date, Description, Money in, Money out', (h) => {
    const c = columns(
      h,
      ['date', 'description|details|narrative|transaction description', 'money in|paid in|credit|credits|in', 'money out|paid out|debit|debits|out'],
      ['balance'],
    );
    if (!c) return null;
    return {
      width: h.length,
      date: c.date!,
      description: [c.description!],
      moneyIn: c['money in'],
      moneyOut: c['money out'],
      balance: c.balance,
    };
  }),
  layout('generic-signed', 'Date, Description, Amount', (h) => {
    const c = columns(h, ['date', 'description|details|narrative|transaction description|memo', 'amount|value'], ['balance']);
    if (!c) return null;
    return { width: h.length, date: c.date!, description: [c.description!], amount: c.amount, balance: c.balance };
  }),
];

/** What a recognised layout says about the account, to fill in a new account's bank and type. */
export function layoutAccount(layoutId: string): { bank: string | null; card: boolean } {
  const found = CSV_LAYOUTS.find((l) => l.id === layoutId) ?? HEADERLESS_AND_TEXT.find((l) => l.id === layoutId);
  return { bank: found?.bank ?? null, card: found?.card ?? false };
}

/** The layouts recognised without a header, or from a text export. */
const HEADERLESS_AND_TEXT: Pick<CsvLayout, 'id' | 'bank' | 'card'>[] = [
  { id: 'barclaycard', bank: 'Barclaycard', card: true },
  { id: 'santander-txt', bank: 'Santander' },
];

function isIndex(value: number | undefined): value is number {
  return value !== undefined;
}
