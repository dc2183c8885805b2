import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { builderFeedUrl } from '@app/contracts';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { newBuilderPage } from '../test/builder-client.ts';
import { openEventStream } from '../test/event-stream.ts';
import { exposedMetricProblems, promtoolProblems } from '../test/metrics-lint.ts';
import { sampleValue, scrapeMetrics } from '../test/metrics-scrape.ts';
import { rawRequest } from '../test/raw-request.ts';
import { SAMPLE_CHUNK_PATH } from '../test/served-html.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { STATIC_FILE_ROUTE, UNMATCHED_ROUTE, WEB_PAGE_ROUTE } from './http-metrics.ts';

let server: TestServer;
/** The built files the stand-in serves besides its sample chunk: hashed names, as every deploy brings new ones. */
const HASHED_FILES = Array.from({ length: 6 }, (_, index) => `/assets/page-${index}${Math.random().toString(36).slice(2, 10)}.js`);

beforeAll(async () => {
  server = await startTestServer(
    {},
    {
      webStandIn: {
        builtFiles: true,
        prepare(dir) {
          mkdirSync(join(dir, 'assets'), { recursive: true });
          for (const file of HASHED_FILES) writeFileSync(join(dir, file), 'export {};\n');
        },
      },
    },
  );
});

afterAll(async () => {
  await server?.close();
});

