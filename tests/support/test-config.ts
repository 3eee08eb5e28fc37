import { defaultRateLimits, loadConfig, type AppConfig, type RateLimitConfig } from '../../src/server/config';

/** Configuration for an app under test: quiet, cheap hashing, no client unless asked. */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    ...loadConfig({ NODE_ENV: 'test', LOG_LEVEL: 'silent' }),
    clientDir: undefined,
    // Every test client comes from 127.0.0.1: limits are raised unless a test sets its own.
    rateLimits: generous,
    // Far cheaper than production's OWASP parameters; the algorithm (argon2id) is the same.
    passwordHashing: { memoryCost: 1024, timeCost: 2, parallelism: 1 },
    // Signed links and sealed secrets without a key file written into the working tree.
    appSecret: 'test-app-secret-not-for-production',
    ...overrides,
  };
}

const generous = Object.fromEntries(Object.entries(defaultRateLimits).map(([name, rule]) => [name, { ...rule, max: 10_000 }])) as RateLimitConfig;
