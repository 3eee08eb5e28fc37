import type { FakeHolder } from './fake-starling-state';

// One Starling customer: a current account with a Holiday space, a month of feed in Starling's
// shapes, a direct debit mandate and two standing orders (one to a named payee, one whose
// payee has no name, so its reference names it). Times are days before `now`, at noon UTC.

export const ids = {
  account: '7d5fbc4a-0b2f-4a7e-9e51-111111111111',
  category: 'c0ffee00-0b2f-4a7e-9e51-222222222222',
  space: '5a5a5a5a-0b2f-4a7e-9e51-333333333333',
  payee: 'a1a1a1a1-0b2f-4a7e-9e51-444444444444',
  payeeNoName: 'b2b2b2b2-0b2f-4a7e-9e51-555555555555',
};

/** The token the e2e Starling instance's customer has (tests/e2e/support/e2e-server.ts). */
export const STARLING_E2E_TOKEN = 'e2e-starling-personal-token-3f9a1c';

const money = (minorUnits: number) => ({ currency: 'GBP', minorUnits });

export function starlingCustomer(now: Date): FakeHolder {
  const at = (daysAgo: number) => new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate() - daysAgo, 12)).toISOString();
  const item = (uid: string, daysAgo: number, direction: 'IN' | 'OUT', minorUnits: number, over: Partial<FakeHolder['feed'][number]> = {}) => ({
    feedItemUid: uid,
    categoryUid: ids.category,
    amount: money(minorUnits),
    sourceAmount: money(minorUnits),
    direction,
    updatedAt: at(daysAgo),
    transactionTime: at(daysAgo),
    settlementTime: at(daysAgo),
    source: 'MASTER_CARD',
    status: 'SETTLED',
    counterPartyType: 'MERCHANT',
    counterPartyName: 'Merchant',
    country: 'GB',
    spendingCategory: 'GENERAL',
    ...over,
  });
  return {
    accounts: [
      {
        accountUid: ids.account,
        accountType: 'PRIMARY',
        defaultCategory: ids.category,
        currency: 'GBP',
        createdAt: '2023-01-05T09:00:00.000Z',
        name: 'Personal',
        sortCode: '608371',
        accountNumber: '12345678',
        cleared: 152_340,
        effective: 149_890,
      },
    ],
    goals: [
      { accountUid: ids.account, savingsGoalUid: ids.space, name: 'Holiday', totalSaved: 40_000, state: 'ACTIVE' },
      // An archived space is not an account any more.
      { accountUid: ids.account, savingsGoalUid: '0a0a0a0a-0b2f-4a7e-9e51-666666666666', name: 'Old car', totalSaved: 0, state: 'ARCHIVED' },
    ],
    feed: [
      item('f-salary', 20, 'IN', 250_000, { source: 'FASTER_PAYMENTS_IN', counterPartyType: 'SENDER', counterPartyName: 'ACME LTD', reference: 'SALARY' }),
      item('f-tesco', 12, 'OUT', 4_567, { counterPartyName: 'Tesco' }),
      item('f-gas', 10, 'OUT', 6_250, { source: 'DIRECT_DEBIT', counterPartyType: 'PAYEE', counterPartyName: 'British Gas', reference: 'BG-778812' }),
      item('f-rent', 9, 'OUT', 85_000, { source: 'STANDING_ORDER', counterPartyType: 'PAYEE', counterPartyName: 'J Landlord', reference: 'FLAT 2 RENT' }),
      item('f-to-space', 8, 'OUT', 10_000, { source: 'INTERNAL_TRANSFER', counterPartyType: 'CATEGORY', counterPartyName: 'Holiday' }),
      item('f-declined', 3, 'OUT', 99_999, { status: 'DECLINED', counterPartyName: 'Big TV Shop' }),
      item('f-coffee', 1, 'OUT', 350, { status: 'PENDING', counterPartyName: 'Pret A Manger', settlementTime: undefined }),
      // The space's own feed: the same move, seen from the space.
      item('f-space-in', 8, 'IN', 10_000, { categoryUid: ids.space, source: 'INTERNAL_TRANSFER', counterPartyType: 'CATEGORY', counterPartyName: 'Personal' }),
    ],
    mandates: [
      {
        uid: 'm-british-gas',
        reference: 'BG-778812',
        status: 'LIVE',
        source: 'ELECTRONIC',
        created: '2024-03-01T10:00:00.000Z',
        originatorName: 'British Gas',
        originatorUid: 'o-1',
        accountUid: ids.account,
        categoryUid: ids.category,
        lastDate: at(10).slice(0, 10),
        lastPayment: { lastDate: at(10).slice(0, 10), lastAmount: money(6_250) },
      },
    ],
    standingOrders: [
      {
        accountUid: ids.account,
        categoryUid: ids.category,
        paymentOrderUid: 'so-rent',
        amount: money(85_000),
        reference: 'FLAT 2 RENT',
        payeeUid: ids.payee,
        payeeAccountUid: 'pa-1',
        standingOrderRecurrence: { startDate: '2024-01-01', frequency: 'MONTHLY', interval: 1 },
        nextDate: at(-21).slice(0, 10),
      },
      {
        accountUid: ids.account,
        categoryUid: ids.category,
        paymentOrderUid: 'so-gym',
        amount: money(2_999),
        reference: 'PUREGYM 88121',
        payeeUid: ids.payeeNoName,
        payeeAccountUid: 'pa-2',
        standingOrderRecurrence: { startDate: '2024-06-15', frequency: 'MONTHLY', interval: 1 },
        nextDate: at(-5).slice(0, 10),
      },
    ],
    payees: [
      { payeeUid: ids.payee, payeeName: 'J Landlord' },
      { payeeUid: ids.payeeNoName, payeeName: '' },
    ],
  };
}
