import { ProviderError } from '../types';

// A Starling account as the sync knows it carries what each read needs: the link (whose token
// reads it), the account and the category its feed is kept under. The main account's category
// is its defaultCategory; a space (savings goal) is read through its own uid as the category.
// 'st:main:<linkId>:<accountUid>:<categoryUid>' or 'st:space:<linkId>:<accountUid>:<savingsGoalUid>'.

type StKind = 'main' | 'space';
export type StAccountRef = { kind: StKind; linkId: string; accountUid: string; categoryUid: string };

export const starlingRef = (ref: StAccountRef) => `st:${ref.kind}:${ref.linkId}:${ref.accountUid}:${ref.categoryUid}`;

export function parseStarlingRef(value: string): StAccountRef {
  const match = /^st:(main|space):([^:]+):([^:]+):([^:]+)$/.exec(value);
  if (!match) throw new ProviderError('Not a Starling account id.');
  return { kind: match[1] as StKind, linkId: match[2]!, accountUid: match[3]!, categoryUid: match[4]! };
}
