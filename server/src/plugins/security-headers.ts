import helmet, { type FastifyHelmetOptions } from '@fastify/helmet';
import Fastify from 'fastify';
import fp from 'fastify-plugin';

export interface SecurityHeadersOptions {
  /** Where the checkout's payment form may go: the simulator's page (PUBLIC_URL) and the providers' checkouts. */
  formTargets: string[];
  publicUrl: string;
  trustProxy: boolean | string[];
  /** Inline styles allowed by their hash: the entry's stylesheet written into the pages (modules/pages/entry-style.ts). */
  styleSources?: string[];
}

/** A year, and the subdomains too: helmet's own default. */
const strictTransportSecurity = 'max-age=31536000; includeSubDomains';

/**
 * Features no page of ours uses (no camera or payment sheet; paying is a page of the provider's), switched off for our
 * pages and anything they might embed. The position only for the driver's page itself, which shares it while on the
 * way (docs/decisions/046-car-position.md); every other page, and any frame, is refused it.
 */
const policyWith = (geolocation: string) =>
  [
    'accelerometer=()',
    'browsing-topics=()',
    'camera=()',
    'display-capture=()',
    `geolocation=${geolocation}`,
    'gyroscope=()',
    'magnetometer=()',
    'microphone=()',
    'payment=()',
    'usb=()',
  ].join(', ');
const permissionsPolicy = policyWith('()');
const driverPermissionsPolicy = policyWith('(self)');
/** The driver's page, `/driver` and below (docs/reference/screens.md#driver). */
const isDriverPage = (url: string) => url === '/driver' || url.startsWith('/driver/') || url.startsWith('/driver?');

/**
 * The headers helmet sends with these options, read once: @fastify/helmet builds helmet's middleware anew for every
 * request (parsing the CSP's directives each time), a third of what the address search itself costs per call
 * (docs/decisions/032-latency-tail.md). They depend on nothing of the request, so an app of its own asks it once.
 */
async function helmetHeaders(options: FastifyHelmetOptions): Promise<Record<string, string>> {
  const probe = Fastify();
  try {
    await probe.register(helmet, options);
    probe.get('/', async () => '');
    const bare = Fastify();
    bare.get('/', async () => '');
    const [withHelmet, without] = await Promise.all([probe.inject('/'), bare.inject('/')]);
    await bare.close();
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(withHelmet.headers))
      if (without.headers[name] === undefined && typeof value === 'string') headers[name] = value;
    return headers;
  } finally {
    await probe.close();
  }
}

/**
 * Helmet's defaults (Referrer-Policy, X-Content-Type-Options, …) with our own strict CSP:
 * everything from our own origin, no inline script, no inline style but the pages' own stylesheet by its hash, no
 * framing. Map tiles come through
 * our /api/tiles, so no third-party image host is needed. Forms may go to the payment providers' pages.
 * HSTS only on an answer that goes out over https, and a Permissions-Policy.
 */
export const securityHeadersPlugin = fp<SecurityHeadersOptions>(
  async (app, options) => {
    const headers = await helmetHeaders({
      contentSecurityPolicy: {
        useDefaults: false,
        directives: {
          defaultSrc: ["'self'"],
          scriptSrc: ["'self'"],
          styleSrc: ["'self'", ...(options.styleSources ?? [])],
          imgSrc: ["'self'", 'data:'],
          connectSrc: ["'self'"],
          fontSrc: ["'self'"],
          objectSrc: ["'none'"],
          baseUri: ["'self'"],
          // The checkout submits its payment form to the provider's page (docs/reference/screens.md#checkout).
          formAction: ["'self'", ...options.formTargets],
          frameAncestors: ["'none'"],
        },
      },
      // The old header's equal of frame-ancestors 'none', for browsers that predate CSP 2.
      frameguard: { action: 'deny' },
      strictTransportSecurity: false,
    });
    headers['permissions-policy'] = permissionsPolicy;
    // Behind a trusted proxy its X-Forwarded-Proto says how the request came; without one, PUBLIC_URL says how the
    // site is served (a TLS proxy in front that does not tell).
    const servedOverHttps = options.trustProxy === false && options.publicUrl.startsWith('https:');
    const httpsHeaders = { ...headers, 'strict-transport-security': strictTransportSecurity };
    app.addHook('onRequest', (request, reply, done) => {
      reply.headers(request.protocol === 'https' || servedOverHttps ? httpsHeaders : headers);
      if (isDriverPage(request.url)) reply.header('permissions-policy', driverPermissionsPolicy);
      done();
    });
  },
  { name: 'security-headers' },
);
