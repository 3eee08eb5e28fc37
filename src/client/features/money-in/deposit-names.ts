/**
 * What a deposit row is called: the clean merchant name first, then what the bank's
 * statement says, then a plain word. `bankText` is the statement's own text, kept for the
 * details when the title is something else (null when it would only repeat the title).
 */
export function depositNames(deposit: { kind: 'transaction' | 'manual'; merchantName?: string | null; description: string | null }): {
  title: string;
  bankText: string | null;
} {
  const merchant = deposit.merchantName?.trim() || '';
  const raw = deposit.description?.trim() || '';
  const title = merchant || raw || (deposit.kind === 'manual' ? 'Income you added' : 'Deposit');
  return { title, bankText: raw && raw !== title ? raw : null };
}
