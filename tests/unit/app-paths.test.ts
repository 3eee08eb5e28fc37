import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { APP_PATHS, isAppPath } from '../../src/shared/app-paths';

// The server's list of pages must be the client router's: read every path the route files
// write (`path: '/x'` and the settings pages' first argument) and compare.
function clientRoutePaths(): string[] {
  const dir = path.resolve('src/client/routes');
  const found = new Set<string>();
  for (const file of fs.readdirSync(dir)) {
    const source = fs.readFileSync(path.join(dir, file), 'utf8');
    for (const match of source.matchAll(/path: '(\/[^']*)'/g)) found.add(match[1]!);
    for (const match of source.matchAll(/settingsPage\(\s*'(\/[^']*)'/g)) found.add(match[1]!);
  }
  return [...found].sort();
}

describe('APP_PATHS', () => {
  it('lists exactly the paths of the client routes', () => {
    expect([...APP_PATHS].sort()).toEqual(clientRoutePaths());
  });

  it('knows the pages, with or without a trailing slash, and one segment for a parameter', () => {
    for (const known of ['/', '/dashboard', '/dashboard/', '/settings/payday', '/onboarding/welcome']) expect(isAppPath(known), known).toBe(true);
  });

  it('does not know other paths', () => {
    for (const unknown of ['/no/such/page', '/dashboards', '/settings/payday/extra', '/onboarding', '/onboarding/a/b', '//', '/Settings'])
      expect(isAppPath(unknown), unknown).toBe(false);
  });
});
