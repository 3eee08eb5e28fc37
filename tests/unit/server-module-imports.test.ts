import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// No two server modules (src/server/modules/<name>/) import each other: one of them is the
// lower, and the lower one never calls up (ARCHITECTURE.md, "Server modules"). The lint rule
// (eslint-rules/server-module-boundaries.js) keeps imports to a module's service.ts; this test
// reads the code itself, dynamic imports and `import type` too: a type may be imported from any
// file of another module, but not both ways.

const modulesDir = path.resolve('src/server/modules');

type Graph = Record<string, Set<string>>;

/** The modules a source file imports (values or types), given where it lies. */
function importedModules(source: string, file: string, dir = modulesDir): string[] {
  const found: string[] = [];
  // import ... from '...', export ... from '...', import('...')
  for (const match of source.matchAll(/\b(import|export)\s+([^'";]*?)\s*from\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
    const spec = match[3] ?? match[4]!;
    if (!spec.startsWith('.')) continue;
    const relative = path.relative(dir, path.resolve(path.dirname(file), spec)).split(path.sep);
    if (relative[0] !== '..' && relative.length > 1) found.push(relative[0]!);
  }
  return found;
}

function moduleGraph(): Graph {
  const graph: Graph = {};
  for (const name of fs.readdirSync(modulesDir).filter((entry) => fs.statSync(path.join(modulesDir, entry)).isDirectory())) {
    graph[name] = new Set();
    for (const file of fs.readdirSync(path.join(modulesDir, name), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const full = path.join(modulesDir, name, file);
      for (const other of importedModules(fs.readFileSync(full, 'utf8'), full)) if (other !== name) graph[name].add(other);
    }
  }
  return graph;
}

/** Pairs of modules that import each other, each once ('a <-> b', a before b). */
function mutualPairs(graph: Graph): string[] {
  const pairs: string[] = [];
  for (const [a, targets] of Object.entries(graph)) for (const b of targets) if (a < b && graph[b]?.has(a)) pairs.push(`${a} <-> ${b}`);
  return pairs.sort();
}

describe('server module imports', () => {
  it('finds two modules that import each other', () => {
    const graph: Graph = { bills: new Set(['payday', 'money']), payday: new Set(['bills']), money: new Set() };
    expect(mutualPairs(graph)).toEqual(['bills <-> payday']);
    expect(mutualPairs({ a: new Set(['b']), b: new Set(['c']), c: new Set() })).toEqual([]);
  });

  it('reads every kind of import', () => {
    const file = path.join(modulesDir, 'bills', 'service.ts');
    const source = [
      "import { payCyclesOf } from '../payday/service';",
      "import type { LoanRow } from '../loans/queries';",
      "import { type BillRow } from '../loans/service';",
      "export { onCreditCard } from '../money/service';",
      "const later = () => import('../ledger/service');",
      "import { today } from '../../../shared/dates';",
      "import * as q from './queries';",
    ].join('\n');
    expect(importedModules(source, file)).toEqual(['payday', 'loans', 'loans', 'money', 'ledger', 'bills']);
  });

  it('no two server modules import each other', () => {
    const graph = moduleGraph();
    // Known edges, so a reader that finds nothing fails here rather than passing.
    expect(graph.dashboard?.has('bills')).toBe(true);
    expect(graph.imports?.has('ledger')).toBe(true);
    expect(mutualPairs(graph)).toEqual([]);
  });
});
