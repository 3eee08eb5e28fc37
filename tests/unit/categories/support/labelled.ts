import { createCategoriser, type CategoriseInput } from '../../../../src/shared/categories/categorise';
import { LABELLED_SAMPLE, type LabelledRow } from '../../../fixtures/categories/labelled-sample';

// The hand-labelled sample as the categoriser reads it: a statement line with no
// counterparty (as imported files give it) and the bank's type code, if any.

export function labelledInput([description, amountPence, type]: LabelledRow): CategoriseInput {
  return { amountPence, counterparty: null, description, proprietaryBankTransactionCode: type };
}

export type Miss = { description: string; expected: string; got: string };

export function scoreLabelled(rows: readonly LabelledRow[] = LABELLED_SAMPLE): { correct: number; total: number; misses: Miss[] } {
  const categorise = createCategoriser();
  const misses: Miss[] = [];
  for (const row of rows) {
    const got = categorise(labelledInput(row)).categoryId;
    if (got !== row[3]) misses.push({ description: row[0], expected: row[3], got });
  }
  return { correct: rows.length - misses.length, total: rows.length, misses };
}
