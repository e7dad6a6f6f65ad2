import { errorSchema } from '@geulgam/contracts';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { AdminRecord } from './auth.plugin.ts';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in admin on routes behind `guardAdminRoutes`. */
    admin: AdminRecord | null;
  }
}

/**
 * Every route of the calling plugin requires an admin token. The check runs on `onRequest`,
 * before validation, so a request without a valid admin token is 401 whatever its input.
 */
export function guardAdminRoutes(app: FastifyInstance) {
  if (!app.hasRequestDecorator('admin')) app.decorateRequest('admin', null);
  app.addHook('onRequest', async (request) => {
    request.admin = await app.auth.requireAdmin(request);
  });
}

/** The admin of a guarded request. */
export function currentAdmin(request: FastifyRequest): AdminRecord {
  if (!request.admin) throw new Error('admin route without guardAdminRoutes');
  return request.admin;
}

/** The OpenAPI tag and bearer security every admin console route documents. */
export const adminRouteDocs = { tags: ['admin'], security: [{ bearer: [] }] };

/** Error answers every admin console route may give (400 bad input, 401 no admin token). */
export const adminRouteErrors = { 400: errorSchema, 401: errorSchema };
