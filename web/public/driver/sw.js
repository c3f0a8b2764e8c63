/* global self, caches, clients, fetch, URL, Response, Headers */
/*
 * The driver's service worker, scope `/driver` (docs/decisions/045-driver-offline-and-push.md). Hand-written and
 * copied as it is (web/public/): no build step, no library, a few dozen lines a reader can check.
 *
 * - The driver's pages: network first, the last copy when offline (any driver page's copy will do: the router picks
 *   the screen).
 * - The build's files (`/assets/`, hashed, never change): from the cache once fetched.
 * - `GET /api/driver/jobs` and `GET /api/driver/me`: network first; each answer kept with the time it came
 *   (`x-driver-saved-at`); the page reads that copy itself when the network fails (web/src/driver/shared/offline.ts),
 *   so it can say "offline, shown as of HH:mm".
 * - A push: shown as a notification; a click opens or focuses the driver's page at the trip.
 */
const version = 'driver-v1';
const pagesCache = `${version}-pages`;
const assetsCache = `${version}-assets`;
/** Also read by the page (web/src/driver/shared/offline.ts): keep the names in step. */
const dataCache = 'driver-data';
const keptData = new Set(['/api/driver/jobs', '/api/driver/me']);

self.addEventListener('install', () => self.skipWaiting());

self.addEventListener('activate', (event) => {
  event.waitUntil(
    (async () => {
      for (const name of await caches.keys())
        if (name !== dataCache && !name.startsWith(`${version}-`)) await caches.delete(name);
      await clients.claim();
    })(),
  );
});

async function pageFirstFromNetwork(request) {
  const cache = await caches.open(pagesCache);
  try {
    const response = await fetch(request);
    if (response.ok) await cache.put('/driver', response.clone());
    return response;
  } catch (error) {
    const kept = await cache.match('/driver');
    if (kept) return kept;
    throw error;
  }
}

async function assetFromCache(request) {
  const cache = await caches.open(assetsCache);
  const kept = await cache.match(request);
  if (kept) return kept;
  const response = await fetch(request);
  if (response.ok) await cache.put(request, response.clone());
  return response;
}

async function dataFromNetwork(request, path) {
  const response = await fetch(request);
  const cache = await caches.open(dataCache);
  if (response.ok) {
    const headers = new Headers(response.headers);
    headers.set('x-driver-saved-at', new Date().toISOString());
    await cache.put(path, new Response(await response.clone().blob(), { status: 200, headers }));
  } else if (response.status === 401) {
    // Signed out on this phone: nothing of the driver's stays on it.
    for (const each of keptData) await cache.delete(each);
  }
  return response;
}

self.addEventListener('fetch', (event) => {
  const { request } = event;
  if (request.method !== 'GET') return;
  const url = new URL(request.url);
  if (url.origin !== self.location.origin) return;
  if (request.mode === 'navigate' && (url.pathname === '/driver' || url.pathname.startsWith('/driver/')))
    return event.respondWith(pageFirstFromNetwork(request));
  if (url.pathname.startsWith('/assets/')) return event.respondWith(assetFromCache(request));
  if (keptData.has(url.pathname)) return event.respondWith(dataFromNetwork(request, url.pathname));
});

// The page says what it loaded before this worker controlled it (web/src/driver/shared/service-worker.ts): kept, so the
// page opens offline from the next visit on.
self.addEventListener('message', (event) => {
  const message = event.data || {};
  if (message.type !== 'keep') return;
  const assets = (Array.isArray(message.assets) ? message.assets : []).filter(
    (path) => typeof path === 'string' && path.startsWith('/assets/'),
  );
  const page = typeof message.page === 'string' && message.page.startsWith('/driver') ? message.page : null;
  event.waitUntil(
    (async () => {
      const cache = await caches.open(assetsCache);
      for (const path of assets) if (!(await cache.match(path))) await cache.add(path).catch(() => undefined);
      if (page) {
        const pages = await caches.open(pagesCache);
        if (!(await pages.match('/driver'))) {
          const response = await fetch(page, { credentials: 'same-origin' }).catch(() => null);
          if (response && response.ok) await pages.put('/driver', response);
        }
      }
    })(),
  );
});

self.addEventListener('push', (event) => {
  let notice;
  try {
    notice = event.data ? event.data.json() : {};
  } catch {
    notice = { title: event.data ? event.data.text() : '' };
  }
  const title = typeof notice.title === 'string' && notice.title ? notice.title : 'Rit';
  event.waitUntil(
    self.registration.showNotification(title, {
      body: typeof notice.body === 'string' ? notice.body : '',
      lang: typeof notice.lang === 'string' ? notice.lang : undefined,
      tag: notice.tripId ? `trip-${notice.tripId}` : undefined,
      data: { url: typeof notice.url === 'string' ? notice.url : '/driver', tripId: notice.tripId },
    }),
  );
});

self.addEventListener('notificationclick', (event) => {
  event.notification.close();
  const data = event.notification.data || {};
  const target = new URL(data.url || '/driver', self.location.origin);
  // Only the driver's own pages: a payload never sends the phone elsewhere.
  if (target.origin !== self.location.origin || !target.pathname.startsWith('/driver'))
    target.href = `${self.location.origin}/driver`;
  if (data.tripId && !target.hash) target.hash = `job-${data.tripId}`;
  event.waitUntil(
    (async () => {
      const open = await clients.matchAll({ type: 'window', includeUncontrolled: true });
      const page = open.find((client) => new URL(client.url).pathname.startsWith('/driver'));
      if (page) {
        await page.focus();
        if ('navigate' in page) await page.navigate(target.href).catch(() => undefined);
        return;
      }
      await clients.openWindow(target.href);
    })(),
  );
});
