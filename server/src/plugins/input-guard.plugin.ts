import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest, FastifyServerOptions } from 'fastify';
import fp from 'fastify-plugin';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { storableTextProblem } from '../db/storable-text.ts';
import { AppError } from '../errors.ts';
import { decodedSegment, isApiPath, pathOf } from '../http/request-path.ts';

/** What a 400 says for an address whose percent-escapes do not decode. */
export const MALFORMED_ESCAPE_MESSAGE =
  'The address has a malformed percent-escape: each % must be followed by two hexadecimal digits that together spell UTF-8 text (write a literal % as %25).';

/** The tRPC route's URL (server/src/plugins/trpc.plugin.ts mounts the router at /trpc). */
const TRPC_ROUTE = '/trpc/:path';

/**
 * Fastify's `rewriteUrl`: a path segment whose percent-escapes do not decode (`/blog/%`, `/%ZZ`,
 * `/%E0%A4%A`) is taken literally, its `%` signs written as %25, so routing and every later decode see a
 * valid address instead of throwing. The guard below then refuses it (400), except where the page
 * handler answers it with its 404 page. The original stays in `request.originalUrl`.
 */
const repairPercentEscapes: NonNullable<FastifyServerOptions['rewriteUrl']> = function (req) {
  const url = req.url ?? '/';
  const path = pathOf(url);
  // Absolute-form and `*` targets are left to the router (frameworkErrors answers a bad one).
  if (!path.startsWith('/') || !path.includes('%')) return url;
  const repaired = path
    .split('/')
    .map((segment) => (decodedSegment(segment) !== null ? segment : segment.replaceAll('%', '%25')))
    .join('/');
  return repaired === path ? url : repaired + url.slice(path.length);
};

/**
 * Fastify's `frameworkErrors`: the errors raised before routing (an address the router cannot read, a
 * parameter over the length limit) answered as `{ message }` like every other error, not Fastify's shape.
 */
function answerFrameworkError(error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  const status = error.statusCode && error.statusCode >= 400 && error.statusCode < 500 ? error.statusCode : 400;
  const message =
    error.code === 'FST_ERR_BAD_URL'
      ? MALFORMED_ESCAPE_MESSAGE
      : error.code === 'FST_ERR_MAX_PARAM_LENGTH'
        ? 'The address is too long.'
        : 'The request could not be routed.';
  void reply.code(status).header('Cache-Control', 'no-store').send({ message });
}

/** Options of the Fastify constructor that belong to the guard (spread into `Fastify({...})` in app.ts). */
export const inputGuardServerOptions = {
  rewriteUrl: repairPercentEscapes,
  // Fastify types the handler generically over each route's schema; this one needs none of that.
  frameworkErrors: answerFrameworkError as NonNullable<FastifyServerOptions['frameworkErrors']>,
} satisfies Partial<FastifyServerOptions>;

/** A refused piece of input: why, and where (a dotted field path, '' for the value itself). */
interface Refusal {
  message: string;
  field: string;
}

function fieldPath(parent: string, key: string | number): string {
  return parent === '' ? String(key) : `${parent}.${key}`;
}

/**
 * An object as JSON.parse makes them, or the query-string parser (whose objects inherit from a bare
 * prototype of its own). Anything else (a raw upload's Buffer, the request stream tRPC's multipart parser
 * hands on) is not input text, and walking it would walk the whole server.
 */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false;
  const prototype = Object.getPrototypeOf(value) as object | null;
  return prototype === null || prototype === Object.prototype || Object.getPrototypeOf(prototype) === null;
}

/**
 * The first string or object key in a parsed value that PostgreSQL could not store (see
 * `storableTextProblem`), at any depth. Walked with a stack of its own: a deeply nested JSON body must
 * not overflow the call stack.
 */
function findUnstorableText(value: unknown, at = ''): Refusal | null {
  const stack: Array<[unknown, string]> = [[value, at]];
  while (stack.length > 0) {
    const [item, where] = stack.pop()!;
    if (typeof item === 'string') {
      const message = storableTextProblem(item);
      if (message) return { message, field: where };
    } else if (Array.isArray(item)) {
      for (let index = item.length - 1; index >= 0; index -= 1) stack.push([item[index], fieldPath(where, index)]);
    } else if (isPlainObject(item)) {
      for (const [key, child] of Object.entries(item).reverse()) {
        const message = storableTextProblem(key);
        // A bad key is reported at its object: the key itself would carry the bad character into the answer.
        if (message) return { message, field: where };
        stack.push([child, fieldPath(where, key)]);
      }
    }
  }
  return null;
}

/** JSON text that may hold a NUL or a lone surrogate (raw, or as an escape); cheap to test before parsing. */
const MAY_HOLD_UNSTORABLE = /\0|\\u(?:0000|[dD][89a-fA-F][0-9a-fA-F]{2})/;

/**
 * tRPC's input as JSON text (GET `?input=`, a POST's body), parsed when it may hold unstorable text.
 * Undefined when it cannot (the common case), or when it is no JSON (tRPC answers that itself).
 */
