// Server-side entry used only by the build (scripts/vite/prerender.ts): renders a public
// page to HTML, as an anonymous visitor sees it, with the same tree the browser hydrates.
import { createMemoryHistory } from '@tanstack/react-router';
import { prerender } from 'react-dom/static';
import { App } from './app';
import { trpcUtils } from './lib/trpc';
import { createAppRouter } from './router';

/** The HTML of `#root` for `pathname`, once its guard, lazy page and Suspense boundaries are done. */
export async function renderPage(pathname: string): Promise<string> {
  // Nobody is signed in on a prerendered page: the guards read this instead of asking.
  trpcUtils.auth.session.setData(undefined, null);
  // The router (built as the browser's, see scripts/vite/prerender.ts) registers itself on `self`.
  (globalThis as { self?: unknown }).self ??= globalThis;
  const router = createAppRouter(createMemoryHistory({ initialEntries: [pathname] }));
  await router.load();
  const { prelude } = await prerender(<App router={router} />);
  const chunks: string[] = [];
  const decoder = new TextDecoder();
  const reader = prelude.getReader();
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(decoder.decode(value, { stream: true }));
  }
  return chunks.join('') + decoder.decode();
}
