import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '../../../server/trpc/app-router';

export type Loan = inferRouterOutputs<AppRouter>['loans']['list'][number];

/** The large-bill form as typed: pounds and a 'yyyy-MM-dd' date, all text. */
export type LoanFormValues = { name: string; amount: string; monthlyPayment: string; finalPaymentDate: string };

export const emptyLoanForm: LoanFormValues = { name: '', amount: '', monthlyPayment: '', finalPaymentDate: '' };
