import { ProviderError } from '../types';

// TrueLayer reads need the connection's token and know accounts from cards only by the
// endpoint, so the account id handed to sync carries both: 'tl:<account|card>:<linkId>:<id>'.
// Link ids are our UUIDs (no ':'); TrueLayer's own id is everything after the third ':'.

export type TlAccountKind = 'account' | 'card';
export type TlAccountRef = { kind: TlAccountKind; linkId: string; id: string };

export const accountRef = (ref: TlAccountRef): string => `tl:${ref.kind}:${ref.linkId}:${ref.id}`;

export function parseAccountRef(value: string): TlAccountRef {
  const match = /^tl:(account|card):([^:]+):(.+)$/.exec(value);
  if (!match) throw new ProviderError('Not a TrueLayer account id.');
  return { kind: match[1] as TlAccountKind, linkId: match[2]!, id: match[3]! };
}
