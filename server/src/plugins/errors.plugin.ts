import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { databaseTextProblem } from '../db/storable-text.ts';
import { AppError } from '../errors.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** What a 413 for an over-long body says on this route (an upload names its own limit). */
    bodyTooLargeMessage?: string;
  }
}

const GENERIC_500 = 'Something went wrong on our side. Please try again in a moment.';

/** Fastify's own client-error codes, reworded for people. */
const FASTIFY_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_INVALID_JSON_BODY: 'The request body is not valid JSON.',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'The request body is empty; JSON was expected.',
  FST_ERR_CTP_BODY_TOO_LARGE: 'The request body is too large.',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported content type: send JSON (Content-Type: application/json).',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'The Content-Length header does not match the body.',
};

/**
 * Answers every error as JSON `{ message, errors? }`: AppErrors with their status, Fastify's client
 * errors (bad JSON, too large, wrong type) with theirs, text the database refused (a NUL) as a 400,
 * anything else as a 500 with a generic message and the request's id.
 * No stack trace ever reaches a client.
 */
export const errorsPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
      if (error instanceof AppError) {
        if (error.retryAfterSeconds !== undefined) reply.header('Retry-After', String(error.retryAfterSeconds));
        const body = Object.keys(error.fields).length > 0 ? { message: error.message, errors: error.fields } : { message: error.message };
        return reply.code(error.status).send(body);
      }
      const status = error.statusCode ?? 500;
      if (status >= 400 && status < 500) {
        const code = error.code;
        const routeMessage = code === 'FST_ERR_CTP_BODY_TOO_LARGE' ? request.routeOptions.config?.bodyTooLargeMessage : undefined;
        const message = routeMessage ?? (code && FASTIFY_MESSAGES[code]) ?? error.message;
        return reply.code(status).send({ message });
      }
      // Backstop for the input guard: text PostgreSQL refused (a NUL that came in some other way, such as
      // a decoded header) is the client's input, not our failure.
      const textProblem = databaseTextProblem(error);
      if (textProblem) return reply.code(400).send({ message: textProblem });
      request.log.error({ err: error }, 'unhandled error');
      // The request id (also in X-Request-Id and on every log line of the request), for a person to quote.
      return reply.code(500).send({ message: GENERIC_500, requestId: request.id });
    });
  },
  { name: 'errors' },
);
