// The one interface every bank-data provider implements (BANK_PROVIDER selects it). Each
// provider declares what it can do (ProviderCapabilities); the sync, the bank service and
// the screens read those, never a provider's name (docs/how-to/add-a-bank-provider.md).
// Balances and transactions use the Berlin Group vocabulary (closingBooked, signed decimal
// text), which every provider maps its answers into.

/** The provider's rate-limit state for the call's scope, as its headers reported it. */
export type RateLimitState = {
  /** Calls allowed in the current window (GoCardless: per account, per scope, per day). */
  limit: number | null;
  remaining: number | null;
  /** Seconds until the window resets. */
  resetSeconds: number | null;
};

export type ProviderResult<T> = { data: T; rateLimit: RateLimitState | null };

export type Institution = {
  id: string;
  name: string;
  logo: string | null;
  /** Days of transaction history the bank gives. */
  transactionTotalDays: number;
  /** Days an end-user agreement may last. */
  maxAccessValidForDays: number;
};

/** Banks giving less history than this are not offered: a quarter is the least we import. */
const MIN_HISTORY_DAYS = 90;

/** The one rule for which banks may be offered, whatever the provider. */
const offersEnoughHistory = (institution: Institution) => institution.transactionTotalDays >= MIN_HISTORY_DAYS;

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/** The banks of a list that may be offered (offersEnoughHistory), by name: what the connect dialog lists. */
export const offeredInstitutions = (institutions: readonly Institution[]): Institution[] => institutions.filter(offersEnoughHistory).sort(byName);

export type StartLinkInput = {
  institutionId: string;
  redirectUrl: string;
  /** Our reference for this link (unique per attempt). */
  reference: string;
  /** The signed-in user; an OAuth provider binds its `state` to it. Other providers ignore it. */
  userId?: string;
};

type StartLinkResult = {
  /** The provider's requisition id. */
  requisitionId: string;
  /** Where the user authorises access (the bank's, or the sandbox consent page). */
  link: string;
  /** When the granted access ends, if known at creation. */
  accessExpiresAt: string | null;
};

/**
 * Where a link stands at the provider, in the app's words (each provider maps its own codes):
 * linking: the person has not finished at the bank; linked: accounts can be read; expired:
 * the consent ended; refused: rejected or suspended by the person or the bank. The app keeps
 * this word (requisitions.status) and decides the connection's state from it (connection-state.ts).
 */
export type LinkStatus = 'linking' | 'linked' | 'expired' | 'refused';

export type LinkInfo = {
  requisitionId: string;
  status: LinkStatus;
  institutionId: string;
  reference: string;
  /** Provider account ids, once linked. */
  accounts: string[];
  accessExpiresAt: string | null;
};

export type AccountDetails = {
  accountId: string;
  currency: string;
  /** The name the bank gives the account, or the owner's nickname. */
  name: string | null;
  /** The bank's product name, e.g. 'Easy Access Saver'. */
  product: string | null;
  ownerName: string | null;
  iban: string | null;
  /** UK sort code and account number, when the bank gives them (bban or scan). */
  sortCode: string | null;
  accountNumber: string | null;
  cashAccountType: string | null;
  raw: unknown;
};

export type Balance = {
  /** Decimal text as the provider sends it, e.g. '-12.30'. */
  amount: string;
  currency: string;
  /** closingBooked, interimAvailable, interimBooked, expected, openingBooked, forwardAvailable... */
  type: string;
  referenceDate: string | null;
};

export type ProviderTransaction = {
  transactionId: string | null;
  internalTransactionId: string | null;
  /** yyyy-MM-dd */
  bookingDate: string | null;
  valueDate: string | null;
  /** Signed decimal text: negative is money out. */
  amount: string;
  currency: string;
  creditorName: string | null;
  debtorName: string | null;
  remittanceInformation: string | null;
  /** ISO 20022 bank transaction code, e.g. 'PMNT-ICDT-STDO' (standing order). */
  bankTransactionCode: string | null;
  proprietaryBankTransactionCode: string | null;
  raw: unknown;
};

export type TransactionsPage = { booked: ProviderTransaction[]; pending: ProviderTransaction[] };

