import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';

/** The header that carries a request's id, in and out. */
export const REQUEST_ID_HEADER = 'x-request-id';
/** An incoming id is kept only when it is a short token of these characters (nothing a log or header could misread). */
const SAFE_REQUEST_ID = /^[A-Za-z0-9._-]{1,64}$/;

/**
 * The id of a request (Fastify's `genReqId`): the caller's X-Request-Id when it is a safe short token (a proxy's
 * or a client's id, so their logs and ours meet), otherwise a fresh random UUID.
 */
export function requestIdOf(request: IncomingMessage): string {
  const given = request.headers[REQUEST_ID_HEADER];
  return typeof given === 'string' && SAFE_REQUEST_ID.test(given) ? given : randomUUID();
}

/** The Fastify options that make `requestIdOf` the id every log line of the request carries (as `reqId`). */
export const requestIdServerOptions = {
  genReqId: requestIdOf,
  // Read by requestIdOf, which checks it; Fastify's own reading would take any value.
  requestIdHeader: false,
  // Each log line carries the id as `reqId`, Fastify's default label (the option itself is deprecated).
} as const;

/** Returns each request's id as X-Request-Id on its response, so a person can quote it and find its log lines. */
export const requestIdPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('onRequest', (request, reply, done) => {
      reply.header('X-Request-Id', request.id);
      done();
    });
  },
  { name: 'request-id' },
);
