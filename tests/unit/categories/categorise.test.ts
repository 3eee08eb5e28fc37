import { describe, expect, it } from 'vitest';
import { categorise, createCategoriser, mayReplace, type CategoriseInput } from '../../../src/shared/categories/categorise';

const out = (description: string, extra: Partial<CategoriseInput> = {}): CategoriseInput => ({ amountPence: -1250, counterparty: null, description, ...extra });
const into = (description: string, extra: Partial<CategoriseInput> = {}): CategoriseInput => ({ amountPence: 1250, counterparty: null, description, ...extra });

describe('categorise: the rule order', () => {
  it("puts a person's rule above the provider's codes and the dictionary", () => {
    const line = out('CARD PAYMENT TO TESCO STORES 2041 ON 12 MAR', { merchantCategoryCode: '5411' });
    expect(categorise(line)).toEqual({ categoryId: 'groceries', source: 'provider' });
    expect(categorise(line, [{ merchant: 'Tesco', categoryId: 'family-and-kids' }])).toEqual({ categoryId: 'family-and-kids', source: 'rule' });
  });

  it('matches a rule by the shown name or by any of the bank texts for the same shop', () => {
    const rules = [{ merchant: 'TESCO STORES 3156 CD 4521', categoryId: 'custom:lunches' }];
    expect(categorise(out(')))TESCO EXPRESS LONDON'), rules)).toEqual({ categoryId: 'custom:lunches', source: 'rule' });
    expect(categorise(out('Tesco'), rules)).toEqual({ categoryId: 'custom:lunches', source: 'rule' });
    expect(categorise(out('SAINSBURYS S/MKT'), rules)).toEqual({ categoryId: 'groceries', source: 'dictionary' });
  });

  it('lets a rule for one direction leave the other alone, and win over a rule for both', () => {
    const rules = [
      { merchant: 'J SMITH', categoryId: 'family-and-kids' },
      { merchant: 'J SMITH', categoryId: 'other-income', direction: 'in' as const },
    ];
    expect(categorise(out('J SMITH'), rules).categoryId).toBe('family-and-kids');
    expect(categorise(into('J SMITH'), rules).categoryId).toBe('other-income');
  });

  it("puts the provider's codes above the dictionary", () => {
    // Tesco's name says groceries; the card scheme says this Tesco sold fuel.
    expect(categorise(out('TESCO STORES 2041', { merchantCategoryCode: '5541' }))).toEqual({ categoryId: 'transport', source: 'provider' });
    expect(categorise(out('AMAZON', { trueLayerClassification: ['Entertainment', 'Movies & DVDs'] }))).toEqual({
      categoryId: 'entertainment',
      source: 'provider',
    });
  });

  it('uses the dictionary when the codes say nothing about what for', () => {
    expect(categorise(out('OCTOPUS ENERGY', { proprietaryBankTransactionCode: 'DD' }))).toEqual({ categoryId: 'energy', source: 'dictionary' });
    expect(categorise(out('BEAN & LEAF CAFE LEEDS GB', { proprietaryBankTransactionCode: 'DEB' }))).toEqual({ categoryId: 'eating-out', source: 'dictionary' });
  });

  it("lets any brand beat a generic word: 'PREMIER INN' is a hotel, not a pub", () => {
    expect(categorise(out('PREMIER INN 44012345')).categoryId).toBe('holidays');
    expect(categorise(out('THE KINGS ARMS INN')).categoryId).toBe('eating-out');
  });

  it("is 'uncategorised' with source 'none' when nothing knows the payee", () => {
    expect(categorise(out('ZQX HOLDINGS', { proprietaryBankTransactionCode: 'DD' }))).toEqual({ categoryId: 'uncategorised', source: 'none' });
    expect(categorise(out('K AHMED', { proprietaryBankTransactionCode: 'FPO' }))).toEqual({ categoryId: 'uncategorised', source: 'none' });
  });
});

