import { z } from 'zod';
import { poundsToPence } from './bills';
import { calendarDate, text } from './fields';

/** Copy of the large-bill (loan) form and of its linked monthly bill (spec 02 §5 and §8). */
export const loanMessages = {
  required: 'Please fill in all required fields',
  amountFormat: 'Amounts can only contain digits and a decimal point, with up to 2 decimal places',
  amountPositive: 'Amounts must be greater than 0',
  amountTooLarge: 'Please enter an amount below £100,000,000',
  finalPaymentDate: 'Please enter a valid final payment date',
  paymentDay: 'Please choose the day of the month the payment leaves',
  notFound: 'Loan not found',
} as const;

/** The toast after saving a loan, by what happened to its '{name} Payment' bill. */
export const linkedBillMessages = {
  added: (name: string) => `Monthly payment for ${name} added to your bills`,
  updated: (name: string) => `Monthly payment updated for ${name}`,
  /** Saving a loan whose payment bill had been deleted adds it back. */
  readded: (name: string) => `Monthly payment added for ${name}`,
} as const;

export type LinkedBillOutcome = keyof typeof linkedBillMessages;

/** Digits with an optional decimal point (no commas, no sign), as the loan form's fields accept. */
const loanAmount = poundsToPence(
  { required: loanMessages.required, format: loanMessages.amountFormat, positive: loanMessages.amountPositive, tooLarge: loanMessages.amountTooLarge },
  /^\d+(\.\d{1,2})?$/,
);

const loanFields = {
  name: text(loanMessages.required).trim().min(1, { error: loanMessages.required, abort: true }).max(100, 'Please keep the name under 100 characters'),
  /** The remaining balance, pounds as typed. */
  amount: loanAmount,
  monthlyPayment: loanAmount,
  finalPaymentDate: z.string({ error: loanMessages.required }).trim().min(1, loanMessages.required).pipe(calendarDate(loanMessages.finalPaymentDate)),
  /**
   * The day of the month the payment leaves, 1-31 (issue 22, item 8). The form always asks;
   * a script may leave it out, and the final payment date's day stands in.
   */
  paymentDay: z.coerce
    .number({ error: loanMessages.paymentDay })
    .int(loanMessages.paymentDay)
    .min(1, loanMessages.paymentDay)
    .max(31, loanMessages.paymentDay)
    .optional(),
};

export const addLoanInput = z.object(loanFields);

export const updateLoanInput = z.object({ id: z.uuid(), ...loanFields });

export const loanIdInput = z.object({ id: z.uuid() });

export type AddLoanInput = z.output<typeof addLoanInput>;
