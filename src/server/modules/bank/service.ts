import { randomUUID } from 'node:crypto';
import { withTransaction } from '../../db/db';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { connectMessages, refreshMessages } from '../../../shared/bank/refresh-messages';
import { resolveBalancePence } from '../../../shared/bank/account-rules';
import { categoryNames } from '../categories/service';
import { afterLedgerChange, insertRequisition, connections as q } from '../ledger/service';
import { claimBankSilentRefresh } from '../auth/service';
import { beginRefresh, endRefresh, heartbeat, HEARTBEAT_MS, type RefreshMode, type Refusal } from './refresh-state';
import {
  offeredInstitutions,
  ProviderAwaitingApprovalError,
  ProviderError,
  ProviderLinkExpiredError,
  ProviderRateLimitedError,
  ProviderUnavailableError,
  type BankProvider,
  type Institution,
  type PersonPresent,
} from './providers/types';
import { syncRequisition } from './sync/sync-requisition';
import { callbackUrl, exchangeOAuthCode } from './oauth-return';
import type { HeldBankReturn } from '../../http/bank-return-cookie';
import { enabledProviders, providerFor, providerLabels } from './providers/registry';
import { connectionStateOf, LINKED } from './connection-state';
import type { AccountSyncResult } from './sync/sync-account';

// What other modules may use of the bank (ARCHITECTURE.md, "Server modules"): the functions
// below, and this.
export { providerFor };

const INSTITUTIONS_TTL_MS = 60 * 60 * 1000;
const institutionsCache = new Map<BankProvider, { at: number; list: Institution[] }>();

/** `linking`: how the person links it; `tokenHelp`: where a token-linked bank's token comes from. */
export type OfferedInstitution = Institution & { provider: string; linking: 'redirect' | 'token'; tokenHelp: string | null };

/** Banks a user can link, from every enabled provider: GB, with at least 90 days of history (cached for an hour). */
export async function listInstitutions(deps: Deps): Promise<OfferedInstitution[]> {
  const lists = await Promise.all(
    enabledProviders(deps).map(async (provider) => {
      const cached = institutionsCache.get(provider);
      const { linking } = provider.capabilities;
      const tokenHelp = linking === 'token' ? (providerLabels[provider.id]?.tokenHelp ?? null) : null;
      const offered = (list: Institution[]): OfferedInstitution[] => list.map((i) => ({ ...i, provider: provider.id, linking, tokenHelp }));
      if (cached && Date.now() - cached.at < INSTITUTIONS_TTL_MS) return offered(cached.list);
      const { data } = await provider.listInstitutions('GB');
      const list = offeredInstitutions(data);
      institutionsCache.set(provider, { at: Date.now(), list });
      return offered(list);
    }),
  );
  return lists.flat();
}

/** The enabled providers, in order, with what each reaches (the connect dialog offers a choice when there are several). */
export function listProviders(deps: Deps) {
  return enabledProviders(deps).map((p) => ({ id: p.id, name: providerLabels[p.id]?.name ?? p.id, reaches: providerLabels[p.id]?.reaches ?? '' }));
}

/** Where the bank sends the person back: the page they started from. */
export type ReturnPath = '/money' | '/onboarding/connect-bank' | '/settings/bank-connections' | '/dashboard';

function returnUrl(deps: Deps, returnPath: string, requisitionId: string, userId: string) {
  return `${deps.config.appOrigin}${returnPath}?requisitionId=${requisitionId}&userId=${userId}`;
}

/**
 * Starts linking a bank. The return address carries our requisition id and the user id;
 * only the signed-in user who started it can complete it. With `reconnect`, the same
 * connection is linked again (a lapsed consent): its accounts and their history stay.
 */
