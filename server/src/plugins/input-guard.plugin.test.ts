import type { PublicUser } from '@app/contracts';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { databaseTextProblem, LONE_SURROGATE_MESSAGE, NUL_MESSAGE } from '../db/storable-text.ts';
import { readMediaFile } from '../media/media.service.ts';
import { backgroundAnalysesSettled } from '../seo-report/seo-runtime.ts';
import { sampleInput } from '../test/sample-input.ts';
import { startTestServer, TestClient, type TestServer } from '../test/test-server.ts';
import { appRouter } from '../trpc/app-router.ts';
import { createContextInner } from '../trpc/context.ts';
import { MALFORMED_ESCAPE_MESSAGE } from './input-guard.plugin.ts';

let server: TestServer;
let anonymous: TestClient;
let admin: TestClient;
let before: Record<string, string>;

/**
 * A digest of every table's rows, to prove refused requests wrote nothing. Sessions are left out: reading
 * with a session may refresh it, which is no content.
 */
async function databaseDigest(): Promise<Record<string, string>> {
  // The SEO report fills its rows in the background after start-up: let that finish, it is no request's write.
  await backgroundAnalysesSettled(server.orm);
  const connection = server.orm.em.fork().getConnection();
  const tables = await connection.execute<Array<{ name: string }>>(
    "select tablename as name from pg_tables where schemaname = 'public' and tablename <> 'sessions' order by tablename",
  );
  const digest: Record<string, string> = {};
  for (const { name } of tables) {
    const [row] = await connection.execute<Array<{ digest: string | null }>>(
      `select md5(string_agg(t::text, '|' order by t::text)) as digest from "${name}" t`,
    );
    digest[name] = row?.digest ?? 'empty';
  }
  return digest;
}

beforeAll(async () => {
  // A web build stand-in, so page paths are answered by the page handler (not a 503 'not built').
  server = await startTestServer({}, { webStandIn: true });
  anonymous = new TestClient(server.baseUrl);
  admin = await server.signedInClient('admin');
  before = await databaseDigest();
});

afterAll(async () => {
  await server?.close();
});

const NUL_TEXT = 'Price\u0000 end';
const LONE_SURROGATE_TEXT = 'Half \uD83D emoji';

interface ProcedureDef {
  _def: { type: 'query' | 'mutation' | 'subscription'; inputs?: unknown[] };
}

/**
 * Every procedure of the app router with an input holding `text` in each string its schema has; an input
 * with no string slot (ids only, or no input at all) gets an extra field holding it, so nothing escapes.
 */
function proceduresWith(text: string) {
  return Object.entries(appRouter._def.procedures as unknown as Record<string, ProcedureDef>).map(([path, procedure]) => {
    const schema = procedure._def.inputs?.[0];
    let input = schema === undefined ? undefined : sampleInput(schema, text);
    if (!JSON.stringify(input ?? null).includes(JSON.stringify(text).slice(1, -1))) {
      input = { ...(typeof input === 'object' && input !== null ? input : {}), note: text };
    }
    return { path, type: procedure._def.type, input };
  });
}

/** Calls a procedure as the web client does: a query over GET with `?input=`, a mutation over POST. */
function call(client: TestClient, procedure: { path: string; type: string; input: unknown }) {
  return procedure.type === 'query'
    ? client.get(`/trpc/${procedure.path}?input=${encodeURIComponent(JSON.stringify(procedure.input))}`)
    : client.post(`/trpc/${procedure.path}`, procedure.input);
}

