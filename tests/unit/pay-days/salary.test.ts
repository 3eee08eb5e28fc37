import { describe, expect, it } from 'vitest';
import { ordinal } from '../../../src/shared/format';
import { recogniseSalary, salaryConfirmation, salaryDatesFrom, type Credit } from '../../../src/shared/pay-days/salary';

// Histories written out by hand, with the weekday of each moved pay day noted.
const credit = (date: string, amountPence: number, payee: string): Credit => ({ date, amountPence, payee });

/** ACME LTD pays on the 25th, on the Friday before when that is a weekend or bank holiday, and early for Christmas. */
const acme: Credit[] = [
  credit('2025-12-19', 241233, 'ACME LTD 1225'), // Christmas: paid Friday 19th, not Wednesday 24th
  credit('2026-01-23', 239810, 'ACME LTD 0126'), // 25th a Sunday
  credit('2026-02-25', 240000, 'ACME LTD 0226'),
  credit('2026-03-25', 245120, 'ACME LTD 0326'),
  credit('2026-04-24', 240000, 'ACME LTD 0426'), // 25th a Saturday
  credit('2026-05-22', 238990, 'ACME LTD 0526'), // 25th the spring bank holiday
  credit('2026-06-25', 240000, 'ACME LTD 0626'),
  credit('2026-07-24', 242500, 'ACME LTD 0726'), // 25th a Saturday
  credit('2026-08-25', 240000, 'ACME LTD 0826'),
  credit('2026-09-25', 241000, 'ACME LTD 0926'),
  credit('2026-10-23', 240000, 'ACME LTD 1026'), // 25th a Sunday
];
const acmeSalary = { payee: 'ACME LTD', typicalDay: 25, typicalAmountPence: 240000 };

/** A second job: paid on the last working day (31 August 2026 is a bank holiday, so the 28th). */
const cornerCafe: Credit[] = [
  credit('2026-01-30', 65000, 'Corner Cafe'),
  credit('2026-02-27', 61250, 'Corner Cafe'),
  credit('2026-03-31', 66000, 'Corner Cafe'),
  credit('2026-04-30', 65000, 'Corner Cafe'),
  credit('2026-05-29', 64000, 'Corner Cafe'),
  credit('2026-06-30', 65000, 'Corner Cafe'),
  credit('2026-07-31', 65500, 'Corner Cafe'),
  credit('2026-08-28', 65000, 'Corner Cafe'),
  credit('2026-09-30', 63000, 'Corner Cafe'),
  credit('2026-10-30', 65000, 'Corner Cafe'),
];

/** Child Benefit every four weeks, on Mondays. */
const childBenefit: Credit[] = [
  '2026-01-12',
  '2026-02-09',
  '2026-03-09',
  '2026-04-06',
  '2026-05-04',
  '2026-06-01',
  '2026-06-29',
  '2026-07-27',
  '2026-08-24',
  '2026-09-21',
  '2026-10-19',
  '2026-11-16',
].map((date) => credit(date, 10240, 'HMRC CHILD BENEFIT'));

/** Everyday money in that is not pay. */
const noise: Credit[] = [
  credit('2026-02-14', 2500, 'J SMITH'),
  credit('2026-04-02', 4599, 'AMAZON REFUND'),
  credit('2026-06-10', 120000, 'HMRC TAX REFUND'),
  credit('2026-08-03', 1500, 'MONZO TRANSFER'),
  credit('2026-11-02', 3000, 'J SMITH'),
];