export async function initiateConnection(
  deps: Deps,
  userId: string,
  institutionId: string,
  returnPath: ReturnPath = '/money',
  options: { providerId?: string; reconnect?: string } = {},
) {
  if (options.reconnect) return reconnectConnection(deps, userId, options.reconnect, returnPath);
  const offered = await listInstitutions(deps);
  const institution = offered.find((i) => i.id === institutionId && (!options.providerId || i.provider === options.providerId));
  if (!institution) throw new AppError('INVALID_INPUT', 'That bank is not available.');
  const provider = providerFor(deps, institution.provider);
  const reference = randomUUID();
  const row = await insertRequisition(deps.db, {
    userId,
    provider: provider.id,
    reference,
    institutionId: institution.id,
    institutionName: institution.name,
    institutionLogo: institution.logo,
    returnPath,
  });
  try {
    const { data } = await startLink(deps, provider, { userId, requisitionId: row.id, reference, institutionId, returnPath });
    await q.setProviderRequisition(deps.db, row.id, data.requisitionId, data.accessExpiresAt);
    return { redirectLink: data.link, requisitionId: row.id, reference };
  } catch (error) {
    await q.deleteRequisition(deps.db, userId, row.id);
    deps.logger.warn({ err: error, institutionId }, 'starting a bank link failed');
    throw new AppError('BANK_UNAVAILABLE', connectMessages.startFailed, { cause: error });
  }
}

function startLink(
  deps: Deps,
  provider: BankProvider,
  input: { userId: string; requisitionId: string; reference: string; institutionId: string; returnPath: string },
) {
  // An OAuth provider compares the redirect URI character for character: one fixed address per installation.
  const { callbackPath } = provider.capabilities;
  const redirectUrl = callbackPath ? callbackUrl(deps, callbackPath) : returnUrl(deps, input.returnPath, input.requisitionId, input.userId);
  return provider.startLink({ institutionId: input.institutionId, redirectUrl, reference: input.reference, userId: input.userId });
}

/**
 * Links an existing connection again. A provider that keeps the link id (reconnectKeepsLink)
 * reads the same accounts (and their history) again; others make a new link on the same
 * connection, whose accounts are matched by the provider's account ids.
 */
async function reconnectConnection(deps: Deps, userId: string, requisitionId: string, returnPath: ReturnPath) {
  const requisition = await q.findRequisition(deps.db, userId, requisitionId);
  if (!requisition) throw new AppError('NOT_FOUND', 'That bank connection was not found.');
  const provider = providerFor(deps, requisition.provider);
  const keep = provider.capabilities.reconnectKeepsLink && requisition.provider_requisition_id;
  const reference = keep ? requisition.provider_requisition_id! : randomUUID();
  try {
    const { data } = await startLink(deps, provider, { userId, requisitionId, reference, institutionId: requisition.institution_id, returnPath });
    await q.restartRequisition(deps.db, requisitionId, { providerRequisitionId: data.requisitionId, returnPath });
    return { redirectLink: data.link, requisitionId, reference };
  } catch (error) {
    deps.logger.warn({ err: error, requisitionId }, 'starting a bank reconnection failed');
    throw new AppError('BANK_UNAVAILABLE', connectMessages.startFailed, { cause: error });
  }
}

/**
 * Links a bank with a token the person pasted (capabilities.linking 'token'): the provider
 * checks it at once and keeps it sealed; then the first sync runs as on return from a bank.
 * A refused token leaves nothing behind. With `reconnect`, the same connection takes the new
 * token (its accounts and history stay).
 */
