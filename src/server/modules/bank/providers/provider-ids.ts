// Every provider's id, as BANK_PROVIDER and BANK_PROVIDERS name them.
const providerIds = ['sandbox', 'gocardless', 'truelayer', 'starling', 'monzo'] as const;

export type BankProviderId = (typeof providerIds)[number];

/**
 * The providers switched on: BANK_PROVIDERS (comma-separated) wins over BANK_PROVIDER;
 * neither set means the sandbox. Order is kept (the connect dialog lists them so), repeats dropped.
 */
export function enabledBankProviders(env: Record<string, string | undefined>): BankProviderId[] {
  const raw = env.BANK_PROVIDERS?.trim() || env.BANK_PROVIDER?.trim() || 'sandbox';
  const names = [
    ...new Set(
      raw
        .split(',')
        .map((n) => n.trim().toLowerCase())
        .filter((n) => n !== ''),
    ),
  ];
  const known = new Set<string>(providerIds);
  const unknown = names.filter((n) => !known.has(n));
  if (unknown.length > 0) throw new Error(`Unknown bank provider(s): ${unknown.join(', ')} (choose from ${providerIds.join(', ')})`);
  return names as BankProviderId[];
}
