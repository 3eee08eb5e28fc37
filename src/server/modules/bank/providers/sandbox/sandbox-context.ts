import { accountsFor, type SandboxAccount } from './sandbox-accounts';
import { sandboxProfile, type SandboxProfile } from './sandbox-profile';
import { rngFor } from './sandbox-random';

// Everything derived from a link's seed that the generators share, worked out once per
// call (cheap) rather than cached globally.

export type SandboxContext = {
  seed: string;
  profile: SandboxProfile;
  /** Where card payments happen, as statements print it. */
  town: string;
  current: SandboxAccount;
  savings: SandboxAccount;
  joint: SandboxAccount | null;
};

const TOWNS = ['LONDON', 'LEEDS', 'BRISTOL', 'MANCHESTER', 'NOTTINGHAM', 'CARDIFF', 'GLASGOW', 'NORWICH'];

export function sandboxContext(seed: string): SandboxContext {
  const profile = sandboxProfile(seed);
  const accounts = accountsFor(seed, profile);
  const byRole = (role: SandboxAccount['role']) => accounts.find((account) => account.role === role) ?? null;
  const current = byRole('current');
  const savings = byRole('savings');
  if (!current || !savings) throw new Error('A sandbox link always has a current and a savings account');
  return { seed, profile, town: rngFor(seed, 'town').pick(TOWNS), current, savings, joint: byRole('joint') };
}

/** The account of this link with that id, or an error naming both. */
export function accountOf(context: SandboxContext, accountId: string): SandboxAccount {
  const found = [context.current, context.savings, context.joint].find((account) => account?.accountId === accountId);
  if (!found) throw new RangeError(`Sandbox link ${context.seed} has no account ${accountId}`);
  return found;
}
