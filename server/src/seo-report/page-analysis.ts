// The analysis of the built-in pages and builder pages: rendered as a visitor gets them (the server-side renderer,
// in process), in the background after their save.
import {
  builderPagePath,
  editablePageByPath,
  editablePageBySlug,
  PRODUCT_NAME,
  robotsFlags,
  robotsValue,
  type EditablePageSlug,
  type PageSeo,
} from '@app/contracts';
import type { EntityManager } from '@mikro-orm/postgresql';
import { builderLink } from '../activity/activity-links.ts';
import { livePublication } from '../entities/builder-page-publication.ts';
import { now } from '../clock.ts';
import type { AnalysedBy, AnalysedContent } from './analysis-row.ts';
import { prepareAnalysis, removeAnalysis, storeAnalyses } from './analysis-store.ts';
import { readRenderedPage } from './rendered-page.ts';
import { runInBackground, seoRuntimeOf, type SeoRuntime } from './seo-runtime.ts';

/** The slug a page's analysis checks the keyphrase against: its path without the slash ('' for the home page). */
function pathSlug(path: string): string {
  return path.replace(/^\/+/, '');
}

/** What a page's analysis reads of its SEO settings. */
function seoFields(meta: PageSeo | Record<string, unknown>): { keyphrase: string; robots: ReturnType<typeof robotsValue> } {
  const keyphrase = typeof meta.focusKeyphrase === 'string' ? meta.focusKeyphrase : '';
  return { keyphrase, robots: robotsValue(robotsFlags(typeof meta.robots === 'string' ? meta.robots : '')) };
}

/**
 * A page as analysed from its render at `path`: the head's title and description, the innerHTML of <main>. Null
 * when the app cannot render it (the row keeps its previous analysis).
 */
async function renderedInput(runtime: SeoRuntime, path: string, keyphrase: string) {
  const html = await runtime.render(path);
  if (html === null) return null;
  const page = readRenderedPage(html);
  return {
    input: {
      keyphrase,
      seoTitle: page.title,
      metaDescription: page.description,
      slug: pathSlug(path),
      html: page.main ?? '',
      ...(runtime.origin ? { siteOrigin: runtime.origin } : {}),
    },
    hasMain: page.main !== null,
  };
}

/** One of the seven built-in pages as analysed now, or null when it cannot be rendered. */
export async function builtInPageContent(em: EntityManager, runtime: SeoRuntime, slug: EditablePageSlug): Promise<AnalysedContent | null> {
  const editable = editablePageBySlug(slug);
  if (!editable) return null;
  const [row] = await em
    .getConnection()
    .execute<Array<{ version: number; meta: Record<string, unknown> }>>('select version, meta from pages where slug = ?', [slug]);
  const { keyphrase, robots } = seoFields(row?.meta ?? {});
  const rendered = await renderedInput(runtime, editable.path, keyphrase);
  if (!rendered) return null;
  return {
    kind: 'page',
    refId: editable.slug,
    name: editable.name,
    path: editable.path,
    adminHref: `/admin/dashboard?page=${editable.slug}`,
    robots,
    input: rendered.input,
    analysedFrom: `${editable.path} as rendered at version ${row?.version ?? 0}${rendered.hasMain ? '' : ' (it rendered no <main>)'}`,
  };
}

interface BuilderRowSql {
  id: number;
  name: string;
  slug: string;
  meta: PageSeo;
  is_active: boolean;
  published_version: number | null;
  published_at: Date | string | null;
  scheduled_version: number | null;
  scheduled_at: Date | string | null;
  deleted_at: Date | null;
}

/**
 * A builder page as analysed now: its published version as rendered at its path; an unpublished (or inactive) page
 * has nothing public, so its body is empty and the report says so. Undefined when the page is gone, null when it
 * cannot be rendered.
 */
export async function builderPageContent(
  em: EntityManager,
  runtime: SeoRuntime,
  pageId: number,
): Promise<AnalysedContent | null | undefined> {
  const [row] = await em
    .getConnection()
    .execute<BuilderRowSql[]>(
      'select id, name, slug, meta, is_active, published_version, published_at, scheduled_version, scheduled_at, deleted_at from builder_pages where id = ?',
      [pageId],
    );
  if (!row || row.deleted_at !== null) return undefined;
  // What the public sees now: a scheduled publish counts from its time.
  const live = livePublication(
    {
      publishedVersion: row.published_version,
      publishedAt: row.published_at === null ? null : new Date(row.published_at),
      scheduledVersion: row.scheduled_version,
      scheduledAt: row.scheduled_at === null ? null : new Date(row.scheduled_at),
    },
    now(),
  );
  const path = builderPagePath(row.slug);
  const { keyphrase, robots } = seoFields(row.meta);
  const base = { kind: 'builder' as const, refId: String(row.id), name: row.name, path, adminHref: builderLink(row.slug), robots };
  if (!row.is_active || live === null) {
    return {
      ...base,
      input: {
        keyphrase,
        seoTitle: row.meta.title || `${row.name} · ${PRODUCT_NAME}`,
        metaDescription: row.meta.description ?? '',
        slug: row.slug,
        html: '',
        ...(runtime.origin ? { siteOrigin: runtime.origin } : {}),
      },
      analysedFrom: 'not published: nothing public to analyse yet',
    };
  }
  const rendered = await renderedInput(runtime, path, keyphrase);
  if (!rendered) return null;
  return {
    ...base,
    input: { ...rendered.input, slug: row.slug },
    analysedFrom: `${path} as rendered at published version ${live.version}${rendered.hasMain ? '' : ' (it rendered no <main>)'}`,
  };
}

/** Analyses a built-in page now and stores the result (nothing without an app to render it). */
export async function analyseBuiltInPage(em: EntityManager, slug: EditablePageSlug, by: AnalysedBy): Promise<void> {
  const runtime = seoRuntimeOf(em);
  if (!runtime) return;
  const content = await builtInPageContent(em, runtime, slug);
  if (content) await storeAnalyses(em, [prepareAnalysis(content)], by);
}

/**
 * Analyses a builder page now and stores the result; a deleted page's row goes. A builder page at a built-in page's
 * path ('/pricing') changes what that path renders, so after a save the built-in page is analysed again too.
 */
export async function analyseBuilderPage(em: EntityManager, pageId: number, by: AnalysedBy): Promise<void> {
  const runtime = seoRuntimeOf(em);
  if (!runtime) return;
  const content = await builderPageContent(em, runtime, pageId);
  if (content === undefined) await removeAnalysis(em, 'builder', String(pageId));
  else if (content) await storeAnalyses(em, [prepareAnalysis(content)], by);
  if (by !== 'save') return;
  const [row] = await em.getConnection().execute<Array<{ slug: string }>>('select slug from builder_pages where id = ?', [pageId]);
  const builtIn = row ? editablePageByPath(builderPagePath(row.slug)) : undefined;
  if (builtIn) await analyseBuiltInPage(em, builtIn.slug, by);
}

/** After a built-in page's save: its analysis, in the background (its render must not slow the save). */
export function queueBuiltInPageAnalysis(em: EntityManager, slug: EditablePageSlug): void {
  const fork = em.fork();
  runInBackground(em, `the page '${slug}'`, () => analyseBuiltInPage(fork, slug, 'save'));
}

/** After a builder page's meta, publication or existence changed: its analysis, in the background. */
export function queueBuilderPageAnalysis(em: EntityManager, pageId: number): void {
  const fork = em.fork();
  runInBackground(em, `the builder page ${pageId}`, () => analyseBuilderPage(fork, pageId, 'save'));
}
