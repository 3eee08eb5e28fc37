import { decimalToPence } from '../money';

/**
 * The arranged overdraft limit a bank gave with the balance, in pence (positive), else null.
 * Sync keeps the provider's balances in `raw_data.balance_list`; TrueLayer's `overdraft` is
 * stored there as an 'overdraftLimit' balance (truelayer-mapping.ts). Other feeds and statement
 * files carry none, and the person may then give it in the forecast's settings.
 */
export function bankOverdraftLimitPence(rawData: unknown): number | null {
  const list = rawData && typeof rawData === 'object' ? (rawData as { balance_list?: unknown }).balance_list : undefined;
  if (!Array.isArray(list)) return null;
  for (const entry of list) {
    if (!entry || typeof entry !== 'object' || (entry as { type?: unknown }).type !== 'overdraftLimit') continue;
    const amount = (entry as { amount?: unknown }).amount;
    try {
      const pence = typeof amount === 'number' ? Math.round(amount * 100) : typeof amount === 'string' ? decimalToPence(amount) : NaN;
      if (Number.isFinite(pence)) return Math.abs(pence);
    } catch {
      return null;
    }
  }
  return null;
}