describe('every tRPC procedure refuses text PostgreSQL cannot store, before it runs', () => {
  const withNul = proceduresWith(NUL_TEXT);

  it('covers the whole router', () => {
    expect(withNul.length).toBe(Object.keys(appRouter._def.procedures).length);
    expect(withNul.length).toBeGreaterThan(30);
  });

  it.each(withNul)('$path: a NUL is a 400 naming it, anonymously and as an admin', async (procedure) => {
    for (const [who, client] of [
      ['anonymous', anonymous],
      ['admin', admin],
    ] as const) {
      const res = await call(client, procedure);
      expect(res.status, `${procedure.path} as ${who}: ${res.text}`).toBe(400);
      expect(res.json.error.message).toBe(NUL_MESSAGE);
      expect(res.json.error.data).toMatchObject({ code: 'BAD_REQUEST', httpStatus: 400, path: procedure.path });
    }
  });

  it.each(proceduresWith(LONE_SURROGATE_TEXT))('$path: a lone surrogate is a 400 naming it', async (procedure) => {
    const res = await call(admin, procedure);
    expect(res.status, `${procedure.path}: ${res.text}`).toBe(400);
    expect(res.json.error.message).toBe(LONE_SURROGATE_MESSAGE);
  });

  it('names the field that holds it, so a form can show it there', async () => {
    const res = await anonymous.post('/trpc/contact.create', {
      name: 'Ann Example',
      email: 'ann@example.com',
      subject: 'A question',
      message: `Hello there ${NUL_TEXT}`,
    });
    expect(res.status).toBe(400);
    expect(res.json.error.data.fieldErrors).toEqual({ message: NUL_MESSAGE });
  });

  it('refuses batches over GET and POST, answering each call in tRPC shape', async () => {
    const queries = withNul.filter((procedure) => procedure.type === 'query');
    const inputs = Object.fromEntries(queries.map((procedure, index) => [index, procedure.input]));
    const get = await admin.get(
      `/trpc/${queries.map((procedure) => procedure.path).join(',')}?batch=1&input=${encodeURIComponent(JSON.stringify(inputs))}`,
    );
    expect(get.status).toBe(400);
    expect(get.json).toHaveLength(queries.length);
    for (const [index, envelope] of (get.json as Array<{ error: { message: string; data: { path: string } } }>).entries()) {
      expect(envelope.error.message).toBe(NUL_MESSAGE);
      expect(envelope.error.data.path).toBe(queries[index]!.path);
    }

    // One call of the batch carries it: the batch is refused, and that call names its field.
    const post = await anonymous.post('/trpc/newsletter.subscribe,contact.create?batch=1', {
      0: { email: 'ann@example.com' },
      1: { name: 'Ann', email: 'ann@example.com', subject: NUL_TEXT, message: 'A message long enough.' },
    });
    expect(post.status).toBe(400);
    expect(post.json.map((envelope: { error: { message: string } }) => envelope.error.message)).toEqual([NUL_MESSAGE, NUL_MESSAGE]);
    expect(post.json[1].error.data.fieldErrors).toEqual({ subject: NUL_MESSAGE });
  });

  it('refuses a NUL in an object key, in the procedure name, and a raw NUL in the query string', async () => {
    const key = await admin.post('/trpc/page.save', { slug: 'home', baseVersion: 0, edits: { [`hero.title${'\u0000'}`]: { text: 'Hi' } } });
    expect(key.status).toBe(400);
    expect(key.json.error.message).toBe(NUL_MESSAGE);
    const name = await anonymous.get('/trpc/blogPost.bySlug%00');
    expect(name.status).toBe(400);
    expect(name.json.error.message).toBe(NUL_MESSAGE);
    const raw = await anonymous.get(`/trpc/page.bySlug?input=${encodeURIComponent('{"slug":"home')}%00${encodeURIComponent('"}')}`);
    expect(raw.status).toBe(400);
    expect(raw.json.error.message).toBe(NUL_MESSAGE);
  });

  it('lets the same text through when it is only written like an escape (\\\\u0000 is a backslash and u0000)', async () => {
    const res = await anonymous.get(`/trpc/blogPost.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'no-such-\\u0000-post' }))}`);
    expect(res.json.error?.message).not.toBe(NUL_MESSAGE);
    expect(res.status).toBe(404);
  });
});

/** A body with a NUL in every field name the REST routes read, so whatever a route parses, it meets one. */
const NUL_BODY = Object.fromEntries(
  ['username', 'password', 'name', 'email', 'token', 'remember', 'elementId', 'imageData', 'fileName', 'alt'].map((field) => [
    field,
    NUL_TEXT,
  ]),
);