describe('GET /metrics', () => {
  it('answers the Prometheus text format, uncached, with every family the operations issue names', async () => {
    const res = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '127.0.0.1' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const scrape = await scrapeMetrics(server.app);
    const types = Object.fromEntries([...scrape.families.values()].map((family) => [family.name, family.type]));
    expect(types).toMatchObject({
      http_requests_total: 'COUNTER',
      http_request_duration_seconds: 'HISTOGRAM',
      cache_hits_total: 'COUNTER',
      cache_misses_total: 'COUNTER',
      db_pool_size: 'GAUGE',
      db_pool_connections: 'GAUGE',
      db_pool_pending_acquires: 'GAUGE',
      db_query_duration_seconds: 'HISTOGRAM',
      sse_connections_open: 'GAUGE',
      emails_sent_total: 'COUNTER',
      emails_failed_total: 'COUNTER',
      rate_limit_refusals_total: 'COUNTER',
      analytics_events_total: 'COUNTER',
      nodejs_eventloop_lag_seconds: 'GAUGE',
      process_cpu_user_seconds_total: 'COUNTER',
    });
    expect(sampleValue(scrape, 'db_pool_size')).toBe(10);
  });

  it('counts exactly the requests sent, by route pattern, method and status, and never the scrape itself', async () => {
    const before = await scrapeMetrics(server.app);
    const client = new TestClient(server.baseUrl);
    const sent = { healthz: 3, media: 2, unknownApi: 4, logout: 1, pages: 2, missingPages: 3 };
    for (let i = 0; i < sent.healthz; i++) expect((await client.get('/healthz')).status).toBe(200);
    // An in-process request (as the SEO analyser's page renders are) is not a client's.
    expect((await server.app.inject({ method: 'GET', url: '/healthz' })).statusCode).toBe(200);
    for (let i = 0; i < sent.media; i++) expect((await client.get(`/media/nothing-${i}.png`)).status).toBe(404);
    // Four different unknown URLs: one label value, not four.
    for (let i = 0; i < sent.unknownApi; i++) expect((await client.get(`/api/no-such-thing-${i}`)).status).toBe(404);
    expect((await client.post('/api/logout')).status).toBe(204);
    for (const path of ['/', '/features']) expect((await client.get(path)).status).toBe(200);
    for (let i = 0; i < sent.missingPages; i++) expect((await client.get(`/no-such-page-${i}`)).status).toBe(404);
    await scrapeMetrics(server.app);
    const after = await scrapeMetrics(server.app);
    const rise = (labels: Record<string, string>) =>
      sampleValue(after, 'http_requests_total', labels) - sampleValue(before, 'http_requests_total', labels);
    expect(rise({ route: '/healthz', method: 'GET', status: '200' })).toBe(sent.healthz);
    expect(rise({ route: '/media/:file', method: 'GET', status: '404' })).toBe(sent.media);
    // Pages are served by the web app through the not-found handler: one label for them, one for what is missing.
    expect(rise({ route: 'unmatched', method: 'GET', status: '404' })).toBe(sent.unknownApi + sent.missingPages);
    expect(rise({ route: 'web-page', method: 'GET', status: '200' })).toBe(sent.pages);
    expect(rise({ route: '/api/logout', method: 'POST', status: '204' })).toBe(sent.logout);
    const timed = (labels: Record<string, string>) =>
      sampleValue(after, 'http_request_duration_seconds', labels) - sampleValue(before, 'http_request_duration_seconds', labels);
    expect(timed({ route: '/healthz', method: 'GET', status: '200' })).toBe(sent.healthz);
    const routes = new Set(after.families.get('http_requests_total')!.metrics.map((metric) => metric.labels?.route));
    expect(routes.has('/metrics')).toBe(false);
    expect([...routes].some((route) => route?.includes('no-such'))).toBe(false);
  });

  it('labels every built file with one route value, and every request with a route pattern or one of three values', async () => {
    const before = await scrapeMetrics(server.app);
    const files = [SAMPLE_CHUNK_PATH, '/favicon.svg', ...HASHED_FILES];
    for (const file of files) expect((await rawRequest(server.baseUrl, 'GET', file)).status, file).toBe(200);
    expect((await rawRequest(server.baseUrl, 'HEAD', HASHED_FILES[0]!)).status).toBe(200);
    const after = await scrapeMetrics(server.app);
    const rise = (labels: Record<string, string>) =>
      sampleValue(after, 'http_requests_total', labels) - sampleValue(before, 'http_requests_total', labels);
    expect(rise({ route: STATIC_FILE_ROUTE, method: 'GET', status: '200' })).toBe(files.length);
    expect(rise({ route: STATIC_FILE_ROUTE, method: 'HEAD', status: '200' })).toBe(1);
    // Every label is a pattern of a route of the server's own (never a file's path) or one of the three values.
    const patterns = new Set(server.app.routeSummaries.filter((route) => !route.url.includes('.')).map((route) => route.url));
    for (const family of ['http_requests_total', 'http_request_duration_seconds']) {
      const routes = new Set(
        after.text.split('\n').flatMap((line) => (line.startsWith(family) ? [/route="([^"]*)"/.exec(line)?.[1]] : [])),
      );
      const stray = [...routes].filter(
        (route) => route === undefined || !(patterns.has(route) || [STATIC_FILE_ROUTE, UNMATCHED_ROUTE, WEB_PAGE_ROUTE].includes(route)),
      );
      expect(stray, family).toEqual([]);
    }
  });

  it('passes promtool check metrics, and the same rules checked by the parser', async () => {
    // Samples in every family of requests first: a histogram with observations, an unmatched path, a built file.
    for (const path of ['/healthz', '/no-such-page', SAMPLE_CHUNK_PATH]) await rawRequest(server.baseUrl, 'GET', path);
    const scrape = await scrapeMetrics(server.app);
    expect(exposedMetricProblems(scrape)).toEqual([]);
    // promtool itself where it is installed (CI installs it); the rules above hold either way.
    expect(promtoolProblems(scrape.text) ?? []).toEqual([]);
  });

  it('answers the ordinary not-found page to an address METRICS_ALLOW does not name', async () => {
    const refused = await server.app.inject({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    const unknown = await server.app.inject({ method: 'GET', url: '/no-such-page', remoteAddress: '203.0.113.9' });
    expect(refused.statusCode).toBe(404);
    expect(refused.statusCode).toBe(unknown.statusCode);
    expect(refused.headers['content-type']).toBe(unknown.headers['content-type']);
    expect(refused.body).not.toContain('http_requests_total');
    // A forwarded-for header is not believed without TRUST_PROXY.
    const spoofed = await server.app.inject({
      method: 'GET',
      url: '/metrics',
      remoteAddress: '203.0.113.9',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(spoofed.statusCode).toBe(404);
    // Over real HTTP from loopback: allowed by default.
    expect((await fetch(`${server.baseUrl}/metrics`)).status).toBe(200);
  });

  it('counts the kept responses served and the reads that had to be made', async () => {
    const before = await scrapeMetrics(server.app);
    const anonymous = new TestClient(server.baseUrl);
    // The same anonymous read twice: the second is answered from the kept response (a scrape is never kept).
    const path = `/api/media?fresh=${Date.now()}`;
    for (let i = 0; i < 2; i++) expect((await anonymous.get(path)).status).toBe(200);
    const after = await scrapeMetrics(server.app);
    const rise = (name: string, cache: string) => sampleValue(after, name, { cache }) - sampleValue(before, name, { cache });
    expect(rise('cache_hits_total', 'response')).toBe(1);
    expect(rise('cache_misses_total', 'response')).toBeGreaterThanOrEqual(1);
    expect(rise('cache_misses_total', 'read')).toBeGreaterThanOrEqual(1);
  });

  it('counts database queries, e-mails sent and rate-limit refusals', async () => {
    const account = await server.signedInAccount('user');
    // The sign-up's address verification e-mail goes out before the first scrape, so only the reset below counts.
    await vi.waitFor(() => expect(server.outbox().some((mail) => mail.to === `${account.username}@example.com`)).toBe(true), {
      timeout: 10_000,
    });
    const before = await scrapeMetrics(server.app);
    const anonymous = new TestClient(server.baseUrl);
    // Ten wrong passwords are allowed (and counted); the eleventh is refused.
    const username = `nobody${Date.now()}`;
    for (let i = 0; i < 10; i++) expect((await anonymous.post('/api/login', { username, password: 'Wrong-Passw0rd' })).status).toBe(401);
    expect((await anonymous.post('/api/login', { username, password: 'Wrong-Passw0rd' })).status).toBe(429);
    const sentBefore = server.outbox().length;
    expect((await anonymous.post('/api/forgot-password', { email: `${account.username}@example.com` })).status).toBe(200);
    await vi.waitFor(() => expect(server.outbox().length).toBe(sentBefore + 1), { timeout: 10_000 });
    let after = await scrapeMetrics(server.app);
    const rise = (name: string, labels: Record<string, string> = {}) =>
      sampleValue(after, name, labels) - sampleValue(before, name, labels);
    // The counter rises once the transport's send has resolved, a moment after the message is in the outbox (a CI run
    // on a loaded machine scraped in between): scraped again until it has.
    await vi.waitFor(
      async () => {
        after = await scrapeMetrics(server.app);
        expect(rise('emails_sent_total')).toBe(1);
      },
      { timeout: 10_000 },
    );
    expect(rise('rate_limit_refusals_total', { limiter: 'login-attempts' })).toBe(1);
    expect(rise('emails_failed_total')).toBe(0);
    expect(rise('db_query_duration_seconds', { outcome: 'ok' })).toBeGreaterThan(10);
  });

  it('reports the open event streams, and none once they close', async () => {
    const admin = await server.signedInClient('admin');
    const pageId = await newBuilderPage(admin, `metrics-${Date.now()}`);
    const stream = await openEventStream(admin, server.baseUrl, builderFeedUrl(pageId));
    try {
      expect(stream.status).toBe(200);
      await stream.next('ready', 10_000);
      expect(sampleValue(await scrapeMetrics(server.app), 'sse_connections_open', { stream: 'builder feed' })).toBe(1);
    } finally {
      stream.close();
    }
    await vi.waitFor(
      async () => expect(sampleValue(await scrapeMetrics(server.app), 'sse_connections_open', { stream: 'builder feed' })).toBe(0),
      {
        timeout: 10_000,
      },
    );
  });
});

describe('METRICS_ALLOW and TRUST_PROXY', () => {
  let proxied: TestServer;

  beforeAll(async () => {
    proxied = await startTestServer(
      { METRICS_ALLOW: '203.0.113.0/24', TRUST_PROXY: '127.0.0.1' },
      { shareDatabaseOf: server, webStandIn: true },
    );
  });

  afterAll(async () => {
    await proxied?.close();
  });

  it('allows the named range, through a trusted proxy too, and refuses loopback when it is not named', async () => {
    const from = async (remoteAddress: string, forwardedFor?: string) =>
      (
        await proxied.app.inject({
          method: 'GET',
          url: '/metrics',
          remoteAddress,
          ...(forwardedFor ? { headers: { 'x-forwarded-for': forwardedFor } } : {}),
        })
      ).statusCode;
    expect(await from('203.0.113.50')).toBe(200);
    expect(await from('127.0.0.1', '203.0.113.50')).toBe(200);
    expect(await from('127.0.0.1')).toBe(404);
    expect(await from('127.0.0.1', '198.51.100.1')).toBe(404);
    // An untrusted sender's forwarded-for is not believed.
    expect(await from('198.51.100.1', '203.0.113.50')).toBe(404);
  });

  it('answers every method from an address it does not name exactly as it answers a path that does not exist', async () => {
    // Over real HTTP from loopback, which this server's METRICS_ALLOW leaves out.
    const methods = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'PROPFIND', 'SEARCH'];
    // With this site's Origin (as a browser's form sends it) and without (refused as foreign, like anything else).
    for (const [method, headers] of methods.flatMap((method) =>
      ([{}, { Origin: proxied.baseUrl }] as Array<Record<string, string>>).map((headers) => [method, headers] as const),
    )) {
      // Beside another of the site's own top-level names that answers nothing (kept free, as /metrics is to this
      // address): any missing path there is answered alike, down to the page's initial state.
      for (const path of ['/metrics', '/metrics?x=1']) {
        const refused = await rawRequest(proxied.baseUrl, method, path, headers);
        const unknown = await rawRequest(proxied.baseUrl, method, path.replace('/metrics', '/home'), headers);
        if (headers.Origin) expect(refused.status, `${method} ${path}`).toBe(404);
        expect(refused.status, `${method} ${path}`).toBe(unknown.status);
        expect(refused.headers.allow, `${method} ${path}`).toBeUndefined();
        expect(refused.headers['content-type'], `${method} ${path}`).toBe(unknown.headers['content-type']);
        expect(refused.body.toString().replaceAll('/metrics', '/home'), `${method} ${path}`).toBe(unknown.body.toString());
      }
    }
    // To an address it names, the endpoint is there: another method is a 405 naming GET and HEAD.
    for (const method of ['POST', 'OPTIONS'] as const) {
      const allowed = await proxied.app.inject({ method, url: '/metrics', remoteAddress: '203.0.113.50' });
      expect(allowed.statusCode, method).toBe(405);
      expect(allowed.headers.allow).toBe('GET, HEAD');
    }
  });
});

describe('on the embedded database', () => {
  let embedded: TestServer;

  beforeAll(async () => {
    embedded = await startTestServer({}, { embedded: true });
  }, 180_000);

  afterAll(async () => {
    await embedded?.close();
  });

  it('reports its one-connection pool and its queries, and is ready', async () => {
    expect((await fetch(`${embedded.baseUrl}/readyz`)).status).toBe(200);
    const scrape = await scrapeMetrics(embedded.app);
    expect(sampleValue(scrape, 'db_pool_size')).toBe(1);
    expect(sampleValue(scrape, 'db_query_duration_seconds', { outcome: 'ok' })).toBeGreaterThan(0);
  });
});
