import type { Purchases } from './categorise';
import { isSpendingCategory } from './category-list';

// What a person has bought from each merchant, so a refund from it is filed where its purchases
// are (categorise.ts refiled, issue 22 item 7). Keys are categorise.ts purchaseKey.

type Tally = { count: number; last: string };

export class PurchaseHistory implements Purchases {
  private readonly byKey = new Map<string, Map<string, Tally>>();
  /** Every key a refund asked for: what the history must be read for (a first pass fills it). */
  readonly asked = new Set<string>();

  /** `count` payments to the merchant filed under the category, the newest on `last` (ISO date). Not spending: left out. */
  add(key: string, categoryId: string, count: number, last: string): void {
    if (key === '' || count <= 0 || !isSpendingCategory(categoryId)) return;
    let categories = this.byKey.get(key);
    if (!categories) this.byKey.set(key, (categories = new Map()));
    const tally = categories.get(categoryId);
    if (!tally) categories.set(categoryId, { count, last });
    else categories.set(categoryId, { count: tally.count + count, last: last > tally.last ? last : tally.last });
  }

  /**
   * The category most of the person's payments to the merchant are filed under; between equals,
   * the one used most recently. The most common, not simply the latest: one odd purchase (a gift
   * card from ASOS filed under Gifts) must not send the next dress's refund there, and a
   * person's habit for a merchant is what its refunds give back. Recency only breaks a tie, so
   * a merchant moved to a new category by a rule (which re-files all its payments) follows it.
   */
  categoryOf(key: string): string | null {
    this.asked.add(key);
    const categories = this.byKey.get(key);
    if (!categories) return null;
    let best: [string, Tally] | null = null;
    for (const entry of categories) {
      const [id, tally] = entry;
      if (
        !best ||
        tally.count > best[1].count ||
        (tally.count === best[1].count && (tally.last > best[1].last || (tally.last === best[1].last && id < best[0])))
      )
        best = entry;
    }
    return best?.[0] ?? null;
  }
}
