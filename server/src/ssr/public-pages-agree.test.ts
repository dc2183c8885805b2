import { fileURLToPath } from 'node:url';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pathOf } from '../http/request-path.ts';
import { htmlDocument, pageFacts, type PageFacts } from '../test/page-facts.ts';
import { pathSpelling } from '../test/path-variants.ts';
import { rawRequest } from '../test/raw-request.ts';
import { metaContent } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { webRouteFullPaths, withSampleParams } from '../test/web-route-paths.ts';

// The real app: the server renders every page with the web app's own server entry (as the SSR build does).
const WEB_ENTRY = fileURLToPath(new URL('../../../web/src/entry-server.tsx', import.meta.url));

// The one truth, as the product states it (issue 31): the Pricing page's figures and the contact page's hours.
const PLAN_FIGURES: Record<string, { monthly: string; annual: string; yearly: string }> = {
  Starter: { monthly: '$39', annual: '$29', yearly: '$348' },
  Growth: { monthly: '$89', annual: '$69', yearly: '$828' },
  Pro: { monthly: '$149', annual: '$119', yearly: '$1,428' },
};
// The plans' limits per billing period (docs/product.md §9: annual billing gives more), as every page lists them.
const PLAN_LIMITS: Record<string, Record<'monthly' | 'annual', Record<string, string>>> = {
  Starter: {
    monthly: { '# geo-grid scans/year': '50', '# AI posts/month': '25', '# business profiles': '3' },
    annual: { '# geo-grid scans/year': '60', '# AI posts/month': '25', '# business profiles': '3' },
  },
  Growth: {
    monthly: { '# geo-grid scans/year': '200', '# AI posts/month': '100', 'Track # competitors': '10', '# business profiles': '10' },
    annual: { '# geo-grid scans/year': '240', '# AI posts/month': '120', 'Track # competitors': '15', '# business profiles': '10' },
  },
  Pro: {
    monthly: { '# geo-grid scans/year': '500', '# AI posts/month': '250', 'Track # competitors': '20', '# business profiles': '25' },
    annual: { '# geo-grid scans/year': '600', '# AI posts/month': '300', 'Track # competitors': '25', '# business profiles': '25' },
  },
};
const ADD_ON_PRICES = ['$0.10', '$0.05', '$2'];
const SAVING = 'Save 20%';
const HOURS: Record<string, string> = {
  Monday: '09:00-18:00',
  Tuesday: '09:00-18:00',
  Wednesday: '09:00-18:00',
  Thursday: '09:00-18:00',
  Friday: '09:00-18:00',
  Saturday: '10:00-16:00',
  Sunday: 'closed',
};

/** What a plan card must print in each billing period. */
function expectedPriceLine(plan: string, period: string): string {
  const figures = PLAN_FIGURES[plan];
  if (!figures) return 'Custom Pricing tailored to your portfolio';
  return period === 'annual' ? `${figures.annual} /month Billed annually ${figures.yearly}` : `${figures.monthly} /month Billed monthly`;
}

/** Everything on one page that disagrees with the one truth, each as a line naming what the page said. */
function disagreements(facts: PageFacts): string[] {
  const found: string[] = [];
  const allFigures = Object.values(PLAN_FIGURES).flatMap((figures) => Object.values(figures));
  for (const { plan, period, text } of facts.planPrices) {
    if (text !== expectedPriceLine(plan, period)) found.push(`${plan} ${period}: '${text}'`);
  }
  for (const amount of facts.amounts) {
    if (![...allFigures, ...ADD_ON_PRICES].includes(amount)) found.push(`an amount of no plan or add-on: ${amount}`);
  }
  for (const { period, amount, said } of facts.periodAmounts) {
    if (!Object.values(PLAN_FIGURES).some((figures) => figures[period] === amount)) found.push(`not a ${period} price: '${said}'`);
  }
  for (const { plan, amount, said } of facts.planAmounts) {
    const figures = PLAN_FIGURES[plan];
    if (figures && !Object.values(figures).includes(amount) && !ADD_ON_PRICES.includes(amount))
      found.push(`not a ${plan} price: '${said}'`);
  }
  for (const saving of facts.savings) if (saving.toLowerCase() !== SAVING.toLowerCase()) found.push(`saving: '${saving}'`);
  for (const { day, hours, said } of facts.hours) if (HOURS[day] !== hours) found.push(`${day} hours: '${said}'`);
  if (facts.structuredHours) {
    for (const [day, hours] of Object.entries(facts.structuredHours)) {
      if (HOURS[day] !== hours) found.push(`${day} in the LocalBusiness data: ${hours}`);
    }
  }
  for (const link of facts.deadLinks) found.push(`a link to nowhere: ${link}`);
  for (const link of facts.namelessLinks) found.push(`a link with no name: ${link}`);
  return found;
}

