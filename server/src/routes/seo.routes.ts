import { PAGE_META, PRODUCT_NAME } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { listPublishedPosts } from '../blog/blog-post.service.ts';
import { listPublishedBuilderPaths } from '../builder/published-builder-pages.ts';
import { escapeHtml } from '../seo/render-head.ts';
import { SITEMAP_PATHS } from '../seo/page-meta.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { absoluteUrl } from '../seo/structured-data.ts';

/** How many posts the RSS feed carries. */
const FEED_SIZE = 20;

/** /robots.txt, /sitemap.xml (public pages and published posts) and /blog/rss.xml (published posts). */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request);
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /trpc\nDisallow: /dashboard\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
  });

  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const em = app.orm.em.fork();
    const posts = await listPublishedPosts(em);
    // A published builder page dates its path: a built-in one (home, features, …) or a 'New page' of its own.
    const builderPages = new Map((await listPublishedBuilderPaths(em)).map((page) => [page.path, page.publishedAt.slice(0, 10)]));
    const paths = [...SITEMAP_PATHS, ...[...builderPages.keys()].filter((path) => !SITEMAP_PATHS.includes(path))];
    const urls = [
      ...paths.map((path) => ({ loc: absoluteUrl(origin, path), lastmod: builderPages.get(path) })),
      ...posts.map((post) => ({ loc: `${origin}/blog/${encodeURIComponent(post.slug)}`, lastmod: post.publishedAt.slice(0, 10) })),
    ];
    const body = urls
      .map(({ loc, lastmod }) => `  <url><loc>${escapeHtml(loc)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`)
      .join('\n');
    // Built from cached reads: kept until a blog or builder write, or the next scheduled publication.
    return reply
      .type('application/xml; charset=utf-8')
      .send(`<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${body}\n</urlset>\n`);
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const posts = (await listPublishedPosts(app.orm.em.fork())).slice(0, FEED_SIZE);
    const items = posts
      .map((post) => {
        const link = `${origin}/blog/${encodeURIComponent(post.slug)}`;
        const categories = post.categories.map((c) => `<category>${escapeHtml(c)}</category>`).join('');
        return `    <item><title>${escapeHtml(post.title)}</title><link>${escapeHtml(link)}</link><guid isPermaLink="true">${escapeHtml(link)}</guid><pubDate>${new Date(post.publishedAt).toUTCString()}</pubDate><dc:creator>${escapeHtml(post.author)}</dc:creator>${categories}<description>${escapeHtml(post.excerpt)}</description></item>`;
      })
      .join('\n');
    const blog = PAGE_META['/blog'];
    return reply.type('application/rss+xml; charset=utf-8').send(
      `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${escapeHtml(`${PRODUCT_NAME} Blog`)}</title>
    <link>${origin}/blog</link>
    <description>${escapeHtml(blog.description)}</description>
    <language>en-gb</language>
    <atom:link href="${origin}/blog/rss.xml" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`,
    );
  });
}
