// One payment seen twice: as a row of an imported statement file and as a row a bank link
// synced. The ledger merges a file's row into a bank row already held (file-matches.ts) and a
// new bank row into a file row already held (claims.ts). Both sides decide with these rules,
// so a pair one side
// merges is a pair the other would have merged (issue 12, item 4).

/** An imported row and a synced one may be this many days apart and still be one payment. */
export const SAME_PAYMENT_WINDOW_DAYS = 3;

const NOISE = new Set(['card', 'payment', 'purchase', 'the', 'ltd', 'limited', 'plc', 'and', 'to', 'from', 'debit', 'credit', 'pos', 'gbp', 'uk', 'london']);

function payeeWords(text: string): string[] {
  return text
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter((w) => w.length >= 3 && !NOISE.has(w));
}

/** Two descriptions of one payment: a shared word (noise words aside), or one inside the other. */
export function similarPayee(a: string, b: string): boolean {
  const wa = payeeWords(a);
  const wb = new Set(payeeWords(b));
  if (wa.some((w) => wb.has(w))) return true;
  const ca = a.toLowerCase().replace(/[^a-z]/g, '');
  const cb = b.toLowerCase().replace(/[^a-z]/g, '');
  return ca.length >= 4 && cb.length >= 4 && (ca.includes(cb) || cb.includes(ca));
}

export type PaymentSide = { date: string; amount: number; description: string | null; counterparty: string | null };

/**
 * Pairs each row with at most one candidate of the same payment: the same amount in pence,
 * dated within SAME_PAYMENT_WINDOW_DAYS, a similar payee; the nearest date wins and each
 * candidate is taken once, rows in their order. Returns [row index, candidate index] pairs.
 */
export function pairSamePayments(rows: readonly PaymentSide[], candidates: readonly PaymentSide[]): [number, number][] {
  const byAmount = new Map<number, number[]>();
  candidates.forEach((c, j) => byAmount.set(c.amount, [...(byAmount.get(c.amount) ?? []), j]));
  const used = new Set<number>();
  const pairs: [number, number][] = [];
  rows.forEach((row, i) => {
    let best: { j: number; gap: number } | undefined;
    for (const j of byAmount.get(row.amount) ?? []) {
      if (used.has(j)) continue;
      const c = candidates[j]!;
      const gap = Math.abs(dayNumber(c.date) - dayNumber(row.date));
      if (gap > SAME_PAYMENT_WINDOW_DAYS || !similarPayee(payeeText(row), payeeText(c))) continue;
      if (!best || gap < best.gap) best = { j, gap };
    }
    if (best) {
      used.add(best.j);
      pairs.push([i, best.j]);
    }
  });
  return pairs;
}

function payeeText(p: PaymentSide): string {
  return `${p.description ?? ''} ${p.counterparty ?? ''}`;
}

function dayNumber(day: string): number {
  return Date.parse(`${day}T00:00:00Z`) / 86_400_000;
}
