import type { AccountDetails } from '../types';
import { ukIban } from './sandbox-iban';
import { sandboxProfile, type SandboxProfile } from './sandbox-profile';
import { hash32, hexDigest, rngFor } from './sandbox-random';

// The accounts a sandbox link gives: a current account, a savings account and, for
// households with a partner, a joint current account. Ids and numbers come from the
// link's seed, so reconnecting the same link finds the same accounts.

type SandboxAccountRole = 'current' | 'savings' | 'joint';
export type SandboxAccount = AccountDetails & { role: SandboxAccountRole };

/** The 4-letter bank code in sandbox IBANs. */
const BANK_CODE = 'SBOX';

const CURRENT_PRODUCTS = ['Classic Current Account', 'Everyday Current Account', 'Reward Current Account'];
// Each contains saver / savings / ISA / deposit, which is how the app tells savings apart.
const SAVINGS_PRODUCTS = ['Easy Access Saver', 'Instant Access Savings', 'Cash ISA', 'Notice Deposit Account'];

/** A UUID-shaped (version 4 layout) id that never changes for the same text. */
function uuidFrom(text: string): string {
  const hex = hexDigest(text, 32);
  const variant = '89ab'[hash32(text, 99) % 4] ?? '8';
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
}

function twoDigits(n: number): string {
  return String(n).padStart(2, '0');
}

function account(seed: string, profile: SandboxProfile, role: SandboxAccountRole, sortCode: string): SandboxAccount {
  const rng = rngFor(seed, 'account', role);
  const accountId = uuidFrom(`${seed}|account|${role}`);
  const accountNumber = String(rng.int(10_000_000, 99_999_999));
  const iban = ukIban(BANK_CODE, sortCode, accountNumber);
  const ownerName = role === 'joint' && profile.partnerName ? `${profile.ownerName} & ${profile.partnerName}` : profile.ownerName;
  const [name, product] =
    role === 'current'
      ? ['Current Account', rng.pick(CURRENT_PRODUCTS)]
      : role === 'savings'
        ? ['Savings', rng.pick(SAVINGS_PRODUCTS)]
        : ['Joint Account', 'Joint Current Account'];
  const cashAccountType = role === 'savings' ? 'SVGS' : 'CACC';
  // As GoCardless's account details endpoint sends the `account` object.
  const raw = {
    resourceId: accountId,
    iban,
    bban: `${sortCode.replaceAll('-', '')}${accountNumber}`,
    currency: 'GBP',
    ownerName,
    name,
    product,
    cashAccountType,
  };
  return { role, accountId, currency: 'GBP', name, product, ownerName, iban, sortCode, accountNumber, cashAccountType, raw };
}

export function accountsFor(seed: string, profile: SandboxProfile): SandboxAccount[] {
  const rng = rngFor(seed, 'sort-code');
  // One branch sort code for the whole link, as at a real bank.
  const sortCode = `${rng.int(10, 99)}-${twoDigits(rng.int(0, 99))}-${twoDigits(rng.int(0, 99))}`;
  const roles: SandboxAccountRole[] = profile.partnerName ? ['current', 'savings', 'joint'] : ['current', 'savings'];
  return roles.map((role) => account(seed, profile, role, sortCode));
}

/** The accounts of the sandbox link `seed` (its requisition id): 2 or 3, always in the same order. */
export function sandboxAccounts(seed: string): SandboxAccount[] {
  return accountsFor(seed, sandboxProfile(seed));
}
