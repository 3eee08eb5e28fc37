import type { Logger } from '../../../../logger';
import { ProviderError, ProviderLinkExpiredError, type DateRange, type PersonPresent, type ProviderCapabilities, type StartLinkInput } from '../types';
import { buildAuthLink, exchangeCode, reauthLink, refreshTokens, type AuthDeps } from './truelayer-auth';
import { TrueLayerDataClient } from './truelayer-client';
import type { TrueLayerConfig } from './truelayer-config';
import { consentDays, consentExpiry } from './truelayer-consent';
import { errorForTlResponse, malformedAnswer } from './truelayer-errors';
import type { TrueLayerBankProvider, TrueLayerTokenStore } from './truelayer-extensions';
import { isOk, tlSend } from './truelayer-http';
import { accountRef, parseAccountRef } from './truelayer-ids';
import { accountBalances, accountDetails, cardBalances, cardDetails, directDebit, standingOrder, toTransactions } from './truelayer-mapping';
import {
  accountSchema,
  balanceSchema,
  cardSchema,
  directDebitSchema,
  extendResponseSchema,
  meSchema,
  standingOrderSchema,
  transactionSchema,
  type TlMe,
} from './truelayer-schemas';
import { linkStates } from '../oauth-state';
import { RotatingTokens } from '../rotating-tokens';

export type TrueLayerProviderOptions = {
  config: TrueLayerConfig;
  logger: Logger;
  store: TrueLayerTokenStore;
  /** HMAC key for the OAuth state (derive it from the secret-box key material). */
  stateKey: Buffer;
  timeoutMs?: number;
  fetch?: typeof fetch;
  now?: () => number;
};

/** The auth dialog lists every UK bank, so the connect dialog offers one entry for them all. */
const trueLayerInstitution = {
  id: 'truelayer-uk',
  name: 'UK banks via TrueLayer',
  logo: null,
  // TrueLayer can read up to 24 months when asked within minutes of the user's consent.
  transactionTotalDays: 730,
  maxAccessValidForDays: consentDays,
};

/** The fixed redirect URI registered in TrueLayer's Console (README). */
const trueLayerCallbackPath = '/api/bank/truelayer/callback';

/**
 * OAuth through TrueLayer's auth dialog back to one fixed address; standing orders, direct
 * debits, pending rows (renamed when booked) and cards; consent extended in place. UK rules
 * allow 4 reads a day per account and endpoint without the person, /accounts and /cards
 * included; a read with the person present (X-PSU-IP) is not one of them.
 */
const trueLayerCapabilities: ProviderCapabilities = {
  linking: 'redirect',
  callbackPath: trueLayerCallbackPath,
  recurringPayments: true,
  pendingTransactions: true,
  pendingRenamedWhenBooked: true,
  cardAccounts: true,
  consentRenewal: true,
  reconnectKeepsLink: true,
  reads: { daily: 4, presentReadsFree: true, linkReadsCounted: true },
};

const seg = (value: string) => encodeURIComponent(value);
const path = (kind: 'account' | 'card', id: string, rest = '') => `/data/v1/${kind === 'card' ? 'cards' : 'accounts'}/${seg(id)}${rest}`;