/** The paths of the sitemap's pages (through its index). */
async function sitemapPaths(client: TestClient): Promise<string[]> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>(.*?)<\/loc>/g)].map((match) => new URL(match[1]!.replace(/&amp;/g, '&')));
  const paths: string[] = [];
  for (const url of locs((await client.get('/sitemap.xml')).text)) {
    if (!url.pathname.endsWith('.xml')) paths.push(url.pathname + url.search);
    else for (const page of locs((await client.get(url.pathname)).text)) paths.push(page.pathname + page.search);
  }
  return paths;
}

let server: TestServer;
let visitor: TestClient;
/** Every public page as the server renders it: its status and facts. */
const pages = new Map<string, { status: number; facts: PageFacts }>();

beforeAll(async () => {
  // The web app's whole source is transformed on its first import: here, under the hook's minute, rather than inside
  // the server's web-app plugin, whose start Fastify gives 10 s (a loaded CI machine took longer). The plugin's import
  // then finds it in the module cache.
  await import(WEB_ENTRY);
  server = await startTestServer(
    { PUBLIC_ORIGIN: 'https://www.localrank.example' },
    { webStandIn: { ssrEntry: `export { renderPage } from ${JSON.stringify(WEB_ENTRY)};\n` } },
  );
  visitor = new TestClient(server.baseUrl);
  const routes = webRouteFullPaths()
    .filter((path) => !path.startsWith('/admin') && !path.startsWith('/dashboard'))
    .map(withSampleParams);
  for (const path of new Set([...routes, ...(await sitemapPaths(visitor)), '/no-such-page-for-the-check'])) {
    const res = await visitor.get(path);
    pages.set(path, { status: res.status, facts: pageFacts(res.text) });
  }
});

afterAll(async () => {
  await server?.close();
});