export async function linkWithToken(
  deps: Deps,
  userId: string,
  input: { providerId: string; institutionId: string; token: string; reconnect?: string },
  present?: PersonPresent,
): Promise<SyncTotals & { requisitionId: string }> {
  // Another person's connection reads exactly like a missing one, whatever else the input says.
  const existing = input.reconnect ? await q.findRequisition(deps.db, userId, input.reconnect) : undefined;
  if (input.reconnect && (!existing || existing.provider !== input.providerId)) throw new AppError('NOT_FOUND', 'That bank connection was not found.');
  const provider = enabledProviders(deps).find((p) => p.id === input.providerId);
  if (!provider?.linkWithToken || provider.capabilities.linking !== 'token') throw new AppError('INVALID_INPUT', 'That bank is not available.');
  let requisitionId = existing?.id;
  let linkId = existing?.provider_requisition_id ?? null;
  if (!existing) {
    const institution = (await listInstitutions(deps)).find((i) => i.id === input.institutionId && i.provider === provider.id);
    if (!institution) throw new AppError('INVALID_INPUT', 'That bank is not available.');
    linkId = randomUUID();
    const row = await insertRequisition(deps.db, {
      userId,
      provider: provider.id,
      reference: linkId,
      institutionId: institution.id,
      institutionName: institution.name,
      institutionLogo: institution.logo,
      returnPath: null,
    });
    requisitionId = row.id;
    await q.setProviderRequisition(deps.db, row.id, linkId, null);
  }
  try {
    await provider.linkWithToken({ linkId: linkId!, token: input.token });
  } catch (error) {
    if (!existing) await q.deleteRequisition(deps.db, userId, requisitionId!);
    deps.logger.warn({ err: error, provider: provider.id }, 'a pasted bank token was refused');
    throw new AppError('BANK_LINK_FAILED', connectMessages.tokenRefused, { cause: error });
  }
  const requisition = (await q.findRequisition(deps.db, userId, requisitionId!))!;
  try {
    const results = await syncRequisition(deps, requisition, 'user', present);
    await scheduleNextRefresh(deps, requisition.id);
    await afterSync(deps, userId, results);
    return { requisitionId: requisition.id, ...totals(results) };
  } catch (error) {
    deps.logger.warn({ err: error, requisitionId }, 'the first sync of a token link failed');
    throw new AppError('BANK_LINK_FAILED', connectMessages.failed, { cause: error });
  }
}

export type RenewResult = { status: 'renewed'; accessExpiresAt: string } | { status: 'redirect'; redirectLink: string };

/**
 * "Renew access" (capabilities.consentRenewal): after the person reconfirmed in the app, the
 * consent is extended without leaving it; when the bank wants them to sign in again, the
 * consent has already lapsed, or the provider cannot renew in place, the same connection is
 * authorised again through the bank.
 */
export async function renewConnection(deps: Deps, userId: string, requisitionId: string, returnPath: ReturnPath): Promise<RenewResult> {
  const requisition = await q.findRequisition(deps.db, userId, requisitionId);
  if (!requisition?.provider_requisition_id) throw new AppError('NOT_FOUND', 'That bank connection was not found.');
  const provider = providerFor(deps, requisition.provider);
  const { callbackPath } = provider.capabilities;
  if (provider.capabilities.consentRenewal && provider.renewConsent && callbackPath) {
    const user = await q.userForRenewal(deps.db, userId);
    try {
      const { data } = await provider.renewConsent({
        linkId: requisition.provider_requisition_id,
        redirectUrl: callbackUrl(deps, callbackPath),
        user: { name: user?.name ?? '', email: user?.email ?? '' },
      });
      if (data.action === 'extended') {
        await q.markRequisition(deps.db, requisitionId, { status: LINKED, needsReconnect: false, lastError: null, accessExpiresAt: data.consentExpiresAt });
        await q.clearExpiryWarning(deps.db, requisitionId);
        await deps.events.publish({ userId, topics: ['bank_accounts'] });
        return { status: 'renewed', accessExpiresAt: data.consentExpiresAt };
      }
    } catch (error) {
      // Lapsed or refused: the person goes through their bank instead.
      if (!(error instanceof ProviderError)) throw error;
      deps.logger.warn({ err: error, requisitionId }, 'renewing a consent in place failed; re-authorising');
    }
  }
  const started = await reconnectConnection(deps, userId, requisitionId, returnPath);
  return { status: 'redirect', redirectLink: started.redirectLink };
}

/** `awaitingApproval`: the bank wants the person to approve in its own app first; ask again shortly. */
export type SyncTotals = { accountsCount: number; transactionsCount: number; awaitingApproval?: true; message?: string };

