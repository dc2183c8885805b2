import { MAX_WXR_BYTES } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { AppError } from '../errors.ts';
import { adminOf, requireRouteAccess, routeAccess } from '../plugins/admin-access.ts';
import { discardSpooledBody, isSpooledBody, removeSpooledBodyWhenDone, spoolBodyTo } from '../plugins/spooled-body.ts';
import { fetchPolicy } from '../wordpress/image-fetch.ts';
import { importWordPress } from '../wordpress/wordpress-import.service.ts';

/** The types a WordPress export may be sent as (browsers name an .xml file either way, or not at all). */
const WXR_TYPES = [
  'application/xml',
  'text/xml',
  'application/rss+xml',
  'application/octet-stream',
  // A .tar.gz (or .tar) holding the export with wp-content/uploads beside it.
  'application/gzip',
  'application/x-gzip',
  'application/x-tar',
  'application/x-compressed-tar',
];

/**
 * POST /api/admin/blog/import-wordpress (registered in the session scope): the body is a WordPress export file as it
 * is (Content-Type application/xml, text/xml or application/octet-stream), or a .tar(.gz) holding it with
 * wp-content/uploads, at most 50 MiB; the answer is the import's report. Editors and up: an import creates posts in other people's names.
 */
export async function wordpressImportRoutes(app: FastifyInstance): Promise<void> {
  // Written to a temporary file as it arrives (the 413 as soon as the limit is passed), removed after the request.
  app.addContentTypeParser(WXR_TYPES, spoolBodyTo(app.config.uploadTmpDir));

  app.post(
    '/api/admin/blog/import-wordpress',
    {
      bodyLimit: MAX_WXR_BYTES,
      // As an onRequest hook the role check runs before any of the body is read.
      onRequest: [requireRouteAccess, removeSpooledBodyWhenDone],
      config: {
        ...routeAccess('editor'),
        bodyTooLargeMessage: `The file is larger than ${MAX_WXR_BYTES / 2 ** 20} MB. Export fewer posts at a time (WordPress's Tools → Export can pick a date range or category).`,
      },
    },
    async (request) => {
      try {
        if (!isSpooledBody(request.body) || request.body.size === 0) {
          throw new AppError(400, 'Choose a WordPress export file (.xml) to import.');
        }
        return await importWordPress(app.orm.em.fork(), request.body.path, adminOf(request), fetchPolicy(app.config.wordpressImportHosts));
      } finally {
        await discardSpooledBody(request.body);
      }
    },
  );
}
