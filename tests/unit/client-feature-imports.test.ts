import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// The client's features (src/client/features/<name>/) import each other in one direction
// only. src/client/features/imports.json lists what each may import, and the lint rule
// (eslint.config.js) refuses static imports outside it; this test reads the code itself,
// dynamic imports included, so a cycle cannot come back.

const featuresDir = path.resolve('src/client/features');

type Graph = Record<string, Set<string>>;
const featureImports = JSON.parse(fs.readFileSync(path.join(featuresDir, 'imports.json'), 'utf8')) as Record<string, string[]>;

/** Every feature-to-feature import in the code: importing feature -> imported features. */
function featureGraph(): Graph {
  const graph: Graph = {};
  for (const feature of fs.readdirSync(featuresDir).filter((name) => fs.statSync(path.join(featuresDir, name)).isDirectory())) {
    graph[feature] = new Set();
    for (const file of fs.readdirSync(path.join(featuresDir, feature), { recursive: true, encoding: 'utf8' })) {
      if (!/\.tsx?$/.test(file)) continue;
      const full = path.join(featuresDir, feature, file);
      const source = fs.readFileSync(full, 'utf8');
      // import ... from '...', export ... from '...', import('...')
      for (const [, fromSpec, dynamicSpec] of source.matchAll(/\bfrom\s+'([^']+)'|\bimport\(\s*'([^']+)'\s*\)/g)) {
        const spec = fromSpec ?? dynamicSpec!;
        if (!spec.startsWith('.')) continue;
        const relative = path.relative(featuresDir, path.resolve(path.dirname(full), spec)).split(path.sep);
        const target = relative[0];
        if (target && target !== '..' && target !== feature && relative.length > 1) graph[feature].add(target);
      }
    }
  }
  return graph;
}

/** The cycles of a graph, each as the path that closes it (e.g. ['a', 'b', 'a']). */
function cyclesOf(graph: Graph): string[][] {
  const cycles: string[][] = [];
  const done = new Set<string>();
  const visit = (node: string, trail: string[]) => {
    const at = trail.indexOf(node);
    if (at >= 0) return void cycles.push([...trail.slice(at), node]);
    if (done.has(node)) return;
    for (const next of graph[node] ?? []) visit(next, [...trail, node]);
    done.add(node);
  };
  for (const node of Object.keys(graph)) visit(node, []);
  return cycles;
}

describe('client feature imports', () => {
  it('finds a cycle when there is one', () => {
    const graph: Graph = { bills: new Set(['loans']), loans: new Set(['bills']), dashboard: new Set(['bills']) };
    expect(cyclesOf(graph)).toEqual([['bills', 'loans', 'bills']]);
    expect(cyclesOf({ a: new Set(['b']), b: new Set(['c']), c: new Set() })).toEqual([]);
  });

  it('reads the imports of the code', () => {
    // Known edges: the dashboard shows the bills list; Money In offers the bank connect dialog.
    const graph = featureGraph();
    expect(graph.dashboard).toContain('bills');
    expect(graph['money-in']).toContain('bank');
  });

  it('has no cycle between features', () => {
    expect(cyclesOf(featureGraph())).toEqual([]);
  });

  it('imports only the features eslint.config.js allows, and that list has no cycle', () => {
    const allowed: Graph = Object.fromEntries(Object.entries(featureImports).map(([name, list]) => [name, new Set(list)]));
    expect(cyclesOf(allowed)).toEqual([]);
    const graph = featureGraph();
    expect(Object.keys(graph).sort()).toEqual(Object.keys(allowed).sort());
    const undeclared = Object.entries(graph).flatMap(([name, targets]) =>
      [...targets].filter((target) => !allowed[name]!.has(target)).map((target) => `${name} -> ${target}`),
    );
    expect(undeclared).toEqual([]);
  });
});