/**
 * On return from the bank: store the accounts and run the first sync. `returnedUserId` is
 * the user id in the return address: it must be the signed-in user's own. `held`: an OAuth
 * provider's code kept while the person signed in (truelayer-callback-route.ts), exchanged first.
 */
export async function completeConnection(
  deps: Deps,
  userId: string,
  requisitionId: string,
  returnedUserId: string,
  options: { present?: PersonPresent; held?: HeldBankReturn } = {},
): Promise<SyncTotals> {
  if (returnedUserId !== userId) throw new AppError('NOT_FOUND', connectMessages.failed);
  const requisition = await q.findRequisition(deps.db, userId, requisitionId);
  // Another user's requisition reads exactly like a missing one.
  if (!requisition) throw new AppError('NOT_FOUND', connectMessages.failed);
  if (options.held && providerFor(deps, requisition.provider).oauth) await exchangeOAuthCode(deps, userId, requisition.id, options.held);
  try {
    const results = await syncRequisition(deps, requisition, 'user', options.present);
    await scheduleNextRefresh(deps, requisition.id);
    await afterSync(deps, userId, results);
    return totals(results);
  } catch (error) {
    if (error instanceof ProviderAwaitingApprovalError) return { accountsCount: 0, transactionsCount: 0, awaitingApproval: true, message: error.message };
    deps.logger.warn({ err: error, requisitionId }, 'completing a bank link failed');
    throw new AppError('BANK_LINK_FAILED', connectMessages.failed, { cause: error });
  }
}

export type RefreshResult =
  | ({ status: 'ok'; message: string; rateLimitedSeconds: number | null } & SyncTotals)
  | { status: 'no_connection'; message: string }
  | { status: 'import_only'; message: string }
  | { status: 'refused'; reason: 'running' | 'cooldown' | 'rate_limited'; waitSeconds: number; message: string }
  | { status: 'failed'; reason: 'invalid_connection' | 'timeout' | 'gateway_timeout' | 'error'; message: string };

/**
 * Refreshes every linked connection of the user, within the spec's refusals. The server
 * decides what the asked-for mode may do (decision 020): 'silent' skips the cooldown only
 * as the first silent refresh of a browser session (`sessionId`; null for a personal
 * access token), 'forced' only within the day's allowance; otherwise each is a manual one.
 * `present` (a browser session's request) tells the bank the person is there.
 */
export async function refreshAll(
  deps: Deps,
  userId: string,
  asked: RefreshMode,
  sessionId: string | null = null,
  present?: PersonPresent,
): Promise<RefreshResult> {
  const requisitions = await q.linkedRequisitions(deps.db, userId);
  if (requisitions.length === 0) return whyNothingToRefresh(deps, userId);
  const mode = asked === 'silent' && !(sessionId !== null && (await claimBankSilentRefresh(deps.db, sessionId))) ? 'manual' : asked;
  const begun = await beginRefresh(deps.db, userId, mode);
  if (!('runId' in begun)) return refused(begun);
  const { runId } = begun;
  // The claim is a short lease: renewed while this run lives, so a crash frees it soon.
  const beat = setInterval(() => {
    heartbeat(deps.db, userId, runId).catch((err: unknown) => deps.logger.warn({ err }, 'refresh heartbeat failed'));
  }, HEARTBEAT_MS);
  beat.unref();
  const results: AccountSyncResult[] = [];
  let limited: number | null = null;
  let generalLimit: number | null = null;
  let failure: RefreshResult | undefined;
  try {
    for (const requisition of requisitions) {
      try {
        results.push(...(await syncRequisition(deps, requisition, 'user', present)));
      } catch (error) {
        if (error instanceof ProviderRateLimitedError) {
          limited = Math.max(limited ?? 0, error.retryAfterSeconds);
          // Only a limit on the provider as a whole stops the user's next refresh outright.
          if (error.scope === 'general') generalLimit = Math.max(generalLimit ?? 0, error.retryAfterSeconds);
        } else {
          deps.logger.warn({ err: error, requisitionId: requisition.id }, 'refresh of a connection failed');
          failure ??= failureFor(error);
        }
      }
    }
    for (const r of results) if (r.rateLimitedSeconds) limited = Math.max(limited ?? 0, r.rateLimitedSeconds);
    // A run that could read nothing at all: the next one could not either, until the
    // soonest of those waits. Otherwise each limit stays with its account and scope.
    if (!failure && results.length > 0 && results.every((r) => r.allLimited)) {
      const soonest = Math.min(...results.map((r) => r.rateLimitedSeconds ?? Infinity));
      if (Number.isFinite(soonest)) generalLimit = Math.max(generalLimit ?? 0, soonest);
    }
  } finally {
    clearInterval(beat);
    await endRefresh(deps.db, userId, runId, generalLimit);
  }
  if (results.length > 0) await afterSync(deps, userId, results);
  if (failure && results.length === 0) return failure;
  return {
    status: 'ok',
    ...totals(results),
    rateLimitedSeconds: limited,
    message: limited ? refreshMessages.rateLimitedDuring(limited) : refreshMessages.done,
  };
}

