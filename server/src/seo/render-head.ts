import { PRODUCT_NAME } from '@app/contracts';
import type { PageMeta } from './page-meta.ts';
import { shareImageFor } from './share-image.ts';
import { absoluteUrl } from './structured-data.ts';
import { escapeHtml } from '../html/escape-html.ts';

/** JSON for a <script> block: `<` escaped so no string can close the tag. */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}

/**
 * The <head> tags of one page: title, description, keywords, canonical, robots, the blog's RSS feed, Open Graph,
 * Twitter, JSON-LD. A page without a canonical URL (the 404 page) gets neither `canonical` nor `og:url`.
 */
export function renderHead(meta: PageMeta, origin: string): string {
  const canonical = meta.path === null ? null : absoluteUrl(origin, meta.path);
  const social = meta.social ?? {};
  const ogImage = shareImageFor(social.ogImage || meta.image);
  const twitterImage = shareImageFor(social.twitterImage || social.ogImage || meta.image);
  // An image saved for previews shows what the preview is about: its title names it better than the page image's alt.
  const ogImageAlt = social.ogImage ? social.ogTitle || meta.title : meta.imageAlt;
  const twitterImageAlt = social.twitterImage ? social.twitterTitle || social.ogTitle || meta.title : ogImageAlt;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    ...(meta.keywords ? [`<meta name="keywords" content="${escapeHtml(meta.keywords)}" />`] : []),
    ...(canonical === null ? [] : [`<link rel="canonical" href="${escapeHtml(canonical)}" />`]),
    `<meta name="robots" content="${meta.index ? 'index' : 'noindex'}, ${meta.follow === false ? 'nofollow' : 'follow'}" />`,
    `<link rel="alternate" type="application/rss+xml" title="${escapeHtml(`${PRODUCT_NAME} Blog`)}" href="${escapeHtml(`${origin}/blog/rss.xml`)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(PRODUCT_NAME)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:title" content="${escapeHtml(social.ogTitle || meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(social.ogDescription || meta.description)}" />`,
    ...(canonical === null ? [] : [`<meta property="og:url" content="${escapeHtml(canonical)}" />`]),
    `<meta property="og:image" content="${escapeHtml(absoluteUrl(origin, ogImage.url))}" />`,
    ...(ogImage.width && ogImage.height
      ? [`<meta property="og:image:width" content="${ogImage.width}" />`, `<meta property="og:image:height" content="${ogImage.height}" />`]
      : []),
    `<meta property="og:image:alt" content="${escapeHtml(ogImageAlt)}" />`,
    `<meta property="og:locale" content="en_GB" />`,
    `<meta name="twitter:card" content="${escapeHtml(social.twitterCard || 'summary_large_image')}" />`,
    `<meta name="twitter:title" content="${escapeHtml(social.twitterTitle || social.ogTitle || meta.title)}" />`,
    `<meta name="twitter:description" content="${escapeHtml(social.twitterDescription || social.ogDescription || meta.description)}" />`,
    `<meta name="twitter:image" content="${escapeHtml(absoluteUrl(origin, twitterImage.url))}" />`,
    `<meta name="twitter:image:alt" content="${escapeHtml(twitterImageAlt)}" />`,
  ];
  if (meta.publishedTime) tags.push(`<meta property="article:published_time" content="${escapeHtml(meta.publishedTime)}" />`);
  if (meta.modifiedTime) tags.push(`<meta property="article:modified_time" content="${escapeHtml(meta.modifiedTime)}" />`);
  if (meta.author) tags.push(`<meta name="author" content="${escapeHtml(meta.author)}" />`);
  for (const block of meta.jsonLd) tags.push(`<script type="application/ld+json">${scriptJson(block)}</script>`);
  return tags.join('\n    ');
}
