import type { FastifyPluginAsync } from 'fastify';

/** The theme of the driver's page: the navy of the app's header (web/src/app/styles/global.css `--color-navy`). */
const themeColor = '#14213d';

/**
 * `GET /driver/manifest.webmanifest` (docs/reference/api.md#driver-manifest): the web app manifest of the driver's
 * page, named after the request's tenant, so a driver installs "<operator> Chauffeur" from the browser
 * (docs/decisions/045-driver-offline-and-push.md). Linked only from the driver's pages (`app.pages`).
 */
export const driverManifestRoutes: FastifyPluginAsync = async (app) => {
  app.get('/driver/manifest.webmanifest', async (request, reply) => {
    const company = request.tenant.info.company || 'Taxi';
    const lang = request.tenant.settings.clientLanguage ?? 'nl';
    const side = lang === 'en' ? 'Driver' : 'Chauffeur';
    reply.header('cache-control', 'no-cache').type('application/manifest+json; charset=utf-8');
    return JSON.stringify({
      name: `${company} ${side}`,
      short_name: side,
      lang,
      id: '/driver',
      start_url: '/driver',
      scope: '/driver',
      display: 'standalone',
      orientation: 'portrait',
      background_color: '#ffffff',
      theme_color: themeColor,
      icons: [
        { src: '/driver/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
        { src: '/driver/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
        { src: '/driver/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
      ],
    });
  });
};
