import { rm } from 'node:fs/promises';
import { MAX_WXR_BYTES, wordpressPreviewTokenSchema, type WordPressImportPreview } from '@app/contracts';
import type { FastifyInstance, FastifyRequest, RouteShorthandOptions } from 'fastify';
import { AppError, parseInput } from '../errors.ts';
import { adminOf, requireRouteAccess, routeAccess } from '../http/admin-access.ts';
import { discardSpooledBody, isSpooledBody, removeSpooledBodyWhenDone, spoolBodyTo, type SpooledBody } from '../plugins/spooled-body.ts';
import { fetchPolicy } from '../wordpress/image-fetch.ts';
import { claimUpload, discardUpload, keepUpload, type UploadOwner } from '../wordpress/import-uploads.ts';
import { dryRunWordPressImport, importWordPress } from '../wordpress/wordpress-import.service.ts';

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

/** The spooled export of an upload request, or a 400 asking for one. */
function uploadedFile(body: unknown): SpooledBody {
  if (!isSpooledBody(body) || body.size === 0) throw new AppError(400, 'Choose a WordPress export file (.xml) to import.');
  return body;
}

/** The staff member and the sign-in of a request that requireRouteAccess let through: who an upload waits for. */
function ownerOf(request: FastifyRequest): UploadOwner {
  const { id } = adminOf(request);
  if (!request.session) throw new AppError(401, 'Please sign in to continue.');
  return { userId: id, sessionToken: request.session.id };
}

/**
 * POST /api/admin/blog/import-wordpress (registered in the session scope): the body is a WordPress export file as it
 * is (Content-Type application/xml, text/xml or application/octet-stream), or a .tar(.gz) holding it with
 * wp-content/uploads, at most 50 MiB; the answer is the import's report. Editors and up: an import creates posts in other people's names.
 * POST …/preview takes the same body and answers the dry run (WordPressImportPreview) with a token; POST …/confirm
 * imports the kept upload under that token, POST …/cancel drops it.
 */
export async function wordpressImportRoutes(app: FastifyInstance): Promise<void> {
  // Written to a temporary file as it arrives (the 413 as soon as the limit is passed), removed after the request.
  app.addContentTypeParser(WXR_TYPES, spoolBodyTo(app.config.uploadTmpDir));

  const uploadRoute: RouteShorthandOptions = {
    bodyLimit: MAX_WXR_BYTES,
    // As an onRequest hook the role check runs before any of the body is read.
    onRequest: [requireRouteAccess, removeSpooledBodyWhenDone],
    config: {
      ...routeAccess('editor'),
      bodyTooLargeMessage: `The file is larger than ${MAX_WXR_BYTES / 2 ** 20} MB. Export fewer posts at a time (WordPress's Tools → Export can pick a date range or category).`,
    },
  };
  const policy = fetchPolicy(app.config.wordpressImportHosts);

  app.post('/api/admin/blog/import-wordpress', uploadRoute, async (request) => {
    try {
      return await importWordPress(app.orm.em.fork(), uploadedFile(request.body).path, adminOf(request), policy, app.builder);
    } finally {
      await discardSpooledBody(request.body);
    }
  });

  // The dry run: the same body; the answer says what the import will do (nothing is written), and the upload waits
  // under the answer's token for …/confirm (or …/cancel), so the file is sent once.
  app.post('/api/admin/blog/import-wordpress/preview', uploadRoute, async (request): Promise<WordPressImportPreview> => {
    try {
      const file = uploadedFile(request.body).path;
      const owner = ownerOf(request);
      const preview = await dryRunWordPressImport(app.orm.em.fork(), file, adminOf(request), policy);
      const { token, expiresAt } = await keepUpload(app.orm.em, file, owner);
      return { token, expiresAt: expiresAt.toISOString(), ...preview };
    } finally {
      await discardSpooledBody(request.body);
    }
  });

  // Imports the upload a dry run kept: JSON { token }, by the same sign-in, once, before it expires; the answer is
  // the import's report.
  app.post(
    '/api/admin/blog/import-wordpress/confirm',
    // A body of an export's type sent here by mistake is spooled too: removed after the request like any other.
    { onRequest: [requireRouteAccess, removeSpooledBodyWhenDone], config: routeAccess('editor') },
    async (request) => {
      const { token } = parseInput(wordpressPreviewTokenSchema, request.body);
      const file = await claimUpload(app.orm.em, token, ownerOf(request), app.config.uploadTmpDir);
      try {
        return await importWordPress(app.orm.em.fork(), file, adminOf(request), policy, app.builder);
      } finally {
        await rm(file, { force: true });
      }
    },
  );

  // Drops the upload a dry run kept (its "Cancel"): JSON { token }; 204 whether or not one was waiting.
  app.post(
    '/api/admin/blog/import-wordpress/cancel',
    // A body of an export's type sent here by mistake is spooled too: removed after the request like any other.
    { onRequest: [requireRouteAccess, removeSpooledBodyWhenDone], config: routeAccess('editor') },
    async (request, reply) => {
      const { token } = parseInput(wordpressPreviewTokenSchema, request.body);
      await discardUpload(app.orm.em, token, ownerOf(request));
      return reply.code(204).send();
    },
  );
}
