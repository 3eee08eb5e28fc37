import { EventEmitter } from 'node:events';
import { sql } from 'kysely';
import pg from 'pg';
import type { DatabaseHandle } from '../db/database';
import type { Logger } from '../logger';

/** What changed for a user; their open pages refetch the matching data. */
export type DataTopic = 'transactions' | 'bank_accounts' | 'bank_bills' | 'income' | 'spending' | 'payday' | 'bills' | 'loans';
/** An event with no topics carries no data change: it wakes the user's streams to re-check their sign-in (a sign-out). */
export type UserEvent = { userId: string; topics: DataTopic[] };

export interface EventBus {
  publish(event: UserEvent): Promise<void>;
  /** Calls `listener` for every event of `userId`; returns the unsubscribe. */
  subscribe(userId: string, listener: (event: UserEvent) => void): () => void;
  /** How many listeners `userId` has on this instance (their open event streams). */
  listenerCount(userId: string): number;
  close(): Promise<void>;
}

const CHANNEL = 'plainsight_user_events';

/**
 * On a Postgres server, events travel through LISTEN/NOTIFY so every instance hears every
 * other's. The embedded database admits one process only (its data folder is locked), so
 * there an in-process emitter is the same fan-out without a listening connection
 * (docs/decisions/007-realtime-events.md).
 */
export async function createEventBus(database: DatabaseHandle, logger: Logger): Promise<EventBus> {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const deliver = (event: UserEvent) => local.emit(event.userId, event);
  const subscribe = (userId: string, listener: (event: UserEvent) => void) => {
    local.on(userId, listener);
    return () => void local.off(userId, listener);
  };
  const listenerCount = (userId: string) => local.listenerCount(userId);

  if (database.kind === 'embedded') {
    return { publish: async (event) => void deliver(event), subscribe, listenerCount, close: async () => void local.removeAllListeners() };
  }

  const listener = new pg.Client(database.connection);
  listener.on('error', (err) => logger.error({ err }, 'realtime listener lost its connection'));
  listener.on('notification', (message) => {
    if (message.channel !== CHANNEL || !message.payload) return;
    try {
      deliver(JSON.parse(message.payload) as UserEvent);
    } catch (err) {
      logger.warn({ err }, 'bad realtime payload');
    }
  });
  await listener.connect();
  await listener.query(`listen ${CHANNEL}`);
  return {
    async publish(event) {
      await sql`select pg_notify(${CHANNEL}, ${JSON.stringify(event)})`.execute(database.db);
    },
    subscribe,
    listenerCount,
    async close() {
      local.removeAllListeners();
      await listener.end().catch(() => {});
    },
  };
}
