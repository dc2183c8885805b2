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
function contentSecurityPolicy(nonce: string | null, hashes: readonly string[] | null): string {
  return [
    "default-src 'self'",
    scriptSources(nonce, hashes),
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob:",
    "font-src 'self'",
    // Builder video elements: YouTube's privacy-enhanced embeds, Vimeo's player, and .mp4 files over https.
    'frame-src https://www.youtube-nocookie.com https://player.vimeo.com',
    "media-src 'self' https:",
    "connect-src 'self'",
    "frame-ancestors 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "object-src 'none'",
  ].join('; ');
}

/** Sets the browser-hardening headers on every answer. */
export const securityHeadersPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateReply('cspNonce', null);
    app.decorateReply('cspScriptHashes', null);
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', contentSecurityPolicy(reply.cspNonce, reply.cspScriptHashes));
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
