import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';

/**
 * When `Strict-Transport-Security` is sent: `auto` (the default) on answers to
 * requests that came over HTTPS — a TLS socket, or behind a trusted proxy
 * (`TRUST_PROXY=1`) whose `X-Forwarded-Proto` says `https`; `always` on every
 * answer (a proxy that terminates TLS but sends no `X-Forwarded-Proto`);
 * `off` never. A browser that met it over plain HTTP ignores it, but one that
 * met it over HTTPS refuses HTTP for a year: never sent where HTTPS is not.
 */
export type HstsMode = 'auto' | 'always' | 'off';

export const HSTS_VALUE = 'max-age=31536000; includeSubDomains';

/**
 * Browser features the product does not use, off for its pages and any frame
 * in them (the PDF frame included). Copying recovery codes needs no policy
 * (the clipboard's write is allowed to the page by default), so none is on.
 */
export const PERMISSIONS_POLICY = [
  'accelerometer',
  'autoplay',
  'bluetooth',
  'camera',
  'display-capture',
  'encrypted-media',
  'geolocation',
  'gyroscope',
  'hid',
  'idle-detection',
  'magnetometer',
  'microphone',
  'midi',
  'payment',
  'picture-in-picture',
  'publickey-credentials-get',
  'screen-wake-lock',
  'serial',
  'usb',
  'xr-spatial-tracking',
]
  .map((feature) => `${feature}=()`)
  .join(', ');

/** Answers that may be kept by the browser: the web app's hashed files (a new build has new names). */
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const isApi = (url: string) => url === '/api' || url.startsWith('/api/') || url.startsWith('/api?');

const overHttps = (request: FastifyRequest) => request.protocol === 'https';

/** Sets the security headers of one answer (before its route runs, or on an error raised before routing). */
export type SecurityHeaders = (request: FastifyRequest, reply: FastifyReply) => void;

/**
 * The security headers: helmet's set (CSP with `frame-ancestors 'none'` and,
 * agreeing with it, `X-Frame-Options: DENY`), `Permissions-Policy`, and HSTS
 * as `hsts` says. Built once (helmet's Fastify plugin rebuilds its
 * middleware, parsing the policy, on every request).
 */
export function securityHeaders(hsts: HstsMode = 'auto'): SecurityHeaders {
  const helmetHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        // Ant Design writes its styles at run time.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        scriptSrc: ["'self'"],
        connectSrc: ["'self'"],
        fontSrc: ["'self'", 'data:'],
        // Printed documents are shown in a frame from a blob: URL of the fetched PDF (shared/pdf-dialog.tsx).
        frameSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        frameAncestors: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    crossOriginEmbedderPolicy: false,
    xFrameOptions: { action: 'deny' },
    // set below, only over HTTPS
    strictTransportSecurity: false,
  });
  return (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    if (hsts === 'always' || (hsts === 'auto' && overHttps(request)))
      reply.header('strict-transport-security', HSTS_VALUE);
    // helmet's middleware sets its headers and calls back at once
    helmetHeaders(request.raw, reply.raw, (error) => {
      if (error) throw error;
    });
  };
}

/**
 * Security headers first on every request, and caching fit for personal
 * data: `Cache-Control: no-store` on every `/api` answer that sets no policy
 * of its own — JSON, PDFs, exports and errors alike carry clients' data or
 * are personal, and nothing under `/api` is worth keeping in a cache.
 */
export function registerSecurityHeaders(app: FastifyInstance, headers: SecurityHeaders): void {
  app.addHook('onRequest', async (request, reply) => {
    headers(request, reply);
  });
  app.addHook('onSend', async (request, reply, payload) => {
    if (isApi(request.url) && !reply.hasHeader('cache-control')) reply.header('cache-control', 'no-store');
    return payload;
  });
}

/**
 * An error Fastify answers before routing (`frameworkErrors`: a bad
 * percent-encoding, a path parameter too long) skips the hooks: its answer
 * gets the same headers here, and is never stored.
 */
export function withSecurityHeaders(headers: SecurityHeaders, answer: FrameworkErrors): FrameworkErrors {
  return (error, request, reply) => {
    headers(request, reply);
    reply.header('cache-control', 'no-store');
    answer(error, request, reply);
  };
}

type FrameworkErrors = (error: FastifyError, request: FastifyRequest, reply: FastifyReply) => void;
