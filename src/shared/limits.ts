// Limits the browser and the server must agree on.

/** Most calls one tRPC HTTP request may carry (the client's batch link splits above it). */
export const MAX_BATCH_SIZE = 20;

/**
 * The largest amount of money anything takes, either sign, in pence (£99,999,999.99): a bill,
 * a loan, an opening balance, and each row of an imported statement (issue 23 item 6). One
 * cap for all, so a sum the app makes stays a safe integer: a file's 100,000 rows at the cap
 * come to 10^15 pence, under Number.MAX_SAFE_INTEGER (9 x 10^15), so balances need no larger one.
 * Money that reaches this is a typo or an attack; no household account holds it.
 */
export const MAX_AMOUNT_PENCE = 9_999_999_999;
