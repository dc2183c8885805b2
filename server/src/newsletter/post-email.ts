// The e-mail made of a published post for the newsletter (issue 43): the post rendered for mail (single column, inline
// styles, no tables; images from the media pipeline at absolute URLs; videos as linked cards), a "View in browser" link,
// and the per-recipient unsubscribe link's placeholder, in HTML and plain text.
import { COMPANY, formatPostDate, PRODUCT_NAME } from '@app/contracts';
import { htmlToText } from '../content/html-sanitizer.ts';
import type { BlogPost } from '../entities/blog-post.entity.ts';
import { escapeHtml } from '../html/escape-html.ts';
import { articleTree } from './email-article-tree.ts';
import { imageTag, renderArticleHtml } from './email-body-html.ts';
import { renderArticleText, TEXT_WIDTH, wrapText } from './email-body-text.ts';
import { featuredEmailImage } from './email-featured-image.ts';
import { EMAIL_STYLES as S } from './email-styles.ts';

/** Stands where each recipient's own unsubscribe link goes (html and text); the worker replaces it per recipient. */
export const UNSUBSCRIBE_URL_PLACEHOLDER = '{{unsubscribe_url}}';

/** Where the rendered e-mail links to: the site's origin (absolute URLs) and the web copy ("View in browser"). */
export interface PostEmailLinks {
  /** The site's public origin, `https://www.example.com` (config.publicOrigin), never a request's Host. */
  siteOrigin: string;
  /** The web copy of this newsletter, absolute. */
  viewUrl: string;
}

/** How much of the post the preheader (the line inbox lists show after the subject) holds at most. */
const PREHEADER_LENGTH = 150;

/**
 * Invisible characters after the preheader, so an inbox's preview line shows the excerpt and not then "View in
 * browser" and the brand (zero-width non-joiners and non-breaking spaces: about 1 KB).
 */
const PREHEADER_FILLER = '&zwnj;&nbsp;'.repeat(80);

/** The preheader: the post's excerpt, else the start of its text. */
function preheaderOf(post: BlogPost): string {
  const excerpt = (post.excerpt ?? '').replace(/\s+/g, ' ').trim();
  const text = excerpt !== '' ? excerpt : htmlToText(post.content.slice(0, 4000));
  return text.length <= PREHEADER_LENGTH ? text : `${text.slice(0, PREHEADER_LENGTH - 1).trimEnd()}…`;
}

/** "April 15, 2025 · By Jane Doe", from what the post has. */
function bylineOf(post: BlogPost): string {
  const date = post.publishedAt ?? post.createdAt;
  const author = post.author?.trim();
  return [formatPostDate(date.toISOString()), author ? `By ${author}` : ''].filter(Boolean).join(' · ');
}

/** Why the reader gets this e-mail (the footer's line). */
function reasonOf(origin: string): string {
  return `You are receiving this because you subscribed to the ${PRODUCT_NAME} newsletter at ${new URL(origin).host}.`;
}

const POSTAL_ADDRESS = `${COMPANY.legalName}, ${COMPANY.address.street}, ${COMPANY.address.locality} ${COMPANY.address.postalCode}, ${COMPANY.address.country}`;

/** The newsletter e-mail of `post` (HTML and plain text), with `UNSUBSCRIBE_URL_PLACEHOLDER` in both. */
export function renderPostEmail(post: BlogPost, subject: string, links: PostEmailLinks): { html: string; text: string } {
  const origin = new URL(links.siteOrigin).origin;
  const postUrl = `${origin}/blog/${encodeURIComponent(post.slug)}`;
  // The links to the post say they came from the newsletter (the site's analytics group them so), its slug the campaign.
  const readUrl = `${postUrl}?${new URLSearchParams({ utm_source: 'newsletter', utm_medium: 'email', utm_campaign: post.slug }).toString()}`;
  const tree = articleTree(post.content);
  const featured = featuredEmailImage(post, origin);
  const byline = bylineOf(post);
  const e = escapeHtml;

  const html = [
    '<!doctype html><html lang="en"><head><meta charset="utf-8">',
    '<meta name="viewport" content="width=device-width,initial-scale=1"><meta name="color-scheme" content="light">',
    `<title>${e(subject)}</title></head>`,
    `<body style="${S.body}">`,
    `<div style="${S.preheader}">${e(preheaderOf(post))}${PREHEADER_FILLER}</div>`,
    `<div style="${S.page}"><div style="${S.column}">`,
    `<p style="${S.topLine}"><a href="${e(links.viewUrl)}" style="${S.footerLink}">View in browser</a></p>`,
    `<p style="${S.brand}"><a href="${e(origin)}/" style="${S.brandLink}">${e(PRODUCT_NAME)}</a></p>`,
    `<div style="${S.card}">`,
    featured ? `<a href="${e(readUrl)}">${imageTag(featured.image, featured.alt, S.featured)}</a>` : '',
    `<div style="${S.content}">`,
    `<h1 style="${S.title}"><a href="${e(readUrl)}" style="${S.titleLink}">${e(post.title)}</a></h1>`,
    `<p style="${S.meta}">${e(byline)}</p>`,
    renderArticleHtml(tree, postUrl),
    `<p style="${S.buttonBlock}"><a href="${e(readUrl)}" style="${S.button}">Read on the site</a></p>`,
    '</div></div>',
    `<div style="${S.footer}">`,
    `<p style="${S.footerP}"><a href="${e(links.viewUrl)}" style="${S.footerLink}">View in browser</a> · `,
    `<a href="${UNSUBSCRIBE_URL_PLACEHOLDER}" style="${S.footerLink}">Unsubscribe</a></p>`,
    `<p style="${S.footerP}">${e(reasonOf(origin))}</p>`,
    `<p style="${S.footerP}">${e(POSTAL_ADDRESS)}</p>`,
    '</div></div></div></body></html>',
  ].join('');

  // The title stays on one line (as a subject does), so the text part holds it whole; its underline stops at 72.
  const title = post.title.replace(/\s+/g, ' ').trim();
  const text = [
    PRODUCT_NAME,
    '',
    title,
    '='.repeat(Math.min(title.length, TEXT_WIDTH)),
    byline,
    readUrl,
    '',
    ...(featured && featured.alt ? [`[Image: ${featured.alt}]`, ''] : []),
    renderArticleText(tree, postUrl),
    '',
    `Read on the site: ${readUrl}`,
    '',
    '--',
    `View in browser: ${links.viewUrl}`,
    `Unsubscribe: ${UNSUBSCRIBE_URL_PLACEHOLDER}`,
    '',
    ...wrapText(reasonOf(origin)),
    ...wrapText(POSTAL_ADDRESS),
    '',
  ].join('\n');

  return { html, text };
}
