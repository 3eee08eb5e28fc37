import { describe, expect, it } from 'vitest';
import { pairSamePayments, similarPayee, type PaymentSide } from '../../../src/server/modules/ledger/same-payment';

const p = (date: string, amount: number, description: string): PaymentSide => ({ date, amount, description, counterparty: null });

describe('similarPayee', () => {
  it('a shared word that is not noise, or one name inside the other', () => {
    expect(similarPayee('DD THAMES WATER', 'Thames Water Utilities')).toBe(true);
    expect(similarPayee('COOPGROUP', 'CO-OP GROUP 070412')).toBe(true);
    // Only noise words in common.
    expect(similarPayee('CARD PAYMENT TO AMAZON', 'CARD PAYMENT TO TESCO')).toBe(false);
  });
});

describe('pairSamePayments', () => {
  it('pairs same amount and similar payee within 3 days, the nearest day first, each candidate once', () => {
    const rows = [p('2026-11-10', -500, 'TESCO STORES'), p('2026-11-12', -500, 'TESCO STORES'), p('2026-11-20', -500, 'TESCO')];
    const candidates = [
      p('2026-11-13', -500, 'Tesco'), // 3 days after row 0, 1 day after row 1
      p('2026-11-09', -500, 'Tesco'), // 1 day before row 0
      p('2026-11-16', -500, 'Tesco'), // 4 days before row 2: outside
      p('2026-11-20', -501, 'Tesco'), // another amount
    ];
    // Row 0 takes candidate 1 (1 day) over candidate 0 (3 days); row 1 takes candidate 0; row 2 none.
    expect(pairSamePayments(rows, candidates)).toEqual([
      [0, 1],
      [1, 0],
    ]);
  });

  it('exactly 3 days apart is the same payment; another payee is not', () => {
    expect(pairSamePayments([p('2026-11-01', -985, 'CO-OP GROUP')], [p('2026-11-04', -985, 'Co-op Group')])).toEqual([[0, 0]]);
    expect(pairSamePayments([p('2026-11-01', -985, 'AMAZON')], [p('2026-11-01', -985, 'CO-OP GROUP')])).toEqual([]);
  });
});
