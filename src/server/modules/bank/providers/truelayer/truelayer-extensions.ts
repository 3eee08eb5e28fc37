import type { BankProvider, CompleteLinkInput, PersonPresent, ProviderResult, RecurringPayment, RenewInput, RenewResult } from '../types';

// TrueLayer's provider with its own names for what BankProvider's optional parts (oauth,
// renewConsent, standing orders and direct debits) reach, which its tests call directly; and
// its per-connection tokens (TrueLayer has no server-side requisition to ask).

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

type ExtendInput = RenewInput;
type ExtendResult = RenewResult;

export interface TrueLayerBankProvider extends BankProvider {
  readonly oauth: NonNullable<BankProvider['oauth']>;
  renewConsent: NonNullable<BankProvider['renewConsent']>;
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
