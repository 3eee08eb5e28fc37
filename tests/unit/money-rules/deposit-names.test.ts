import { describe, expect, it } from 'vitest';
import { depositNames } from '../../../src/client/features/money-in/deposit-names';

describe('depositNames (Money In deposit rows)', () => {
  it('shows the clean merchant name first and keeps the bank text for the details', () => {
    expect(depositNames({ kind: 'transaction', merchantName: 'Acme Ltd', description: 'ACME LTD SALARY 1126 BGC' })).toEqual({
      title: 'Acme Ltd',
      bankText: 'ACME LTD SALARY 1126 BGC',
    });
  });
  it('falls back to the bank text, without repeating it, when there is no merchant name', () => {
    expect(depositNames({ kind: 'transaction', merchantName: null, description: ' EBAY SALES ' })).toEqual({ title: 'EBAY SALES', bankText: null });
    expect(depositNames({ kind: 'transaction', merchantName: '  ', description: 'EBAY SALES' })).toEqual({ title: 'EBAY SALES', bankText: null });
    expect(depositNames({ kind: 'transaction', merchantName: 'EBAY SALES', description: 'EBAY SALES' })).toEqual({ title: 'EBAY SALES', bankText: null });
  });
  it('names a deposit with no text at all plainly', () => {
    expect(depositNames({ kind: 'transaction', merchantName: null, description: null })).toEqual({ title: 'Deposit', bankText: null });
    expect(depositNames({ kind: 'manual', description: '' })).toEqual({ title: 'Income you added', bankText: null });
  });
});
