// A bank connection's state in the app's words, decided by the server (modules/bank/connection-state.ts)
// and only read by the screens:
// - linking: started, the person has not finished at the bank;
// - active: read on schedule;
// - renewable: active, and its access ends within RENEW_FROM_DAYS and can be renewed in place;
// - lapsed: its access ended (the bank's consent ran out): Reconnect;
// - broken: the bank refused it or stopped answering for it (revoked, rejected): Reconnect;
// - manual: no bank link, filled by statement imports.
/** @public the words scripts see on an account's connection. */
export const connectionStates = ['linking', 'active', 'renewable', 'lapsed', 'broken', 'manual'] as const;

export type ConnectionState = (typeof connectionStates)[number];

/** From this many days before the consent ends, the person is offered to renew it. */
export const RENEW_FROM_DAYS = 7;

/** The states that need the person to link the bank again. */
export const needsReconnecting = (state: ConnectionState) => state === 'lapsed' || state === 'broken';