describe('recogniseSalary', () => {
  it('finds a salary moved early before weekends, a bank holiday and Christmas, amounts varying a little', () => {
    expect(recogniseSalary([...acme, ...noise])).toEqual(acmeSalary);
  });

  it('keeps the usual amount in a bonus month, paid separately or in one credit', () => {
    const separate = [...acme, credit('2026-03-25', 300000, 'ACME LTD BONUS')];
    expect(recogniseSalary(separate)).toEqual(acmeSalary);
    const together = acme.map((c) => (c.date === '2026-03-25' ? { ...c, amountPence: 545120 } : c));
    expect(recogniseSalary(together)).toEqual(acmeSalary);
  });

  it('picks the larger of two employers, and knows a last-working-day payer', () => {
    expect(recogniseSalary([...cornerCafe, ...acme])).toEqual(acmeSalary);
    expect(recogniseSalary(cornerCafe)).toEqual({ payee: 'Corner Cafe', typicalDay: 'last-working-day', typicalAmountPence: 65000 });
  });

  it('follows a new job, not the one left months ago', () => {
    const oldJob = [
      credit('2026-01-28', 260000, 'OLD CO PAYROLL'),
      credit('2026-02-27', 260000, 'OLD CO PAYROLL'), // 28th a Saturday
      credit('2026-03-27', 260000, 'OLD CO PAYROLL'), // 28th a Saturday
      credit('2026-04-28', 260000, 'OLD CO PAYROLL'),
      credit('2026-05-28', 260000, 'OLD CO PAYROLL'),
      credit('2026-06-26', 260000, 'OLD CO PAYROLL'), // 28th a Sunday
    ];
    const newJob = [
      credit('2026-07-15', 230000, 'NEW CO'),
      credit('2026-08-14', 230000, 'NEW CO'), // 15th a Saturday
      credit('2026-09-15', 230000, 'NEW CO'),
      credit('2026-10-15', 230000, 'NEW CO'),
    ];
    expect(recogniseSalary([...oldJob, ...newJob])).toEqual({ payee: 'NEW CO', typicalDay: 15, typicalAmountPence: 230000 });
  });

  it('is not fooled by a four-weekly benefit next to the salary; on its own it is money paid every 4 weeks (issue 26)', () => {
    expect(recogniseSalary([...acme, ...childBenefit])).toEqual(acmeSalary);
    // Alone it is the regular money the person lives on, paid every 28 days; the newest
    // payday, Monday 16 November 2026, is what the weeks are counted from.
    expect(recogniseSalary(childBenefit)).toMatchObject({ payee: 'HMRC CHILD BENEFIT', every: { frequency: 'four-weekly', anchor: '2026-11-16' } });
  });

  it('finds pay on the 1st that moves back into the previous month', () => {
    const firstOfMonth = [
      credit('2025-12-31', 180000, 'COUNCIL SALARIES'), // 1 January a bank holiday
      credit('2026-01-30', 180000, 'COUNCIL SALARIES'), // 1 February a Sunday
      credit('2026-02-27', 180000, 'COUNCIL SALARIES'), // 1 March a Sunday
      credit('2026-04-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-05-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-06-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-07-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-07-31', 180000, 'COUNCIL SALARIES'), // 1 August a Saturday
      credit('2026-09-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-10-01', 180000, 'COUNCIL SALARIES'),
      credit('2026-10-30', 180000, 'COUNCIL SALARIES'), // 1 November a Sunday
    ];
    expect(recogniseSalary(firstOfMonth)).toEqual({ payee: 'COUNCIL SALARIES', typicalDay: 1, typicalAmountPence: 180000 });
  });

  it('gives null for irregular freelance income', () => {
    const freelance = [
      credit('2026-01-09', 85000, 'BRIGHT DESIGN LTD'),
      credit('2026-02-20', 120000, 'BRIGHT DESIGN LTD'),
      credit('2026-03-03', 40000, 'NORTHWIND'),
      credit('2026-04-17', 95000, 'BRIGHT DESIGN LTD'),
      credit('2026-04-30', 30000, 'NORTHWIND'),
      credit('2026-06-12', 150000, 'CONTOSO'),
      credit('2026-07-08', 88000, 'BRIGHT DESIGN LTD'),
      credit('2026-09-22', 110000, 'BRIGHT DESIGN LTD'),
      credit('2026-10-05', 60000, 'NORTHWIND'),
    ];
    expect(recogniseSalary([...freelance, ...noise])).toBeNull();
  });

  it('does not let small expense refunds from the employer hide the salary', () => {
    const expenses = [credit('2026-03-11', 4550, 'ACME LTD'), credit('2026-06-09', 12000, 'ACME LTD'), credit('2026-09-15', 3899, 'ACME LTD')];
    expect(recogniseSalary([...acme, ...expenses])).toEqual(acmeSalary);
  });

  it('finds weekly agency pay, every Friday (issue 26)', () => {
    const weekly: Credit[] = [];
    for (let day = Date.UTC(2026, 5, 5); day <= Date.UTC(2026, 9, 30); day += 7 * 86_400_000) {
      weekly.push(credit(new Date(day).toISOString().slice(0, 10), 52000, 'STAFFLINE AGENCY'));
    }
    expect(weekly).toHaveLength(22);
    // Friday 5 June to Friday 30 October 2026, every 7 days: the newest payday is 30 October.
    expect(recogniseSalary(weekly)).toMatchObject({
      payee: 'STAFFLINE AGENCY',
      typicalAmountPence: 52000,
      every: { frequency: 'weekly', anchor: '2026-10-30' },
    });
  });

  it("gives null for a flatmate's transfers around the middle of the month", () => {
    const flatmate = ['2026-06-18', '2026-07-14', '2026-08-20', '2026-09-16', '2026-10-21'].map((date) => credit(date, 45000, 'J SMITH'));
    expect(recogniseSalary(flatmate)).toBeNull();
  });

  it('gives null for a payer every other month', () => {
    const bimonthly = ['2026-01-23', '2026-03-25', '2026-05-22', '2026-07-24', '2026-09-25'].map((date) => credit(date, 150000, 'ROYALTIES LTD'));
    expect(recogniseSalary(bimonthly)).toBeNull();
  });

  it('needs three months of pay', () => {
    expect(recogniseSalary(acme.slice(-2))).toBeNull();
    expect(recogniseSalary(acme.slice(-3))).toEqual(acmeSalary);
    expect(recogniseSalary([])).toBeNull();
  });
});