function refused(refusal: Refusal): RefreshResult {
  const message =
    refusal.reason === 'rate_limited'
      ? refreshMessages.rateLimited(refusal.waitSeconds)
      : refusal.reason === 'cooldown'
        ? refreshMessages.cooldown
        : refreshMessages.alreadyRunning;
  return { status: 'refused', ...refusal, message };
}

/** The user's connections, each with its state decided here (connection-state.ts); the provider's own words never leave the server. */
export async function listConnections(deps: Deps, userId: string) {
  const rows = await q.listConnections(deps.db, userId);
  const now = deps.clock();
  return rows.map(({ status, ...row }) => {
    const provider = enabledProviders(deps).find((p) => p.id === row.provider);
    // `linking`: how the person links it again (through the bank, or with a new token).
    return { ...row, state: connectionStateOf({ status, ...row }, provider?.capabilities, now), linking: provider?.capabilities.linking ?? 'redirect' };
  });
}

/** The user's accounts, each with the balance the rules pick from what the bank gave. */
export async function listAccounts(deps: Deps, userId: string) {
  const rows = await q.listAccounts(deps.db, userId);
  return rows.map(({ raw_data, balance, manual, ...a }) => ({ ...a, manual: Boolean(manual), balance: resolveBalancePence(balance, raw_data) }));
}

/**
 * Read-only (the scripts API): the user's transactions dated from..to (inclusive), newest
 * first; amounts in signed pence; each with its merchant name, category id and the name the
 * person sees for it (one small read of their category changes beside the rows).
 */
export async function listTransactions(deps: Deps, userId: string, range: { from: string; to: string; limit: number }) {
  const [rows, names] = await Promise.all([q.listTransactions(deps.db, userId, range), categoryNames(deps, userId)]);
  return rows.map((row) => ({ ...row, category_name: names.get(row.category_id) ?? null }));
}

/** Removes a connection: the provider link first, then the accounts and their data. */
export async function removeConnection(deps: Deps, userId: string, requisitionId: string) {
  const requisition = await q.findRequisition(deps.db, userId, requisitionId);
  if (!requisition) throw new AppError('NOT_FOUND', 'That bank connection was not found.');
  if (requisition.provider_requisition_id) {
    await removeAtProvider(deps, requisition.provider, requisition.provider_requisition_id).catch((err: unknown) => {
      // The provider may already have dropped it; our copy goes either way.
      deps.logger.warn({ err, requisitionId }, 'removing the provider link failed');
    });
  }
  await q.deleteRequisition(deps.db, userId, requisitionId);
  await afterLedgerChange(deps, userId, { accounts: true, rows: true });
}

/**
 * Disconnects one account: its data goes, and later syncs of the link skip it. When it was
 * the link's last account, the link itself is removed at the provider too.
 */
