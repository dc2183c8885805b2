import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../errors.ts';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

/** Mounts the tRPC router at /trpc. */
export const trpcPlugin = fp(
  async (app: FastifyInstance) => {
    // tRPC answers HEAD with an empty 204. HEAD must answer as GET does, without the body: the query runs as
    // a GET, and Node sends no body on a response to a HEAD request.
    app.addHook('onRequest', async (request) => {
      if (request.raw.method === 'HEAD' && request.url.startsWith('/trpc/')) request.raw.method = 'GET';
    });
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        // A rate limit's refusal says when to try again (the longest wait of a batch), as the REST routes do.
        responseMeta({ errors }) {
          const waits = errors.flatMap((error) =>
            error.cause instanceof AppError && error.cause.retryAfterSeconds !== undefined ? [error.cause.retryAfterSeconds] : [],
          );
          return waits.length > 0 ? { headers: { 'Retry-After': String(Math.max(...waits)) } } : {};
        },
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['session'] },
);