describe('salaryDatesFrom', () => {
  it('gives the days pay-sized credits from the payer landed, not its small ones or other payers', () => {
    const history = [
      ...acme.slice(-3),
      credit('2026-10-05', 4550, 'ACME LTD EXPENSES'),
      ...cornerCafe.slice(-2),
      credit('2026-11-10', 300000, 'Acme Ltd 9999'),
    ];
    expect(salaryDatesFrom(history, acmeSalary)).toEqual(['2026-08-25', '2026-09-25', '2026-10-23', '2026-11-10']);
  });
});

describe('salaryConfirmation', () => {
  it('asks in plain words', () => {
    expect(salaryConfirmation(acmeSalary)).toBe('Your pay from ACME LTD lands around the 25th');
    expect(salaryConfirmation({ payee: 'Corner Cafe', typicalDay: 'last-working-day', typicalAmountPence: 65000 })).toBe(
      'Your pay from Corner Cafe lands around the last working day of the month',
    );
  });

  it.each([
    [1, '1st'],
    [2, '2nd'],
    [3, '3rd'],
    [4, '4th'],
    [11, '11th'],
    [12, '12th'],
    [13, '13th'],
    [21, '21st'],
    [22, '22nd'],
    [23, '23rd'],
    [28, '28th'],
    [31, '31st'],
  ])('%i is the %s', (day, text) => {
    expect(ordinal(day)).toBe(text);
  });
});

describe('pay every few weeks (issue 26)', () => {
  // ACME LTD pays every 28 days from Friday 9 January 2026; Good Friday 3 April is paid on
  // Thursday 2 April. Thirteen paydays to Friday 11 December 2026.
  const fourWeekly = [
    '2026-01-09',
    '2026-02-06',
    '2026-03-06',
    '2026-04-02',
    '2026-05-01',
    '2026-05-29',
    '2026-06-26',
    '2026-07-24',
    '2026-08-21',
    '2026-09-18',
    '2026-10-16',
    '2026-11-13',
    '2026-12-11',
  ].map((date) => credit(date, 185000, 'ACME LTD'));

  it('recognises four-weekly pay, counted from the newest payday', () => {
    expect(recogniseSalary(fourWeekly)).toMatchObject({
      payee: 'ACME LTD',
      typicalAmountPence: 185000,
      every: { frequency: 'four-weekly', anchor: '2026-12-11' },
    });
  });

  it('recognises fortnightly pay, and does not take it for weekly or four-weekly', () => {
    // Every other Friday from 3 July to 4 December 2026 (12 paydays: 3 July + 11 x 14 days).
    const fortnightly = Array.from({ length: 12 }, (_, i) => credit(new Date(Date.UTC(2026, 6, 3 + 14 * i)).toISOString().slice(0, 10), 90000, 'NHS TRUST'));
    expect(fortnightly.at(-1)!.date).toBe('2026-12-04');
    expect(recogniseSalary(fortnightly)).toMatchObject({ payee: 'NHS TRUST', every: { frequency: 'fortnightly', anchor: '2026-12-04' } });
  });

  it('asks "lands every 4 weeks, next on Friday 5 December"', () => {
    expect(salaryConfirmation({ payee: 'ACME LTD', typicalDay: 1, every: { frequency: 'four-weekly', anchor: '2025-11-07' } }, '2025-12-05')).toBe(
      'Your pay from ACME LTD lands every 4 weeks, next on Friday 5 December',
    );
    expect(salaryConfirmation({ payee: 'STAFFLINE', typicalDay: 1, every: { frequency: 'weekly', anchor: '2026-11-27' } }, '2026-12-04')).toBe(
      'Your pay from STAFFLINE lands every week, next on Friday 4 December',
    );
    // Monthly keeps today's copy.
    expect(salaryConfirmation({ payee: 'ACME LTD', typicalDay: 25 })).toBe('Your pay from ACME LTD lands around the 25th');
  });
});
