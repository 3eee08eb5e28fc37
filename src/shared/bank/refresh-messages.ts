// The refresh and connection messages of spec 02 §8, shared so the server's answers and
// the client's toasts use the same words.

import { messages } from '../errors';

/** '45 seconds', '1 minute', '5 minutes', '2 hours'. */
export function formatWait(seconds: number): string {
  if (seconds < 60) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

export const refreshMessages = {
  notSignedIn: 'You need to be logged in to refresh your data',
  rateLimited: (seconds: number) => `Bank API rate limit reached. Please try again in ${formatWait(seconds)}`,
  rateLimitedDuring: (seconds: number) => `Bank API rate limit reached during refresh. Some data may be incomplete. Please try again in ${formatWait(seconds)}`,
  cooldown: 'Please wait a moment between refresh attempts',
  progress: 'Refreshing your financial data. This may take up to 30 seconds...',
  loading: 'Fetching your latest banking data...',
  noConnection: 'No bank connection found. Would you like to connect your bank now?',
  noActiveConnection: 'No active bank connections found. Please connect your bank first.',
  /** Only accounts kept up to date by importing statements: there is no bank to ask (issue 22 item 7). */
  importOnly:
    'Your accounts are kept up to date by importing statements, so there is no bank to fetch from. Import your newest statement to bring them up to date.',
  invalidConnection: 'Invalid bank connection. Please reconnect your bank.',
  fetchConnectionsFailed: 'Failed to fetch your bank connections',
  done: 'Your financial data has been refreshed',
  timeout: 'Request timed out. Your bank may be experiencing issues.',
  gatewayTimeout: 'Gateway timeout. The bank server took too long to respond.',
  failed: (message: string) => `Failed to refresh your banking data: ${message}`,
  genericFailure: 'Failed to refresh your bank data',
  alreadyRunning: 'A refresh is already running',
} as const;

export const connectMessages = {
  connecting: 'Connecting to your bank...',
  connected: 'Bank account connected successfully!',
  failed: 'Failed to connect bank account. Please try again.',
  exception: messages.somethingWentWrong,
  startFailed: 'Failed to connect to bank. Please try again.',
  loadBanksFailed: 'Failed to load banks. Please try again.',
  /** A pasted token the bank refused (revoked, mistyped, or without the read scopes). */
  tokenRefused: 'Your bank did not accept that token. Check that you copied all of it and that it has the read permissions listed, then try again.',
} as const;

/** The onboarding bank step's own wording of the same failures (spec 01 §8, Onboarding). */
export const onboardingConnectMessages = {
  startFailed: 'Failed to connect to your bank. Please try again.',
  loadBanksFailed: 'Failed to load banks. Please try again later.',
} as const;
