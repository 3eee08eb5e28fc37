import type { Kysely } from 'kysely';
import type { AppConfig } from './config';
import type { Database } from './db/schema';
import type { Logger } from './logger';
import type { Mailer } from './mail/mailer';

/** What services need from the outside world; built once in buildApp. */
export type Deps = {
  db: Kysely<Database>;
  config: AppConfig;
  mailer: Mailer;
  logger: Logger;
};
