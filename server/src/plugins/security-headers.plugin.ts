import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyReply {
    /** The nonce a server-rendered page's inline scripts carry; the Content-Security-Policy allows it. */
    cspNonce: string | null;
  }
}

/** The Content-Security-Policy of an answer; a server-rendered page's inline scripts run by their nonce. */
function contentSecurityPolicy(nonce: string | null): string {
  return [
    "default-src 'self'",
    nonce ? `script-src 'self' 'nonce-${nonce}'` : "script-src 'self'",
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
    app.addHook('onSend', async (_request, reply) => {
      reply.header('X-Content-Type-Options', 'nosniff');
      reply.header('Referrer-Policy', 'strict-origin-when-cross-origin');
      reply.header('X-Frame-Options', 'DENY');
      reply.header('Content-Security-Policy', contentSecurityPolicy(reply.cspNonce));
      reply.header('Permissions-Policy', 'camera=(), microphone=(), geolocation=()');
    });
  },
  { name: 'security-headers' },
);
