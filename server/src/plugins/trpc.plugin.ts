import { fastifyTRPCPlugin, type FastifyTRPCPluginOptions } from '@trpc/server/adapters/fastify';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { appRouter, type AppRouter } from '../trpc/app-router.ts';
import { createContext } from '../trpc/context.ts';

/** Mounts the tRPC router at /trpc. */
export const trpcPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(fastifyTRPCPlugin, {
      prefix: '/trpc',
      trpcOptions: {
        router: appRouter,
        createContext,
        onError({ error, path }) {
          if (error.code === 'INTERNAL_SERVER_ERROR') app.log.error({ err: error.cause ?? error, path }, 'tRPC procedure failed');
        },
      } satisfies FastifyTRPCPluginOptions<AppRouter>['trpcOptions'],
    });
  },
  { name: 'trpc', dependencies: ['session'] },
);
