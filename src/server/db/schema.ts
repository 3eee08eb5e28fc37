import type { ColumnType, Generated, Insertable, Selectable } from 'kysely';

// Table types, kept in step with migrations/ by hand (tests run every query against
// the migrated schema, so a drift fails them).

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type CreatedAt = ColumnType<Date, Date | string | undefined, never>;

export interface UsersTable {
  id: Generated<string>;
  email: string;
  email_verified_at: Timestamp | null;
  last_sign_in_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface UserCredentialsTable {
  user_id: string;
  password_hash: string;
  updated_at: Timestamp;
}

export interface SessionsTable {
  id: Generated<string>;
  user_id: string;
  token_hash: string;
  created_at: CreatedAt;
  expires_at: Timestamp;
  user_agent: string | null;
}

export type TokenPurpose = 'verify_email' | 'reset_password';

export interface AuthTokensTable {
  id: Generated<string>;
  user_id: string;
  purpose: TokenPurpose;
  token_hash: string;
  expires_at: Timestamp;
  used_at: Timestamp | null;
  created_at: CreatedAt;
}

export interface ProfilesTable {
  id: string;
  first_name: string;
  last_name: string;
  phone_number: string | null;
  pay_day: number | null;
  onboarding_completed: Generated<boolean>;
  avatar_url: string | null;
  selected_plan: 'monthly' | 'yearly' | 'trial' | null;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface MailOutboxTable {
  id: Generated<string>;
  to_address: string;
  subject: string;
  text_body: string;
  html_body: string | null;
  created_at: CreatedAt;
}

export interface WorksheetLeadsTable {
  id: Generated<string>;
  name: string;
  email: string;
  created_at: CreatedAt;
  updated_at: Timestamp;
}

export interface RateLimitsTable {
  key: string;
  window_start: Timestamp;
  hits: number;
}

export interface Database {
  users: UsersTable;
  user_credentials: UserCredentialsTable;
  sessions: SessionsTable;
  auth_tokens: AuthTokensTable;
  profiles: ProfilesTable;
  mail_outbox: MailOutboxTable;
  worksheet_leads: WorksheetLeadsTable;
  rate_limits: RateLimitsTable;
}

export type User = Selectable<UsersTable>;
export type Profile = Selectable<ProfilesTable>;
export type NewProfile = Insertable<ProfilesTable>;
