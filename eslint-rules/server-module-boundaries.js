import path from 'node:path';

// Server modules (src/server/modules/<name>/) reach each other through their public face only:
// `service.ts`, and types (`import type` from any file, erased at build). A module's queries,
// helpers and providers are its own. ARCHITECTURE.md ("Server modules") says why; the unit test
// tests/unit/server-module-imports.test.ts checks that no two modules import each other.

const modulesDir = path.join('src', 'server', 'modules');

/** The module a path lies in, and the rest of the path inside it (undefined outside the modules). */
function placeOf(file) {
  const relative = path.relative(path.resolve(modulesDir), path.resolve(file)).split(path.sep);
  if (relative[0] === '..' || relative.length < 2) return undefined;
  return {
    module: relative[0],
    rest: relative
      .slice(1)
      .join('/')
      .replace(/\.(ts|tsx|js)$/, ''),
  };
}

const typeOnly = (node) =>
  node.importKind === 'type' ||
  node.exportKind === 'type' ||
  (node.specifiers?.length > 0 && node.specifiers.every((s) => s.importKind === 'type' || s.exportKind === 'type'));

/** @type {import('eslint').Rule.RuleModule} */
export const serverModuleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: "A server module imports another module's service.ts (or its types), nothing else." },
    messages: {
      notService:
        "modules/{{from}} may reach modules/{{to}} only through {{to}}/service.ts (or `import type`), not {{to}}/{{rest}}. Put what it needs behind {{to}}'s service (ARCHITECTURE.md).",
    },
    schema: [],
  },
  create(context) {
    const from = placeOf(context.filename);
    if (!from) return {};
    const check = (node, source) => {
      if (!source || typeof source.value !== 'string' || !source.value.startsWith('.')) return;
      const to = placeOf(path.join(path.dirname(context.filename), source.value));
      if (!to || to.module === from.module || to.rest === 'service' || typeOnly(node)) return;
      context.report({ node: source, messageId: 'notService', data: { from: from.module, to: to.module, rest: to.rest } });
    };
    return {
      ImportDeclaration: (node) => check(node, node.source),
      ExportNamedDeclaration: (node) => check(node, node.source),
      ExportAllDeclaration: (node) => check(node, node.source),
      ImportExpression: (node) => check(node, node.source),
    };
  },
};
