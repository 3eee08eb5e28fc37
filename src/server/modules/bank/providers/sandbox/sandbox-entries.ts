import type { Day } from './sandbox-calendar';
import type { DirectDebitBill } from './sandbox-profile';

// One line of a sandbox statement before it gets ids and the provider's shape, and the
// few kinds of line a UK current account shows. Codes are ISO 20022 bank transaction
// codes as GoCardless passes them on; proprietary codes read like UK statements.

export type Entry = {
  day: Day;
  /** Signed pence: negative is money out. */
  pence: number;
  /** The creditor for money out, the debtor for money in; null when the bank names nobody. */
  counterparty: string | null;
  remittance: string;
  code: string;
  proprietary: string;
  /** The other account's IBAN, for transfers between the household's own accounts. */
  counterpartyIban?: string;
};

const CODES = {
  cardPayment: ['PMNT-CCRD-POSD', 'CARD PAYMENT'],
  cardRefund: ['PMNT-CCRD-OTHR', 'CARD REFUND'],
  cashWithdrawal: ['PMNT-CCRD-CWDL', 'CASH WITHDRAWAL'],
  directDebit: ['PMNT-IDDT-ESDD', 'DIRECT DEBIT'],
  standingOrder: ['PMNT-ICDT-STDO', 'STANDING ORDER'],
  salary: ['PMNT-RCDT-ESCT', 'BACS CREDIT'],
  paymentIn: ['PMNT-RCDT-ESCT', 'FASTER PAYMENT'],
  paymentOut: ['PMNT-ICDT-ESCT', 'FASTER PAYMENT'],
  transferOut: ['PMNT-ICDT-BOOK', 'TRANSFER'],
  transferIn: ['PMNT-RCDT-BOOK', 'TRANSFER'],
  interest: ['PMNT-MCOP-INTR', 'INTEREST'],
  cashback: ['PMNT-RCDT-ESCT', 'CASHBACK'],
} as const satisfies Record<string, readonly [string, string]>;

function entry(day: Day, pence: number, counterparty: string | null, remittance: string, [code, proprietary]: readonly [string, string]): Entry {
  return { day, pence, counterparty, remittance, code, proprietary };
}

export function cardPayment(day: Day, merchant: string, pence: number, where: string): Entry {
  return entry(day, -pence, merchant, `${merchant} ${where}`, CODES.cardPayment);
}

export function cardRefund(day: Day, merchant: string, pence: number): Entry {
  return entry(day, pence, merchant, `REFUND ${merchant}`, CODES.cardRefund);
}

export function cashWithdrawal(day: Day, pence: number, where: string): Entry {
  return entry(day, -pence, null, `CASH WITHDRAWAL ${where}`, CODES.cashWithdrawal);
}

export function directDebit(day: Day, bill: Omit<DirectDebitBill, 'pence'>, pence: number): Entry {
  return entry(day, -pence, bill.creditor, `DD ${bill.creditor} ${bill.reference}`, CODES.directDebit);
}

export function standingOrder(day: Day, creditor: string, reference: string, pence: number): Entry {
  return entry(day, -pence, creditor, reference, CODES.standingOrder);
}

export function salary(day: Day, employer: string, pence: number): Entry {
  return entry(day, pence, employer, `SALARY ${employer}`, CODES.salary);
}

export function paymentIn(day: Day, payer: string, reference: string, pence: number): Entry {
  return entry(day, pence, payer, reference, CODES.paymentIn);
}

export function paymentOut(day: Day, payee: string, reference: string, pence: number): Entry {
  return entry(day, -pence, payee, reference, CODES.paymentOut);
}

/** Money between the household's own accounts; `pence` is positive, `out` says which side. */
export function transfer(day: Day, out: boolean, otherName: string, otherIban: string | null, remittance: string, pence: number): Entry {
  const line = entry(day, out ? -pence : pence, otherName, remittance, out ? CODES.transferOut : CODES.transferIn);
  return otherIban ? { ...line, counterpartyIban: otherIban } : line;
}

export function interest(day: Day, pence: number): Entry {
  return entry(day, pence, null, 'GROSS INTEREST', CODES.interest);
}

export function cashback(day: Day, pence: number): Entry {
  return entry(day, pence, 'SANDBOX BANK REWARDS', 'CASHBACK ON CARD SPENDING', CODES.cashback);
}

/** Entries in day order, keeping each day's own order (the order ids are derived from). */
export function byDay(entries: Entry[]): Entry[] {
  return entries
    .map((line, index) => ({ line, index }))
    .sort((a, b) => a.line.day - b.line.day || a.index - b.index)
    .map(({ line }) => line);
}

export function sumPence(entries: readonly Entry[]): number {
  return entries.reduce((total, line) => total + line.pence, 0);
}
