import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { FORM_BODY_LIMIT, parseFormBody } from '../forms/form-body.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** This route takes forms the browser posts without JavaScript (`application/x-www-form-urlencoded`). */
    acceptsForm?: boolean;
  }
}

/**
 * Reads `application/x-www-form-urlencoded` bodies on the routes that take forms posted without
 * JavaScript (`config.acceptsForm`); every other route answers such a body 415, as before, so only the
 * form adapters widen what a request may look like. Cross-site posts are refused by the Origin check.
 */
export const formBodyPlugin = fp(
  async (app: FastifyInstance) => {
    app.addContentTypeParser(
      'application/x-www-form-urlencoded',
      { parseAs: 'string', bodyLimit: FORM_BODY_LIMIT },
      (request, body, done) => {
        if (request.routeOptions.config?.acceptsForm) {
          done(null, parseFormBody(String(body)));
          return;
        }
        done(Object.assign(new Error('Unsupported content type'), { statusCode: 415, code: 'FST_ERR_CTP_INVALID_MEDIA_TYPE' }), undefined);
      },
    );
  },
  { name: 'form-body', dependencies: ['errors'] },
);