export async function removeAccount(deps: Deps, userId: string, accountId: string) {
  const account = await q.findAccount(deps.db, userId, accountId);
  if (!account) throw new AppError('NOT_FOUND', 'Failed to disconnect bank account');
  const accountsLeft = await withTransaction(deps.db, async (trx) => {
    await q.deleteAccountRow(trx, account.id);
    await q.excludeFromLink(trx, account.requisition_id, account.account_id);
    return q.linkHasAccounts(trx, account.requisition_id);
  });
  if (!accountsLeft) await removeConnection(deps, userId, account.requisition_id);
  else await afterLedgerChange(deps, userId, { accounts: true, rows: true });
}

export async function setAccountClassification(deps: Deps, userId: string, accountId: string, classification: 'CurrentAccount' | 'SavingsAccount') {
  if (!(await q.setClassification(deps.db, userId, accountId, classification))) throw new AppError('NOT_FOUND', 'Failed to update account type');
  await deps.events.publish({ userId, topics: ['bank_accounts'] });
}

/** After any sync: the ledger's pipeline (bills, salary, the paid check, open pages told to refetch). */
export async function afterSync(deps: Deps, userId: string, results: AccountSyncResult[]) {
  const changed = results.some((r) => r.inserted + r.updated + r.pendingRemoved > 0);
  await afterLedgerChange(deps, userId, { accounts: true, rows: changed });
}

/** Scheduled refreshes every 8 hours, each connection at its own offset in the slot. */
const SCHEDULE_INTERVAL_HOURS = 8;
export async function scheduleNextRefresh(deps: Deps, requisitionId: string) {
  const offsetMinutes = [...requisitionId].reduce((h, c) => (h * 31 + c.charCodeAt(0)) % 120, 7);
  const next = new Date(deps.clock().getTime() + (SCHEDULE_INTERVAL_HOURS * 60 + offsetMinutes) * 60_000);
  await q.markRequisition(deps.db, requisitionId, { nextRefreshAt: next });
}

/** No linked connection: none at all, one that needs reconnecting, or none active. */
async function whyNothingToRefresh(deps: Deps, userId: string): Promise<RefreshResult> {
  // Manual accounts (decision 026) have no link to refresh: a person who has only those is
  // offered a newer statement, not told to connect a bank (issue 22 item 7).
  const connections = await listConnections(deps, userId);
  const all = connections.filter((c) => c.state !== 'manual');
  if (all.length === 0) {
    return connections.length > 0
      ? { status: 'import_only', message: refreshMessages.importOnly }
      : { status: 'no_connection', message: refreshMessages.noConnection };
  }
  if (all.some((c) => c.needs_reconnect)) return { status: 'failed', reason: 'invalid_connection', message: refreshMessages.invalidConnection };
  return { status: 'no_connection', message: refreshMessages.noActiveConnection };
}

function totals(results: AccountSyncResult[]): SyncTotals {
  return { accountsCount: results.filter((r) => !r.notRead).length, transactionsCount: results.reduce((n, r) => n + r.inserted, 0) };
}

function failureFor(error: unknown): RefreshResult {
  if (error instanceof ProviderLinkExpiredError) return { status: 'failed', reason: 'invalid_connection', message: refreshMessages.invalidConnection };
  if (error instanceof ProviderUnavailableError) {
    if (error.reason === 'timeout') return { status: 'failed', reason: 'timeout', message: refreshMessages.timeout };
    if (error.reason === 'gateway_timeout') return { status: 'failed', reason: 'gateway_timeout', message: refreshMessages.gatewayTimeout };
  }
  // Only a provider's own message is fit to show; anything else stays in the log.
  if (error instanceof ProviderError) return { status: 'failed', reason: 'error', message: refreshMessages.failed(error.message) };
  return { status: 'failed', reason: 'error', message: refreshMessages.genericFailure };
}

function removeAtProvider(deps: Deps, providerId: string, linkId: string) {
  return Promise.resolve().then(() => providerFor(deps, providerId).removeLink(linkId));
}
