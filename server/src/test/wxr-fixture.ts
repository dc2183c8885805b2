/**
 * Builds WordPress exports (WXR 1.2, as WordPress's Tools → Export writes them: RSS 2.0 with the wp:, content:,
 * excerpt:, dc: and wfw: namespaces) for tests and the import benchmark, so no large file is checked in.
 */

/** One item of a generated export. */
export interface FixtureItem {
  id: number;
  title: string;
  /** wp:post_name; '' for a draft WordPress has not named yet. */
  slug: string;
  type?: 'post' | 'page' | 'attachment' | 'revision' | 'nav_menu_item';
  status?: 'publish' | 'draft' | 'pending' | 'private' | 'future' | 'trash' | 'inherit' | 'auto-draft';
  /** UTC, 'YYYY-MM-DD HH:MM:SS'. */
  date?: string;
  creator?: string;
  content?: string;
  excerpt?: string;
  /** [nicename, name] pairs in the category taxonomy. */
  categories?: Array<[string, string]>;
  tags?: Array<[string, string]>;
  /** The wp:post_id of the attachment shown as the featured image. */
  thumbnailId?: number;
  /** An attachment's file URL. */
  attachmentUrl?: string;
  /** Other wp:postmeta (Yoast's _yoast_wpseo_title and _yoast_wpseo_metadesc, say). */
  meta?: Record<string, string>;
  /** The item's <link>; by default the site's /YYYY/MM/slug/. */
  link?: string;
}

/** What a generated export holds. */
export interface FixtureOptions {
  siteUrl?: string;
  authors?: Array<{ login: string; displayName: string }>;
  items: FixtureItem[];
}

const xmlText = (value: string): string => value.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
/** CDATA as WordPress writes it: a `]]>` inside is split across two sections. */
const cdata = (value: string): string => `<![CDATA[${value.replace(/]]>/g, ']]]]><![CDATA[>')}]]>`;

const DEFAULT_SITE = 'https://old-blog.example';

/** The permalink WordPress gives a post under the /%year%/%monthnum%/%postname%/ structure. */
export function fixtureLink(siteUrl: string, item: Pick<FixtureItem, 'date' | 'slug' | 'id'>): string {
  if (!item.slug) return `${siteUrl}/?p=${item.id}`;
  const date = item.date ?? '2024-05-01 09:30:00';
  return `${siteUrl}/${date.slice(0, 4)}/${date.slice(5, 7)}/${item.slug}/`;
}

function itemXml(siteUrl: string, item: FixtureItem): string {
  const date = item.date ?? '2024-05-01 09:30:00';
  const type = item.type ?? 'post';
  const status = item.status ?? 'publish';
  const gmt = status === 'draft' || status === 'auto-draft' ? '0000-00-00 00:00:00' : date;
  const terms = [
    ...(item.categories ?? []).map(([nicename, name]) => `\t\t<category domain="category" nicename="${xmlText(nicename)}">${cdata(name)}</category>`),
    ...(item.tags ?? []).map(([nicename, name]) => `\t\t<category domain="post_tag" nicename="${xmlText(nicename)}">${cdata(name)}</category>`),
  ];
  const meta = { ...(item.thumbnailId ? { _thumbnail_id: String(item.thumbnailId) } : {}), _edit_last: '1', ...item.meta };
  return [
    '\t<item>',
    `\t\t<title>${cdata(item.title)}</title>`,
    `\t\t<link>${xmlText(item.link ?? (type === 'attachment' ? `${siteUrl}/?attachment_id=${item.id}` : fixtureLink(siteUrl, item)))}</link>`,
    `\t\t<pubDate>${new Date(`${date.replace(' ', 'T')}Z`).toUTCString().replace('GMT', '+0000')}</pubDate>`,
    `\t\t<dc:creator>${cdata(item.creator ?? 'admin')}</dc:creator>`,
    `\t\t<guid isPermaLink="false">${xmlText(`${siteUrl}/?p=${item.id}`)}</guid>`,
    '\t\t<description></description>',
    `\t\t<content:encoded>${cdata(item.content ?? '')}</content:encoded>`,
    `\t\t<excerpt:encoded>${cdata(item.excerpt ?? '')}</excerpt:encoded>`,
    `\t\t<wp:post_id>${item.id}</wp:post_id>`,
    `\t\t<wp:post_date>${cdata(date)}</wp:post_date>`,
    `\t\t<wp:post_date_gmt>${cdata(gmt)}</wp:post_date_gmt>`,
    `\t\t<wp:post_modified>${cdata(date)}</wp:post_modified>`,
    `\t\t<wp:post_modified_gmt>${cdata(gmt)}</wp:post_modified_gmt>`,
    '\t\t<wp:comment_status><![CDATA[open]]></wp:comment_status>',
    '\t\t<wp:ping_status><![CDATA[open]]></wp:ping_status>',
    `\t\t<wp:post_name>${cdata(item.slug)}</wp:post_name>`,
    `\t\t<wp:status>${cdata(status)}</wp:status>`,
    '\t\t<wp:post_parent>0</wp:post_parent>',
    '\t\t<wp:menu_order>0</wp:menu_order>',
    `\t\t<wp:post_type>${cdata(type)}</wp:post_type>`,
    '\t\t<wp:post_password><![CDATA[]]></wp:post_password>',
    '\t\t<wp:is_sticky>0</wp:is_sticky>',
    ...(item.attachmentUrl ? [`\t\t<wp:attachment_url>${cdata(item.attachmentUrl)}</wp:attachment_url>`] : []),
    ...terms,
    ...Object.entries(meta).map(
      ([key, value]) => `\t\t<wp:postmeta>\n\t\t\t<wp:meta_key>${cdata(key)}</wp:meta_key>\n\t\t\t<wp:meta_value>${cdata(value)}</wp:meta_value>\n\t\t</wp:postmeta>`,
    ),
    '\t</item>',
  ].join('\n');
}