export type DateRange = { from: string; to: string };

/**
 * The person is at the app: their own "Update Now", the refresh on opening it, or a link's
 * first sync. A provider may pass their IP on to the bank (capabilities.reads.presentReadsFree),
 * and the bank's limit of reads a day without the person then does not apply to the call.
 */
export type PersonPresent = { ip: string };

/** How many reads a provider allows, per account, scope and UTC day (the call budget reads this). */
type ReadBudget = {
  /** Reads allowed a day without the person present; null: not counted at all. */
  daily: number | null;
  /** Reads the person is present for (their IP goes to the bank) are not counted. */
  presentReadsFree: boolean;
  /** The connection's own list of accounts ('link' scope) is an account read and counted. */
  linkReadsCounted: boolean;
};

/** What a provider can do: the sync, the bank service and the screens ask these, never its name. */
export type ProviderCapabilities = {
  /** 'redirect': the person grants access on a page (the bank's); 'token': they paste a token in the app. */
  linking: 'redirect' | 'token';
  /** The bank sends the person back to this fixed path of the app (an OAuth redirect URI), not the page they started from; `oauth` handles it. */
  callbackPath: string | null;
  /** Lists standing orders and direct debits (getStandingOrders, getDirectDebits): bills with the bank's own payee and amount. */
  recurringPayments: boolean;
  /** Gives pending transactions beside booked ones. */
  pendingTransactions: boolean;
  /** A settling payment comes back under a new id and text: a pending row is matched to its booked one by amount and date. */
  pendingRenamedWhenBooked: boolean;
  /** Reads credit cards as accounts of their own. */
  cardAccounts: boolean;
  /** Access can be extended in place before it ends (renewConsent); the screens offer "Renew access". */
  consentRenewal: boolean;
  /** Linking a connection again keeps its link id: the same tokens and accounts come back. */
  reconnectKeepsLink: boolean;
  reads: ReadBudget;
};

/** A standing order or direct debit the bank lists for an account. */
export type RecurringPayment = {
  kind: 'standing_order' | 'direct_debit';
  /** Stable within a sync: the bank's id, or a key built from the standing order. */
  id: string;
  /** The exact payee text the bank gives (a standing order without a payee: its reference). */
  payee: string;
  reference: string | null;
  /** Decimal text, positive: what leaves the account. Null when the bank gives none. */
  amount: string | null;
  currency: string;
  /** yyyy-MM-dd; null when only the last payment is known. */
  nextDate: string | null;
  lastDate: string | null;
  /** The bank's frequency (EvryDay, IntrvlMnthDay:01:15, MONTHLY...), when it gives one. */
  frequency: string | null;
  active: boolean;
  raw: unknown;
};

export type CompleteLinkInput = { code: string; state: string; userId: string; redirectUrl: string };

/** A provider whose bank returns to capabilities.callbackPath with an OAuth code and state. */
export interface OAuthReturn {
  /** The link id a returning `state` names, when it is valid and was started by `userId`; else null. */
  linkOfState(state: string, userId: string): string | null;
  /** Who started the link a returning `state` names (signature and expiry checked), for a browser that comes back signed out. */
  starterOfState(state: string): { userId: string; linkId: string } | null;
  /** Checks `state` for this user, exchanges the code, stores the tokens. */
  completeLink(input: CompleteLinkInput): Promise<ProviderResult<{ requisitionId: string; consentExpiresAt: string | null }>>;
}

export type RenewInput = { linkId: string; redirectUrl: string; user: { name: string; email: string } };

export type RenewResult = { action: 'extended'; consentExpiresAt: string } | { action: 'user_action_needed'; link: string };

/** An account a link reads may already be held under another link of the same provider: how to know it again. */
type SameAccountMatch = {
  /** A SQL LIKE pattern of the provider account ids (any link) that name this account. */
  accountIdLike: string;
  /** Also the same account when the sort code and account number match (not for cards). */
  bySortCode: boolean;
};

