import { describe, expect, it } from 'vitest';
import { stepsFor, topicsOf, type LedgerChange } from '../../../src/server/modules/ledger/after-change';

// The one pipeline after the ledger changes (docs/decisions/037-one-ledger.md): every cause
// names what it changed, and runs the same steps in the same order when it changed the same.
// What each caller passes (bank/service.ts, imports/service.ts, categories/service.ts):
const causes: Record<string, LedgerChange> = {
  'a sync that wrote rows': { accounts: true, rows: true },
  'a sync that wrote none': { accounts: true, rows: false },
  'an import': { accounts: true, rows: true },
  'an undo': { accounts: true, rows: true },
  'a removed account or connection': { accounts: true, rows: true },
  'a category chosen, or a rule added, changed or removed': { categories: true },
};

const ALL = ['bank bills', 'salary', 'bills paid check', 'budget spending', 'realtime'];

describe('the pipeline after the ledger changes', () => {
  it('runs bills, salary, the paid check, budget spending and realtime, in that order, whenever money moved', () => {
    for (const cause of ['a sync that wrote rows', 'a sync that wrote none', 'an import', 'an undo', 'a removed account or connection']) {
      expect({ cause, steps: stepsFor(causes[cause]!) }).toEqual({ cause, steps: ALL });
    }
  });

  it("after a change of categories forgets the budgets' kept spending and tells open pages", () => {
    expect(stepsFor(causes['a category chosen, or a rule added, changed or removed']!)).toEqual(['budget spending', 'realtime']);
  });

  it('tells the pages that show what changed', () => {
    expect(topicsOf(causes['an import']!)).toEqual(['bank_accounts', 'transactions', 'bank_bills', 'income', 'spending']);
    expect(topicsOf(causes['a sync that wrote none']!)).toEqual(['bank_accounts']);
    expect(topicsOf(causes['a category chosen, or a rule added, changed or removed']!)).toEqual(['transactions', 'spending']);
  });
});
