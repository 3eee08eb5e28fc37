// The Import screen's words about a previewed file (issue 24): lines left out counted by kind,
// why the Import button waits, and the bank filled from the layout without overwriting typing.
import { describe, expect, it } from 'vitest';
import { fillFromLayout, leftOutLines, missingForImport } from '../../../src/client/features/imports/import-readiness';

describe('lines left out', () => {
  it('are counted apart by kind, in words', () => {
    expect(
      leftOutLines(
        [
          { kind: 'pending', count: 3 },
          { kind: 'summary', count: 1 },
          { kind: 'continuation', count: 2 },
          { kind: 'not-completed', count: 1 },
          { kind: 'other', count: 2 },
        ],
        'Left out: an opening balance',
      ),
    ).toEqual([
      '3 pending rows left out: import them again once your bank has completed them.',
      '1 summary line left out (balances, limits or totals, not transactions).',
      '2 lines left out that continue the description of the row above.',
      '1 reverted or declined payment left out.',
      '2 rows left out (an opening balance).',
    ]);
  });
});

describe('what the Import button is waiting for', () => {
  const ready = { readable: 4, unreadable: 0, toImport: 4, newAccount: true, name: 'Card', bank: 'John Lewis' };

  it('nothing when a new account has a name and a bank', () => {
    expect(missingForImport(ready)).toBeNull();
  });

  it.each([
    [{ name: '', bank: '' }, 'Enter the account name and the bank to import.'],
    [{ name: '  ', bank: 'Monzo' }, 'Enter the account name to import.'],
    [{ bank: '' }, 'Enter the bank to import.'],
    [{ readable: 0, unreadable: 2, toImport: 0 }, 'None of the rows in this file could be read, so there is nothing to import.'],
    [{ readable: 0, unreadable: 0, toImport: 0 }, 'This file holds no transactions to import yet: see what was left out above.'],
    [{ toImport: 0, newAccount: false }, 'Nothing new to import: every row in this file is already in this account.'],
  ])('%j: %s', (change, message) => {
    expect(missingForImport({ ...ready, ...change })).toBe(message);
  });

  it('an existing account needs no name or bank', () => {
    expect(missingForImport({ ...ready, newAccount: false, name: '', bank: '' })).toBeNull();
  });
});

describe('the bank and type filled from the recognised layout', () => {
  const none = { institution: '', type: null };

  it('fills an empty bank and the default type', () => {
    expect(fillFromLayout({ institution: '', type: 'current' }, none, { bank: 'Monzo', type: null })).toEqual({
      institution: 'Monzo',
      type: 'current',
      filled: { institution: 'Monzo', type: null },
    });
    expect(fillFromLayout({ institution: '', type: 'current' }, none, { bank: null, type: 'credit_card' })).toMatchObject({
      institution: '',
      type: 'credit_card',
    });
  });

  it('never overwrites what the person typed or chose', () => {
    expect(fillFromLayout({ institution: 'Lloyds', type: 'savings' }, none, { bank: 'Monzo', type: 'credit_card' })).toEqual({
      institution: 'Lloyds',
      type: 'savings',
      filled: none,
    });
  });

  it('replaces what an earlier file filled in when another file is chosen', () => {
    const first = fillFromLayout({ institution: '', type: 'current' }, none, { bank: 'American Express', type: 'credit_card' });
    expect(fillFromLayout({ institution: first.institution, type: first.type }, first.filled, { bank: 'Starling', type: null })).toEqual({
      institution: 'Starling',
      type: 'current',
      filled: { institution: 'Starling', type: null },
    });
  });
});
