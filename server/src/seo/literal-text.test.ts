import { addCommand, type BuilderElement } from '@app/builder-engine';
import { EDITABLE_PAGES, type AdminBlogPost, type PageContent } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { acceptedStep, newBuilderPage } from '../test/builder-client.ts';
import { initialState, metaContent } from '../test/served-html.ts';
import { startSiteTestServer } from '../test/site-server.ts';
import type { TestClient, TestServer } from '../test/test-server.ts';
import { trpcQuery } from '../test/trpc-query.ts';
import { scriptJson } from './render-head.ts';
import { escapeHtml } from '../html/escape-html.ts';

/**
 * Every replacement pattern String.prototype.replace knows: `$$` (a dollar), `$'` (the text after the
 * match: the rest of the page, doctype and all), `` $` `` (the text before it), `$&` (the match).
 */
const PATTERNS = "Price $$ $' $` $& $1 $<name> end";

/** Text an admin saves in one field: the patterns, with the field's name so each field is found apart. */
const literal = (field: string) => `${field}: ${PATTERNS}`;

// A stand-in for the SSR build's entry: it renders every page (its head is filled in before it runs), except
// with ?view=shell, where it fails as a real render can, and the page handler sends the app's shell with the
// state embedded instead. Both ways the server fills the template with admin text.
const STAND_IN_ENTRY = `
export async function renderPage(options) {
  if (new URL(options.url).searchParams.get('view') === 'shell') throw new Error('rendering fails here');
  const body = '<main id="rendered">rendered</main>';
  return { response: new Response(body, { status: 200, headers: { 'Content-Type': 'text/html; charset=UTF-8' } }), routeIds: [] };
}
`;

let server: TestServer;
let admin: TestClient;
let visitor: TestClient;

/** Calls an admin mutation and fails the test on anything but 200. */
async function mutate<T>(path: string, input: unknown): Promise<T> {
  const res = await admin.post(`/trpc/${path}`, input);
  if (res.status !== 200) throw new Error(`${path} failed: ${res.status} ${res.text}`);
  return res.json.result.data as T;
}

/** The SEO fields of a built-in page that reach its head. */
const PAGE_SEO_TEXT_FIELDS = [
  'title',
  'description',
  'keywords',
  'ogTitle',
  'ogDescription',
  'twitterTitle',
  'twitterDescription',
] as const;

/** The blog posts' SEO fields that reach the head. */
const BLOG_SEO_TEXT_FIELDS = ['metaTitle', 'keywords', 'ogTitle', 'ogDescription', 'twitterTitle', 'twitterDescription'] as const;

const heading = (content: string): BuilderElement => ({
  id: 'literal-heading',
  type: 'heading',
  name: 'Heading',
  content,
  style: {},
  children: [],
});

beforeAll(async () => {
  ({ server, admin, visitor } = await startSiteTestServer({ ssrEntry: STAND_IN_ENTRY }));

  // Every text is saved before any page is read, so no kept page predates it.
  for (const page of EDITABLE_PAGES) {
    const current = (await trpcQuery(admin, 'page.bySlug', { slug: page.slug })).json.result.data as PageContent;
    await mutate('page.save', {
      slug: page.slug,
      baseVersion: current.version,
      seo: Object.fromEntries(PAGE_SEO_TEXT_FIELDS.map((field) => [field, literal(`${page.slug} ${field}`)])),
      edits: { 'literal.text': { text: literal(`${page.slug} text`), alt: literal(`${page.slug} alt`) } },
    });
  }

  // A post whose head comes from its title and body, and one whose head comes from its excerpt and SEO.
  const plain = await mutate<AdminBlogPost>('blogAdmin.create', {});
  const savedPlain = await mutate<AdminBlogPost>('blogAdmin.update', {
    id: plain.id,
    baseRevision: plain.revision,
    title: literal('post title'),
    slug: 'literal-plain',
    excerpt: '',
    content: `<p>${escapeHtml(literal('post body'))}</p>`,
  });
  await mutate('blogAdmin.publish', { id: savedPlain.id, baseRevision: savedPlain.revision });
  const seo = await mutate<AdminBlogPost>('blogAdmin.create', {});
  const savedSeo = await mutate<AdminBlogPost>('blogAdmin.update', {
    id: seo.id,
    baseRevision: seo.revision,
    title: literal('seo post title'),
    slug: 'literal-seo',
    excerpt: literal('post excerpt'),
    seo: Object.fromEntries(BLOG_SEO_TEXT_FIELDS.map((field) => [field, literal(`post ${field}`)])),
  });
  await mutate('blogAdmin.publish', { id: savedSeo.id, baseRevision: savedSeo.revision });

  // A builder page with its own title and description and a heading, and one titled by its name alone.
  const offer = await newBuilderPage(admin, 'literal-offer');
  await acceptedStep(admin, offer, 0, addCommand(null, heading(literal('element text'))));
  await mutate('builderPage.update', {
    pageId: offer,
    meta: { title: literal('builder title'), description: literal('builder description') },
  });
  await mutate('builderPage.publish', { pageId: offer });
  const named = (await mutate<{ id: number }>('builderPage.create', { name: literal('builder name'), slug: 'literal-named' })).id;
  await mutate('builderPage.publish', { pageId: named });
});

