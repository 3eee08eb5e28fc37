import { describe, expect, it } from 'vitest';
import { mccCategory, paymentKind, paymentKindHint, providerCategory, trueLayerClassificationCategory } from '../../../src/shared/categories/provider-codes';

describe('mccCategory', () => {
  it('reads the common card scheme codes', () => {
    const cases: [string, string][] = [
      ['5411', 'groceries'],
      ['5812', 'eating-out'],
      ['5814', 'eating-out'],
      ['4111', 'transport'],
      ['4121', 'transport'],
      ['5541', 'transport'],
      ['7523', 'transport'],
      ['4511', 'holidays'],
      ['3005', 'holidays'],
      ['7011', 'holidays'],
      ['5912', 'health'],
      ['8021', 'health'],
      ['7230', 'personal-care'],
      ['5995', 'pets'],
      ['0742', 'pets'],
      ['4814', 'broadband-and-phone'],
      ['4899', 'subscriptions'],
      ['4900', 'energy'],
      ['6300', 'insurance'],
      ['6011', 'cash'],
      ['8398', 'gifts-and-charity'],
      ['8351', 'family-and-kids'],
      ['7832', 'entertainment'],
      ['5651', 'shopping'],
      ['5311', 'shopping'],
    ];
    expect(cases.map(([mcc]) => mccCategory(mcc))).toEqual(cases.map(([, category]) => category));
  });

  it('knows nothing of codes it has no range for, or of text that is not a code', () => {
    expect(mccCategory('6012')).toBeNull();
    expect(mccCategory('9999')).toBeNull();
    expect(mccCategory('54x1')).toBeNull();
    expect(mccCategory('')).toBeNull();
    expect(mccCategory(null)).toBeNull();
  });
});

describe('trueLayerClassificationCategory', () => {
  it('prefers the sub-level and falls back to the top level', () => {
    expect(trueLayerClassificationCategory(['Food & Dining', 'Groceries'])).toBe('groceries');
    expect(trueLayerClassificationCategory(['Food & Dining', 'Restaurants'])).toBe('eating-out');
    expect(trueLayerClassificationCategory(['Bills and Utilities', 'Mobile Phone'])).toBe('broadband-and-phone');
    expect(trueLayerClassificationCategory(['Home', 'Mortgage & Rent'])).toBe('rent-and-mortgage');
    expect(trueLayerClassificationCategory(['Auto & Transport', 'Something New'])).toBe('transport');
    expect(trueLayerClassificationCategory(['Uncategorized'])).toBeNull();
    expect(trueLayerClassificationCategory([])).toBeNull();
  });
});

describe('paymentKind', () => {
  it('reads the UK statement type codes', () => {
    const cases: [string, string][] = [
      ['D/D', 'directDebit'],
      ['DD', 'directDebit'],
      ['S/O', 'standingOrder'],
      ['SO', 'standingOrder'],
      ['BGC', 'bacsCredit'],
      ['BAC', 'bacsCredit'],
      ['FPI', 'fasterPayment'],
      ['FPO', 'fasterPayment'],
      ['DEB', 'card'],
      ['POS', 'card'],
      ['CPT', 'cashWithdrawal'],
      ['INT', 'interest'],
      ['CHG', 'charge'],
      ['TFR', 'transfer'],
      ['card payment', 'card'],
      ['BACS CREDIT', 'bacsCredit'],
    ];
    expect(cases.map(([code]) => paymentKind({ proprietaryBankTransactionCode: code }))).toEqual(cases.map(([, kind]) => kind));
  });

  it('falls back to the ISO code, then to TrueLayer, when the bank has no code of its own', () => {
    expect(paymentKind({ bankTransactionCode: 'PMNT-IDDT-ESDD' })).toBe('directDebit');
    expect(paymentKind({ bankTransactionCode: 'PMNT-CCRD-CWDL' })).toBe('cashWithdrawal');
    expect(paymentKind({ bankTransactionCode: 'PMNT-MCOP-INTR' })).toBe('interest');
    expect(paymentKind({ trueLayerCategory: 'ATM' })).toBe('cashWithdrawal');
    expect(paymentKind({ trueLayerCategory: 'FEE_CHARGE' })).toBe('charge');
    expect(paymentKind({ proprietaryBankTransactionCode: 'SOMETHING ELSE' })).toBeNull();
    expect(paymentKind({})).toBeNull();
  });
});

describe('providerCategory', () => {
  it('decides cash, interest, charges and card refunds from the kind alone', () => {
    expect(providerCategory({ proprietaryBankTransactionCode: 'CPT' }, 'out')).toBe('cash');
    expect(providerCategory({ proprietaryBankTransactionCode: 'INT' }, 'in')).toBe('other-income');
    expect(providerCategory({ proprietaryBankTransactionCode: 'INT' }, 'out')).toBe('fees-and-interest');
    expect(providerCategory({ proprietaryBankTransactionCode: 'CHG' }, 'out')).toBe('fees-and-interest');
    expect(providerCategory({ proprietaryBankTransactionCode: 'CARD REFUND' }, 'in')).toBe('refunds');
  });

  it('leaves direct debits, standing orders and card payments with no MCC to the dictionary', () => {
    for (const code of ['DD', 'SO', 'DEB', 'FPO']) expect(providerCategory({ proprietaryBankTransactionCode: code }, 'out')).toBeNull();
    expect(providerCategory({ proprietaryBankTransactionCode: 'DEB', merchantCategoryCode: '5812' }, 'out')).toBe('eating-out');
  });
});

describe('paymentKindHint', () => {
  it('suggests salary for a Bacs credit and other income for a faster payment in, nothing for money out', () => {
    expect(paymentKindHint('bacsCredit', 'in')).toBe('salary');
    expect(paymentKindHint('fasterPayment', 'in')).toBe('other-income');
    expect(paymentKindHint('transfer', 'in')).toBeNull();
    expect(paymentKindHint('bacsCredit', 'out')).toBeNull();
    expect(paymentKindHint('directDebit', 'out')).toBeNull();
  });
});
