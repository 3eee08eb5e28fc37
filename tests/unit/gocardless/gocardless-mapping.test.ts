import { expect, it } from 'vitest';
import { waitFromDetail, readErrorBody } from '../../../src/server/modules/bank/providers/gocardless/gocardless-errors';
import { agreementExpiry, dayCount, toTransaction, ukAccountNumber } from '../../../src/server/modules/bank/providers/gocardless/gocardless-mapping';
import { parseRateLimit, retryAfterFromHeaders, scopeForPath } from '../../../src/server/modules/bank/providers/gocardless/rate-limit-headers';

// The pure pieces, on inputs the fake server does not produce.

it('reads UK sort code and account number from each form GoCardless uses', () => {
  expect(ukAccountNumber({ scan: { sortCode: '20-00-00', accountNumber: '12345678' } })).toEqual({ sortCode: '200000', accountNumber: '12345678' });
  expect(ukAccountNumber({ scan: '200000 12345678' })).toEqual({ sortCode: '200000', accountNumber: '12345678' });
  expect(ukAccountNumber({ bban: 'NWBK 6016 1331 9268 19' })).toEqual({ sortCode: '601613', accountNumber: '31926819' });
  expect(ukAccountNumber({ iban: 'gb29 nwbk 6016 1331 9268 19' })).toEqual({ sortCode: '601613', accountNumber: '31926819' });
  // A malformed scan falls through to the bban.
  expect(ukAccountNumber({ scan: '1234', bban: '40478087654321' })).toEqual({ sortCode: '404780', accountNumber: '87654321' });
  expect(ukAccountNumber({ iban: 'DE89370400440532013000', bban: '370400440532013000' })).toBeNull();
  expect(ukAccountNumber({})).toBeNull();
});

it('reads day counts sent as text, defaulting to 90', () => {
  expect([dayCount('730'), dayCount(540), dayCount(undefined), dayCount(''), dayCount('abc'), dayCount('0')]).toEqual([730, 540, 90, 90, 90, 90]);
});

it('dates access expiry from the agreement’s acceptance', () => {
  const base = { id: 'a', institution_id: 'X', max_historical_days: 90, access_scope: [] };
  expect(agreementExpiry({ ...base, access_valid_for_days: 90, accepted: '2025-01-01T00:00:00.000Z' })).toBe('2025-04-01T00:00:00.000Z');
  expect(agreementExpiry({ ...base, access_valid_for_days: 90, accepted: null })).toBeNull();
  expect(agreementExpiry(null)).toBeNull();
});

it('prefers the unstructured remittance text, else joins the array', () => {
  const amount = { transactionAmount: { amount: '-1.00', currency: 'GBP' } };
  expect(toTransaction({ ...amount, remittanceInformationUnstructured: 'ONE', remittanceInformationUnstructuredArray: ['TWO'] }).remittanceInformation).toBe(
    'ONE',
  );
  expect(toTransaction({ ...amount, remittanceInformationUnstructuredArray: ['TWO', ' ', 'THREE'] }).remittanceInformation).toBe('TWO THREE');
  expect(toTransaction({ ...amount }).remittanceInformation).toBeNull();
  expect(toTransaction({ transactionAmount: { amount: -12.5, currency: 'GBP' } }).amount).toBe('-12.5');
});

it('parses rate-limit headers in either spelling and any case', () => {
  const http = new Headers({
    http_x_ratelimit_account_success_limit: '4',
    HTTP_X_RATELIMIT_ACCOUNT_SUCCESS_REMAINING: '1',
    Http_X_RateLimit_Account_Success_Reset: '7200',
    HTTP_X_RATELIMIT_LIMIT: '100',
    HTTP_X_RATELIMIT_REMAINING: '99',
    HTTP_X_RATELIMIT_RESET: '42',
  });
  expect(parseRateLimit(http, 'balances')).toEqual({ limit: 4, remaining: 1, resetSeconds: 7200 });
  expect(parseRateLimit(http, 'general')).toEqual({ limit: 100, remaining: 99, resetSeconds: 42 });
  const plain = new Headers({
    'x-ratelimit-account-success-limit': '4',
    'X-RATELIMIT-ACCOUNT-SUCCESS-REMAINING': '0',
    'X-RateLimit-Account-Success-Reset': '60',
  });
  expect(parseRateLimit(plain, 'details')).toEqual({ limit: 4, remaining: 0, resetSeconds: 60 });
  expect(parseRateLimit(new Headers({ 'X-RateLimit-Reset': 'soon' }), 'general')).toBeNull();
  expect(parseRateLimit(new Headers(), 'transactions')).toBeNull();
});

it('takes the 429 wait from the exhausted group when both are present', () => {
  const generalExhausted = new Headers({
    'X-RateLimit-Account-Success-Remaining': '3',
    'X-RateLimit-Account-Success-Reset': '80000',
    'X-RateLimit-Remaining': '0',
    'X-RateLimit-Reset': '30',
  });
  expect(retryAfterFromHeaders(generalExhausted, 'transactions')).toBe(30);
  const accountExhausted = new Headers({
    'X-RateLimit-Account-Success-Remaining': '0',
    'X-RateLimit-Account-Success-Reset': '80000',
    'X-RateLimit-Reset': '30',
  });
  expect(retryAfterFromHeaders(accountExhausted, 'transactions')).toBe(80000);
  expect(retryAfterFromHeaders(accountExhausted, 'general')).toBe(30);
});

it('derives the call scope from the path', () => {
  expect(scopeForPath('/accounts/abc/details/')).toBe('details');
  expect(scopeForPath('/accounts/abc/balances/')).toBe('balances');
  expect(scopeForPath('/accounts/abc/transactions/?date_from=2025-01-01')).toBe('transactions');
  expect(scopeForPath('/accounts/abc/')).toBe('general');
  expect(scopeForPath('/requisitions/abc/')).toBe('general');
});

it('reads waits and error words from GoCardless bodies', () => {
  expect(waitFromDetail('The rate limit for this resource is 4/day. Please try again in 3600 seconds')).toBe(3600);
  expect(waitFromDetail('Please try again in 1 second')).toBe(1);
  expect(waitFromDetail('Daily request limit set by the Institution has been exceeded.')).toBeNull();
  expect(readErrorBody({ summary: 'S', detail: 'D', type: 'T' })).toEqual({ summary: 'S', detail: 'D', type: 'T' });
  expect(readErrorBody({ agreement: { summary: 'Incorrect agreement', detail: 'gone' }, status_code: 400 })).toEqual({
    summary: 'agreement: Incorrect agreement',
    detail: 'gone',
    type: null,
  });
  expect(readErrorBody('<html>')).toEqual({ summary: null, detail: null, type: null });
});