afterAll(async () => {
  await server?.close();
});

/** A page as served, rendered on the server and as the app's shell; each must be one whole document. */
async function bothWays(path: string): Promise<Array<{ way: string; html: string }>> {
  const out = [];
  for (const [way, url] of [
    ['server-rendered', path],
    ['shell', `${path}?view=shell`],
  ] as const) {
    const res = await visitor.get(url);
    expect(res.status, `${url}: ${res.text.slice(0, 200)}`).toBe(200);
    expect(res.text.match(/<!doctype html>/gi), `${url} is one document`).toHaveLength(1);
    expect(res.text.match(/<\/html>/gi), `${url} is one document`).toHaveLength(1);
    if (way === 'server-rendered') expect(res.text).toContain('<main id="rendered">rendered</main>');
    else expect(res.text).toContain('id="initial-state"');
    out.push({ way, html: res.text });
  }
  return out;
}

const title = (html: string) => /<title>(.*?)<\/title>/.exec(html)?.[1];

describe("admin text with replacement patterns ($$, $', $`, $&) is served literally", () => {
  it.each(EDITABLE_PAGES.map((page) => ({ ...page })))('the $name: SEO fields in the head, edits in the state', async (page) => {
    for (const { way, html } of await bothWays(page.path)) {
      const at = `${page.path} ${way}`;
      expect(title(html), at).toBe(escapeHtml(literal(`${page.slug} title`)));
      expect(metaContent(html, 'name', 'description'), at).toBe(escapeHtml(literal(`${page.slug} description`)));
      expect(metaContent(html, 'name', 'keywords'), at).toBe(escapeHtml(literal(`${page.slug} keywords`)));
      expect(metaContent(html, 'property', 'og:title'), at).toBe(escapeHtml(literal(`${page.slug} ogTitle`)));
      expect(metaContent(html, 'property', 'og:description'), at).toBe(escapeHtml(literal(`${page.slug} ogDescription`)));
      expect(metaContent(html, 'name', 'twitter:title'), at).toBe(escapeHtml(literal(`${page.slug} twitterTitle`)));
      expect(metaContent(html, 'name', 'twitter:description'), at).toBe(escapeHtml(literal(`${page.slug} twitterDescription`)));
      if (way === 'shell') {
        expect(initialState(html).page!.edits['literal.text']).toEqual({
          text: literal(`${page.slug} text`),
          alt: literal(`${page.slug} alt`),
        });
        // Verbatim in the page's bytes too (as JSON in a script, `<` written \u003c).
        expect(html).toContain(scriptJson(literal(`${page.slug} text`)));
      }
    }
  });

  it('a blog post: its title and body in the head', async () => {
    for (const { way, html } of await bothWays('/blog/literal-plain')) {
      expect(title(html), way).toBe(escapeHtml(`${literal('post title')} · LocalRank Blog`));
      expect(metaContent(html, 'name', 'description'), way).toBe(escapeHtml(literal('post body')));
      expect(html, way).toContain(`"headline":${scriptJson(literal('post title'))}`);
    }
  });

  it('a blog post: its excerpt and SEO fields in the head', async () => {
    for (const { way, html } of await bothWays('/blog/literal-seo')) {
      expect(title(html), way).toBe(escapeHtml(literal('post metaTitle')));
      expect(metaContent(html, 'name', 'description'), way).toBe(escapeHtml(literal('post excerpt')));
      expect(metaContent(html, 'name', 'keywords'), way).toBe(escapeHtml(literal('post keywords')));
      expect(metaContent(html, 'property', 'og:title'), way).toBe(escapeHtml(literal('post ogTitle')));
      expect(metaContent(html, 'property', 'og:description'), way).toBe(escapeHtml(literal('post ogDescription')));
      expect(metaContent(html, 'name', 'twitter:title'), way).toBe(escapeHtml(literal('post twitterTitle')));
      expect(metaContent(html, 'name', 'twitter:description'), way).toBe(escapeHtml(literal('post twitterDescription')));
    }
  });

  it('a builder page: its title and description in the head, its element text in the state', async () => {
    for (const { way, html } of await bothWays('/literal-offer')) {
      expect(title(html), way).toBe(escapeHtml(literal('builder title')));
      expect(metaContent(html, 'name', 'description'), way).toBe(escapeHtml(literal('builder description')));
      if (way === 'shell') {
        expect(initialState(html).builderPage!.page!.elements).toEqual([heading(literal('element text'))]);
        expect(html).toContain(scriptJson(literal('element text')));
      }
    }
  });

  it('a builder page titled by its name', async () => {
    for (const { way, html } of await bothWays('/literal-named')) {
      // A new page takes its name as its SEO title.
      expect(title(html), way).toBe(escapeHtml(literal('builder name')));
      if (way === 'shell') expect(initialState(html).builderPage!.page!.name).toBe(literal('builder name'));
    }
  });
});
