import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * True for the admin screens (`/admin`, `/admin/…`) and the admin API (`/api/admin/…`); takes a path or a
 * whole request URL (query string included).
 */
export function isAdminPath(url: string): boolean {
  return /^\/(admin|api\/admin)(\/|\?|$)/.test(url);
}

/** Route `config` of an admin-only REST route; the authorization test finds every route marked so. */
export const ADMIN_ROUTE = { access: 'admin' } as const;

declare module 'fastify' {
  interface FastifyContextConfig {
    /** 'admin' marks a route that only admins may call. */
    access?: 'admin';
  }
}

/**
 * preHandler of an admin-only REST route (register it inside the session scope): 401 without a
 * session, 403 for an account without the admin role. Same rule and messages as `adminProcedure`.
 */
export async function requireAdminRequest(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  if (request.user.role !== 'admin') throw new AppError(403, 'This action needs an administrator account.');
}

/** The signed-in admin of a request that `requireAdminRequest` let through, as the activity log names them. */
export function adminOf(request: FastifyRequest): { id: number; username: string } {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  return { id: request.user.id, username: request.user.username };
}
