/* global self, caches, fetch, URL, Response */
// Plain Sight's service worker (issue 17): the app opens from the home screen, and says
// plainly when it is offline. It keeps the app's frame only: the pages' HTML (the same for
// everyone: prerendered public pages and the signed-in shell's skeleton), the hashed
// scripts and styles, icons and the manifest. It never stores an answer of the API (/trpc),
// the health checks or uploads: money data comes from the network or not at all.
const VERSION = 'v1';
const SHELL = `plainsight-shell-${VERSION}`;
const ASSETS = `plainsight-assets-${VERSION}`;
const PRECACHE = ['/dashboard', '/manifest.webmanifest', '/favicon.svg', '/icons/icon-192.png'];

/** Only these may ever be cached: everything else goes to the network untouched. */
function cacheable(request, url) {
  if (request.method !== 'GET' || url.origin !== self.location.origin) return false;
  if (/^\/(trpc|api|healthz|readyz|webhooks?)(\/|$)/.test(url.pathname)) return false;
  return (
    request.mode === 'navigate' ||
    url.pathname.startsWith('/assets/') ||
    url.pathname.startsWith('/icons/') ||
    url.pathname === '/manifest.webmanifest' ||
    url.pathname === '/favicon.svg'
  );
}

self.addEventListener('install', (event) => {
  event.waitUntil(
    caches
      .open(SHELL)
      .then((cache) => cache.addAll(PRECACHE))
      .then(() => self.skipWaiting()),
  );
});

self.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((keys) => Promise.all(keys.filter((key) => key !== SHELL && key !== ASSETS).map((key) => caches.delete(key))))
      .then(() => self.clients.claim()),
  );
});

self.addEventListener('fetch', (event) => {
  const request = event.request;
  const url = new URL(request.url);
  if (!cacheable(request, url)) return;

  if (request.mode === 'navigate') {
    // Pages: the network first (a deploy shows at once), the kept copy when offline, and
    // the signed-in shell for a page never opened before.
    event.respondWith(
      fetch(request)
        .then((response) => {
          if (response.ok) {
            const copy = response.clone();
            void caches.open(SHELL).then((cache) => cache.put(url.pathname, copy));
          }
          return response;
        })
        .catch(async () => (await caches.match(url.pathname)) || (await caches.match('/dashboard')) || offlinePage()),
    );
    return;
  }

  if (url.pathname.startsWith('/assets/')) {
    // Hashed file names never change content: the cache first.
    event.respondWith(
      caches.match(request).then(
        (hit) =>
          hit ||
          fetch(request).then((response) => {
            if (response.ok) {
              const copy = response.clone();
              void caches.open(ASSETS).then((cache) => cache.put(request, copy));
            }
            return response;
          }),
      ),
    );
    return;
  }

  // Icons, the manifest, the favicon: the kept copy when offline.
  event.respondWith(fetch(request).catch(async () => (await caches.match(url.pathname)) || Response.error()));
});

function offlinePage() {
  return new Response(
    '<!doctype html><html lang="en-GB"><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>Offline - Plain Sight</title>' +
      '<main style="font-family:system-ui,sans-serif;padding:2rem;max-width:32rem;margin:auto"><h1>You are offline</h1>' +
      '<p>Plain Sight needs a connection to show your money. Please check your connection and try again.</p></main></html>',
    { status: 503, headers: { 'content-type': 'text/html; charset=utf-8' } },
  );
}
