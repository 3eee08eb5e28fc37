import { describe, expect, it } from 'vitest';
import { detectBills } from '../../../src/shared/bank-bills/detect-bills';
import { payments } from './support/transactions';

// Issue 25, item 1: every cadence, with the dates written out by hand (booked as banks book
// them: a direct debit due at a weekend is taken on the Monday, a card payment a day late).

const dd = { bankTransactionCode: 'PMNT-IDDT-ESDD', proprietaryBankTransactionCode: 'DIRECT DEBIT' };
const so = { bankTransactionCode: 'PMNT-ICDT-STDO', proprietaryBankTransactionCode: 'STANDING ORDER' };
const card = { bankTransactionCode: 'PMNT-CCRD-POSD', proprietaryBankTransactionCode: 'CARD PAYMENT' };

describe('every cadence', () => {
  it('weekly: a swimming class by card every Friday, some booked on the Saturday', () => {
    const dates = ['2026-10-02', '2026-10-10', '2026-10-16', '2026-10-23', '2026-10-31', '2026-11-06', '2026-11-13', '2026-11-20'];
    const [bill] = detectBills(payments(dates, { amountPence: -850, counterparty: 'SPLASHERS SWIM', ...card }), '2026-11-24');
    // Next: 7 days on from the latest, 20 Nov -> 27 Nov.
    expect(bill).toMatchObject({ frequency: 'weekly', type: 'inferred', paymentMethod: 'card', occurrences: 8, amountPence: 850, nextDate: '2026-11-27' });
  });

  it('fortnightly: a childminder by standing order', () => {
    const dates = ['2026-10-01', '2026-10-15', '2026-10-29', '2026-11-12'];
    const [bill] = detectBills(payments(dates, { amountPence: -18_000, counterparty: 'K BROWN', description: 'CHILDCARE', ...so }), '2026-11-20');
    expect(bill).toMatchObject({ frequency: 'fortnightly', type: 'standingOrder', nextDate: '2026-11-26' });
  });

  it('four-weekly: a cleaner by standing order every fourth Tuesday is not monthly', () => {
    // 4 Aug, 1 Sep, 29 Sep, 27 Oct, 24 Nov 2026: 28 days apart, each a Tuesday; next 24 Nov + 28 = 22 Dec.
    const dates = ['2026-08-04', '2026-09-01', '2026-09-29', '2026-10-27', '2026-11-24'];
    const [bill] = detectBills(payments(dates, { amountPence: -6_000, counterparty: 'MRS P JONES', description: 'CLEANING', ...so }), '2026-11-25');
    expect(bill).toMatchObject({ frequency: 'four-weekly', occurrences: 5, nextDate: '2026-12-22' });
  });

  it('four-weekly: a gardener by card, a day late now and then', () => {
    // 10 Jul, 7 Aug, 5 Sep (due 4th), 2 Oct, 31 Oct (due 30th), 27 Nov: gaps 28, 29, 27, 29, 27.
    const dates = ['2026-07-10', '2026-08-07', '2026-09-05', '2026-10-02', '2026-10-31', '2026-11-27'];
    const [bill] = detectBills(payments(dates, { amountPence: -3_500, counterparty: 'GREEN THUMB GARDENS', ...card }), '2026-11-28');
    expect(bill).toMatchObject({ frequency: 'four-weekly', occurrences: 6, nextDate: '2026-12-25' });
  });

  it('ten of twelve months: council tax April to January, nothing in February and March', () => {
    const dates = [
      ...['2025-04-01', '2025-05-01', '2025-06-02', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-03', '2025-12-01', '2026-01-01'],
      ...['2026-04-01', '2026-05-01'],
    ];
    const [bill] = detectBills(payments(dates, { amountPence: -18_700, counterparty: 'LEEDS CITY COUNCIL', ...dd }), '2026-05-20');
    expect(bill).toMatchObject({ name: 'Council Tax', frequency: 'ten-monthly', occurrences: 12, nextDate: '2026-06-01' });
  });

  it('ten of twelve months: still a bill in March, after January’s last instalment', () => {
    const year = (y: number) => ['04', '05', '06', '07', '08', '09', '10', '11', '12'].map((m) => `${y}-${m}-01`).concat(`${y + 1}-01-01`);
    const dates = [...year(2025), ...year(2026)]; // 1 Apr 2025 ... 1 Jan 2026, 1 Apr 2026 ... 1 Jan 2027
    // 1 Jan to 15 Mar 2027 is 73 days: past a monthly bill's 45, within the two free months.
    const [bill] = detectBills(payments(dates, { amountPence: -18_700, counterparty: 'LEEDS CITY COUNCIL', ...dd }), '2027-03-15');
    expect(bill).toMatchObject({ frequency: 'ten-monthly', nextDate: '2027-04-01' });
  });

  it('ten of twelve months: after January’s instalment the next is April’s, not February’s', () => {
    const dates = ['2025-04-01', '2025-05-01', '2025-06-02', '2025-07-01', '2025-08-01', '2025-09-01', '2025-10-01', '2025-11-03', '2025-12-01', '2026-01-01'];
    // Apr 2025 to Jan 2026 only, no break seen yet: council tax by name, no February or March, so ten instalments.
    const [bill] = detectBills(payments(dates, { amountPence: -18_700, counterparty: 'LEEDS CITY COUNCIL', ...dd }), '2026-01-20');
    expect(bill).toMatchObject({ frequency: 'ten-monthly', nextDate: '2026-04-01' });
    // 1 Jan to 10 Mar is 68 days: still live.
    expect(detectBills(payments(dates, { amountPence: -18_700, counterparty: 'LEEDS CITY COUNCIL', ...dd }), '2026-03-10')).toMatchObject([
      { frequency: 'ten-monthly', nextDate: '2026-04-01' },
    ]);
  });

  it('twelve instalments of council tax stay monthly', () => {
    const dates = ['2025-11-03', '2025-12-01', '2026-01-01', '2026-02-02', '2026-03-02', '2026-04-01'];
    expect(detectBills(payments(dates, { amountPence: -15_000, counterparty: 'LEEDS CITY COUNCIL', ...dd }), '2026-04-10')).toMatchObject([
      // Due day: the lower median of the latest three days (2 Feb, 2 Mar, 1 Apr: 1, 2, 2 -> 2).
      { frequency: 'monthly', nextDate: '2026-05-02' },
    ]);
  });

  it('quarterly: boiler cover by direct debit is not monthly, and is still live two months after a payment', () => {
    const dates = ['2026-02-20', '2026-05-20', '2026-08-20', '2026-11-20'];
    const [bill] = detectBills(payments(dates, { amountPence: -4_500, counterparty: 'HOMESERVE', ...dd }), '2026-11-27');
    expect(bill).toMatchObject({ frequency: 'quarterly', nextDate: '2027-02-20' });
    // 20 Aug to 27 Oct is 68 days: past a monthly bill's 45 days, within a quarter and a half (137).
    expect(detectBills(payments(dates.slice(0, 3), { amountPence: -4_500, counterparty: 'HOMESERVE', ...dd }), '2026-10-27')).toMatchObject([
      { frequency: 'quarterly', nextDate: '2026-11-20' },
    ]);
  });

  it('quarterly: appliance cover by card', () => {
    const dates = ['2026-02-06', '2026-05-07', '2026-08-06', '2026-11-06'];
    const [bill] = detectBills(payments(dates, { amountPence: -3_897, counterparty: 'KALOMIR COVER', ...card }), '2026-11-27');
    expect(bill).toMatchObject({ frequency: 'quarterly', type: 'inferred', occurrences: 4, nextDate: '2027-02-06' });
  });

  it('six-monthly: an alarm contract by direct debit is not yearly', () => {
    const dates = ['2025-05-19', '2025-11-17', '2026-05-18', '2026-11-17'];
    const [bill] = detectBills(payments(dates, { amountPence: -11_900, counterparty: 'ADT FIRE AND SECURITY', ...dd }), '2026-11-27');
    expect(bill).toMatchObject({ frequency: 'six-monthly', occurrences: 4, nextDate: '2027-05-17' });
  });

  it('yearly: a subscription by card over three years', () => {
    const dates = ['2024-03-02', '2025-03-03', '2026-03-02'];
    const [bill] = detectBills(payments(dates, { amountPence: -4_999, counterparty: 'KALOMIR VPN', ...card }), '2026-11-27');
    expect(bill).toMatchObject({ frequency: 'yearly', nextDate: '2027-03-02' });
  });
});
