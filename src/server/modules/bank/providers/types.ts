// The one interface every bank-data provider implements (BANK_PROVIDER selects it).
// Shapes follow the Berlin Group / GoCardless Bank Account Data v2 vocabulary, which the
// sandbox speaks too, so sync code never knows which provider it talks to.

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
export const MIN_HISTORY_DAYS = 90;

/** The one rule for which banks may be offered, whatever the provider. */
export const offersEnoughHistory = (institution: Institution) => institution.transactionTotalDays >= MIN_HISTORY_DAYS;

const byName = (a: Institution, b: Institution) => a.name.localeCompare(b.name, 'en-GB', { sensitivity: 'base' });

/** The banks of a list that may be offered (offersEnoughHistory), by name: what the connect dialog lists. */
export const offeredInstitutions = (institutions: readonly Institution[]): Institution[] => institutions.filter(offersEnoughHistory).sort(byName);

export type StartLinkInput = {
  institutionId: string;
  redirectUrl: string;
  /** Our reference for this link (unique per attempt). */
  reference: string;
  /** The signed-in user; TrueLayer binds its OAuth `state` to it. Other providers ignore it. */
  userId?: string;
};

export type StartLinkResult = {
  /** The provider's requisition id. */
  requisitionId: string;
  /** Where the user authorises access (the bank's, or the sandbox consent page). */
  link: string;
  /** When the granted access ends, if known at creation. */
  accessExpiresAt: string | null;
};

/**
 * GoCardless requisition status codes: CR created, GC giving consent, UA undergoing
 * authentication, RJ rejected, SA selecting accounts, GA granting access, LN linked,
 * EX expired, SU suspended.
 */
export type LinkStatus = 'CR' | 'GC' | 'UA' | 'RJ' | 'SA' | 'GA' | 'LN' | 'EX' | 'SU';

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
 * first sync. A provider may pass their IP on to the bank (TrueLayer's X-PSU-IP), and the
 * bank's limit of 4 reads a day without the person then does not apply to the call.
 */
export type PersonPresent = { ip: string };

export interface BankProvider {
  readonly id: 'sandbox' | 'gocardless' | 'truelayer';
  listInstitutions(country: 'GB'): Promise<ProviderResult<Institution[]>>;
  startLink(input: StartLinkInput): Promise<ProviderResult<StartLinkResult>>;
  // `present`: the reads a person asked for themselves (providers without such a notion ignore it).
  getLink(requisitionId: string, present?: PersonPresent): Promise<ProviderResult<LinkInfo>>;
  getAccountDetails(accountId: string, present?: PersonPresent): Promise<ProviderResult<AccountDetails>>;
  getBalances(accountId: string, present?: PersonPresent): Promise<ProviderResult<Balance[]>>;
  getTransactions(accountId: string, range: DateRange, present?: PersonPresent): Promise<ProviderResult<TransactionsPage>>;
  removeLink(requisitionId: string): Promise<ProviderResult<null>>;
}

/**
 * The scopes GoCardless counts calls in, per account per day (TrueLayer: per endpoint, the last
 * two its own). 'link': the connection's own list of accounts (TrueLayer's /accounts and /cards,
 * read on every sync and limited by the bank like any Data API read), per connection.
 */
export type CallScope = 'details' | 'balances' | 'transactions' | 'standing_orders' | 'direct_debits' | 'link';

// Failures every provider reports the same way.

export class ProviderError extends Error {}

/**
 * The longest wait any provider's answer can impose: GoCardless's limits are daily, so a
 * reset header of ten years is junk, not a reason to block refreshes for 87,600 hours.
 */
export const MAX_RATE_LIMIT_WAIT_SECONDS = 86_400;

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

/** The provider or the bank did not answer in time, or answered with a server error. */
export class ProviderUnavailableError extends ProviderError {
  constructor(
    readonly reason: 'timeout' | 'gateway_timeout' | 'server_error',
    message: string,
  ) {
    super(message);
  }
}