export function createTrueLayerProvider(options: TrueLayerProviderOptions): TrueLayerBankProvider {
  const now = options.now ?? Date.now;
  const http = { logger: options.logger, timeoutMs: options.timeoutMs, fetch: options.fetch };
  const auth: AuthDeps = { config: options.config, http, now };
  const tokens = new RotatingTokens(options.store, {
    refresh: (refreshToken) => refreshTokens(auth, refreshToken),
    missing: () => new ProviderError('This TrueLayer connection was never completed.'),
    now,
  });
  const client = new TrueLayerDataClient(options.config, http, tokens);
  const ok = <T>(data: T) => ({ data, rateLimit: null });
  const states = linkStates(options.stateKey, now);

  /** /me, best effort: a connection still works when it is unreadable. */
  async function readMe(linkId: string): Promise<TlMe | null> {
    try {
      return (await client.results(linkId, '/data/v1/me', meSchema))[0] ?? null;
    } catch (error) {
      if (error instanceof ProviderLinkExpiredError) throw error;
      return null;
    }
  }

  const provider: TrueLayerBankProvider = {
    id: 'truelayer',
    capabilities: trueLayerCapabilities,
    get oauth() {
      return provider;
    },
    renewConsent: (input) => provider.extendConsent(input),
    sameAccount(accountId) {
      const ref = parseAccountRef(accountId);
      const escaped = ref.id.replace(/[\\%_]/g, (c) => `\\${c}`);
      return { accountIdLike: `tl:${ref.kind}:%:${escaped}`, bySortCode: ref.kind !== 'card' };
    },

    listInstitutions: () => Promise.resolve(ok([trueLayerInstitution])),

    startLink(input: StartLinkInput) {
      if (!input.userId) return Promise.reject(new ProviderError('A TrueLayer link needs the signed-in user.'));
      const state = states.sign(input.userId, input.reference);
      return Promise.resolve(
        ok({
          requisitionId: input.reference,
          link: buildAuthLink(options.config, { redirectUri: input.redirectUrl, state }),
          accessExpiresAt: new Date(now() + consentDays * 86_400_000).toISOString(),
        }),
      );
    },

    linkOfState: states.linkOfState,

    starterOfState: states.starterOfState,

    async completeLink(input) {
      const linkId = states.linkToComplete(input.state, input.userId);
      const grantedAt = now();
      const fresh = await exchangeCode(auth, { code: input.code, redirectUri: input.redirectUrl });
      await options.store.save(linkId, { ...fresh, consentExpiresAt: null });
      const consentExpiresAt = consentExpiry(await readMe(linkId), grantedAt);
      await options.store.save(linkId, { ...fresh, consentExpiresAt });
      return ok({ requisitionId: linkId, consentExpiresAt });
    },

    async getLink(linkId, present?: PersonPresent) {
      const stored = await options.store.load(linkId);
      const base = { requisitionId: linkId, reference: linkId, institutionId: trueLayerInstitution.id };
      if (!stored) return ok({ ...base, status: 'linking' as const, accounts: [], accessExpiresAt: null });
      const expiry = stored.consentExpiresAt;
      if (expiry !== null && Date.parse(expiry) <= now()) return ok({ ...base, status: 'expired' as const, accounts: [], accessExpiresAt: expiry });
      try {
        const accounts = await client.results(linkId, '/data/v1/accounts', accountSchema, undefined, present);
        const cards = await client.optionalResults(linkId, '/data/v1/cards', cardSchema, undefined, present);
        const providerId = accounts[0]?.provider?.provider_id ?? cards[0]?.provider?.provider_id;
        return ok({
          ...base,
          institutionId: providerId ?? base.institutionId,
          status: 'linked' as const,
          accounts: [
            ...accounts.map((a) => accountRef({ kind: 'account', linkId, id: a.account_id })),
            ...cards.map((c) => accountRef({ kind: 'card', linkId, id: c.account_id })),
          ],
          accessExpiresAt: expiry,
        });
      } catch (error) {
        if (error instanceof ProviderLinkExpiredError) return ok({ ...base, status: 'expired' as const, accounts: [], accessExpiresAt: expiry });
        throw error;
      }
    },

    async getAccountDetails(accountId, present?: PersonPresent) {
      const ref = parseAccountRef(accountId);
      if (ref.kind === 'card') {
        const [card] = await client.results(ref.linkId, path('card', ref.id), cardSchema, undefined, present);
        if (!card) throw malformedAnswer('the card request');
        return ok(cardDetails(accountId, card));
      }
      const [account] = await client.results(ref.linkId, path('account', ref.id), accountSchema, undefined, present);
      if (!account) throw malformedAnswer('the account request');
      return ok(accountDetails(accountId, account));
    },

    async getBalances(accountId, present?: PersonPresent) {
      const ref = parseAccountRef(accountId);
      const [balance] = await client.results(ref.linkId, path(ref.kind, ref.id, '/balance'), balanceSchema, undefined, present);
      if (!balance) throw malformedAnswer('the balance request');
      return ok(ref.kind === 'card' ? cardBalances(balance) : accountBalances(balance));
    },

    async getTransactions(accountId, range: DateRange, present?: PersonPresent) {
      const ref = parseAccountRef(accountId);
      const query = { from: range.from, to: range.to };
      const booked = await client.results(ref.linkId, path(ref.kind, ref.id, '/transactions'), transactionSchema, query, present);
      const pending = await client.optionalResults(ref.linkId, path(ref.kind, ref.id, '/transactions/pending'), transactionSchema, undefined, present);
      return ok({ booked: toTransactions(booked, ref.kind, range), pending: toTransactions(pending, ref.kind, range) });
    },

    async getStandingOrders(accountId, present?: PersonPresent) {
      const ref = parseAccountRef(accountId);
      if (ref.kind === 'card') return ok([]);
      const rows = await client.optionalResults(ref.linkId, path('account', ref.id, '/standing_orders'), standingOrderSchema, undefined, present);
      return ok(rows.map(standingOrder));
    },

    async getDirectDebits(accountId, present?: PersonPresent) {
      const ref = parseAccountRef(accountId);
      if (ref.kind === 'card') return ok([]);
      const rows = await client.optionalResults(ref.linkId, path('account', ref.id, '/direct_debits'), directDebitSchema, undefined, present);
      return ok(rows.map(directDebit));
    },

    async removeLink(linkId) {
      const stored = await options.store.load(linkId);
      if (stored) {
        try {
          const token = await tokens.accessToken(linkId);
          const res = await tlSend(http, { method: 'DELETE', url: `${options.config.authUrl}/api/delete`, token });
          // Already gone at TrueLayer (401/403/404): the goal is met.
          if (!isOk(res.status) && ![401, 403, 404].includes(res.status)) throw errorForTlResponse({ ...res, method: 'DELETE', path: '/api/delete' });
        } catch (error) {
          if (!(error instanceof ProviderLinkExpiredError)) throw error;
        }
        await options.store.remove(linkId);
      }
      return ok(null);
    },

    async extendConsent(input) {
      const stored = await options.store.load(input.linkId);
      if (!stored?.refreshToken) throw new ProviderLinkExpiredError();
      const started = now();
      const res = await tlSend(http, {
        method: 'POST',
        url: `${options.config.apiUrl}/data/v1/connections/extend`,
        json: {
          client_id: options.config.clientId,
          client_secret: options.config.clientSecret,
          refresh_token: stored.refreshToken,
          redirect_uri: input.redirectUrl,
          user_has_reconfirmed_consent: true,
          user: { name: input.user.name, email: input.user.email },
        },
      });
      if (!isOk(res.status)) throw errorForTlResponse({ ...res, method: 'POST', path: '/data/v1/connections/extend' });
      const parsed = extendResponseSchema.safeParse(res.body);
      if (!parsed.success) throw malformedAnswer('the extend request');
      const body = parsed.data;
      if (body.action_needed !== 'no_action_needed') {
        if (!body.user_input_link) throw malformedAnswer('the extend request');
        return ok({ action: 'user_action_needed' as const, link: body.user_input_link });
      }
      if (!body.access_token || !body.expires_in) throw malformedAnswer('the extend request');
      const renewed = {
        accessToken: body.access_token,
        accessExpiresAt: started + body.expires_in * 1000,
        refreshToken: body.refresh_token ?? stored.refreshToken,
        consentExpiresAt: new Date(started + consentDays * 86_400_000).toISOString(),
      };
      await options.store.save(input.linkId, renewed);
      const me = await readMe(input.linkId);
      const consentExpiresAt = me ? consentExpiry(me, started) : renewed.consentExpiresAt;
      await options.store.save(input.linkId, { ...renewed, consentExpiresAt });
      return ok({ action: 'extended' as const, consentExpiresAt });
    },

    async reauthLink(linkId, redirectUrl) {
      const stored = await options.store.load(linkId);
      if (!stored?.refreshToken) throw new ProviderLinkExpiredError();
      return ok(await reauthLink(auth, { refreshToken: stored.refreshToken, redirectUri: redirectUrl }));
    },
  };
  return provider;
}
