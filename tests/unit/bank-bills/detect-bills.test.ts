import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { type BillInputTransaction, detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { randomInt, seededRandom } from './support/random';
import { datesEvery, payments, tx } from './support/transactions';

const netflix = (date: string, ref: number) =>
  tx({ date, amountPence: -1099, counterparty: `NETFLIX.COM*${ref}`, proprietaryBankTransactionCode: 'CARD PAYMENT' });

/** Irregular spending: gaps and amounts drawn from the ranges, from a fixed seed. */
function irregular(seed: number, name: string, gaps: [number, number], pence: [number, number], count: number): BillInputTransaction[] {
  const random = seededRandom(seed);
  let day = parseISO('2024-06-01');
  return Array.from({ length: count }, () => {
    day = addDays(day, randomInt(random, ...gaps));
    return tx({ date: format(day, 'yyyy-MM-dd'), amountPence: -randomInt(random, ...pence), counterparty: `${name}*${randomInt(random, 1000, 9999)}` });
  });
}

describe('direct debits and standing orders', () => {
  it('finds a direct debit from its bank code after one payment', () => {
    const payment = tx({
      date: '2025-03-03',
      amountPence: -8_500,
      counterparty: 'OCTOPUS ENERGY LTD',
      description: 'A-1B2C3D4 12345678',
      bankTransactionCode: 'PMNT-IDDT-ESDD',
    });
    expect(detectBills([payment], '2025-03-10')).toEqual([
      {
        key: 'acc-1:directDebit:OCTOPUS ENERGY',
        accountId: 'acc-1',
        name: 'Octopus Energy',
        vendor: 'OCTOPUS ENERGY',
        type: 'directDebit',
        paymentMethod: null,
        frequency: 'monthly',
        amountPence: 8_500,
        previousAmountPence: null,
        amountChangedOn: null,
        referenceDate: '2025-03-03',
        nextDate: '2025-04-03',
        occurrences: 1,
        transactionIds: [payment.id],
      },
    ]);
  });

  it.each(['STANDING ORDER', 'SO'])('finds a standing order from the proprietary code %j, with the frequency from its gaps', (code) => {
    const rent = payments(['2025-01-01', '2025-01-15'], {
      amountPence: -45_000,
      counterparty: 'J SMITH',
      description: 'RENT',
      proprietaryBankTransactionCode: code,
    });
    const [bill] = detectBills(rent, '2025-01-20');
    expect(bill).toMatchObject({
      type: 'standingOrder',
      frequency: 'fortnightly',
      amountPence: 45_000,
      occurrences: 2,
      nextDate: '2025-01-29',
      name: 'J Smith',
    });
  });

  it.each([
    ['DD SKY DIGITAL 88812345', 'directDebit'],
    ['SKY DIGITAL D/D', 'directDebit'],
    ['DIRECT DEBIT SKY DIGITAL', 'directDebit'],
    ['S/O SKY DIGITAL', 'standingOrder'],
    ['STO SKY DIGITAL', 'standingOrder'],
  ])('recognises %j from the description alone', (description, type) => {
    const bills = detectBills([tx({ date: '2025-05-20', amountPence: -3_000, description })], '2025-05-25');
    expect(bills.map((b) => [b.type, b.vendor])).toEqual([[type, 'SKY DIGITAL']]);
  });

  it('calls a council tax direct debit Council Tax', () => {
    const [bill] = detectBills(
      [
        tx({
          date: '2025-04-01',
          amountPence: -17_300,
          counterparty: 'LB HACKNEY',
          description: 'COUNCIL TAX 5002341',
          proprietaryBankTransactionCode: 'DIRECT DEBIT',
        }),
      ],
      '2025-04-02',
    );
    expect(bill?.name).toBe('Council Tax');
  });
});

describe('inferred bills', () => {
  it('finds a card subscription the app does not know after three monthly payments but not after two', () => {
    const stream = (date: string, ref: number) =>
      tx({ date, amountPence: -1_099, counterparty: `KALOMIR STREAM*${ref}`, proprietaryBankTransactionCode: 'CARD PAYMENT' });
    const all = [stream('2025-01-14', 11), stream('2025-02-15', 22), stream('2025-03-14', 33)];
    expect(detectBills(all.slice(0, 2), '2025-02-20')).toEqual([]);
    expect(detectBills(all, '2025-03-20')).toEqual([
      expect.objectContaining({
        key: 'acc-1:inferred:KALOMIR STREAM',
        name: 'Kalomir Stream',
        type: 'inferred',
        frequency: 'monthly',
        amountPence: 1_099,
        occurrences: 3,
        referenceDate: '2025-03-14',
        nextDate: '2025-04-14',
        transactionIds: all.map((t) => t.id),
      }),
    ]);
  });

  it('finds a weekly gym class booked a day late now and then', () => {
    const dates = ['2025-02-03', '2025-02-10', '2025-02-18', '2025-02-24', '2025-03-03', '2025-03-11'];
    const gym = payments(dates, { amountPence: -650, description: 'CARD PAYMENT TO PUREGYM CLASS ON 03/02', proprietaryBankTransactionCode: null });
    const [bill] = detectBills(gym, '2025-03-13');
    expect(bill).toMatchObject({ vendor: 'PUREGYM CLASS', frequency: 'weekly', occurrences: 6, amountPence: 650, nextDate: '2025-03-18' });
  });

  it('finds a yearly subscription with three years of history', () => {
    const subscription = payments(['2022-05-14', '2023-05-15', '2024-05-14'], { amountPence: -9_900, counterparty: 'AMAZON PRIME*RT5KL0' });
    const [bill] = detectBills(subscription, '2024-09-01');
    expect(bill).toMatchObject({ vendor: 'AMAZON PRIME', frequency: 'yearly', occurrences: 3, nextDate: '2025-05-14' });
  });

  it.each([
    [['2024-01-31', '2024-02-29', '2024-03-31', '2024-04-30'], '2024-05-02', '2024-05-31'],
    [['2023-01-31', '2023-02-28', '2023-03-31'], '2023-04-01', '2023-04-30'],
    [['2023-01-30', '2023-02-28', '2023-03-30', '2023-04-30'], '2023-05-01', '2023-05-30'],
    [['2024-01-29', '2024-02-29', '2024-03-29'], '2024-04-01', '2024-04-29'],
    [['2023-12-28', '2024-01-28', '2024-02-28', '2024-03-28'], '2024-04-01', '2024-04-28'],
  ])('treats month-end payments %j as monthly', (dates, today, nextDate) => {
    const bills = detectBills(payments(dates, { amountPence: -2_500, counterparty: 'PHONE CO' }), today);
    expect(bills).toMatchObject([{ frequency: 'monthly', occurrences: dates.length, nextDate }]);
  });

  it('still finds a bill with one month charged double, at its usual amount', () => {
    const dates = datesEvery('month', '2024-07-08', 8);
    const charges = payments(dates, { amountPence: -1_599, counterparty: 'SPOTIFY' });
    charges[4]!.amountPence = -3_198;
    const [bill] = detectBills(charges, '2025-02-20');
    expect(bill).toMatchObject({ frequency: 'monthly', amountPence: 1_599, occurrences: 7 });
    expect(bill?.transactionIds).not.toContain(charges[4]!.id);
  });

  it('follows a price rise to the new price', () => {
    const dates = datesEvery('month', '2024-05-20', 8);
    const charges = payments(dates, { amountPence: -1_099, counterparty: 'DISNEY PLUS' });
    for (const charge of charges.slice(4)) charge.amountPence = -1_399;
    const [bill] = detectBills(charges, '2024-12-25');
    expect(bill).toMatchObject({ amountPence: 1_399, occurrences: 8 });
  });

  it('drops a bill whose payments stopped four months ago, coded or not', () => {
    const dates = datesEvery('month', '2024-06-15', 8); // last 2025-01-15
    const card = payments(dates, { amountPence: -999, counterparty: 'OLD STREAMING' });
    const debit = payments(dates, { amountPence: -4_000, counterparty: 'OLD INSURER', proprietaryBankTransactionCode: 'DIRECT DEBIT' });
    expect(detectBills([...card, ...debit], '2025-05-20')).toEqual([]);
    expect(detectBills([...card, ...debit], '2025-02-20')).toHaveLength(2); // a month on, still live
  });

  it.each([
    ['monthly', 'month', 45, 46],
    ['weekly', 'week', 10, 11],
    ['fortnightly', 'fortnight', 21, 22],
    ['yearly', 'year', 547, 548],
  ] as const)('keeps a %s bill live for 1.5 periods after its latest payment (%s: %i days, not %i)', (frequency, step, live, stopped) => {
    const dates = datesEvery(step, '2020-03-02', 4);
    const bill = payments(dates, { amountPence: -2_000, counterparty: 'REGULAR CO' });
    const daysAfterLatest = (days: number) => format(addDays(parseISO(dates.at(-1)!), days), 'yyyy-MM-dd');
    expect(detectBills(bill, daysAfterLatest(live)).map((b) => b.frequency)).toEqual([frequency]);
    expect(detectBills(bill, daysAfterLatest(stopped))).toEqual([]);
  });

  it('follows a bill that has just moved to another day of the month', () => {
    const dates = [...datesEvery('month', '2024-09-05', 6), '2025-03-19'];
    const [bill] = detectBills(payments(dates, { amountPence: -3_500, counterparty: 'MOBILE CO' }), '2025-03-25');
    // Live on the strength of the moved payment; the due day still says the 5th until a second payment on the 19th.
    expect(bill).toMatchObject({ referenceDate: '2025-03-19', occurrences: 7, frequency: 'monthly', nextDate: '2025-04-05' });
  });

  it('steps the next date across the year end', () => {
    const dates = ['2024-12-07', '2024-12-14', '2024-12-21', '2024-12-28'];
    const [bill] = detectBills(payments(dates, { amountPence: -800, counterparty: 'SWIM CLUB' }), '2024-12-31');
    expect(bill).toMatchObject({ frequency: 'weekly', nextDate: '2025-01-04' });
  });
});

describe('not bills', () => {
  it.each([1, 2, 3, 4, 5, 6, 7, 8])('groceries, coffee and eating out at irregular gaps (seed %i)', (seed) => {
    const spending = [
      ...irregular(seed, 'TESCO STORES 3217', [1, 10], [800, 12_000], 60),
      ...irregular(seed + 100, 'PRET A MANGER', [1, 6], [250, 650], 90),
      ...irregular(seed + 200, 'DISHOOM', [3, 40], [2_000, 9_000], 15),
      ...irregular(seed + 300, 'TFL TRAVEL CH', [1, 4], [150, 900], 120),
    ];
    expect(detectBills(spending, '2025-01-31')).toEqual([]);
  });

  it('a haircut at the same price every four to seven weeks', () => {
    const dates = ['2024-09-02', '2024-10-21', '2024-11-19', '2024-12-30', '2025-02-17', '2025-03-20'];
    expect(detectBills(payments(dates, { amountPence: -2_800, counterparty: 'BARBER SHOP' }), '2025-03-25')).toEqual([]);
  });

  it('transfers to savings, however regular and however coded', () => {
    const dates = datesEvery('month', '2024-01-25', 12);
    const transfers = [
      ...payments(dates, { amountPence: -20_000, description: 'TRANSFER TO SAVINGS', bankTransactionCode: 'PMNT-ICDT-STDO' }),
      ...payments(dates, { amountPence: -5_000, counterparty: 'ISA', description: 'To savings pot', proprietaryBankTransactionCode: 'STANDING ORDER' }),
      ...payments(dates, { amountPence: -1_000, counterparty: 'OWN ACCOUNT', description: null }),
    ];
    expect(detectBills(transfers, '2024-12-31')).toEqual([]);
  });

  it('money in: salary and refunds', () => {
    const dates = datesEvery('month', '2024-01-28', 12);
    const income = [
      ...payments(dates, { amountPence: 250_000, counterparty: 'EMPLOYER LTD', proprietaryBankTransactionCode: 'STANDING ORDER' }),
      ...payments(dates, { amountPence: 1_099, counterparty: 'NETFLIX.COM' }),
    ];
    expect(detectBills(income, '2024-12-31')).toEqual([]);
  });
});

describe('keys, grouping and order', () => {
  it('keeps the same key for the same payee as more data arrives', () => {
    const early = [netflix('2025-01-14', 1), netflix('2025-02-14', 2), netflix('2025-03-14', 3)];
    const later = [
      ...early,
      ...datesEvery('month', '2025-04-15', 6).map((date, i) => netflix(date, 1000 + i)),
      tx({ date: '2025-06-02', amountPence: -4_500, counterparty: 'NETFLIX.COM GB' }),
    ];
    const [first] = detectBills(early, '2025-03-20');
    const [second] = detectBills(later, '2025-09-20');
    expect(first?.key).toBe('acc-1:inferred:NETFLIX.COM');
    expect(second?.key).toBe(first?.key);
    expect(second?.occurrences).toBe(9);
  });

  it('groups per account: the same payee on two accounts is two bills', () => {
    const dates = datesEvery('month', '2025-01-10', 3);
    const bills = detectBills(
      [
        ...payments(dates, { amountPence: -1_099, counterparty: 'NETFLIX.COM' }),
        ...payments(dates, { amountPence: -1_099, counterparty: 'NETFLIX.COM', accountId: 'acc-2' }),
      ],
      '2025-03-20',
    );
    expect(bills.map((b) => b.key)).toEqual(['acc-1:inferred:NETFLIX.COM', 'acc-2:inferred:NETFLIX.COM']);
  });

  it('sorts by amount, highest first, whatever the input order, and counts a repeated transaction once', () => {
    const input = [
      ...payments(datesEvery('month', '2025-01-10', 3), { amountPence: -1_099, counterparty: 'NETFLIX.COM' }),
      tx({ date: '2025-03-01', amountPence: -120_000, counterparty: 'LANDLORD', proprietaryBankTransactionCode: 'STANDING ORDER' }),
      tx({ date: '2025-03-05', amountPence: -4_200, counterparty: 'EE', bankTransactionCode: 'PMNT-IDDT-ESDD' }),
    ];
    const forwards = detectBills(input, '2025-03-20');
    expect(forwards.map((b) => b.amountPence)).toEqual([120_000, 4_200, 1_099]);
    expect(detectBills([...input].reverse(), '2025-03-20')).toEqual(forwards);
    expect(detectBills([...input, ...input], '2025-03-20')).toEqual(forwards);
  });

  it('skips transactions with impossible dates and rejects an impossible today', () => {
    const bad = tx({ date: '2025-02-30', amountPence: -500, counterparty: 'EE', proprietaryBankTransactionCode: 'DD' });
    expect(detectBills([bad], '2025-03-01')).toEqual([]);
    expect(() => detectBills([], '31/03/2025')).toThrow(RangeError);
  });
});
