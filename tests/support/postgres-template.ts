import { randomUUID } from 'node:crypto';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../../src/server/db/database';
import { migrateToLatest } from '../../src/server/db/migrate';
import { admin, databaseUrl } from './test-database';

/**
 * Vitest global setup of the integration-postgres project: migrates one template database
 * for the whole run, so each test file's database is a copy (a fraction of a second)
 * rather than a fresh migration (seconds). Dropped when the run ends.
 */
export async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return;
  const name = `test_template_${randomUUID().replaceAll('-', '')}`;
  await admin(serverUrl, `create database ${name}`);
  try {
    // The copy is refused while any session is connected to the template: close it first.
    const handle = await openDatabase({ databaseUrl: databaseUrl(serverUrl, name) });
    await migrateToLatest(handle.db).finally(() => handle.close());
  } catch (error) {
    await admin(serverUrl, `drop database if exists ${name} with (force)`);
    throw error;
  }
  project.provide('postgresTemplate', name);
  return () => admin(serverUrl, `drop database if exists ${name} with (force)`);
}
