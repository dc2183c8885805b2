import { PAGE_META, PRODUCT_NAME } from '@app/contracts';
import type { FastifyInstance } from 'fastify';
import { newestFeedPosts } from '../blog/blog-post.service.ts';
import { AppError } from '../errors.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { sitemapLayout, type SitemapEntry } from '../public-pages/sitemap-files.ts';
import { siteOrigin } from '../seo/site-origin.ts';
import { absoluteUrl } from '../seo/structured-data.ts';

/** How many posts the RSS feed carries. */
const FEED_SIZE = 20;

/**
 * /robots.txt, /sitemap.xml (public pages and published posts; an index of /sitemap-N.xml files when they exceed
 * the page size, see seo/sitemap-files.ts) and /blog/rss.xml (the newest published posts).
 */
export async function seoRoutes(app: FastifyInstance): Promise<void> {
  app.get('/robots.txt', async (request, reply) => {
    const origin = siteOrigin(request);
    return reply
      .type('text/plain; charset=utf-8')
      .send(
        `User-agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\nDisallow: /trpc\nDisallow: /dashboard\n\nSitemap: ${origin}/sitemap.xml\n`,
      );
  });

  const pageSize = app.config.sitemapPageSize;
  const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>\n${body}\n`;
  const urlset = (origin: string, entries: SitemapEntry[]) =>
    xml(
      `<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries
        .map(
          ({ path, lastmod }) =>
            `  <url><loc>${escapeHtml(absoluteUrl(origin, path))}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`,
        )
        .join('\n')}\n</urlset>`,
    );

  // Built from cached reads: kept until a blog or builder write, or the next scheduled publication.
  app.get('/sitemap.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const layout = await sitemapLayout(app.orm.em.fork(), pageSize);
    reply.type('application/xml; charset=utf-8');
    if (layout.kind === 'single') return reply.send(urlset(origin, layout.entries));
    const children = layout.files
      .map(
        (file, i) =>
          `  <sitemap><loc>${escapeHtml(`${origin}/sitemap-${i + 1}.xml`)}</loc>${file.lastmod ? `<lastmod>${file.lastmod}</lastmod>` : ''}</sitemap>`,
      )
      .join('\n');
    return reply.send(xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${children}\n</sitemapindex>`));
  });

  // A numbered file of the index; only while /sitemap.xml is an index, and only the files it names.
  app.get<{ Params: { number: string } }>('/sitemap-:number.xml', async (request, reply) => {
    const layout = await sitemapLayout(app.orm.em.fork(), pageSize);
    const file =
      /^[1-9]\d{0,8}$/.test(request.params.number) && layout.kind === 'index' ? layout.files[Number(request.params.number) - 1] : undefined;
    if (!file) {
      const count = layout.kind === 'index' ? layout.files.length : 0;
      throw new AppError(
        404,
        count > 0
          ? `No such sitemap file: the sitemap has files 1 to ${count} (/sitemap-1.xml …), listed in /sitemap.xml.`
          : 'There is no numbered sitemap file: every URL is in /sitemap.xml.',
      );
    }
    return reply.type('application/xml; charset=utf-8').send(urlset(siteOrigin(request), await file.entries()));
  });

  app.get('/blog/rss.xml', async (request, reply) => {
    const origin = siteOrigin(request);
    const posts = await newestFeedPosts(app.orm.em.fork(), FEED_SIZE);
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
