import { authRouter } from '../modules/auth/router';
import { bankRouter } from '../modules/bank/router';
import { categoriesRouter } from '../modules/categories/router';
import { billingRouter } from '../modules/billing/router';
import { billsRouter } from '../modules/bills/router';
import { budgetsRouter } from '../modules/budgets/router';
import { dashboardRouter } from '../modules/dashboard/router';
import { exportsRouter } from '../modules/exports/router';
import { forecastRouter } from '../modules/forecast/router';
import { importsRouter } from '../modules/imports/router';
import { landingRouter } from '../modules/landing/router';
import { loansRouter } from '../modules/loans/router';
import { moneyRouter } from '../modules/money/router';
import { notificationsRouter } from '../modules/notifications/router';
import { onboardingRouter } from '../modules/onboarding/router';
import { paydayRouter } from '../modules/payday/router';
import { securityRouter } from '../modules/security/router';
import { settingsRouter } from '../modules/settings/router';
import { supportRouter } from '../modules/support/router';
import { tokensRouter } from '../modules/tokens/router';
import { transactionsRouter } from '../modules/transactions/router';
import { router } from './init';

export const appRouter = router({
  auth: authRouter,
  landing: landingRouter,
  bank: bankRouter,
  billing: billingRouter,
  bills: billsRouter,
  loans: loansRouter,
  onboarding: onboardingRouter,
  tokens: tokensRouter,
  settings: settingsRouter,
  payday: paydayRouter,
  support: supportRouter,
  dashboard: dashboardRouter,
  money: moneyRouter,
  transactions: transactionsRouter,
  notifications: notificationsRouter,
  security: securityRouter,
  imports: importsRouter,
  exports: exportsRouter,
  categories: categoriesRouter,
  budgets: budgetsRouter,
  forecast: forecastRouter,
});

export type AppRouter = typeof appRouter;
