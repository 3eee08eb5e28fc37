/**
 * Runs `work` on every item, at most `limit` at once, and waits for all. A failing item is the
 * caller's to catch: `work` must not throw.
 */
export async function forEachLimited<T>(items: readonly T[], limit: number, work: (item: T) => Promise<void>): Promise<void> {
  let next = 0;
  const worker = async () => {
    while (next < items.length) await work(items[next++]!);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
}
