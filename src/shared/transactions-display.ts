/**
 * A description cut to `max` characters plus '...' when longer (spec: 18 plus an ellipsis).
 * Counts characters, not UTF-16 units, so an emoji is never split in half.
 */
export function truncateDescription(text: string | null, max = 18): string {
  const chars = Array.from(text ?? '');
  return chars.length > max ? `${chars.slice(0, max).join('')}...` : chars.join('');
}
