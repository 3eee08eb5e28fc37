import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { errorBody } from './error-handler';
import { isAppPath, pageTitle, PRERENDERED_PAGES, VISITOR_ONLY_PAGES } from '../../shared/app-paths';

const SKELETON = /<!--app-shell-skeleton-->[\s\S]*?<!--\/app-shell-skeleton-->/;
/** The signed-in app's pages, which open on the shell's skeleton (src/client/index.html). */
const isShellPage = (pathname: string) => /^\/(dashboard|money|transactions|bills|settings)(\/|$)/.test(pathname);
/** Prerendered pages a signed-in visitor is sent on from: they get the plain page instead. */
const VISITOR_ONLY = new Set(VISITOR_ONLY_PAGES);

/**
 * Serves the built client. Hashed files under /assets are cached for a year; every
 * other GET that is not an API path gets a page: the public pages as prerendered at build
 * (dist/client/prerendered/, see scripts/vite/prerender.ts), the signed-in app's pages as
 * index.html with the shell's skeleton, any other page as index.html, each with its own
 * title. An unknown path gets the 404 page with HTTP 404.
 */
export async function registerStaticClient(app: FastifyInstance, clientDir: string | undefined) {
  const indexPath = clientDir ? path.join(clientDir, 'index.html') : undefined;
  const hasClient = indexPath !== undefined && fs.existsSync(indexPath);
  if (hasClient) {
    await app.register(fastifyStatic, {
      root: clientDir!,
      wildcard: false,
      index: false,
      // The .br and .gz copies the build wrote, chosen by the request's Accept-Encoding.
      preCompressed: true,
      // Our own cache rules below, not the plugin's max-age=0.
      cacheControl: false,
      setHeaders(res, filePath) {
        // The same path may be sent brotli, gzip or plain (preCompressed): caches must key on it.
        res.setHeader('vary', 'accept-encoding');
        // HTML and the service worker must always be revalidated so a deploy reaches users at once.
        if (filePath.endsWith('.html') || filePath.endsWith('sw.js')) res.setHeader('cache-control', 'no-cache');
        else if (filePath.includes(`${path.sep}assets${path.sep}`)) res.setHeader('cache-control', 'public, max-age=31536000, immutable');
        else res.setHeader('cache-control', 'public, max-age=86400');
      },
    });
  }
  const pages = hasClient ? readPages(clientDir!) : undefined;
  app.setNotFoundHandler((req, reply) => {
    const isApi = req.url.startsWith('/trpc') || req.url.startsWith('/healthz') || req.url.startsWith('/readyz');
    if (pages && !isApi && (req.method === 'GET' || req.method === 'HEAD')) {
      const pathname = req.url.split('?')[0]!;
      const known = isAppPath(pathname);
      const html = known ? pages.page(pathname, hasSessionCookie(req)) : pages.notFound;
      reply
        .code(known ? 200 : 404)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-cache')
        .header('vary', 'accept-encoding');
      // Compressed here: @fastify/compress's hooks attach to routes, and this handler is none.
      const encoding = html.length < 1024 ? undefined : pickEncoding(req.headers['accept-encoding']);
      if (!encoding) return reply.send(html);
      return reply.header('content-encoding', encoding).send(pages.compressed(html, encoding));
    }
    return reply.code(404).send(errorBody(404, 'Not found'));
  });
}

/**
 * Brotli if the client takes it, else gzip, else none (the page as is). An entry with q=0
 * ("br;q=0") refuses that coding (RFC 9110 12.5.3), so it is skipped, not taken.
 */
function pickEncoding(header: string | string[] | undefined): 'br' | 'gzip' | undefined {
  const accepted = String(header ?? '')
    .split(',')
    .map((part) => part.trim().split(';'))
    .filter(([, ...params]) => !params.some((p) => /^\s*q\s*=\s*0(\.0{0,3})?\s*$/i.test(p)))
    .map(([coding]) => coding!.trim().toLowerCase());
  return accepted.includes('br') ? 'br' : accepted.includes('gzip') ? 'gzip' : undefined;
}

function hasSessionCookie(req: FastifyRequest): boolean {
  const cookies = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {};
  return Boolean(cookies['ps_session'] || cookies['__Host-ps_session']);
}

/** The pages' HTML, read once at start-up. */
function readPages(clientDir: string) {
  const index = fs.readFileSync(path.join(clientDir, 'index.html'), 'utf8');
  const withTitle = (html: string, pathname: string) => html.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(pageTitle(pathname))}</title>`);
  const prerendered = new Map<string, string>();
  for (const [file, built] of Object.entries(PRERENDERED_PAGES)) {
    const filePath = path.join(clientDir, 'prerendered', `${file}.html`);
    if (fs.existsSync(filePath)) prerendered.set(built, fs.readFileSync(filePath, 'utf8'));
  }
  const plain = index.replace(SKELETON, '');
  // Each page's compressed bytes, made once: there are only as many as there are pages.
  const cache = new Map<string, Buffer>();
  return {
    compressed(html: string, encoding: 'br' | 'gzip'): Buffer {
      const key = `${encoding}:${html}`;
      let body = cache.get(key);
      if (!body) {
        body =
          encoding === 'br'
            ? zlib.brotliCompressSync(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 9, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: html.length } })
            : zlib.gzipSync(html, { level: 9 });
        cache.set(key, body);
      }
      return body;
    },
    notFound: prerendered.get('404') ?? withTitle(plain, '/not-found'),
    page(pathname: string, signedIn: boolean): string {
      const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
      const built = prerendered.get(trimmed);
      if (built && !(signedIn && VISITOR_ONLY.has(trimmed))) return built;
      return withTitle(isShellPage(trimmed) ? index : plain, trimmed);
    },
  };
}

const escapeHtml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;');