describe('one truth on every public page', () => {
  it('reads every public page: the site pages, the blog and its articles, the sitemap, a missing page', () => {
    const paths = [...pages.keys()];
    for (const path of ['/', '/pricing', '/contact', '/features', '/blog', '/blog/ultimate-guide-local-seo-2025', '/privacy']) {
      expect(paths).toContain(path);
      expect(pages.get(path)!.status, path).toBe(200);
    }
    expect(paths.length).toBeGreaterThan(20);
  });

  it('prints the same price for each plan and period everywhere, from the one price table', () => {
    const found = [...pages].flatMap(([path, { facts }]) => disagreements(facts).map((line) => `${path}: ${line}`));
    expect(found).toEqual([]);
    // The home summary and the Pricing page both show every plan in both periods.
    for (const path of ['/', '/pricing']) {
      const lines = pages.get(path)!.facts.planPrices.map(({ plan, period, text }) => `${plan} ${period}: ${text}`);
      expect(lines, path).toEqual(
        ['Starter', 'Growth', 'Pro', 'Enterprise'].flatMap((plan) =>
          ['monthly', 'annual'].map((period) => `${plan} ${period}: ${expectedPriceLine(plan, period)}`),
        ),
      );
      expect(pages.get(path)!.facts.savings, path).toContain(SAVING);
    }
    // The Pricing page's description and FAQ state prices in words: the checks above read them.
    const pricing = pages.get('/pricing')!.facts;
    expect(pricing.periodAmounts.map(({ said }) => said)).toEqual(
      expect.arrayContaining(['$29 a month billed annually', '$39 billed monthly', 'billed annually ($348']),
    );
  });

  it('lists the same limits for each plan and billing period on every page: the annual view the annual limits', () => {
    // Every limit a page prints, by plan, period and what it counts, with the pages that printed each figure.
    const printed = new Map<string, Map<string, string[]>>();
    for (const [path, { facts }] of pages) {
      for (const { plan, period, what, figure } of facts.planLimits) {
        const key = `${plan} ${period}: ${what}`;
        const figures = printed.get(key) ?? new Map<string, string[]>();
        figures.set(figure, [...(figures.get(figure) ?? []), path]);
        printed.set(key, figures);
      }
    }
    const differing = [...printed]
      .filter(([, figures]) => figures.size > 1)
      .map(([key, figures]) => `${key} ${[...figures].map(([figure, paths]) => `${figure} on ${paths.join(', ')}`).join('; ')}`);
    expect(differing).toEqual([]);
    // Both pages with plan cards list each plan's limits in both periods, the product's figures.
    for (const path of ['/', '/pricing']) {
      const limits = pages.get(path)!.facts.planLimits;
      for (const [plan, periods] of Object.entries(PLAN_LIMITS)) {
        for (const [period, expected] of Object.entries(periods)) {
          const listed = Object.fromEntries(
            limits
              .filter((limit) => limit.plan === plan && limit.period === period && limit.what in expected)
              .map((l) => [l.what, l.figure]),
          );
          expect(listed, `${path} ${plan} ${period}`).toEqual(expected);
        }
      }
    }
  });

  it('gives the same opening hours on every page: the footer, the contact page and the LocalBusiness data', () => {
    for (const [path, { facts }] of pages) {
      // Every page has the footer, which states every day's hours.
      const days = new Map(facts.hours.map(({ day, hours }) => [day, hours]));
      expect(Object.fromEntries(days), path).toEqual(HOURS);
    }
    expect(pages.get('/')!.facts.structuredHours).toEqual(HOURS);
    const contact = pages.get('/contact')!.facts.hours.map(({ said }) => said);
    expect(contact).toEqual(expect.arrayContaining(['Monday-Friday 9:00 AM - 6:00 PM', 'Saturday 10:00 AM - 4:00 PM', 'Sunday Closed']));
  });

  it('has no link to nowhere and no link without a name', () => {
    for (const [path, { facts }] of pages) {
      expect(facts.deadLinks, path).toEqual([]);
      expect(facts.namelessLinks, path).toEqual([]);
    }
  });
});

describe('the not-found page', () => {
  it('tells a visitor which address was not found, with the 404 status and noindex', async () => {
    const res = await visitor.get('/pricing-plans/old');
    expect(res.status).toBe(404);
    expect(metaContent(res.text, 'name', 'robots')).toMatch(/noindex/);
    const main = htmlDocument(res.text).querySelector('main')!;
    expect(main.querySelector('h1')?.textContent).toBe('404 Page Not Found');
    expect(main.querySelector('p:not([aria-hidden])')?.textContent).toBe('We could not find a page at /pricing-plans/old.');
  });

  it('prints a strange address as text, never as markup', async () => {
    const res = await visitor.get('/%3Cimg%20src=x%20onerror=alert(1)%3E');
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('<img src=x');
    const main = htmlDocument(res.text).querySelector('main')!;
    expect(main.querySelector('strong')?.textContent).toBe('/<img src=x onerror=alert(1)>');
    expect(main.querySelector('img')).toBeNull();
  });

  it('offers a blog search that works as a plain form, and the popular pages', async () => {
    const main = htmlDocument((await visitor.get('/no-such-page-for-the-check')).text).querySelector('main')!;
    const form = main.querySelector('form[role="search"]')!;
    expect([form.getAttribute('method'), form.getAttribute('action')]).toEqual(['get', '/blog']);
    const label = [...form.querySelectorAll('label')].find((element) => element.textContent === 'Search the blog');
    const input = form.ownerDocument.getElementById(label?.getAttribute('for') ?? 'none');
    expect([input?.getAttribute('type'), input?.getAttribute('name')]).toEqual(['search', 'q']);
    expect(form.querySelector('button[type="submit"]')?.textContent).toBe('Search');
    const popular = main.querySelector('nav')!;
    expect(popular.querySelector('h2')?.textContent).toBe('Popular pages');
    expect([...popular.querySelectorAll('a')].map((link) => `${link.textContent} ${link.getAttribute('href')}`)).toEqual([
      'Home /',
      'Features /features',
      'Pricing /pricing',
      'Blog /blog',
      'Contact /contact',
    ]);
    // Where the search lands: the blog's results for the words, server-rendered.
    const results = await visitor.get('/blog?q=citation');
    expect(results.status).toBe(200);
    expect(results.text).toContain('href="/blog/local-citation-building-2025"');
  });
});

