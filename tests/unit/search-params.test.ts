import { describe, expect, it } from 'vitest';
import { authSearch, billsSearch, tokenSearch, transactionsSearch } from '../../src/client/routes/search-params';

// The query strings the client's routes validate: valid values kept, anything else dropped
// (the page then shows its default), parameters the route does not know left out.

describe('route search params', () => {
  it('keeps a valid transactions tab and real calendar days', () => {
    expect(transactionsSearch({ tab: 'custom', from: '2026-03-01', to: '2026-03-10' })).toEqual({ tab: 'custom', from: '2026-03-01', to: '2026-03-10' });
    expect(transactionsSearch({ tab: 'week' })).toEqual({ tab: 'week' });
  });

  it('drops an unknown tab, a day that does not exist and one in the wrong shape', () => {
    expect(transactionsSearch({ tab: 'today', from: '2026-02-30', to: '10/03/2026' })).toEqual({});
    expect(transactionsSearch({ tab: 'all', from: '2024-02-29', to: 20260310 })).toEqual({ tab: 'all', from: '2024-02-29' });
  });

  it('leaves out parameters the route does not read', () => {
    expect(transactionsSearch({ tab: 'month', requisitionId: 'r1' })).toEqual({ tab: 'month' });
    expect(billsSearch({ tab: 'loans', from: '2026-03-01' })).toEqual({ tab: 'loans' });
  });

  it('reads the bills tab, the picked plan and a link token', () => {
    expect(billsSearch({ tab: 'balance' })).toEqual({ tab: 'balance' });
    expect(billsSearch({ tab: 'savings' })).toEqual({});
    expect(authSearch({ plan: 'yearly' })).toEqual({ plan: 'yearly' });
    expect(authSearch({ plan: 'lifetime' })).toEqual({});
    expect(tokenSearch({ token: 'abc123' })).toEqual({ token: 'abc123' });
    expect(tokenSearch({ token: 123 })).toEqual({});
  });
});
