import { roleAtLeast, roleNeededMessage, type StaffRole } from '@app/contracts';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * True for the admin screens (`/admin`, `/admin/…`) and the admin API (`/api/admin/…`); takes a path or a
 * whole request URL (query string included).
 */
export function isAdminPath(url: string): boolean {
  return /^\/(admin|api\/admin)(\/|\?|$)/.test(url);
}

/** Route `config` of a REST route open to role `min` and above; the authorization test finds every route marked so. */
export function routeAccess<Min extends StaffRole>(min: Min): { access: Min } {
  return { access: min };
}

/** Route `config` of an administrator-only REST route. */
export const ADMIN_ROUTE = routeAccess('administrator');

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The lowest staff role that may call the route, or any signed-in account; `requireRouteAccess` enforces it. */
    access?: StaffRole | 'signed-in';
  }
}

/**
 * preHandler (or onRequest) of a staff REST route marked with `routeAccess(min)` (register it inside the
 * session scope): 401 without a session, 403 for a role below the route's `access`. Same rule and messages
 * as `roleProcedure`.
 */
export async function requireRouteAccess(request: FastifyRequest, _reply: FastifyReply): Promise<void> {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  const min = request.routeOptions.config.access ?? 'administrator';
  if (min === 'signed-in') return;
  if (!roleAtLeast(request.user.role, min)) throw new AppError(403, roleNeededMessage(min));
}

/** The signed-in staff member of a request that `requireRouteAccess` let through, as the activity log names them. */
export function adminOf(request: FastifyRequest): { id: number; username: string } {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  return { id: request.user.id, username: request.user.username };
}
