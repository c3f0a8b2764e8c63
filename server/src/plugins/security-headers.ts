import helmet from '@fastify/helmet';
import fp from 'fastify-plugin';

/**
 * Helmet's defaults (Referrer-Policy, X-Content-Type-Options, HSTS, …) with our own strict CSP:
 * everything from our own origin, no inline script or style, no framing. Map tiles come through
 * our /api/tiles, so no third-party image host is needed. Forms may go to the payment providers' pages.
 */
export const securityHeadersPlugin = fp<{ formTargets: string[] }>(
  async (app, options) => {
    await app.register(helmet, {
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'"],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // The checkout submits its payment form to the provider's page (SPEC §4).
          formAction: ["'self'", ...options.formTargets],
          frameAncestors: ["'none'"],
        },
      },
      // The old header's equal of frame-ancestors 'none', for browsers that predate CSP 2.
      frameguard: { action: 'deny' },
    });
  },
  { name: 'security-headers' },
);