/** A whole WXR 1.2 file holding `options.items`, with the channel's authors and categories. */
export function buildWxr(options: FixtureOptions): string {
  const siteUrl = options.siteUrl ?? DEFAULT_SITE;
  const authors = options.authors ?? [{ login: 'admin', displayName: 'Site Admin' }];
  const categories = new Map<string, string>();
  for (const item of options.items) for (const [nicename, name] of item.categories ?? []) categories.set(nicename, name);
  return [
    '<?xml version="1.0" encoding="UTF-8" ?>',
    '<!-- This is a WordPress eXtended RSS file generated by WordPress as an export of your site. -->',
    '<rss version="2.0"',
    '\txmlns:excerpt="http://wordpress.org/export/1.2/excerpt/"',
    '\txmlns:content="http://purl.org/rss/1.0/modules/content/"',
    '\txmlns:wfw="http://wellformedweb.org/CommentAPI/"',
    '\txmlns:dc="http://purl.org/dc/elements/1.1/"',
    '\txmlns:wp="http://wordpress.org/export/1.2/"',
    '>',
    '<channel>',
    '\t<title>Old Blog</title>',
    `\t<link>${xmlText(siteUrl)}</link>`,
    '\t<description>Just another WordPress site</description>',
    '\t<pubDate>Mon, 01 Jul 2024 12:00:00 +0000</pubDate>',
    '\t<language>en-GB</language>',
    '\t<wp:wxr_version>1.2</wp:wxr_version>',
    `\t<wp:base_site_url>${xmlText(siteUrl)}</wp:base_site_url>`,
    `\t<wp:base_blog_url>${xmlText(siteUrl)}</wp:base_blog_url>`,
    ...authors.map(
      (author, index) =>
        `\t<wp:author><wp:author_id>${index + 1}</wp:author_id><wp:author_login>${cdata(author.login)}</wp:author_login><wp:author_email>${cdata(`${author.login}@old-blog.example`)}</wp:author_email><wp:author_display_name>${cdata(author.displayName)}</wp:author_display_name><wp:author_first_name><![CDATA[]]></wp:author_first_name><wp:author_last_name><![CDATA[]]></wp:author_last_name></wp:author>`,
    ),
    ...[...categories].map(
      ([nicename, name], index) =>
        `\t<wp:category><wp:term_id>${index + 2}</wp:term_id><wp:category_nicename>${cdata(nicename)}</wp:category_nicename><wp:category_parent><![CDATA[]]></wp:category_parent><wp:cat_name>${cdata(name)}</wp:cat_name></wp:category>`,
    ),
    '\t<generator>https://wordpress.org/?v=6.5</generator>',
    ...options.items.map((item) => itemXml(siteUrl, item)),
    '</channel>',
    '</rss>',
    '',
  ].join('\n');
}

/**
 * `count` published posts (ids from 100, one a day back from 2024-06-30, two categories each, a paragraph or
 * three), for the scale test and the benchmark; with `imageUrl`, each has it as its featured image and in its body.
 */
export function manyPosts(count: number, options: { imageUrl?: string; siteUrl?: string } = {}): FixtureItem[] {
  const items: FixtureItem[] = [];
  if (options.imageUrl) items.push({ id: 99, title: 'photo', slug: 'photo', type: 'attachment', status: 'inherit', attachmentUrl: options.imageUrl });
  const start = Date.UTC(2024, 5, 30, 9, 0, 0);
  for (let index = 0; index < count; index += 1) {
    const date = new Date(start - index * 86_400_000).toISOString().slice(0, 19).replace('T', ' ');
    const image = options.imageUrl ? `<img src="${options.imageUrl}" alt="A photo" />` : '';
    items.push({
      id: 100 + index,
      title: `Imported post number ${index + 1}`,
      slug: `imported-post-${index + 1}`,
      date,
      categories: [
        ['local-seo', 'Local SEO'],
        ['news', 'News'],
      ],
      content: `<!-- wp:paragraph --><p>Paragraph one of post ${index + 1}, about local search.</p><!-- /wp:paragraph -->\n\n${image}\n\nA second paragraph without tags, as the classic editor stores it.`,
      ...(options.imageUrl ? { thumbnailId: 99 } : {}),
    });
  }
  return items;
}
