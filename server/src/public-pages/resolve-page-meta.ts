import {
  articleBreadcrumb,
  BLOG_SEARCH_MAX_LENGTH,
  blogArticleTitle,
  builderSlugForPath,
  isBuilderPagePath,
  PAGE_META,
  PRODUCT_NAME,
  robotsFlags,
  type PageContent,
  type PageSeo,
  type PublishedBuilderPage,
  type StaticPageMeta,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { findMovedSlug, getPublishedPost } from '../blog/blog-post.service.ts';
import { findMovedBuilderPath } from '../builder/builder-page-redirects.ts';
import { getPublishedBuilderPage } from '../builder/published-builder-pages.ts';
import { findPageContentByPath } from '../content/page-content.service.ts';
import { AppError } from '../errors.ts';
import { decodedSegment } from '../http/request-path.ts';
import { isPreviewPath, resolvePreviewMeta } from '../preview/preview-page.ts';
import { isAdminScreen } from '../seo/admin-screens.ts';
import { resolveBlogListing } from './blog-listing-meta.ts';
import { resolveBlogTag } from './blog-tag-meta.ts';
import type { PageMeta } from '../seo/page-meta.ts';
import { postMetaDescription } from '../seo/post-meta-description.ts';
import { DEFAULT_SHARE_IMAGE, DEFAULT_SHARE_IMAGE_ALT } from '../seo/share-image.ts';
import { articleJsonLd, breadcrumbJsonLd, localBusinessJsonLd, organizationJsonLd } from '../seo/structured-data.ts';

/** The head of one path and the HTTP status its page should be served with (or where it moved). */
export interface ResolvedPage {
  status: 200 | 301 | 400 | 404;
  /** With 301: the path the page now lives at. */
  location?: string;
  /** With 301: `location` is the whole new address, query included (the request's query is not to be added). */
  locationHasQuery?: boolean;
  meta: PageMeta;
  /** An editable page's saved edits and SEO, which the app applies on its first render. */
  page?: PageContent;
  /**
   * On a path that can hold a builder page: the published builder page drawn there, or null when there is none
   * (the app then draws the built-in page or its 404 without asking again).
   */
  builderPage?: { path: string; page: PublishedBuilderPage | null };
}

// No canonical URL: the page answers any unknown path, and no other URL is its canonical one.
const NOT_FOUND: PageMeta = {
  title: `404 Page Not Found · ${PRODUCT_NAME}`,
  description: 'This page does not exist.',
  path: null,
  type: 'website',
  image: DEFAULT_SHARE_IMAGE,
  imageAlt: DEFAULT_SHARE_IMAGE_ALT,
  index: false,
  jsonLd: [],
};

/**
 * Decides the head tags and status for a path. A published builder page comes first: it replaces the built-in
 * page at its path ('/', '/features', …) and gives a 'New page' path ('/spring-offer') a 200; its SEO meta
 * fills the head (the built-in page's or its name where empty). Then the built-in pages; then, where neither is,
 * the old path of a renamed builder page answers 301 to its current one. `search` is the request's query (the
 * blog's pages read their search text and the old `?category=` from it).
 */
export async function resolvePageMeta(
  em: EntityManager,
  rawPath: string,
  origin: string,
  search: URLSearchParams = new URLSearchParams(),
): Promise<ResolvedPage> {
  const path = rawPath.length > 1 ? rawPath.replace(/\/+$/, '') : rawPath;
  if (!isBuilderPagePath(path)) return resolveBuiltInPageMeta(em, path, origin, search);
  const builderPage = await getPublishedBuilderPage(em, path);
  if (builderPage === null) {
    const builtIn = await resolveBuiltInPageMeta(em, path, origin, search);
    // A builder page renamed while its old path serves nothing else: moved permanently to where it lives now.
    const moved = builtIn.status === 404 ? await findMovedBuilderPath(em, builderSlugForPath(path)!) : null;
    if (moved !== null) return { status: 301, location: moved, meta: NOT_FOUND };
    return { ...builtIn, builderPage: { path, page: null } };
  }
  const known: StaticPageMeta | undefined = (PAGE_META as Record<string, StaticPageMeta>)[path];
  const seo = builderPage.meta;
  return {
    status: 200,
    meta: {
      title: seo.title || known?.title || `${builderPage.name} · ${PRODUCT_NAME}`,
      description: seo.description || known?.description || '',
      type: 'website',
      image: DEFAULT_SHARE_IMAGE,
      imageAlt: DEFAULT_SHARE_IMAGE_ALT,
      index: true,
      jsonLd: path === '/' ? [organizationJsonLd(origin), localBusinessJsonLd(origin)] : [],
      ...savedSeoMeta(seo, path),
    },
    builderPage: { path, page: builderPage },
  };
}

/**
 * What a page's saved SEO settings (a built-in page's or a builder page's) set in its head: keywords, the canonical
 * URL (else `path`), the social cards, and the robots directive ('noindex' unindexes, 'nofollow' stops link following).
 */
function savedSeoMeta(seo: PageSeo, path: string): Pick<PageMeta, 'keywords' | 'path' | 'social' | 'follow'> & { index?: false } {
  const robots = robotsFlags(seo.robots);
  return {
    keywords: seo.keywords || undefined,
    path: seo.canonicalUrl || path,
    social: seo,
    follow: !robots.nofollow,
    ...(robots.noindex ? { index: false as const } : {}),
  };
}

/**
 * The built-in pages: static pages from their table (the seven editable ones
 * with their saved SEO first, read in one query), the blog's pages (see `resolveBlogListing`), blog articles
 * from the database (their SEO settings first), admin screens unindexed, anything else a 404.
 */
async function resolveBuiltInPageMeta(em: EntityManager, path: string, origin: string, search: URLSearchParams): Promise<ResolvedPage> {
  // The blog's pages start from the head of /blog (its saved SEO, its saved edits for the page).
  const blogIndex: { page?: ResolvedPage } = {};
  const listing = await resolveBlogListing(em, path, search, async () => {
    blogIndex.page = await resolveStaticPageMeta(em, '/blog', origin);
    return blogIndex.page.meta;
  });
  if (listing !== null) {
    if (listing.status === 301) return { status: 301, location: listing.location, locationHasQuery: true, meta: NOT_FOUND };
    if (listing.status === 400) {
      const refused = `Search text can be at most ${BLOG_SEARCH_MAX_LENGTH} characters.`;
      return { status: 400, meta: { ...NOT_FOUND, title: `Search results · ${PRODUCT_NAME} Blog`, description: refused } };
    }
    if (listing.status !== 200) return { status: 404, meta: NOT_FOUND };
    return { ...blogIndex.page!, meta: listing.meta };
  }
  const tag = await resolveBlogTag(em, path, async () => {
    blogIndex.page = await resolveStaticPageMeta(em, '/blog', origin);
    return blogIndex.page.meta;
  });
  if (tag !== null) {
    if (tag.status === 301) return { status: 301, location: tag.location, meta: NOT_FOUND };
    if (tag.status === 404) return { status: 404, meta: NOT_FOUND };
    // The tag page is not the blog's editable page: its saved edits are not carried.
    return { status: 200, meta: tag.meta };
  }
  if (path in PAGE_META) return resolveStaticPageMeta(em, path, origin);
  return resolveDynamicPageMeta(em, path, origin);
}

/** A page of the static table (PAGE_META), with its saved SEO when it is one of the editable pages. */
async function resolveStaticPageMeta(em: EntityManager, path: string, origin: string): Promise<ResolvedPage> {
  const known = (PAGE_META as Record<string, StaticPageMeta>)[path]!;
  const business = path === '/' || path === '/contact';
  const page = await findPageContentByPath(em, path);
  const seo = page?.seo ?? {};
  return {
    status: 200,
    meta: {
      title: seo.title || known.title,
      description: seo.description || known.description,
      type: 'website',
      image: DEFAULT_SHARE_IMAGE,
      imageAlt: DEFAULT_SHARE_IMAGE_ALT,
      index: known.index ?? true,
      jsonLd: business ? [organizationJsonLd(origin), localBusinessJsonLd(origin)] : [],
      ...savedSeoMeta(seo, path),
    },
    ...(page ? { page } : {}),
  };
}

/** Preview pages, blog articles from the database (their SEO settings first), admin screens unindexed, anything else a 404. */
async function resolveDynamicPageMeta(em: EntityManager, path: string, origin: string): Promise<ResolvedPage> {
  // A draft's share link: its page while the token works, else the visitors' 404 (the same for every failure).
  if (isPreviewPath(path)) return (await resolvePreviewMeta(em, path)) ?? { status: 404, meta: NOT_FOUND };
  const article = /^\/blog\/([^/]+)$/.exec(path);
  // A segment that does not decode (`/blog/%25` arrives here as `/blog/%`) names no post.
  const slug = article ? decodedSegment(article[1]!) : null;
  if (slug !== null) {
    try {
      const post = await getPublishedPost(em, slug);
      const description = postMetaDescription(post);
      const robots = robotsFlags(post.seo.robots);
      return {
        status: 200,
        meta: {
          title: blogArticleTitle(post),
          description,
          keywords: post.seo.keywords || undefined,
          path: post.seo.canonicalUrl || `/blog/${post.slug}`,
          type: 'article',
          image: post.image,
          imageAlt: post.title,
          index: !robots.noindex,
          follow: !robots.nofollow,
          jsonLd: [articleJsonLd(origin, post, description), breadcrumbJsonLd(origin, articleBreadcrumb(post))],
          publishedTime: post.publishedAt,
          modifiedTime: post.updatedAt,
          author: post.author,
          social: post.seo,
        },
      };
    } catch (error) {
      if (!(error instanceof AppError && error.status === 404)) throw error;
      // A post renamed while published keeps its old URL working: moved permanently to the new one.
      const moved = await findMovedSlug(em, slug);
      if (moved) return { status: 301, location: `/blog/${encodeURIComponent(moved)}`, meta: NOT_FOUND };
      return { status: 404, meta: NOT_FOUND };
    }
  }

  if (isAdminScreen(path)) {
    return { status: 200, meta: { ...NOT_FOUND, title: `Admin · ${PRODUCT_NAME}`, description: 'Administration.', path } };
  }

  return { status: 404, meta: NOT_FOUND };
}
