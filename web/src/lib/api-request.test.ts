import { createServer, type Server } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from './api-error.ts';
import { apiRequest, getQueryFn } from './api-request.ts';

let server: Server;
let base = '';
const seen: Array<{ method: string; contentType: string | undefined; body: string }> = [];

beforeAll(async () => {
  // A real HTTP peer that answers what each path names.
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (chunk) => (body += chunk));
    req.on('end', () => {
      seen.push({ method: req.method ?? '', contentType: req.headers['content-type'], body });
      const path = req.url ?? '';
      if (path === '/ok') return res.writeHead(200, { 'Content-Type': 'application/json' }).end('{"id":1}');
      if (path === '/unauthorized') return res.writeHead(401).end('{"message":"You are not signed in."}');
      if (path === '/plain') return res.writeHead(409).end('Username taken');
      if (path === '/empty') return res.writeHead(503, 'Service Unavailable').end();
      if (path === '/fields')
        return res.writeHead(400).end('{"message":"Invalid email address","errors":{"email":"Invalid email address"}}');
      res.writeHead(404).end();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('apiRequest', () => {
  it('sends JSON with its content type only when there is data', async () => {
    seen.length = 0;
    await apiRequest('POST', `${base}/ok`, { a: 1 });
    await apiRequest('POST', `${base}/ok`);
    expect(seen[0]).toEqual({ method: 'POST', contentType: 'application/json', body: '{"a":1}' });
    expect(seen[1]).toEqual({ method: 'POST', contentType: undefined, body: '' });
  });

  it('raises "{status}: {detail}" for a non-OK answer', async () => {
    await expect(apiRequest('GET', `${base}/plain`)).rejects.toThrow('409: Username taken');
    await expect(apiRequest('GET', `${base}/empty`)).rejects.toThrow('503: Service Unavailable');
    await expect(apiRequest('GET', `${base}/unauthorized`)).rejects.toThrow('401: You are not signed in.');
  });

  it('keeps the status and per-field messages on the error', async () => {
    const error = await apiRequest('POST', `${base}/fields`, {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, detail: 'Invalid email address', fields: { email: 'Invalid email address' } });
  });
});

describe('getQueryFn', () => {
  it('GETs the first key element and parses JSON', async () => {
    expect(await getQueryFn({ on401: 'throw' })({ queryKey: [`${base}/ok`] })).toEqual({ id: 1 });
  });

  it('returns null on 401 when asked to, and raises otherwise', async () => {
    expect(await getQueryFn({ on401: 'returnNull' })({ queryKey: [`${base}/unauthorized`] })).toBeNull();
    await expect(getQueryFn({ on401: 'throw' })({ queryKey: [`${base}/unauthorized`] })).rejects.toThrow('401:');
  });
});
