import { MY_DATA_EXPORT_URL } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { requireRouteAccess } from '../http/admin-access.ts';
import { accountKeys, dataExportFilename, dataExportStream } from '../privacy/data-export.ts';

/** "Download my data": the signed-in account's JSON file of everything stored about it (register in the session scope). */
export async function dataExportRoutes(app: FastifyInstance): Promise<void> {
  app.get(MY_DATA_EXPORT_URL, { config: { access: 'signed-in' }, preHandler: requireRouteAccess }, async (request, reply) => {
    const account = await accountKeys(app.orm.em, request.user!.id);
    reply
      .header('Content-Type', 'application/json; charset=utf-8')
      .header('Content-Disposition', `attachment; filename="${dataExportFilename(account.id)}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff');
    return reply.send(request.method === 'HEAD' ? undefined : dataExportStream(app.orm.em.fork(), account));
  });
}
