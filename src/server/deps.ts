import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';
import type { BankProvider } from './modules/bank/providers/types';
import type { EventBus } from './realtime/event-bus';
import type { SecretBox } from './security/secret-box';

/** What services need from the outside world; built once in buildApp. */
export type Deps = {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
  /** `provider` is the default (the first enabled); `providers` every enabled one (BANK_PROVIDERS). */
  bank: { provider: BankProvider; providers?: BankProvider[] };
  events: EventBus;
  /** Now, for everything that depends on the date (tests move it). */
  clock: () => Date;
  /** Seals secrets kept at rest (2FA secrets). */
  secretBox: SecretBox;
};
