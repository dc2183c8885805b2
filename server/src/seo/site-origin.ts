import type { AddressInfo } from 'node:net';
import type { FastifyInstance, FastifyRequest } from 'fastify';

/** Listening addresses that mean "every interface": a link to them names the machine as `localhost`. */
const ANY_INTERFACE = new Set(['0.0.0.0', '::', '']);

/**
 * The origin of a server listening on `host` (as configured) and `address` (as bound, which knows the
 * real port when the configured one is 0): `http://localhost:3000` for every interface, else the host
 * itself (an IPv6 literal in brackets).
 */
export function listeningOrigin(host: string, address: AddressInfo | string | null, configuredPort: number): string {
  const port = typeof address === 'object' && address ? address.port : configuredPort;
  const name = ANY_INTERFACE.has(host) ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return `http://${name}:${port}`;
}

const bound = new WeakMap<FastifyInstance, string>();

/**
 * The site's public origin, the one base of every link the server writes (e-mailed reset links,
 * canonical and Open Graph URLs, the sitemap, RSS, robots.txt): PUBLIC_ORIGIN when configured, else
 * the address this server listens on. Never a request header: Host and X-Forwarded-Host are chosen by
 * whoever sends the request, so a link built from them could point anywhere. (Production requires
 * PUBLIC_ORIGIN; see config.ts.)
 */
export function publicOrigin(app: FastifyInstance): string {
  if (app.config.publicOrigin) return app.config.publicOrigin;
  let origin = bound.get(app);
  if (!origin) {
    const address = app.server.listening ? app.server.address() : null;
    origin = listeningOrigin(app.config.host, address, app.config.port);
    // Kept once the server is listening (its port is then final).
    if (address) bound.set(app, origin);
  }
  return origin;
}

/** The public origin of the app serving this request (see `publicOrigin`); the request's own headers play no part. */
export function siteOrigin(request: FastifyRequest): string {
  return publicOrigin(request.server);
}
