import { FORM_POST_FIELDS, sameSitePath, type FormResult, type PostableForm } from '@app/contracts';
import { TRPCError } from '@trpc/server';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ZodError } from 'zod';
import { AppError, invalidInput } from '../errors.ts';

/** Whether the browser itself posted a form (no script ran): the answer is then a page, not JSON. */
export function isFormPost(request: FastifyRequest): boolean {
  return (request.headers['content-type'] ?? '').toLowerCase().startsWith('application/x-www-form-urlencoded');
}

/** The fields of a posted form (the body the form parser made), without the hidden ones. */
export function formFields(request: FastifyRequest): Record<string, unknown> {
  const { [FORM_POST_FIELDS.form]: _form, [FORM_POST_FIELDS.back]: _back, ...fields } = (request.body ?? {}) as Record<string, unknown>;
  return fields;
}

/** A checkbox as a form posts it: present ('on', or the value it was given) when ticked, absent when not. */
export function ticked(value: unknown): boolean {
  return value !== undefined && value !== '' && value !== 'false';
}

/** Field names whose values never travel back into a page. */
const SECRET_FIELD = /password|token/i;

/**
 * What was typed, to fill the form in again, by field name (a nested field by its dotted name, as it was
 * posted: `values.0`): text and ticked boxes, never a password or token.
 */
function echoedValues(fields: Record<string, unknown>, prefix = ''): Record<string, string | boolean> {
  const values: Record<string, string | boolean> = {};
  for (const [name, value] of Object.entries(fields)) {
    if (SECRET_FIELD.test(name)) continue;
    if (typeof value === 'string') values[`${prefix}${name}`] = value;
    else if (typeof value === 'object' && value !== null && prefix === '')
      Object.assign(values, echoedValues(value as Record<string, unknown>, `${name}.`));
  }
  return values;
}

/**
 * An expected refusal as an AppError: itself, the AppError a tRPC procedure threw, or a tRPC input
 * refusal (its zod issues become field messages). Null for anything else (a bug: a 500).
 */
export function asAppError(error: unknown): AppError | null {
  if (error instanceof AppError) return error;
  if (error instanceof TRPCError) {
    if (error.cause instanceof AppError) return error.cause;
    if (error.cause instanceof ZodError) return invalidInput(error.cause);
  }
  return null;
}

/** How a form post is answered: which form, where it lives, the work, and where success leads. */
export interface FormPost<T> {
  form: PostableForm;
  /** The form's page, when the post does not say (`_back`). */
  page: string;
  /** Does what the form asks; an AppError (or a refusing tRPC call) is the form's refusal. */
  work: () => Promise<T>;
  /** Where the browser goes after success (given the page the form was on), usually with a notice. */
  success: (result: T, back: string) => string;
}

/**
 * Answers a form the browser posted without JavaScript (Remix-style progressive enhancement): success
 * is a 303 to the address `success` gives; a refusal renders the form's page again with the refusal's
 * status, what was typed (passwords excepted) and the messages per field, so nothing typed is lost.
 */
export async function answerFormPost<T>(request: FastifyRequest, reply: FastifyReply, post: FormPost<T>): Promise<FastifyReply> {
  const back = sameSitePath((request.body as Record<string, unknown> | undefined)?.[FORM_POST_FIELDS.back], post.page);
  let result: T;
  try {
    result = await post.work();
  } catch (error) {
    const refused = asAppError(error);
    if (!refused) throw error;
    if (refused.retryAfterSeconds !== undefined) reply.header('Retry-After', String(refused.retryAfterSeconds));
    const formResult: FormResult = {
      form: post.form,
      message: refused.message,
      fieldErrors: refused.fields,
      values: echoedValues(formFields(request)),
    };
    return request.server.servePage(request, reply, { path: back.split(/[?#]/)[0]!, url: back, status: refused.status, formResult });
  }
  return redirectAfterPost(reply, post.success(result, back));
}

/** The options of a route that takes its form posted without JavaScript (form-body.plugin.ts parses it). */
export const FORM_ROUTE = { config: { acceptsForm: true } };

/**
 * The answer to a form post that succeeded: a 303 to `location` (a GET there), kept by no cache. Every
 * form's redirect passes here, so `location` is checked once more as it will be read (normalised, see
 * `sameSitePath`): one that would leave the site sends the browser to the home page instead.
 */
export function redirectAfterPost(reply: FastifyReply, location: string): FastifyReply {
  return reply.code(303).header('Cache-Control', 'no-store').header('Location', sameSitePath(location, '/')).send();
}
