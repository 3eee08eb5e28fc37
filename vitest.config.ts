import os from 'node:os';
import { defineConfig } from 'vitest/config';

// Integration tests run on the embedded database always, and on the Postgres server
// too when TEST_DATABASE_URL is set (as .ci/run does).
const postgresUrl = process.env.TEST_DATABASE_URL;

// tests/integration/embedded/ is about the embedded database itself: PGlite run only.
// `isolate: false` lets a worker keep its modules and its migrated embedded database from
// one file to the next (tests/support/test-database.ts empties it between files); the
// Postgres run copies a template migrated once (tests/support/postgres-template.ts).
// docs/decisions/016-test-suite.md has the figures.
const integration = (name: string, databaseUrl: string) => ({
  extends: true as const,
  test: {
    name,
    include: ['tests/integration/**/*.test.ts'],
    exclude: databaseUrl ? ['tests/integration/embedded/**'] : [],
    globalSetup: databaseUrl ? ['tests/support/postgres-template.ts'] : [],
    setupFiles: databaseUrl ? [] : ['tests/support/warm-embedded-database.ts'],
    isolate: false,
    // Vitest's default is one worker fewer than the cores: one on this 2-core machine. An
    // integration test mostly waits on its database (the Postgres server, or PGlite in its own
    // thread), so one worker left a core idle; two keep both busy. Unit tests keep the default:
    // they are CPU work, and some of them time a 300 ms client timeout. A run of every project does
    // the unit files first (a group's projects must share one worker count).
    maxWorkers: Math.max(2, os.availableParallelism() - 1),
    sequence: { groupOrder: 1 },
    testTimeout: 30_000,
    hookTimeout: 60_000,
    env: { TEST_DATABASE_URL: databaseUrl },
  },
});

export default defineConfig({
  test: {
    environment: 'node',
    projects: [
      { extends: true, test: { name: 'unit', include: ['tests/unit/**/*.test.ts'] } },
      integration('integration', ''),
      ...(postgresUrl ? [integration('integration-postgres', postgresUrl)] : []),
    ],
  },
});