export interface BankProvider {
  readonly id: string;
  readonly capabilities: ProviderCapabilities;
  listInstitutions(country: 'GB'): Promise<ProviderResult<Institution[]>>;
  startLink(input: StartLinkInput): Promise<ProviderResult<StartLinkResult>>;
  // `present`: the reads a person asked for themselves (providers without such a notion ignore it).
  getLink(requisitionId: string, present?: PersonPresent): Promise<ProviderResult<LinkInfo>>;
  getAccountDetails(accountId: string, present?: PersonPresent): Promise<ProviderResult<AccountDetails>>;
  getBalances(accountId: string, present?: PersonPresent): Promise<ProviderResult<Balance[]>>;
  getTransactions(accountId: string, range: DateRange, present?: PersonPresent): Promise<ProviderResult<TransactionsPage>>;
  removeLink(requisitionId: string): Promise<ProviderResult<null>>;
  /** With capabilities.recurringPayments. */
  getStandingOrders?(accountId: string, present?: PersonPresent): Promise<ProviderResult<RecurringPayment[]>>;
  getDirectDebits?(accountId: string, present?: PersonPresent): Promise<ProviderResult<RecurringPayment[]>>;
  /**
   * With capabilities.linking 'token': checks the token the person pasted at once (a refused
   * one throws ProviderLinkExpiredError), then keeps it for `linkId`, sealed.
   */
  linkWithToken?(input: { linkId: string; token: string }): Promise<ProviderResult<{ accessExpiresAt: string | null }>>;
  /** With capabilities.consentRenewal: extends the consent after the person reconfirmed it in the app. */
  renewConsent?(input: RenewInput): Promise<ProviderResult<RenewResult>>;
  /** With capabilities.callbackPath. */
  readonly oauth?: OAuthReturn;
  /** When an account can come back under a new link of this provider (connected again, not reconnected). */
  sameAccount?(accountId: string): SameAccountMatch | null;
}

/**
 * The scopes calls are counted in, per account per day (one per endpoint). 'link': the
 * connection's own list of accounts, per connection (counted where ReadBudget.linkReadsCounted).
 */
export type CallScope = 'details' | 'balances' | 'transactions' | 'standing_orders' | 'direct_debits' | 'link';

// Failures every provider reports the same way.

export class ProviderError extends Error {}

/**
 * The longest wait any provider's answer can impose: GoCardless's limits are daily, so a
 * reset header of ten years is junk, not a reason to block refreshes for 87,600 hours.
 */
const MAX_RATE_LIMIT_WAIT_SECONDS = 86_400;

/** A provider-given wait as the app keeps it: whole seconds, at least 1, at most a day. */
export const boundedWait = (seconds: number) =>
  Number.isFinite(seconds) ? Math.min(MAX_RATE_LIMIT_WAIT_SECONDS, Math.max(1, Math.ceil(seconds))) : MAX_RATE_LIMIT_WAIT_SECONDS;

/** The provider refused for its rate limit; try again after `retryAfterSeconds` (a day at most). */
export class ProviderRateLimitedError extends ProviderError {
  readonly retryAfterSeconds: number;
  constructor(
    retryAfterSeconds: number,
    readonly scope: CallScope | 'general',
  ) {
    const wait = boundedWait(retryAfterSeconds);
    super(`Bank API rate limit reached. Please try again in ${wait} seconds`);
    this.retryAfterSeconds = wait;
  }
}

/** The user's consent has expired or was withdrawn: the connection needs reconnecting. */
export class ProviderLinkExpiredError extends ProviderError {
  constructor(message = 'Invalid bank connection. Please reconnect your bank.') {
    super(message);
  }
}

/**
 * The person has granted access but must still approve it in their bank's own app (strong
 * customer authentication): the app waits and asks again instead of failing the link.
 */
export class ProviderAwaitingApprovalError extends ProviderError {
  constructor(message = 'Approve the connection in your bank’s app to finish connecting.') {
    super(message);
  }
}

/** The provider or the bank did not answer in time, or answered with a server error. */
export class ProviderUnavailableError extends ProviderError {
  constructor(
    readonly reason: 'timeout' | 'gateway_timeout' | 'server_error',
    message: string,
  ) {
    super(message);
  }
}