function parsedTrpcInput(raw: unknown): { value: unknown } | undefined {
  // tRPC's parsers hand on JSON as text and a multipart body as the request stream (no text to check).
  if (typeof raw !== 'string') return undefined;
  if (!MAY_HOLD_UNSTORABLE.test(raw)) return undefined;
  try {
    return { value: JSON.parse(raw) as unknown };
  } catch {
    // Raw control characters make it invalid JSON; name the NUL rather than let the parse error speak.
    return raw.includes('\0') ? { value: raw } : undefined;
  }
}

/**
 * Answers a refused tRPC request as tRPC would (its error envelope, one per call of a batch), so the web
 * client shows the message: the call whose input holds the text also names the field.
 */
function refuseTrpc(request: FastifyRequest, reply: FastifyReply, refusal: Refusal, input?: unknown): FastifyReply {
  const query = request.query as Record<string, unknown>;
  const params = request.params as Record<string, unknown>;
  const batch = query.batch === '1';
  const procedures = typeof params.path === 'string' ? params.path : '';
  const paths = batch ? procedures.split(',') : [procedures];
  const envelopes = paths.map((path, index) => {
    const own =
      input === undefined
        ? null
        : findUnstorableText(batch && input !== null && typeof input === 'object' ? (input as Record<string, unknown>)[index] : input);
    return {
      error: {
        message: refusal.message,
        code: TRPC_ERROR_CODES_BY_KEY.BAD_REQUEST,
        data: {
          code: 'BAD_REQUEST',
          httpStatus: 400,
          path,
          ...(own && own.field !== '' ? { fieldErrors: { [own.field]: own.message } } : {}),
        },
      },
    };
  });
  return reply
    .code(400)
    .header('Cache-Control', 'no-store')
    .send(batch ? envelopes : envelopes[0]);
}

/** Refuses a REST request: a 400 `{ message, errors }` from the errors plugin. */
function refusal(found: Refusal, prefix: string): AppError {
  const field = found.field === '' ? prefix : prefix === '' ? found.field : `${prefix}.${found.field}`;
  return new AppError(400, found.message, { fields: field === '' ? {} : { [field]: found.message } });
}

/**
 * Refuses, at the boundary and before any handler runs, input PostgreSQL cannot store: a NUL (U+0000) or a
 * lone surrogate in any string or object key of the body, the query string, the route parameters or the
 * path, on every REST route, every tRPC procedure (its GET `?input=` and its POST body, batches included)
 * and every page. A 400 with a message a person can act on, instead of the database's error as a 500.
 * Also refuses an address with a malformed percent-escape (400 JSON), except a page address, which the
 * page handler answers with its 404 page. Register it first, right after the errors plugin.
 */
export const inputGuardPlugin = fp(
  async (app: FastifyInstance) => {
    // onRequest: before a kept answer is served, a session loaded or a body read.
    app.addHook('onRequest', async (request, reply) => {
      const path = pathOf(request.url);
      if (request.url !== request.originalUrl) {
        const pageHandlerAnswers = request.is404 && (request.method === 'GET' || request.method === 'HEAD') && !isApiPath(path);
        if (!pageHandlerAnswers) throw new AppError(400, MALFORMED_ESCAPE_MESSAGE);
      }
      const trpc = request.routeOptions.url === TRPC_ROUTE;
      // tRPC decodes the procedure name once more after the router did (`/trpc/%25` would throw there: a 500).
      const trpcPath = (request.params as Record<string, unknown>).path;
      if (trpc && decodedSegment(typeof trpcPath === 'string' ? trpcPath : '') === null) {
        return refuseTrpc(request, reply, { message: MALFORMED_ESCAPE_MESSAGE, field: '' });
      }
      // The path is valid here (repaired above), so `%00` can only be an escaped NUL; the not-found
      // handler (every page) has no route parameters to find it in.
      if (path.includes('%00')) {
        const found = { message: storableTextProblem('\0')!, field: '' };
        if (trpc) return refuseTrpc(request, reply, found);
        throw refusal(found, 'path');
      }
      const params = findUnstorableText(request.params);
      if (params) {
        if (trpc) return refuseTrpc(request, reply, params);
        throw refusal(params, 'params');
      }
      const { input, ...rest } = request.query as Record<string, unknown>;
      const query = findUnstorableText(trpc ? rest : request.query);
      if (query) {
        if (trpc) return refuseTrpc(request, reply, query);
        throw refusal(query, 'query');
      }
      if (trpc) {
        const parsed = parsedTrpcInput(input);
        const found = parsed && findUnstorableText(parsed.value);
        if (found) return refuseTrpc(request, reply, found, parsed.value);
      }
    });

    // preValidation: the body has been parsed (tRPC's stays JSON text; raw uploads are Buffers, skipped).
    app.addHook('preValidation', async (request, reply) => {
      if (request.routeOptions.url === TRPC_ROUTE) {
        const parsed = parsedTrpcInput(request.body);
        const found = parsed && findUnstorableText(parsed.value);
        if (found) return refuseTrpc(request, reply, found, parsed.value);
        return;
      }
      const found = findUnstorableText(request.body);
      if (found) throw refusal(found, '');
    });
  },
  { name: 'input-guard', dependencies: ['errors'] },
);
