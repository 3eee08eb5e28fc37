import type { Plugin, Rolldown } from 'vite';

// src/client/main.tsx is a small entry that imports React DOM and the app's start with
// import(), so the browser evaluates them in separate tasks rather than one long one
// (decision 031). Left alone, their chunks would be fetched only once the entry had run: a
// round trip more before anything renders. Here index.html preloads them, and the chunks
// they import, beside the entry, as it preloaded them when they were static imports.

export function entryPreload(): Plugin {
  return {
    name: 'plainsight-entry-preload',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const files = new Set<string>();
        const visit = (file: string) => {
          const next = bundle[file];
          if (!next || next.type !== 'chunk' || files.has(file) || html.includes(`/${file}"`)) return;
          files.add(file);
          for (const dep of (next as Rolldown.OutputChunk).imports) visit(dep);
        };
        for (const file of chunk.dynamicImports) visit(file);
        return {
          html,
          tags: [...files].map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        };
      },
    },
  };
}