describe('another spelling of an address', () => {
  /** Whether a page is the not-found page: its heading and its title say so. */
  const isNotFoundPage = (html: string) =>
    htmlDocument(html).querySelector('main h1')?.textContent === '404 Page Not Found' && /^404 /.test(htmlDocument(html).title);

  /** Every public route's sample path (a missing builder page and a dead preview link among them). */
  const routePaths = () =>
    webRouteFullPaths()
      .filter((path) => !path.startsWith('/admin'))
      .map(withSampleParams);

  it("moves permanently to the page's own address when it names a page in another case, with more slashes or escaped letters", async () => {
    for (const path of routePaths()) {
      const page = await rawRequest(server.baseUrl, 'GET', path);
      const segments = path.split('/').filter(Boolean);
      for (const spelled of fc.sample(pathSpelling(segments, { params: false }), 4)) {
        const spelledPath = pathOf(spelled);
        if (spelledPath === path) continue;
        const res = await rawRequest(server.baseUrl, 'GET', spelled);
        const query = spelled.slice(spelledPath.length);
        if (page.status === 404) {
          // No page by any spelling: the not-found page itself (a trailing slash first moves to the address without it).
          if (res.status === 308) expect(res.headers.location, spelled).toBe(`${spelledPath.replace(/\/+$/, '')}${query}`);
          else expect([res.status, isNotFoundPage(res.body.toString())], spelled).toEqual([404, true]);
        } else {
          expect([res.status, res.headers.location], spelled).toEqual([308, `${path}${query}`]);
        }
      }
    }
  }, 180_000);

  it('is never a page under a 404: with matrix parameters too, the status and the body agree', async () => {
    for (const path of routePaths()) {
      const segments = path.split('/').filter(Boolean);
      for (const spelled of fc.sample(pathSpelling(segments), 3)) {
        const res = await rawRequest(server.baseUrl, 'GET', spelled);
        const html = res.body.toString();
        if (res.status === 404) expect(isNotFoundPage(html), spelled).toBe(true);
        else if (res.status === 200) expect(pathOf(spelled), spelled).toBe(path);
        else {
          expect([301, 302, 307, 308], spelled).toContain(res.status);
          expect(res.headers.location, spelled).toMatch(/^\/(?![/\\])/);
        }
      }
    }
  }, 180_000);

  it.each(['/FEATURES', '//features', '/Pricing', '/Blog', '//blog', '/features;x', '/BLOG/ultimate-guide-local-seo-2025;v=2'])(
    '%s is a redirect or the not-found page, never a 404 with the page',
    async (spelled) => {
      const res = await rawRequest(server.baseUrl, 'GET', spelled);
      if (res.status === 404) expect(isNotFoundPage(res.body.toString())).toBe(true);
      else expect(res.status).toBe(308);
    },
  );
});
