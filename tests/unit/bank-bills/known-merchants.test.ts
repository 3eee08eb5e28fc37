import { describe, expect, it } from 'vitest';
import { detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { KNOWN_MERCHANTS, knownMerchant } from '../../../src/shared/bank-bills/known-merchants';
import { isEverydayBill } from '../../../src/shared/bank-bills/not-bills';
import { payeeKey } from '../../../src/shared/bank-bills/payee-key';
import { payments, tx } from './support/transactions';

// Issue 25, items 1 and 2: a merchant the app knows is a bill from fewer payments.

const card = { bankTransactionCode: 'PMNT-CCRD-POSD', proprietaryBankTransactionCode: 'CARD PAYMENT' };

describe('knownMerchant', () => {
  it.each([
    ['NETFLIX.COM*12345', 'Netflix'],
    ['PAYPAL *SPOTIFY', 'Spotify'],
    ['GOOGLE *GOOGLE ONE', 'Google One'],
    ['SKY DIGITAL', 'Sky'],
    ['SKY UK LTD', 'Sky'],
    ['AMAZON PRIME*RT5KL0', 'Amazon Prime'],
    ['AMZNPRIME UK', 'Amazon Prime'],
    ['HUTCHISON 3G UK LTD', 'Three'],
    ['THREE', 'Three'],
    ['LV=', 'LV='],
    ['THE AA', 'AA'],
    ['TV LICENCE MBP', 'TV Licence'],
  ])('%j is %s', (text, name) => {
    expect(knownMerchant(payeeKey(text))?.name).toBe(name);
  });

  it.each(['THREE HORSESHOES', 'SKYSCANNER', 'AMAZON.CO.UK*AB12C34D5', 'AA DRIVING SCHOOL', 'TESCO STORES 3217', 'GOOGLE'])(
    '%j is not a known biller',
    (text) => {
      expect(knownMerchant(payeeKey(text))).toBeNull();
    },
  );

  it('gives each kind and cadence from the one list of cadences', () => {
    const kinds = new Set(KNOWN_MERCHANTS.map((m) => m.kind));
    expect([...kinds].sort()).toEqual(['home', 'insurance', 'other', 'subscriptions']);
    expect(knownMerchant('NETFLIX.COM')).toMatchObject({ kind: 'subscriptions', cadence: 'monthly', cancel: 'netflix.com > Account > Cancel membership' });
  });
});

describe('known merchants from fewer payments', () => {
  it('a yearly Amazon Prime by card from one payment', () => {
    const [bill] = detectBills([tx({ date: '2026-01-14', amountPence: -9_500, counterparty: 'AMAZON PRIME*RT5KL0', ...card })], '2026-11-27');
    expect(bill).toMatchObject({ vendor: 'AMAZON PRIME', type: 'inferred', frequency: 'yearly', amountPence: 9_500, occurrences: 1, nextDate: '2027-01-14' });
  });

  it('a monthly Amazon Prime by card from two payments, but not from one', () => {
    const first = tx({ date: '2026-10-15', amountPence: -899, counterparty: 'AMZNPRIME UK', ...card });
    const second = tx({ date: '2026-11-15', amountPence: -899, counterparty: 'AMZNPRIME UK', ...card });
    expect(detectBills([first], '2026-10-20')).toEqual([]); // £8.99 is under the yearly plan's £40
    expect(detectBills([first, second], '2026-11-27')).toMatchObject([{ frequency: 'monthly', occurrences: 2, nextDate: '2026-12-15' }]);
  });

  it('yearly breakdown cover from one payment, and yearly insurance from two with the renewal price', () => {
    const aa = tx({ date: '2026-07-08', amountPence: -15_900, counterparty: 'THE AA', ...card });
    const insurance = payments(['2025-03-19', '2026-03-19'], { amountPence: -42_000, counterparty: 'DIRECT LINE INSURANCE', ...card });
    insurance[1]!.amountPence = -48_300; // renewed 15% up: 42,000 x 1.15 = 48,300
    const bills = detectBills([aa, ...insurance], '2026-11-27');
    expect(bills.map((b) => [b.vendor, b.frequency, b.amountPence, b.previousAmountPence, b.amountChangedOn])).toEqual([
      ['DIRECT LINE INSURANCE', 'yearly', 48_300, 42_000, '2026-03-19'],
      ['THE AA', 'yearly', 15_900, null, null],
    ]);
  });

  it('not from one payment to a monthly merchant, or to a name that also sells one-off things', () => {
    const netflix = tx({ date: '2026-11-09', amountPence: -1_099, counterparty: 'NETFLIX.COM', ...card });
    const xbox = tx({ date: '2026-11-01', amountPence: -5_999, counterparty: 'MICROSOFT*XBOX', ...card });
    expect(detectBills([netflix, xbox], '2026-11-27')).toEqual([]);
  });

  it('not from two payments of very different amounts or at no cadence', () => {
    const spotify = payments(['2026-10-01', '2026-11-01'], { amountPence: -1_199, counterparty: 'SPOTIFY', ...card });
    spotify[1]!.amountPence = -3_600; // three times the first: no subscription pair
    const disney = payments(['2026-09-01', '2026-10-20'], { amountPence: -599, counterparty: 'DISNEY PLUS', ...card }); // 49 days apart
    expect(detectBills([...spotify, ...disney], '2026-11-27')).toEqual([]);
  });

  it('two payments 28 days apart to a monthly merchant are monthly (9 February to 9 March), not four-weekly', () => {
    const netflix = payments(['2026-02-09', '2026-03-09'], { amountPence: -1_099, counterparty: 'NETFLIX.COM', ...card });
    expect(detectBills(netflix, '2026-03-20')).toMatchObject([{ frequency: 'monthly', nextDate: '2026-04-09' }]);
  });

  it('a stranger needs three payments: two monthly card payments are not a bill', () => {
    expect(detectBills(payments(['2026-10-15', '2026-11-15'], { amountPence: -899, counterparty: 'KALOMIR STREAM', ...card }), '2026-11-27')).toEqual([]);
  });

  it('a weekly HelloFresh box is a bill though the spending dictionary files it under groceries', () => {
    const dates = ['2026-10-30', '2026-11-06', '2026-11-13', '2026-11-20'];
    expect(detectBills(payments(dates, { amountPence: -4_999, counterparty: 'HELLOFRESH', ...card }), '2026-11-24')).toMatchObject([{ frequency: 'weekly' }]);
  });
});

it('a stored HelloFresh bill is not swept out as groceries after a sync; a stored Tesco one is', () => {
  expect(isEverydayBill('HELLOFRESH')).toBe(false);
  expect(isEverydayBill('TESCO STORES')).toBe(true);
});

describe('a known merchant renamed', () => {
  const dd = { bankTransactionCode: 'PMNT-IDDT-ESDD', proprietaryBankTransactionCode: 'DIRECT DEBIT' };

  it('is one bill under its new name that says its former key', () => {
    const old = payments(['2026-06-02', '2026-07-02', '2026-08-03'], { amountPence: -3_300, counterparty: 'SKY DIGITAL', ...dd });
    const renamed = payments(['2026-09-02', '2026-10-02', '2026-11-02'], { amountPence: -3_300, counterparty: 'SKY UK LTD', ...dd });
    const bills = detectBills([...old, ...renamed], '2026-11-20');
    expect(bills).toMatchObject([{ key: 'acc-1:directDebit:SKY', formerKey: 'acc-1:directDebit:SKY DIGITAL', occurrences: 6, frequency: 'monthly' }]);
    expect(bills[0]!.transactionIds).toEqual([...old, ...renamed].map((t) => t.id));
  });

  it('stays two bills when both names are paid at the same time (Sky TV and Sky Mobile)', () => {
    const dates = ['2026-08-03', '2026-09-02', '2026-10-02', '2026-11-02'];
    const bills = detectBills(
      [
        ...payments(dates, { amountPence: -3_300, counterparty: 'SKY DIGITAL', ...dd }),
        ...payments(dates, { amountPence: -1_200, counterparty: 'SKY MOBILE', ...dd }),
      ],
      '2026-11-20',
    );
    expect(bills.map((b) => [b.vendor, b.formerKey])).toEqual([
      ['SKY DIGITAL', undefined],
      ['SKY MOBILE', undefined],
    ]);
  });
});
