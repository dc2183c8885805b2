import type { FastifyRequest } from 'fastify';
import { AppError } from '../errors.ts';

/**
 * A route hook for admin-only REST routes (registered where the session plugin runs): 401 when no one
 * is signed in, 403 for an ordinary account. As an `onRequest` hook it refuses before any body is read.
 */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw new AppError(401, 'Please sign in to continue.');
  if (request.user.role !== 'admin') throw new AppError(403, 'This action needs an administrator account.');
}
