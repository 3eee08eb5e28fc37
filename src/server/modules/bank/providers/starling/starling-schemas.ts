import { z } from 'zod';

// Starling's public API v2 (https://developer.starlingbank.com/docs), the answers this app
// reads. Amounts are integer minor units ({ currency, minorUnits }); anything else in the
// answers is kept as it came (loose objects) and ignored.

const text = z.string();
const optionalText = z.string().nullish();

const money = z.object({ currency: text, minorUnits: z.number().int() }).loose();

export const accountsSchema = z.object({
  accounts: z.array(
    z
      .object({
        accountUid: text,
        accountType: optionalText,
        defaultCategory: text,
        currency: text,
        createdAt: optionalText,
        name: optionalText,
      })
      .loose(),
  ),
});

export const identifiersSchema = z.object({ accountIdentifier: optionalText, bankIdentifier: optionalText, iban: optionalText, bic: optionalText }).loose();

export const balanceSchema = z
  .object({ clearedBalance: money, effectiveBalance: money, pendingTransactions: money.nullish(), amount: money.nullish() })
  .loose();

export const savingsGoalsSchema = z.object({
  savingsGoalList: z.array(z.object({ savingsGoalUid: text, name: text, totalSaved: money, target: money.nullish(), state: optionalText }).loose()),
});

/** UPCOMING, PENDING, REVERSED, SETTLED, DECLINED, REFUNDED, RETRYING, ACCOUNT_CHECK. */
const feedItemSchema = z
  .object({
    feedItemUid: text,
    categoryUid: optionalText,
    amount: money,
    direction: z.enum(['IN', 'OUT']),
    transactionTime: text,
    settlementTime: optionalText,
    source: optionalText,
    status: text,
    counterPartyType: optionalText,
    counterPartyName: optionalText,
    reference: optionalText,
    spendingCategory: optionalText,
  })
  .loose();

export const feedSchema = z.object({ feedItems: z.array(feedItemSchema) });

export const mandatesSchema = z.object({
  mandates: z.array(
    z
      .object({
        uid: text,
        reference: optionalText,
        status: optionalText,
        originatorName: optionalText,
        accountUid: optionalText,
        categoryUid: optionalText,
        lastDate: optionalText,
        lastPayment: z.object({ lastDate: optionalText, lastAmount: money.nullish() }).loose().nullish(),
        cancelled: optionalText,
      })
      .loose(),
  ),
});

export const standingOrdersSchema = z.object({
  standingOrders: z.array(
    z
      .object({
        paymentOrderUid: text,
        amount: money,
        reference: optionalText,
        payeeUid: optionalText,
        payeeAccountUid: optionalText,
        standingOrderRecurrence: z.object({ startDate: optionalText, frequency: optionalText, interval: z.number().nullish() }).loose().nullish(),
        nextDate: optionalText,
        cancelledAt: optionalText,
      })
      .loose(),
  ),
});

export const payeesSchema = z.object({
  payees: z.array(z.object({ payeeUid: text, payeeName: optionalText }).loose()),
});

export type StAccount = z.infer<typeof accountsSchema>['accounts'][number];
export type StBalance = z.infer<typeof balanceSchema>;
export type StSavingsGoal = z.infer<typeof savingsGoalsSchema>['savingsGoalList'][number];
export type StFeedItem = z.infer<typeof feedItemSchema>;
export type StMandate = z.infer<typeof mandatesSchema>['mandates'][number];
export type StStandingOrder = z.infer<typeof standingOrdersSchema>['standingOrders'][number];
export type StMoney = z.infer<typeof money>;
