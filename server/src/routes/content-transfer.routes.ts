import { CONTENT_ARCHIVE_TOO_LARGE_MESSAGE, CONTENT_EXPORT_URL, CONTENT_IMPORT_URL, MAX_CONTENT_ARCHIVE_BYTES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { createReadStream } from 'node:fs';
import { contentExportFilename, contentExportStream } from '../content-transfer/content-export.ts';
import { importContent } from '../content-transfer/content-import.ts';
import { AppError } from '../errors.ts';
import { ADMIN_ROUTE, adminOf, requireRouteAccess } from '../http/admin-access.ts';
import { discardSpooledBody, isSpooledBody, removeSpooledBodyWhenDone, spoolBodyTo } from '../plugins/spooled-body.ts';
import { siteOrigin } from '../seo/site-origin.ts';

/**
 * Moving content between sites (administrators only; register in the session scope): GET the whole site's content
 * as a .tar.gz streamed as it is read, and POST such an archive (its raw bytes, at most 200 MB) to import it.
 */
export async function contentTransferRoutes(app: FastifyInstance): Promise<void> {
  // The archive arrives as raw bytes whatever type the browser declares; the reader checks them.
  app.addContentTypeParser('*', spoolBodyTo(app.config.uploadTmpDir));

  app.get(CONTENT_EXPORT_URL, { config: ADMIN_ROUTE, preHandler: requireRouteAccess }, async (request, reply) => {
    reply
      .header('Content-Type', 'application/gzip')
      .header('Content-Disposition', `attachment; filename="${contentExportFilename()}"`)
      .header('Cache-Control', 'no-store')
      .header('X-Content-Type-Options', 'nosniff');
    return reply.send(request.method === 'HEAD' ? undefined : contentExportStream(app.orm.em.fork(), siteOrigin(request)));
  });

  app.post(
    CONTENT_IMPORT_URL,
    {
      bodyLimit: MAX_CONTENT_ARCHIVE_BYTES,
      // As an onRequest hook the role check runs before any of the body is read.
      onRequest: [requireRouteAccess, removeSpooledBodyWhenDone],
      config: { ...ADMIN_ROUTE, bodyTooLargeMessage: CONTENT_ARCHIVE_TOO_LARGE_MESSAGE },
    },
    async (request) => {
      try {
        if (!isSpooledBody(request.body) || request.body.size === 0) {
          throw new AppError(400, 'Send the content export file (.tar.gz) itself as the request body, as the Import button does.');
        }
        return await importContent(app.orm.em.fork(), createReadStream(request.body.path), adminOf(request), app.config.uploadTmpDir);
      } finally {
        await discardSpooledBody(request.body);
      }
    },
  );
}
