import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import react from '@vitejs/plugin-react';
import { build, type Plugin } from 'vite';
import { precompressDir } from './precompress';
import { PRERENDERED_PAGES, pageTitle } from '../../src/shared/app-paths';

// Paint before script (issue 17): the public pages are rendered to HTML at build time, so
// their content shows before the JavaScript has loaded, and the client hydrates them
// (src/client/main.tsx). The entry src/client/prerender-entry.tsx is built for Node into a
// scratch folder, each page rendered as an anonymous visitor sees it, and the result written
// into a copy of index.html under dist/client/prerendered/ (the server's static-client.ts
// picks the file by path). Signed-in pages keep index.html, whose #root holds the shell's
// skeleton.

export function prerenderPages(): Plugin {
  let root = '';
  let outDir = '';
  return {
    name: 'plainsight-prerender',
    apply: 'build',
    configResolved(config) {
      root = config.root;
      outDir = path.resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      await writePrerenderedPages(root, outDir);
      // precompress() has done the rest of the build already.
      precompressDir(path.join(outDir, 'prerendered'));
    },
  };
}

/** Each prerendered page's own module: its chunks are preloaded, so the page hydrates sooner. */
const PAGE_MODULES: Record<string, string> = {
  '/': 'features/landing/landing-page.tsx',
  '/auth': 'features/auth/auth-page.tsx',
  '/request-password-reset': 'features/auth/request-reset-page.tsx',
  '/reset-password': 'features/auth/reset-password-page.tsx',
};

/** `<link rel="modulepreload">` tags (at the end of the body, so they never compete with the first paint) for a page module's chunk and its imports not already in the HTML. */
function preloadTags(outDir: string, pathname: string, html: string): string {
  const manifestPath = path.join(outDir, '.vite', 'manifest.json');
  const source = PAGE_MODULES[pathname];
  if (!source || !fs.existsSync(manifestPath)) return '';
  type Chunk = { file: string; imports?: string[] };
  const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Record<string, Chunk>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  const key = Object.keys(manifest).find((k) => k.endsWith(source));
  if (key) visit(key);
  return [...files]
    .filter((file) => !html.includes(`/${file}"`))
    .map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`)
    .join('');
}

/** Renders the public pages of the client in `root` into `outDir`/prerendered/, from `outDir`/index.html. */
export async function writePrerenderedPages(root: string, outDir: string) {
  const scratch = fs.mkdtempSync(path.join(path.dirname(outDir), '.prerender-'));
  try {
    await build({
      configFile: false,
      root,
      publicDir: false,
      logLevel: 'warn',
      plugins: [react()],
      // The router renders differently on a server (an inline scroll-restoration script, no
      // Suspense around the matches): render as the browser will, or hydration would not match.
      resolve: {
        alias: [{ find: /^@tanstack\/router-core\/isServer$/, replacement: path.resolve('node_modules/@tanstack/router-core/dist/esm/isServer/client.js') }],
      },
      build: { ssr: path.join(root, 'prerender-entry.tsx'), outDir: scratch, emptyOutDir: true, sourcemap: false, minify: false },
      ssr: { noExternal: true },
    });
    const entry = fs.readdirSync(scratch).find((f) => /^prerender-entry\.m?js$/.test(f));
    if (!entry) throw new Error('The prerender build wrote no entry');
    const { renderPage } = (await import(pathToFileURL(path.join(scratch, entry)).href)) as { renderPage: (p: string) => Promise<string> };
    const template = fs.readFileSync(path.join(outDir, 'index.html'), 'utf8');
    fs.mkdirSync(path.join(outDir, 'prerendered'), { recursive: true });
    for (const [file, pathname] of Object.entries(PRERENDERED_PAGES)) {
      const url = pathname === '404' ? '/this-page-does-not-exist' : pathname;
      const html = await renderPage(url);
      const page = template
        .replace(/<title>[^<]*<\/title>/, `<title>${pageTitle(url)}</title>`)
        .replace('</body>', `${preloadTags(outDir, pathname, template)}</body>`)
        .replace(/<div id="root">[\s\S]*?<!--\/app-shell-skeleton-->\s*<\/div>/, `<div id="root" data-prerendered="${pathname}">${html}</div>`);
      if (!page.includes('data-prerendered')) throw new Error('index.html has no #root skeleton to replace');
      fs.writeFileSync(path.join(outDir, 'prerendered', `${file}.html`), page);
    }
  } finally {
    fs.rmSync(scratch, { recursive: true, force: true });
  }
}
