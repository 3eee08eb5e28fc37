import { describe, expect, it } from 'vitest';
import { billKind } from '../../../src/shared/bills/bill-kind';
import { cancelLetter, merchantCancelRoute } from '../../../src/shared/bills/cancel-help';

describe('billKind', () => {
  it('takes a known kind first, then the category, then words of the name', () => {
    expect(billKind({ category: 'Rent', name: 'Netflix' }, 'subscriptions')).toBe('subscriptions');
    expect(billKind({ category: 'Rent', name: 'Flat' })).toBe('home');
    expect(billKind({ category: 'Car Loan', name: 'Ford' })).toBe('loans');
    expect(billKind({ category: 'Insurance', name: 'Pet cover' })).toBe('insurance');
    expect(billKind({ category: 'Subscriptions', name: 'Anything' })).toBe('subscriptions');
    expect(billKind({ category: 'Direct Debit', name: 'Castlegate Estates' })).toBe('home');
    expect(billKind({ category: 'Direct Debit', name: 'Aviva Insurance' })).toBe('insurance');
    expect(billKind({ category: 'Card payment every month', name: 'NETFLIX.COM' })).toBe('subscriptions');
    expect(billKind({ category: 'Direct Debit', name: 'Sandbox Card Services' })).toBe('loans');
    expect(billKind({ category: 'Custom', name: 'Cleaner' })).toBe('other');
  });
});

describe('cancel help', () => {
  it("knows a few merchants' own routes by whole words", () => {
    expect(merchantCancelRoute('NETFLIX.COM')?.name).toBe('Netflix');
    expect(merchantCancelRoute('Amazon Prime')?.name).toBe('Amazon Prime');
    expect(merchantCancelRoute('Nowhere Ltd')).toBeNull();
  });
  it('writes a message naming the payment', () => {
    expect(cancelLetter('Netflix', 'directDebit')).toContain('Please cancel my subscription with immediate effect and stop taking Direct Debit from me.');
    expect(cancelLetter('Netflix', 'card').split('\n')[0]).toBe('Dear Netflix,');
  });
});
