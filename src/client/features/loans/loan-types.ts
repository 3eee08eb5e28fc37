import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

export type Loan = inferRouterOutputs<AppRouter>['loans']['list'][number];

/** The large-bill form as typed: pounds, a 'yyyy-MM-dd' date and a day of the month, all text. */
export type LoanFormValues = { name: string; amount: string; monthlyPayment: string; paymentDay: string; finalPaymentDate: string };

export const emptyLoanForm: LoanFormValues = { name: '', amount: '', monthlyPayment: '', paymentDay: '', finalPaymentDate: '' };
