import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce a server-rendered page's inline scripts carry; the Content-Security-Policy allows it. */
    cspNonce: string | null;
    /**
     * The hashes ('sha256-…') of a kept server-rendered page's inline scripts: a page served to many
     * visitors carries no nonce (one shared by all would be no secret), so its policy names its scripts.
     */
    cspScriptHashes: readonly string[] | null;
    /** Other sites this answer shows images from (a newsletter's web copy: YouTube's thumbnails); none by default. */
    cspImageOrigins: readonly string[] | null;
  }
}

/** The script-src of an answer: our own files, and a server-rendered page's inline scripts by nonce or hash. */
function scriptSources(nonce: string | null, hashes: readonly string[] | null): string {
  const sources = ["'self'"];
  if (nonce) sources.push(`'nonce-${nonce}'`);
  for (const hash of hashes ?? []) sources.push(`'${hash}'`);
  return `script-src ${sources.join(' ')}`;
}

/** The Content-Security-Policy of an answer. */
function contentSecurityPolicy(nonce: string | null, hashes: readonly string[] | null, imageOrigins: readonly string[] = []): string {
  return [
    "default-src 'self'",
    scriptSources(nonce, hashes),
    "style-src 'self' 'unsafe-inline'",
    ["img-src 'self' data: blob:", ...imageOrigins].join(' '),
    "font-src 'self'",
    // Builder video elements: YouTube's privacy-enhanced embeds, Vimeo's player, and .mp4 files over https.
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "media-src 'self' https:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'none'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** The policy of answers without inline scripts: the same for all of them. */
const PLAIN_POLICY = contentSecurityPolicy(null, null);
/** The policy of each kept page, by its list of hashes: built once, sent to every visitor. */
const keptPolicies = new WeakMap<readonly string[], string>();

/** The Content-Security-Policy of this answer, built anew only for a page with its own nonce or image origins. */
function policyFor(nonce: string | null, hashes: readonly string[] | null, imageOrigins: readonly string[] | null): string {
  if (nonce || imageOrigins) return contentSecurityPolicy(nonce, hashes, imageOrigins ?? []);
  if (!hashes) return PLAIN_POLICY;
  let policy = keptPolicies.get(hashes);
  if (!policy) keptPolicies.set(hashes, (policy = contentSecurityPolicy(null, hashes)));
  return policy;
}

/** HSTS for a site served over https: a year, so browsers never try plain http for it again. */
const STRICT_TRANSPORT_SECURITY = 'max-age=31536000';

/**
 * Sets the browser-hardening headers on every answer; Strict-Transport-Security when the site's public
 * origin is https (over plain http a browser would ignore it, and localhost must stay reachable).
 */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply('cspNonce', null);
    app.decorateReply('cspScriptHashes', null);
    app.decorateReply('cspImageOrigins', null);
    const https = app.config.publicOrigin?.startsWith('https://') ?? false;
    app.addHook('onSend', async (_request, reply) => {
      if (https) reply.header('Strict-Transport-Security', STRICT_TRANSPORT_SECURITY);
      // Our pages share no window with another site's (a page they open cannot reach back through `opener`).
      reply.header('Cross-Origin-Opener-Policy', 'same-origin');
      reply.header('X-Content-Type-Options', 'nosniff');
      // A page whose address is a secret (a preview link) sets a stricter one itself.
      if (!reply.hasHeader('referrer-policy')) reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', policyFor(reply.cspNonce, reply.cspScriptHashes, reply.cspImageOrigins));
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