describe('every REST route refuses a NUL in its path, parameters, query string and body', () => {
  // /trpc/:path dispatches to the procedures, each covered above.
  const routes = () =>
    server.app.routeSummaries.filter((route) => route.method !== 'HEAD' && route.method !== 'OPTIONS' && !route.url.startsWith('/trpc/'));

  it('covers every route the app registers', () => {
    expect(routes().length).toBeGreaterThan(10);
  });

  it('answers 400 naming the NUL (an anonymous caller of an admin route may get 401 first)', async () => {
    for (const route of routes()) {
      const client = route.access ? admin : anonymous;
      const plain = route.url.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
      const cases: Array<[string, string, unknown]> = [
        ['query string', `${plain}?q=x%00y`, undefined],
        ['path', `${plain}%00`, undefined],
      ];
      if (route.url.includes(':')) cases.push(['parameter', route.url.replace(/:(\w+)/g, 'x%00y'), undefined]);
      if (route.method !== 'GET') cases.push(['body', plain, NUL_BODY]);
      for (const [what, url, body] of cases) {
        const res = await client.request(route.method, url, body ?? (route.method === 'GET' ? undefined : {}));
        const label = `${route.method} ${route.url}, NUL in the ${what}: ${res.status} ${res.text.slice(0, 200)}`;
        expect(res.status, label).toBe(400);
        expect(res.json?.message, label).toBe(NUL_MESSAGE);
        if (route.access) {
          const anon = await anonymous.request(route.method, url, body ?? (route.method === 'GET' ? undefined : {}));
          expect([400, 401], `${label} (anonymous)`).toContain(anon.status);
        }
      }
    }
  });

  it('names the field of a REST body that holds it', async () => {
    const res = await anonymous.post('/api/register', {
      username: `ann${NUL_TEXT}`,
      password: 'Test-Passw0rd',
      name: 'Ann',
      email: 'ann@example.com',
    });
    expect(res.status).toBe(400);
    expect(res.json).toEqual({ message: NUL_MESSAGE, errors: { username: NUL_MESSAGE } });
  });

  it('refuses a NUL in any page address (400, not a server error)', async () => {
    for (const path of ['/blog/%00', '/%00', '/pricing%00', '/blog/a%00b', '/admin/dashboard/%00', '/blog?q=%00']) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(400);
      expect(res.json?.message, path).toBe(NUL_MESSAGE);
    }
  });
});

/** Percent-escapes that do not decode: a lone %, bad hex, cut-off or overlong UTF-8, an encoded surrogate. */
const BAD_ESCAPES = ['%', '%%', '%2', '%ZZ', '%u0041', '%E0%A4%A', '%E2%82', '%C0%AF', '%ED%A0%80', '%FF', '%F0%9F%98'];
/** Escapes that decode, to text that itself looks like a bad escape (decoding it again would throw). */
const ESCAPED_PERCENTS = ['%25', '%25E0%25A4%25A', '%2525', '%25ZZ'];

/** The page shapes the app serves (built-in, blog article, account, admin, unknown). */
const PAGE_SHAPES = ['/', '/pricing', '/blog', '/blog/:slug', '/auth', '/dashboard', '/admin/dashboard', '/no-such-page/:x'];

describe('an address with a malformed percent-escape', () => {
  /** Every address to try: each route and page shape with the escape as its parameter, as a new segment, and glued on. */
  function nastyPaths(shapes: string[], escapes: string[]): string[] {
    const paths = new Set<string>();
    for (const shape of shapes) {
      for (const escape of escapes) {
        const filled = shape.replace(/:(\w+)/g, '1').replace(/\*$/, 'x');
        if (shape.includes(':')) paths.add(shape.replace(/:(\w+)/g, escape));
        paths.add(`${filled === '/' ? '' : filled}/${escape}`);
        paths.add(`${filled}${escape}`);
      }
    }
    return [...paths];
  }

  // As the page handler decides: these answer JSON whatever matched; any other address may be a page.
  const isApi = (path: string) => /^\/(api|trpc)(\/|$|%)/.test(path);

  it('is the 404 page on a page address, and JSON 400 or 404 on an API address: never a server error', async () => {
    const routeShapes = server.app.routeSummaries.filter((route) => route.method === 'GET').map((route) => route.url);
    const paths = nastyPaths([...new Set([...routeShapes, ...PAGE_SHAPES])], [...BAD_ESCAPES, ...ESCAPED_PERCENTS]);
    expect(paths.length).toBeGreaterThan(200);
    for (const path of paths) {
      const res = await anonymous.get(path);
      const label = `GET ${path}: ${res.status} ${res.text.slice(0, 160)}`;
      expect(res.status, label).toBeLessThan(500);
      if (isApi(path) || (res.headers.get('content-type') ?? '').startsWith('application/json')) {
        // 401: an admin route's check comes first for an anonymous caller.
        expect([400, 401, 404], label).toContain(res.status);
        expect(res.json?.message ?? res.json?.error?.message, label).toEqual(expect.any(String));
      } else {
        // An admin screen's own router decides what its sub-paths show; every other page address is unknown.
        if (!path.startsWith('/admin/')) expect(res.status, label).toBe(404);
        expect(res.headers.get('content-type'), label).toMatch(/^text\/html/);
        expect(res.text.match(/<!doctype html>/gi), label).toHaveLength(1);
      }
    }
  });

  it('answers the addresses of the review with the 404 page', async () => {
    for (const path of ['/blog/%25', '/%E0%A4%A', '/blog/%', '/%ZZ']) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBe(404);
      expect(res.text).toContain('<title>404 Page Not Found');
    }
  });

  it('is a JSON 400 saying what is wrong on an API route, whatever the method', async () => {
    for (const [method, path] of [
      ['GET', '/api/media/%E0%A4%A'],
      ['POST', '/api/login%'],
      ['GET', '/trpc/blogPost.list%ZZ'],
      ['GET', '/media/%'],
    ]) {
      const res = await anonymous.request(method!, path!, method === 'POST' ? {} : undefined);
      expect(res.status, `${method} ${path}`).toBe(400);
      expect(res.json).toEqual({ message: MALFORMED_ESCAPE_MESSAGE });
    }
  });

  it('in the query string is left to the route, and is no server error either', async () => {
    for (const path of ['/blog?q=%', '/api/media?x=%E0%A4%A', '/sitemap.xml?%ZZ', `/trpc/blogPost.list?input=%`]) {
      const res = await anonymous.get(path);
      expect(res.status, path).toBeLessThan(500);
    }
  });
});

