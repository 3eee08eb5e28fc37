import type { BankProvider, PersonPresent, ProviderResult } from '../types';

// What TrueLayer needs beyond the GoCardless-shaped BankProvider: per-connection tokens
// (TrueLayer has no server-side requisition to ask), the code exchange on return, standing
// orders and direct debits, and consent renewal. All optional for other providers.

/** A connection's tokens as the provider uses them; the store seals them at rest. */
export type StoredTrueLayerTokens = {
  accessToken: string;
  /** Epoch ms. */
  accessExpiresAt: number;
  refreshToken: string | null;
  /** ISO instant the 90-day consent ends, when known. */
  consentExpiresAt: string | null;
};

/** Where a connection's tokens live; keyed by our link id (the requisition id the interface speaks of). */
export interface TrueLayerTokenStore {
  load(linkId: string): Promise<StoredTrueLayerTokens | null>;
  save(linkId: string, tokens: StoredTrueLayerTokens): Promise<void>;
  remove(linkId: string): Promise<void>;
}

export type RecurringPayment = {
  kind: 'standing_order' | 'direct_debit';
  /** Stable within a sync: TrueLayer's direct_debit_id, or a key built from the standing order. */
  id: string;
  /** The exact payee text the bank gives. */
  payee: string;
  reference: string | null;
  /** Decimal text, positive: what leaves the account. Null when the bank gives none. */
  amount: string | null;
  currency: string;
  /** yyyy-MM-dd; for direct debits only the last payment is known, so this is null. */
  nextDate: string | null;
  lastDate: string | null;
  /** The bank's frequency code (EvryDay, IntrvlMnthDay:01:15, ...), standing orders only. */
  frequency: string | null;
  active: boolean;
  raw: unknown;
};

export type CompleteLinkInput = { code: string; state: string; userId: string; redirectUrl: string };

export type ExtendInput = { linkId: string; redirectUrl: string; user: { name: string; email: string } };

export type ExtendResult = { action: 'extended'; consentExpiresAt: string } | { action: 'user_action_needed'; link: string };

export interface TrueLayerBankProvider extends BankProvider {
  /** The link id a returning `state` names, when it is valid and was started by `userId`; else null. */
  linkOfState(state: string, userId: string): string | null;
  /** Who started the link a returning `state` names (signature and expiry checked), for a browser that comes back signed out. */
  starterOfState(state: string): { userId: string; linkId: string } | null;
  /** After the bank redirects back: checks `state` for this user, exchanges the code, stores the tokens. */
  completeLink(input: CompleteLinkInput): Promise<ProviderResult<{ requisitionId: string; consentExpiresAt: string | null }>>;
  getStandingOrders(accountId: string, present?: PersonPresent): Promise<ProviderResult<RecurringPayment[]>>;
  getDirectDebits(accountId: string, present?: PersonPresent): Promise<ProviderResult<RecurringPayment[]>>;
  /** POST /data/v1/connections/extend after the user reconfirmed consent in our app. */
  extendConsent(input: ExtendInput): Promise<ProviderResult<ExtendResult>>;
  /** A link back through the bank for this connection, when extending needs the user there. */
  reauthLink(linkId: string, redirectUrl: string): Promise<ProviderResult<string>>;
}
