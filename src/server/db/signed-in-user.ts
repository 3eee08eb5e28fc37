import type { SessionInfo } from '../../shared/schemas/auth';

// Shared by the session lookup (modules/auth) and the personal access token lookup
// (modules/tokens): both answer with the same signed-in person. Here, below both modules,
// so neither imports the other for it.

/** Who a session (or a personal access token) stands for: joined users and profiles. */
export const SIGNED_IN_USER_COLUMNS = [
  'users.id as userId',
  'users.email',
  'profiles.first_name as firstName',
  'profiles.last_name as lastName',
  'profiles.onboarding_completed as onboardingCompleted',
  'profiles.avatar_url as avatarUrl',
] as const;

/** A signed-in request: by session cookie (auth) or by personal access token (tokens). */
export type ActiveSession = SessionInfo & { sessionId: string; expiresAt: Date; renewed: boolean };