describe('the database backstop: text PostgreSQL refuses that reached it some other way', () => {
  it('maps each refusal PostgreSQL really gives to the message', async () => {
    const knex = server.orm.em.fork().getKnex();
    const refusal = async (query: () => Promise<unknown>) => {
      try {
        await query();
      } catch (error) {
        return databaseTextProblem(error);
      }
      throw new Error('PostgreSQL stored it');
    };
    // A NUL bound as a text parameter (22021), inlined into the SQL text as MikroORM's execute does (08P01),
    // inside jsonb (22P05); a lone surrogate inside jsonb (22P02 with a Unicode detail).
    expect(await refusal(() => knex.raw('select ?::text as t', ['a\u0000b']))).toBe(NUL_MESSAGE);
    expect(await refusal(() => readMediaFile(server.orm.em.fork(), 'a\u0000b', ''))).toBe(NUL_MESSAGE);
    expect(await refusal(() => knex.raw('select ?::jsonb as j', [JSON.stringify({ a: 'x\u0000' })]))).toBe(NUL_MESSAGE);
    expect(await refusal(() => knex.raw('select ?::jsonb as j', [JSON.stringify({ a: '\uD800' })]))).toBe(LONE_SURROGATE_MESSAGE);
    expect(databaseTextProblem(new Error('connection refused'))).toBeNull();
  });

  it('answers a REST route 400, not 500: an upload whose X-File-Name header decodes to a NUL', async () => {
    const png = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#ff0000' } })
      .png()
      .toBuffer();
    const sent = await fetch(`${server.baseUrl}/api/media/upload`, {
      method: 'POST',
      headers: { Cookie: admin.cookie, Origin: server.baseUrl, 'Content-Type': 'image/png', 'X-File-Name': 'photo%00.png' },
      body: png,
    });
    const res = { status: sent.status, text: await sent.text() };
    const json = JSON.parse(res.text) as unknown;
    expect(res.status, res.text).toBe(400);
    expect(json).toEqual({ message: NUL_MESSAGE });
  });

  it('answers a tRPC call 400, not 500, when no guard stood before it (tRPC’s fetch adapter, in process)', async () => {
    const me = (await admin.get('/trpc/user.me')).json.result.data as PublicUser;
    const handle = (url: string, init: RequestInit, user: PublicUser | null) =>
      fetchRequestHandler({
        endpoint: '/trpc',
        req: new Request(`http://localhost${url}`, init),
        router: appRouter,
        createContext: () => createContextInner({ em: server.orm.em.fork(), user, session: null }),
      });
    const query = await handle(`/trpc/blogPost.bySlug?input=${encodeURIComponent(JSON.stringify({ slug: 'a\u0000b' }))}`, {}, null);
    expect(query.status).toBe(400);
    expect(((await query.json()) as { error: { message: string } }).error.message).toBe(NUL_MESSAGE);
    const save = await handle(
      '/trpc/page.save',
      {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ slug: 'home', baseVersion: 0, edits: { 'hero.title': { text: NUL_TEXT } } }),
      },
      me,
    );
    expect(save.status).toBe(400);
    expect(((await save.json()) as { error: { message: string; data: { code: string } } }).error).toMatchObject({
      message: NUL_MESSAGE,
      data: { code: 'BAD_REQUEST' },
    });
  });
});

describe('after all of it', () => {
  it('the server is still up and nothing was written', async () => {
    expect((await anonymous.get('/healthz')).status).toBe(200);
    expect(await databaseDigest()).toEqual(before);
  });
});