describe('categorise: money in reads differently from money out', () => {
  it('makes money in from a shop a refund, filed where a payment to the shop goes (issue 22 item 7)', () => {
    expect(categorise(into('TESCO STORES 2041'))).toEqual({ categoryId: 'groceries', source: 'dictionary' });
    expect(categorise(into('ASOS', { merchantCategoryCode: '5651' }))).toEqual({ categoryId: 'shopping', source: 'provider' });
  });

  it('makes a Bacs credit from an employer salary, even with a word that reads like a shop', () => {
    expect(categorise(into('HARBOURSIDE HOTELS PLC', { proprietaryBankTransactionCode: 'BGC' }))).toEqual({ categoryId: 'salary', source: 'provider' });
    expect(categorise(into('SALARY ACME WIDGETS LTD', { proprietaryBankTransactionCode: 'FASTER PAYMENT' })).categoryId).toBe('salary');
  });

  it('makes a Bacs credit from a shop or hospital pay, and one from a biller a refund', () => {
    expect(categorise(into('TESCO STORES LTD', { proprietaryBankTransactionCode: 'BGC' }))).toEqual({ categoryId: 'salary', source: 'provider' });
    expect(categorise(into('NHS BUSINESS SERVICES', { proprietaryBankTransactionCode: 'BGC' })).categoryId).toBe('salary');
    // A biller's overpayment back lowers what its bills cost: Energy, as its direct debit is.
    expect(categorise(into('OCTOPUS ENERGY', { proprietaryBankTransactionCode: 'BGC' }))).toEqual({ categoryId: 'energy', source: 'dictionary' });
    expect(categorise(into('TESCO STORES 2041', { proprietaryBankTransactionCode: 'CARD REFUND' })).categoryId).toBe('groceries');
  });

  it('keeps a benefit a benefit, whatever the code says', () => {
    expect(categorise(into('DWP UC', { proprietaryBankTransactionCode: 'BGC' })).categoryId).toBe('benefits');
  });

  it('never puts money out in an income category', () => {
    expect(categorise(out('SALARY ADVANCE REPAYMENT')).categoryId).not.toBe('salary');
    expect(categorise(out('DWP OVERPAYMENT')).categoryId).toBe('uncategorised');
  });

  it('reads interest both ways', () => {
    expect(categorise(into('GROSS INTEREST', { proprietaryBankTransactionCode: 'INT' })).categoryId).toBe('other-income');
    expect(categorise(out('OVERDRAFT INTEREST', { proprietaryBankTransactionCode: 'INT' })).categoryId).toBe('fees-and-interest');
  });

  it("does not read a friend's reference as a shop: a faster payment in is other income", () => {
    expect(categorise(into('S PATEL REF PETROL MONEY', { proprietaryBankTransactionCode: 'FPI' })).categoryId).toBe('other-income');
  });
});

describe('categorise: transfers between own accounts', () => {
  it("takes the server's own-account match over everything but a person", () => {
    const line = out('TESCO BANK', { ownTransfer: true });
    expect(categorise(line)).toEqual({ categoryId: 'transfers', source: 'provider' });
    expect(categorise(line, [{ merchant: 'TESCO BANK', categoryId: 'savings' }])).toEqual({ categoryId: 'savings', source: 'rule' });
  });

  it("reads own-account wording, after the brands ('Transfer to NS&I' is saving)", () => {
    expect(categorise(out('TRANSFER TO SAVINGS', { proprietaryBankTransactionCode: 'TRANSFER' })).categoryId).toBe('transfers');
    expect(categorise(out('Transfer to NS&I PREMIUM BONDS')).categoryId).toBe('savings');
  });
});

describe("categorise: a person's choice is never overwritten", () => {
  it('returns the choice as it is, whatever rules, codes and dictionary say', () => {
    const chosen = { categoryId: 'gifts-and-charity', source: 'person' as const };
    const line = out('TESCO STORES 2041', { merchantCategoryCode: '5411', current: chosen, ownTransfer: true });
    expect(categorise(line, [{ merchant: 'Tesco', categoryId: 'groceries' }])).toEqual({ categoryId: 'gifts-and-charity', source: 'person' });
  });

  it('re-categorises a row an earlier run sorted, so a new rule can reach older rows', () => {
    const line = out('TESCO STORES 2041', { current: { categoryId: 'groceries', source: 'dictionary' } });
    expect(categorise(line, [{ merchant: 'Tesco', categoryId: 'custom:work-lunches' }])).toEqual({ categoryId: 'custom:work-lunches', source: 'rule' });
  });

  it('mayReplace refuses to write over a person, and skips writes that change nothing', () => {
    const next = { categoryId: 'groceries', source: 'dictionary' as const };
    expect(mayReplace(null, next)).toBe(true);
    expect(mayReplace({ categoryId: 'groceries', source: 'person' }, { categoryId: 'groceries', source: 'rule' })).toBe(false);
    expect(mayReplace({ categoryId: 'pets', source: 'person' }, next)).toBe(false);
    expect(mayReplace({ categoryId: 'uncategorised', source: 'none' }, next)).toBe(true);
    expect(mayReplace({ categoryId: 'groceries', source: 'dictionary' }, next)).toBe(false);
    expect(mayReplace({ categoryId: 'groceries', source: 'dictionary' }, { categoryId: 'groceries', source: 'rule' })).toBe(true);
  });
});

describe('createCategoriser', () => {
  it('gives the same answers as categorise, with its memory of payees', () => {
    const run = createCategoriser([{ merchant: 'Costa', categoryId: 'custom:treats' }]);
    const lines = [out(')))COSTA COFFEE 43012 LONDON'), out('COSTA COFFEE 1234 LEEDS'), into('COSTA COFFEE 1234 LEEDS'), out('GREGGS')];
    expect(lines.map(run)).toEqual([
      { categoryId: 'custom:treats', source: 'rule' },
      { categoryId: 'custom:treats', source: 'rule' },
      { categoryId: 'custom:treats', source: 'rule' },
      { categoryId: 'eating-out', source: 'dictionary' },
    ]);
  });
});

describe('categorise: names the dictionary must read (issue 22)', () => {
  it.each([
    ['CITY & COUNTY OF SWANSEA', 'council-tax'],
    ['CITY AND COUNTY OF CARDIFF', 'council-tax'],
    ['WIRRAL MBC', 'council-tax'],
    ['LOYALTY SAVER', 'savings'],
    ['BARCLAYCARD', 'loan-and-card-repayments'],
  ])('%s is %s', (description, categoryId) => {
    expect(categorise(out(description)).categoryId).toBe(categoryId);
  });
});
