import { describe, expect, it } from 'vitest';
import { DEFAULT_CATEGORIES, GROUP_NAMES, personCategories } from '../../../src/shared/categories/category-list';

describe('the UK category list', () => {
  it("has the issue's groups and names, in its order", () => {
    const byGroup = (group: string) => DEFAULT_CATEGORIES.filter((c) => c.group === group).map((c) => c.name);
    expect(byGroup('income')).toEqual(['Salary', 'Benefits', 'Refunds', 'Other income']);
    expect(byGroup('bills')).toEqual([
      'Rent and mortgage',
      'Council Tax',
      'Energy',
      'Water',
      'Broadband and phone',
      'TV Licence',
      'Insurance',
      'Subscriptions',
    ]);
    expect(byGroup('everyday')).toEqual([
      'Groceries',
      'Eating out and takeaways',
      'Transport',
      'Shopping',
      'Personal care',
      'Health',
      'Entertainment',
      'Holidays',
      'Gifts and charity',
      'Family and kids',
      'Pets',
    ]);
    expect(byGroup('money')).toEqual(['Loan and card repayments', 'Savings', 'Cash', 'Fees and interest']);
    expect(byGroup('transfers')).toEqual(['Transfers between your own accounts']);
    expect(Object.values(GROUP_NAMES)).toEqual(['Income', 'Bills', 'Everyday', 'Money', 'Transfers']);
  });

  it('leaves only transfers out of spending and income', () => {
    expect(DEFAULT_CATEGORIES.filter((c) => c.excludedFromTotals).map((c) => c.id)).toEqual(['transfers']);
  });

  it('has unique kebab-case ids', () => {
    const ids = DEFAULT_CATEGORIES.map((c) => c.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z]+(?:-[a-z]+)*$/);
  });
});

describe('personCategories', () => {
  it("renames and hides defaults by id, and adds the person's own after them", () => {
    const list = personCategories([
      { id: 'eating-out', name: '  Food out ' },
      { id: 'pets', hidden: true },
      { id: 'custom:allotment', name: 'Allotment', group: 'everyday' },
    ]);
    expect(list.find((c) => c.id === 'eating-out')).toMatchObject({ name: 'Food out', group: 'everyday', hidden: false, custom: false });
    expect(list.find((c) => c.id === 'pets')).toMatchObject({ name: 'Pets', hidden: true });
    expect(list.at(-1)).toEqual({ id: 'custom:allotment', name: 'Allotment', group: 'everyday', excludedFromTotals: false, hidden: false, custom: true });
    expect(list).toHaveLength(DEFAULT_CATEGORIES.length + 1);
  });

  it('ignores blank names, unknown ids and new categories in the transfers group', () => {
    const list = personCategories([
      { id: 'groceries', name: '   ' },
      { id: 'not-a-category', name: 'X', group: 'everyday' },
      { id: 'custom:sneaky', name: 'Sneaky', group: 'transfers' },
    ]);
    expect(list.find((c) => c.id === 'groceries')?.name).toBe('Groceries');
    expect(list).toHaveLength(DEFAULT_CATEGORIES.length);
  });

  it('keeps transfers out of totals whatever the person calls them', () => {
    expect(personCategories([{ id: 'transfers', name: 'Between my pots' }]).find((c) => c.id === 'transfers')).toMatchObject({
      name: 'Between my pots',
      excludedFromTotals: true,
    });
  });
});
